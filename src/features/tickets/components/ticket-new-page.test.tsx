import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_OTHER_VPS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';

const CREATE_PATH = '/api/v2/support/tickets';
const web = DEMO_VPS.web;

async function form() {
  await screen.findByRole('heading', { level: 1, name: 'New support ticket' });
  return {
    department: screen.getByRole('combobox', { name: 'Department' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    priority: screen.getByRole('combobox', { name: 'Priority' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    cc: screen.getByRole('textbox', { name: 'CC (optional)' }),
    submit: screen.getByRole('button', { name: 'Create ticket' }),
  };
}

const draftKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('hosting-panel.draft.'));
// Drafts live in localStorage, which outlives a test: each test starts without one.
afterEach(() => window.localStorage.clear());

describe('new ticket route', () => {
  it('offers the departments that take tickets, and shows one that does not disabled with why', async () => {
    const { requests } = await renderRoute('/support/tickets/new');
    const { department, priority } = await form();
    expect(sentRequests(requests, 'GET', '/api/v2/support/departments')).toEqual([
      'GET /api/v2/support/departments?locale=en',
    ]);
    const closed = within(department).getByRole('option', { name: /abuse/i });
    expect(closed).toBeDisabled();
    expect(closed).toHaveTextContent('(not taking tickets here)');
    const open = within(department)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled && (option as HTMLOptionElement).value !== '');
    expect(open.length).toBeGreaterThanOrEqual(3);
    // Why, said by its code before anything is sent, and tied to the select.
    expect(department).toHaveAccessibleDescription(
      /Not taking tickets here.*This department does not take new tickets here\. Choose another one\./,
    );
    expect(priority).toHaveValue('medium');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  });

  it('prefills the service and what the customer was trying to do from the address, and the service can be removed', async () => {
    const about = 'Restarting web-01 did not bring it back.';
    const { user } = await renderRoute(
      `/support/tickets/new?serviceType=vps&serviceId=${web.id}&serviceName=${web.name}&about=${encodeURIComponent(about)}`,
    );
    const { message } = await form();
    expect(message).toHaveValue(about);
    const linked = screen.getByRole('group', { name: 'About' });
    expect(linked).toHaveTextContent('VPS');
    expect(linked).toHaveTextContent(web.name);
    await user.click(within(linked).getByRole('button', { name: `Not about ${web.name}` }));
    expect(screen.queryByRole('group', { name: 'About' })).not.toBeInTheDocument();
  });

  it('falls back to no service for a malformed one in the address', async () => {
    await renderRoute(`/support/tickets/new?serviceType=printer&serviceId=${web.id}&subject=${'x'.repeat(300)}`);
    const { subject } = await form();
    expect(screen.queryByRole('group', { name: 'About' })).not.toBeInTheDocument();
    expect(subject).toHaveValue('');
  });

  it('checks the form before sending: a department, a subject and a message', async () => {
    const { user, requests } = await renderRoute('/support/tickets/new');
    const { submit, department, subject, message } = await form();
    await user.click(submit);
    expect(await screen.findByText('Choose a department.')).toBeInTheDocument();
    expect(department).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Write a subject.');
    expect(message).toHaveAccessibleDescription(/Write a message\./);
    expect(sentRequests(requests, 'POST', CREATE_PATH)).toEqual([]);
  });

  it('puts a service the server refuses by it, and keeps everything typed', async () => {
    const { user } = await renderRoute(
      `/support/tickets/new?serviceType=vps&serviceId=${DEMO_OTHER_VPS.web.id}&serviceName=${DEMO_OTHER_VPS.web.name}`,
    );
    const { department, subject, message, submit } = await form();
    await user.selectOptions(department, 'technical');
    await user.type(subject, 'Not my server?');
    await user.type(message, 'Please look at it.');
    await user.click(submit);

    const linked = screen.getByRole('group', { name: 'About' });
    expect(await within(linked).findByText(/We could not find this service in your account/)).toBeInTheDocument();
    expect(department).toHaveValue('technical');
    expect(subject).toHaveValue('Not my server?');
    expect(message).toHaveValue('Please look at it.');
  });

  it('puts a department the server refuses on the department field, and keeps everything typed', async () => {
    const { user } = await renderRoute('/support/tickets/new', {
      rewriteRequest: (request, body) =>
        request === `POST ${CREATE_PATH}` ? { ...(body as object), departmentSlug: 'abuse' } : undefined,
    });
    const { department, subject, message, cc, submit } = await form();
    await user.selectOptions(department, 'billing');
    await user.type(subject, 'Invoice question');
    await user.type(message, 'Why two invoices?');
    await user.type(cc, 'ekonomi@nordlicht.se');
    await user.click(submit);

    await waitFor(() => expect(department).toHaveAttribute('aria-invalid', 'true'));
    expect(department).toHaveAccessibleDescription(/This department does not take new tickets here/);
    expect(subject).toHaveValue('Invoice question');
    expect(message).toHaveValue('Why two invoices?');
    expect(cc).toHaveValue('ekonomi@nordlicht.se');
  });

  it('creates the ticket once for two clicks in one tick, and opens it', async () => {
    const { user, router, requests } = await renderRoute(
      `/support/tickets/new?serviceType=vps&serviceId=${web.id}&serviceName=${web.name}`,
    );
    const { department, subject, message, priority, submit } = await form();
    await user.selectOptions(department, 'technical');
    await user.type(subject, 'Disk filling up');
    await user.selectOptions(priority, 'high');
    await user.type(message, 'The disk of web-01 grows by a gigabyte a day.');

    clickTwiceInOneTick(submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Disk filling up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/support\/tickets\/(\d+|tkt_\w+)$/);
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('The disk of web-01 grows by a gigabyte a day.');
    const side = screen.getByRole('complementary', { name: 'Ticket details' });
    expect(within(side).getByRole('region', { name: 'Linked services' })).toHaveTextContent(web.name);
    expect(sentRequests(requests, 'POST', CREATE_PATH)).toHaveLength(1);
  });

  it('is opened from the ticket list', async () => {
    const { user, router } = await renderRoute('/support/tickets');
    await screen.findByRole('table', { name: 'All support tickets' });
    await user.click(screen.getByRole('link', { name: 'New ticket' }));
    await form();
    expect(router.state.location.pathname).toBe('/support/tickets/new');
  });

  it('keeps what was typed when the screen is left, per what the ticket is about, until it is sent', async () => {
    const { user, router } = await renderRoute('/support/tickets/new');
    let fields = await form();
    await user.selectOptions(fields.department, 'technical');
    await user.type(fields.subject, 'Mail bounces');
    await user.type(fields.message, 'Since this morning every message to');

    // Away and back: everything is as it was left, and said so.
    await router.navigate({ to: '/support/tickets' });
    await screen.findByRole('table', { name: 'All support tickets' });
    await router.navigate({ to: '/support/tickets/new' });
    fields = await form();
    expect(fields.department).toHaveValue('technical');
    expect(fields.subject).toHaveValue('Mail bounces');
    expect(fields.message).toHaveValue('Since this morning every message to');
    expect(screen.getByText(/Your unsent ticket is back as you left it\./)).toBeInTheDocument();

    // Help asked about a server starts from its own prefill, and leaves that draft alone.
    await router.navigate({
      to: '/support/tickets/new',
      search: { serviceType: 'vps', serviceId: web.id, serviceName: web.name, about: 'web-01 is slow.' },
    });
    fields = await form();
    expect(fields.subject).toHaveValue('');
    expect(fields.message).toHaveValue('web-01 is slow.');
    expect(screen.queryByText(/Your unsent ticket is back/)).not.toBeInTheDocument();
    expect(draftKeys()).toEqual(['hosting-panel.draft.ticket-new.general']);

    // Sent: the draft is gone.
    await router.navigate({ to: '/support/tickets/new' });
    fields = await form();
    await user.type(fields.message, ' hotmail.com bounces.');
    await user.click(fields.submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail bounces' })).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  });
});

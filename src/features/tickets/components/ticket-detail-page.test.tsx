import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakItems, renderRoute } from '@/test/render-route';

// Route tests: the real ticket route (params check, loader, shell) against the in-process mock.
describe('ticket detail route', () => {
  it('closes a ticket after confirmation and shows it closed, with the automated note', async () => {
    const { user } = await renderRoute('/support/tickets/104201');
    const heading = await screen.findByRole('heading', { level: 1, name: 'VPS unreachable after restart' });
    expect(document.title).toBe('Ticket #104201 · Control panel');
    const header = heading.closest('.page__header') as HTMLElement;
    expect(within(header).getByText('Open', { exact: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close ticket #104201?' });
    expect(dialog).toHaveTextContent('You can reopen it later');
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(header).getByText('Closed', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveTextContent(/Ticket closed by/);
    expect(screen.getByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
  });

  it('says not found, with the request id, for a ticket number that does not exist', async () => {
    await renderRoute('/support/tickets/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ticket_not_found');
    expect(alert).toHaveTextContent(/req_[0-9a-f]+/);
  });

  it('treats a malformed ticket id as an unknown page without asking the server', async () => {
    const { requests } = await renderRoute('/support/tickets/not-a-ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/support/tickets'))).toEqual([]);
  });

  it('lists linked services by their kind', async () => {
    await renderRoute('/support/tickets/104201');
    const side = await screen.findByRole('complementary', { name: 'Ticket details' });
    const linked = within(side).getByRole('region', { name: 'Linked services' });
    expect(linked).toHaveTextContent('VPS');
  });

  it('links a linked domain to its screen', async () => {
    await renderRoute('/support/tickets/104202');
    const side = await screen.findByRole('complementary', { name: 'Ticket details' });
    const linked = within(side).getByRole('region', { name: 'Linked services' });
    expect(linked).toHaveTextContent('Domain');
    // nordlicht.se of the demo (src/mock/scenarios/demo/ids.ts DEMO_DOMAINS.se).
    expect(within(linked).getByRole('link', { name: 'nordlicht.se' })).toHaveAttribute('href', '/domains/dom_5a1c9e77');
  });

  it('says that a message could not be shown, and keeps the rest of the conversation', async () => {
    await renderRoute('/support/tickets/104201', {
      rewrite: breakItems('GET /api/v2/support/tickets/104201', { key: 'messages', indexes: [1] }),
    });
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByRole('status')).toHaveTextContent('1 item could not be shown.');
    expect(conversation).toHaveTextContent('Waiting for network');
    expect(conversation).toHaveTextContent('the guest has no address on eth0');
    expect(conversation).not.toHaveTextContent('We have received your request');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_TICKETS, DEMO_TICKET_COUNTS } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { mockControl, renderRoute } from '@/test/render-route';
import { TICKET_REFRESH_MS } from '@/features/tickets/api/ticket-queries';

const COUNTS = DEMO_TICKET_COUNTS.main;

describe('ticket list route', () => {
  it('falls back to all tickets for a bad filter or cursor in the URL', async () => {
    await renderRoute('/support/tickets?status=bogus&cursor=');
    const table = await screen.findByRole('table', { name: 'All support tickets' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
  });

  it('filters by the status select in the URL, and shows more tickets under the same filter', async () => {
    const { user, router } = await renderRoute('/support/tickets');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    expect(await screen.findByRole('table', { name: 'Open support tickets' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'open' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    const table = await screen.findByRole('table', { name: 'All support tickets' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    // The next page is added under the first, the URL unchanged; nothing more is left to show.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(COUNTS.total + 1));
    expect(router.state.location.search).toEqual({ status: 'all' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Everything that matches is shown.')).toHaveFocus();
  });

  it('counts every ticket, and how many of them a status filter shows', async () => {
    const { user } = await renderRoute('/support/tickets');
    await screen.findByRole('table', { name: 'All support tickets' });
    expect(await findListCount(`${COUNTS.total} tickets`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await findListCount(`${COUNTS.closed} of ${COUNTS.total} tickets`)).toBeInTheDocument();
  });

  it('searches subject and number as the user types, keeping the text in the URL (asked of the server)', async () => {
    const { user, router, requests } = await renderRoute('/support/tickets?status=open');
    await screen.findByRole('table', { name: 'Open support tickets' });
    await user.type(screen.getByRole('searchbox', { name: 'Subject or ticket number' }), 'vps');
    const table = await screen.findByRole('table', { name: 'Open support tickets matching the search' });
    expect(router.state.location.search).toEqual({ q: 'vps', status: 'open' });
    // One request for the text as typed, not one per keystroke.
    expect(requests.filter((r) => r.startsWith('GET /api/v2/support/tickets?q='))).toEqual([
      'GET /api/v2/support/tickets?q=vps&status=open&limit=20',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent(/vps/i);
    expect(await findListCount(`${rows.length} of ${COUNTS.total} tickets`)).toBeInTheDocument();

    // By number, and a search that finds nothing offers to clear every filter.
    await user.clear(screen.getByRole('searchbox', { name: 'Subject or ticket number' }));
    await user.type(screen.getByRole('searchbox', { name: 'Subject or ticket number' }), 'no such ticket');
    expect(await screen.findByRole('heading', { level: 2, name: 'No tickets match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'All support tickets' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'all' });
    expect(screen.getByRole('searchbox', { name: 'Subject or ticket number' })).toHaveValue('');
  });

  it('drops a search text too long for the URL, and finds a ticket by its number', async () => {
    await renderRoute(`/support/tickets?q=${'x'.repeat(101)}`);
    expect(await screen.findByRole('table', { name: 'All support tickets' })).toBeInTheDocument();
    await renderRoute(`/support/tickets?q=%23${DEMO_TICKETS.closed.number}`);
    const table = await screen.findByRole('table', { name: 'All support tickets matching the search' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(await findListCount(`1 of ${COUNTS.total} tickets`)).toBeInTheDocument();
  });

  it('labels each cell with its column for the narrow (card) layout', async () => {
    await renderRoute('/support/tickets?status=closed');
    const table = await screen.findByRole('table', { name: 'Closed support tickets' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      null,
      'Status',
      'Priority',
      'Department',
      'Last activity',
    ]);
    expect(cells[1]).toHaveTextContent('Closed');
  });

  it('says so when a filter has no tickets', async () => {
    await renderRoute('/support/tickets', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('ticket list route in each language', () => {
  afterEach(() => setLocale('en', null));

  it('counts messages with the plural rule of English', async () => {
    await renderRoute('/support/tickets');
    const table = await screen.findByRole('table', { name: 'All support tickets' });
    expect(within(table).getAllByText('1 message').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('3 messages').length).toBeGreaterThan(0);
  });

  it('counts messages with the plural rule of Swedish, and says the rest in Swedish too', async () => {
    await setLocale('sv', null);
    await renderRoute('/support/tickets');
    const table = await screen.findByRole('table', { name: 'Alla supportärenden' });
    expect(within(table).getAllByText('1 meddelande').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('3 meddelanden').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Supportärenden' })).toBeInTheDocument();
    expect(document.title).toBe('Supportärenden · Kontrollpanel');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alla', 'Öppna', 'Stängda']);
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([null, 'Status', 'Prioritet', 'Avdelning', 'Senaste aktivitet']);
  });
});

describe('the ticket list on the screen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a ticket support answered while the list is open, without a reload', async () => {
    // Only setInterval is faked: the list's own refresh interval is moved on instead of waited for.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ticket = DEMO_TICKETS.openWithStaffReply;
    const { world } = await renderRoute('/support/tickets?status=open');
    const table = await screen.findByRole('table', { name: 'Open support tickets' });
    const row = () =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('link', { name: new RegExp(ticket.subject) }));
    expect(row()).toHaveTextContent('Open');

    await mockControl(`/__mock/worlds/${world.worldId}/tickets/${ticket.id}/staff-replies`, {});
    act(() => vi.advanceTimersByTime(TICKET_REFRESH_MS));
    expect(await within(row()!).findByText('Answered')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute, type ResponseOverride } from '@/test/render-route';
import { findRowByTitle } from '@/test/table-rows';
import { csvRecords } from '@/test/saved-files';

const main = DEMO_HOSTING.main;
const MAILBOXES = `/api/v2/shared-hosting/${main.id}/email-accounts`;
const saved = setUpListTests();

/** The account answers with no mailboxes at all. */
const noMailboxes: ResponseOverride = (request) =>
  request === `GET ${MAILBOXES}`
    ? new Response(JSON.stringify({ data: [], hasMore: false, nextCursor: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    : undefined;

// An account's mailboxes on the kit list (issue 40, "One list").
describe('mailbox list (kit list)', () => {
  it('finds mailboxes by address as it is typed, kept in the URL beside the tab, in the address order', async () => {
    const { user, router } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    const table = await screen.findByRole('table', { name: `Mailboxes of ${main.domain}` });
    expect(within(table).getByRole('columnheader', { name: 'Address' })).toHaveAttribute('aria-sort', 'ascending');
    const all = within(table).getAllByRole('row').length - 1;
    expect(all).toBeGreaterThan(1);
    await user.type(screen.getByRole('searchbox', { name: 'Address' }), 'astrid');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'mailboxes', q: 'astrid' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(main.mailboxes.nearQuota, { selector: '.data-table__title' })).toBeInTheDocument();
    expect(await screen.findByText(`1 of ${all} mailboxes`, { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('says nothing matches with Clear filters, which keeps the mailboxes tab open', async () => {
    const { user, router } = await renderRoute(`/hosting/${main.id}?tab=mailboxes&q=nobody-has-this`);
    expect(await screen.findByRole('heading', { level: 2, name: 'No mailboxes match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await findRowByTitle(main.mailboxes.nearQuota);
    expect(router.state.location.search).toEqual({ tab: 'mailboxes' });
  });

  it('says "No mailboxes yet" when the account has none', async () => {
    await renderRoute(`/hosting/${main.id}?tab=mailboxes`, { answer: noMailboxes });
    expect(await screen.findByRole('heading', { level: 2, name: 'No mailboxes yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads the mailboxes the search shows, with sizes as numbers and the id last', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes&q=astrid`);
    await findRowByTitle(main.mailboxes.nearQuota);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved mailboxes-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Address,Domain,Used (GB),Quota (GB),Used (%),Over quota,ID');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatch(
      new RegExp(`^${main.mailboxes.nearQuota},${main.domain},[\\d.]+,[\\d.]+,[\\d.]+,No,\\S+$`),
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_HOSTING, DEMO_HOSTING_COUNTS } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

const COUNTS = DEMO_HOSTING_COUNTS.main;
const saved = setUpListTests();

// The hosting accounts on the kit list (issue 40, "One list"): its toolbar, order, empty states and CSV.
describe('hosting account list (kit list)', () => {
  it('filters by one status select, kept in the URL, and says the server order with aria-sort', async () => {
    const { user, router } = await renderRoute('/hosting');
    const table = await screen.findByRole('table', { name: 'All hosting accounts, pinned first' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toHaveAttribute('aria-sort', 'ascending');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('all');
    await user.selectOptions(status, 'suspended');
    const filtered = await screen.findByRole('table', { name: 'Hosting accounts matching your filters' });
    expect(router.state.location.search).toMatchObject({ status: 'suspended' });
    expect(within(filtered).getAllByRole('row')).toHaveLength(COUNTS.byStatus.suspended + 1);
    expect(within(filtered).getByRole('link', { name: DEMO_HOSTING.suspended.domain })).toBeInTheDocument();
    expect(await findListCount(`1 of ${COUNTS.total} hosting accounts`)).toBeInTheDocument();
  });

  it('says "No hosting accounts yet" when there are none, without Clear filters', async () => {
    await renderRoute('/hosting', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No hosting accounts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads what the filters show (status on the server, text on the client), with its id last', async () => {
    const { user } = await renderRoute(`/hosting?status=active&q=${DEMO_HOSTING.pendingInvoice.domain}`);
    await screen.findByRole('table', { name: 'Hosting accounts matching your filters' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved hosting-accounts-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Account,Primary domain,Status,Price,Currency,Billing period,Next payment,Tags,ID');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatch(
      new RegExp(
        `^${DEMO_HOSTING.pendingInvoice.name},${DEMO_HOSTING.pendingInvoice.domain},Active,\\d+\\.\\d{2},SEK,\\w+,(\\d{4}-\\d{2}-\\d{2})?,.*,${DEMO_HOSTING.pendingInvoice.id}$`,
      ),
    );
  });

  it('writes the CSV in Swedish for a Swedish customer: header and status words', async () => {
    await setLocale('sv', null);
    const { user } = await renderRoute('/hosting?status=suspended');
    await screen.findByRole('table', { name: /./ });
    await user.click(screen.getByRole('button', { name: 'Ladda ner CSV' }));
    await screen.findByText(/hosting-accounts-\d{4}-\d{2}-\d{2}\.csv/);
    const { records } = await csvRecords(saved[0]);
    expect(records[0]).toBe('Konto,Huvuddomän,Status,Pris,Valuta,Betalperiod,Nästa betalning,Taggar,ID');
    expect(records[1]).toContain(`${DEMO_HOSTING.suspended.domain},Spärrat,`);
  });
});

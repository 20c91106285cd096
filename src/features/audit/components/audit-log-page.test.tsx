import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { encodeCursor } from '@/mock/platform/pagination';
import { DEMO_AUDIT, DEMO_BILLING, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

const { web } = DEMO_VPS;

function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

function rowWith(table: HTMLElement, text: string): HTMLElement {
  const row = rowsOf(table).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** Opens the header's person menu, which holds the account log's link and the operations button. */
async function openPersonMenu(user: { click: (element: Element) => Promise<void> }) {
  const banner = screen.getByRole('banner');
  const button = within(banner)
    .getAllByRole('button', { expanded: false })
    .find((candidate) => candidate.classList.contains('person-menu__button'));
  if (!button) throw new Error('no person menu');
  await user.click(button);
}

const saved = setUpListTests();

describe('the account log', () => {
  it('says each change in words, links its resource, who asked and how it went', async () => {
    await renderRoute('/account-log');
    await screen.findByRole('heading', { level: 1, name: 'Account log' });
    const table = await screen.findByRole('table', { name: 'All log entries' });
    expect(rowsOf(table)).toHaveLength(DEMO_AUDIT.main);
    expect(screen.getByText(`${DEMO_AUDIT.main} changes`)).toHaveAttribute('role', 'status');

    // Newest first: the failed restart of staging-01 that Home lists, failed, then the restart of web-01, done.
    const [failed, first] = rowsOf(table);
    if (!failed || !first) throw new Error('no rows');
    expect(failed).toHaveTextContent('Restart a server');
    expect(within(failed).getByRole('link', { name: `Server ${DEMO_VPS.flaky.name}` })).toHaveAttribute(
      'href',
      `/vps/${DEMO_VPS.flaky.id}`,
    );
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(first).toHaveTextContent('Restart a server');
    expect(within(first).getByRole('link', { name: `Server ${web.name}` })).toHaveAttribute('href', `/vps/${web.id}`);
    expect(first).toHaveTextContent('API key “full”');
    expect(first).toHaveTextContent('Done');

    // Refused: in words, the code and status only under "Details for support".
    const refused = rowWith(table, 'Stop a server');
    expect(refused).toHaveTextContent('API key “readonly”');
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(refused).toHaveTextContent('Your API key is not allowed to do this.');
    const details = within(refused).getByText('Details for support').closest('details');
    if (!details) throw new Error('no details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('forbidden');
    expect(details).toHaveTextContent('403');

    const credit = rowWith(table, 'Pay an invoice with credit');
    expect(within(credit).getByRole('link', { name: `Invoice ${DEMO_BILLING.invoices.paid.number}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${DEMO_BILLING.invoices.paid.id}`,
    );
    expect(credit).toHaveTextContent('Nothing is left to pay on this invoice.');
    expect(rowWith(table, 'Take a snapshot')).toHaveTextContent('Failed');
  });

  it('filters by outcome, area and time in the URL, and says when nothing matches', async () => {
    const { user, router } = await renderRoute('/account-log');
    await screen.findByRole('table', { name: 'All log entries' });
    // The outcome is the kit's one status select.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Refused');
    const refused = await screen.findByRole('table', { name: 'Log entries matching your filters' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outcome: 'refused' }));
    await waitFor(() => expect(rowsOf(refused)).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Billing');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outcome: 'refused', area: 'billing' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByRole('table')).toHaveTextContent('Pay an invoice with credit');
    // The change select offers the area's changes only.
    const change = screen.getByRole('combobox', { name: 'Change' });
    expect(within(change).queryByRole('option', { name: 'Restart a server' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Support');
    expect(await screen.findByRole('heading', { name: 'No changes match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'All log entries' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('drops filters it cannot take from the address instead of failing', async () => {
    const { router } = await renderRoute('/account-log?area=mail&outcome=lost&action=vps.explode&period=year&cursor=');
    const table = await screen.findByRole('table', { name: 'All log entries' });
    expect(rowsOf(table)).toHaveLength(DEMO_AUDIT.main);
    expect(router.state.location.search).toEqual({});
  });

  it('takes the old address (/activity) to the account log with its filters, and Back past it', async () => {
    const { router } = await renderRoute(`/vps/${web.id}`);
    await screen.findByRole('heading', { level: 1, name: web.name });
    // A bookmark or a support link of the log's old name.
    await router.navigate({ href: '/activity?outcome=refused&area=vps&period=week&q=readonly&cursor=' });
    await screen.findByRole('heading', { level: 1, name: 'Account log' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-log'));
    // A filter the log cannot take (the empty cursor) is dropped, as on the log's own address.
    expect(router.state.location.search).toEqual({ outcome: 'refused', area: 'vps', period: 'week', q: 'readonly' });
    const table = await screen.findByRole('table', { name: 'Log entries matching your filters' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]).toHaveTextContent('Stop a server');
    // The old address is not left in the history: Back goes to the page before it.
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vps/${web.id}`));
  });

  it('says an action it does not know in general words, and shows more with the server’s cursor', async () => {
    const { user, requests } = await renderRoute('/account-log', {
      // The whole log as a first page of 5 with the server's cursor after the fifth (the next page is the mock's own).
      rewrite: (request, body) => {
        if (request !== 'GET /api/v2/audit-log' || typeof body !== 'object' || body === null) return undefined;
        const page = body as { data: { id: string; time: string; action: string }[] };
        if (page.data.length !== DEMO_AUDIT.main) return undefined;
        const fifth = page.data[4];
        if (!fifth) return undefined;
        return {
          ...page,
          data: page.data
            .slice(0, 5)
            .map((entry, index) => (index === 0 ? { ...entry, action: 'vps.teleport' } : entry)),
          hasMore: true,
          nextCursor: encodeCursor({ key: Date.parse(fifth.time), id: fifth.id }),
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'All log entries' });
    expect(rowsOf(table)).toHaveLength(5);
    expect(rowsOf(table)[0]).toHaveTextContent('Another change');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    // The next page is added under the first, read from the server's cursor; nothing more is left.
    await waitFor(() => expect(rowsOf(table)).toHaveLength(DEMO_AUDIT.main));
    expect(requests.some((sent) => /^GET \/api\/v2\/audit-log\?cursor=[\w-]+&limit=20$/.test(sent))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Everything that matches is shown.')).toHaveFocus();
  });

  it('is a kit list: newest first by aria-sort, a count, the text search in the URL, nothing-matches apart', async () => {
    const { user, router } = await renderRoute('/account-log');
    const table = await screen.findByRole('table', { name: 'All log entries' });
    expect(within(table).getByRole('columnheader', { name: 'When' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'What' })).not.toHaveAttribute('aria-sort');
    expect(await findListCount(`${DEMO_AUDIT.main} changes`)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Name or API key' }), 'readonly');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'readonly' }));
    const found = await screen.findByRole('table', { name: 'Log entries matching your filters' });
    await waitFor(() => expect(rowsOf(found)).toHaveLength(1));
    expect(await findListCount(`1 of ${DEMO_AUDIT.main} changes`)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Name or API key' }));
    await user.type(screen.getByRole('searchbox', { name: 'Name or API key' }), 'no such key');
    expect(await screen.findByRole('heading', { name: 'No changes match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No changes yet' })).not.toBeInTheDocument();
  });

  it('downloads what the filters show as CSV: ISO times, words, ids last, a BOM', async () => {
    const { user } = await renderRoute('/account-log?outcome=refused');
    const table = await screen.findByRole('table', { name: 'Log entries matching your filters' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved account-log-\d{4}-\d{2}-\d{2}\.csv: 2 rows\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('When,What,About,Who,IP address,Outcome,Resource ID,ID');
    expect(records).toHaveLength(3);
    const stop = records.find((record) => record.includes('Stop a server'));
    expect(stop).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z,Stop a server,Server ${web.name},API key “readonly”,[^,]*,Refused,${web.id},${DEMO_AUDIT.refusedStop.id}$`,
      ),
    );
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/account-log');
    await screen.findByRole('table', { name: 'Alla loggposter' });
    expect(screen.getByRole('combobox', { name: 'Utfall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });

  it('has nothing yet in an empty account', async () => {
    await renderRoute('/account-log', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a change made in the panel, reached from the header', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    await user.click(within(power).getByRole('button', { name: 'Restart' }));
    const dialog = screen.getByRole('dialog', { name: `Restart ${web.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openPersonMenu(user);
    await user.click(screen.getByRole('link', { name: 'Account log' }));
    const table = await screen.findByRole('table', { name: 'All log entries' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(DEMO_AUDIT.main + 1));
    const [newest] = rowsOf(table);
    if (!newest) throw new Error('no rows');
    expect(newest).toHaveTextContent('Restart a server');
    expect(within(newest).getByRole('link', { name: `Server ${web.name}` })).toBeInTheDocument();
    expect(newest).toHaveTextContent('Done');
  });

  it('a key that cannot read it: no header link, and a deep link says why in words', async () => {
    const scopes = ['read:vm'];
    const { user } = await renderRoute('/account-log', { keys: [{ name: 'vm', scopes }], as: 'vm', scopes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Your API key is not allowed to see the account log\./);
    await openPersonMenu(user);
    expect(screen.queryByRole('link', { name: 'Account log' })).not.toBeInTheDocument();
    // Nor does the drawer offer it.
    await user.click(screen.getByRole('button', { name: /^Operations/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Operations' });
    expect(within(drawer).queryByRole('link', { name: 'All changes in the account log' })).not.toBeInTheDocument();
  });

  it('the read-only key reads it, reached from the operations drawer', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`, { as: 'readonly', scopes: ['read:vm', 'read:audit'] });
    await screen.findByRole('heading', { level: 1, name: web.name });
    await openPersonMenu(user);
    expect(screen.getByRole('link', { name: 'Account log' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Operations/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Operations' });
    await user.click(within(drawer).getByRole('link', { name: 'All changes in the account log' }));
    expect(await screen.findByRole('table', { name: 'All log entries' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

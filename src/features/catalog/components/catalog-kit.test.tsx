import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

const saved = setUpListTests();

/** The plan names of a card list, in the order shown. */
function cardNames(list: string): string[] {
  return within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function sortHeader(name: RegExp): HTMLElement {
  return within(screen.getByRole('table', { name: 'Sort plans' })).getByRole('columnheader', { name });
}

/** A CSV record's cells (no quoted commas in these files). */
const cells = (record: string | undefined) => (record ?? '').split(',');

// The plan catalogs under the kit's toolbar (issue 40, "One list"): filters, sort, count, CSV over the plan cards.
describe('hosting plan catalog (kit toolbar over the cards)', () => {
  it('sorts by price from a header-like control with aria-sort, reading the whole catalog, the sort in the URL', async () => {
    const { user, router } = await renderRoute('/catalog', { signedIn: false });
    await screen.findByRole('list', { name: 'Plans' });
    expect(sortHeader(/Price/)).toHaveAttribute('aria-sort', 'none');
    await user.click(within(sortHeader(/Price/)).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'price' }));
    await waitFor(() => expect(cardNames('Plans')).toHaveLength(DEMO_CATALOG.total));
    expect(sortHeader(/Price/)).toHaveAttribute('aria-sort', 'ascending');
    expect(sortHeader(/Storage/)).toHaveAttribute('aria-sort', 'none');
    const ascending = cardNames('Plans');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(new RegExp(`Saved plans-\\d{4}-\\d{2}-\\d{2}\\.csv: ${DEMO_CATALOG.total} rows\\.`));
    const { records } = await csvRecords(saved[0]);
    const prices = records.slice(1).map((record) => Number(cells(record)[4]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(records.slice(1).map((record) => cells(record)[0])).toEqual(ascending);

    await user.click(within(sortHeader(/Price/)).getByRole('button'));
    await waitFor(() => expect(sortHeader(/Price/)).toHaveAttribute('aria-sort', 'descending'));
    expect(cardNames('Plans')[0]).toBe(ascending[ascending.length - 1]);
  });

  it('filters by name, tier and availability, counts them, and tells nothing-matches with Clear filters', async () => {
    const { user, router } = await renderRoute('/catalog?cycle=annually', { signedIn: false });
    await screen.findByRole('list', { name: 'Plans' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Cannot be ordered now');
    await waitFor(() => expect(cardNames('Plans')).toContain(DEMO_CATALOG.outOfStock.name.en));
    expect(router.state.location.search).toMatchObject({ stock: 'unavailable', cycle: 'annually' });
    const unavailable = cardNames('Plans').length;
    expect(await findListCount(`${unavailable} of ${DEMO_CATALOG.total} plans`)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'All plans');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), DEMO_CATALOG.first.tier.en);
    await waitFor(() => expect(cardNames('Plans')).toContain(DEMO_CATALOG.first.name.en));
    expect(router.state.location.search).toMatchObject({ tier: DEMO_CATALOG.first.tier.en });
    for (const card of within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem')) {
      expect(card).toHaveTextContent(`${DEMO_CATALOG.first.tier.en} plan`);
    }

    await user.type(screen.getByRole('searchbox', { name: 'Plan name' }), 'no such plan');
    expect(await screen.findByRole('heading', { name: 'No plans match' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({ cycle: 'annually' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
  });

  it('says when the catalog has no plans at all, not that none match', async () => {
    await renderRoute('/catalog', {
      signedIn: false,
      rewrite: (request, body) =>
        request === 'GET /api/v2/products/shared-hosting' && typeof body === 'object'
          ? { ...body, data: [], pagination: { hasMore: false, nextCursor: null } }
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'No plans can be ordered right now.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads the plans shown with prices as numbers as the cards show them: currency and VAT said', async () => {
    const { user } = await renderRoute(`/catalog?q=${encodeURIComponent(DEMO_CATALOG.withSetupFee.name.en)}`, {
      signedIn: false,
    });
    await waitFor(() => expect(cardNames('Plans')).toEqual([DEMO_CATALOG.withSetupFee.name.en]));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved plans-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe(
      'Plan,Tier,Availability,Billing period,Price,Setup fee,Currency,VAT,Storage (GB),Bandwidth (GB),E-mail accounts,Databases,ID',
    );
    // A private person's prices (signed out): 72.00 + 25 % VAT = 90.00, the setup fee 49.00 → 61.25.
    expect(cells(records[1]).slice(0, 8)).toEqual([
      DEMO_CATALOG.withSetupFee.name.en,
      expect.any(String),
      'Available',
      'Monthly',
      '90.00',
      '61.25',
      'SEK',
      'Included',
    ]);
    expect(records).toHaveLength(2);
  });

  it('a company’s CSV has the prices excl. VAT, as its cards', async () => {
    const { user } = await renderRoute(
      `/catalog?prices=companies&q=${encodeURIComponent(DEMO_CATALOG.withSetupFee.name.en)}`,
      { signedIn: false },
    );
    await waitFor(() => expect(cardNames('Plans')).toEqual([DEMO_CATALOG.withSetupFee.name.en]));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved plans-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    const { records } = await csvRecords(saved[0]);
    expect(cells(records[1]).slice(4, 8)).toEqual(['72.00', '49.00', 'SEK', 'Not included']);
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/catalog', { signedIn: false });
    await screen.findByRole('list', { name: 'Paket' });
    expect(screen.getByRole('searchbox', { name: 'Paketets namn' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nivå' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tillgänglighet' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sortera paket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});

describe('server plan catalog (kit toolbar over the cards)', () => {
  it('sorts by memory with aria-sort and filters by the location a plan is in stock at', async () => {
    const { user, router } = await renderRoute('/catalog/servers?sort=-memory', { signedIn: false });
    await screen.findByRole('list', { name: 'Server plans' });
    expect(sortHeader(/Memory/)).toHaveAttribute('aria-sort', 'descending');
    expect(cardNames('Server plans')[0]).toBe('VPS XL');
    expect(await findListCount('6 plans')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Frankfurt');
    await waitFor(() => expect(cardNames('Server plans')).not.toContain('VPS XL'));
    expect(router.state.location.search).toMatchObject({ location: 'fra1', sort: '-memory' });
    expect(await findListCount('5 of 6 plans')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Plan name' }), 'XL');
    expect(await screen.findByRole('heading', { name: 'No plans match' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-memory' }));
    await waitFor(() => expect(cardNames('Server plans')).toHaveLength(6));
  });

  it('downloads the plans shown with monthly and hourly prices as shown, the currency and VAT', async () => {
    const { user } = await renderRoute('/catalog/servers?sort=price&location=fra1', { signedIn: false });
    await screen.findByRole('list', { name: 'Server plans' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved server-plans-\d{4}-\d{2}-\d{2}\.csv: 5 rows\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe(
      'Plan,vCPU,Memory (GB),Disk (GB),Traffic (TB),Price per month,Price per hour,Currency,VAT,In stock at,ID',
    );
    // VPS S: 99.00 a month excl. VAT → 123.75 for a private person.
    expect(cells(records[1])).toEqual([
      'VPS S',
      '1',
      '2',
      '40',
      '2',
      '123.75',
      expect.stringMatching(/^0\.\d{2}$/),
      'SEK',
      'Included',
      'Stockholm; Frankfurt',
      'vps-s',
    ]);
    expect(records.slice(1).map((record) => cells(record)[0])).not.toContain('VPS XL');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute, type ResponseOverride } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

const main = DEMO_HOSTING.main;
const DOMAINS = `/api/v2/shared-hosting/${main.id}/domains`;
const saved = setUpListTests();

/** The account answers with no addon domains at all. */
const noDomains: ResponseOverride = (request) =>
  request === `GET ${DOMAINS}`
    ? new Response(JSON.stringify({ data: [], hasMore: false, nextCursor: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    : undefined;

// An account's addon domains on the kit list (issue 40, "One list").
describe('addon domain list (kit list)', () => {
  it('finds a domain by name, kept in the URL beside the tab, in the domain order', async () => {
    const { user, router } = await renderRoute(`/hosting/${main.id}?tab=domains`);
    const table = await screen.findByRole('table', { name: `Addon domains of ${main.domain}` });
    expect(within(table).getByRole('columnheader', { name: 'Domain' })).toHaveAttribute('aria-sort', 'ascending');
    const all = within(table).getAllByRole('row').length - 1;
    await user.type(screen.getByRole('searchbox', { name: 'Domain or folder' }), main.addonDomain);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'domains', q: main.addonDomain }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      await screen.findByText(`1 of ${all} ${all === 1 ? 'addon domain' : 'addon domains'}`, {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
  });

  it('tells no addon domains from none matching', async () => {
    const { user, router } = await renderRoute(`/hosting/${main.id}?tab=domains&q=nothing.example`);
    expect(await screen.findByRole('heading', { level: 2, name: 'No addon domains match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: `Addon domains of ${main.domain}` });
    expect(router.state.location.search).toEqual({ tab: 'domains' });
  });

  it('says "No addon domains" when the account has none, without Clear filters', async () => {
    await renderRoute(`/hosting/${main.id}?tab=domains`, { answer: noDomains });
    expect(await screen.findByRole('heading', { level: 2, name: 'No addon domains' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads the domains the search shows, with their document roots', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=domains&q=${main.addonDomain}`);
    await screen.findByRole('table', { name: `Addon domains of ${main.domain}` });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved addon-domains-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records).toEqual([
      'Domain,Document root',
      expect.stringMatching(new RegExp(`^${main.addonDomain},~/\\S+$`)),
    ]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_TICKET_COUNTS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { ATTENTION_WAIT_MS } from '@/features/home/api/home-queries';

stubLayoutObservers();

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: `about:blank`, title: code, status, code, detail: code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

async function attentionList() {
  const section = await screen.findByRole('region', { name: /^Needs your attention/ });
  await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  return section;
}

const summaryArea = (name: string) => screen.findByRole('heading', { level: 3, name });

/** A read of an area's data (not the session's own `/me`, which any key may read: the account's tax summary). */
const areaRead = (request: string) => request.startsWith('GET /api/v2/') && request !== 'GET /api/v2/me';

describe('Home', () => {
  it('lists what needs the customer in the demo, each with its action linking to the screen and tab', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const list = await attentionList();
    const link = (name: string | RegExp) => within(list).getByRole('link', { name });
    expect(link(`Start ${DEMO_VPS.db.name}`)).toHaveAttribute('href', `/vps/${DEMO_VPS.db.id}`);
    expect(link(`Repair the network of ${DEMO_VPS.mismatch.name}`)).toHaveAttribute(
      'href',
      `/vps/${DEMO_VPS.mismatch.id}?tab=network`,
    );
    expect(link(`See what happened on ${DEMO_VPS.flaky.name}`)).toHaveAttribute('href', `/vps/${DEMO_VPS.flaky.id}`);
    expect(link(`Follow the unlock of ${DEMO_DOMAINS.requested.name}`)).toHaveAttribute(
      'href',
      `/domains/${DEMO_DOMAINS.requested.id}?tab=registry-lock`,
    );
    expect(link(`Renew or turn on auto-renew for ${DEMO_DOMAINS.com.name}`)).toHaveAttribute(
      'href',
      `/domains/${DEMO_DOMAINS.com.id}`,
    );
    expect(link(`Pay or cancel it on the billing tab of ${DEMO_HOSTING.pendingInvoice.name}`)).toHaveAttribute(
      'href',
      `/hosting/${DEMO_HOSTING.pendingInvoice.id}?tab=billing`,
    );
    expect(link(`Free space or raise the quota of ${DEMO_HOSTING.main.domain}`)).toHaveAttribute(
      'href',
      `/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`,
    );
    // A payment link opens the provider in a new tab, without the panel as opener or referrer.
    const pay = within(list).getAllByRole('link', { name: /^Pay invoice/ })[0]!;
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pay.getAttribute('href')).toMatch(/^https:/);
    // Most urgent first: something to do now tops the list, tickets to read come after what is to pay.
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Act now/);
    const firstTicket = items.findIndex((item) => /Support answered/.test(item.textContent ?? ''));
    const lastToPay = items.findLastIndex((item) => /^To pay/.test(item.textContent ?? ''));
    expect(firstTicket).toBeGreaterThan(lastToPay);
    expect(within(list).getAllByRole('link', { name: /^Read and reply to #/ })).toHaveLength(
      DEMO_TICKET_COUNTS.main.byStatus.answered,
    );
  });

  it('keeps its status line when the checking ends: it says when it checked, so nothing below moves up', async () => {
    await renderRoute('/');
    const list = await attentionList();
    const status = within(list).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Checked .*\d{4}.*\d{1,2}:\d{2}/));
    expect(status).not.toHaveTextContent('Checking your services');
  });

  it('shows its items together once every read has answered: one answered last never pushes those on screen', async () => {
    let release = () => {};
    const invoicesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { queryClient } = await renderRoute('/', {
      delayAnswer: (request) => (request.startsWith('GET /api/v2/billing/invoices') ? invoicesHeld : undefined),
    });
    // Every other read of Home has answered (a server down, domains expired: items of their own); only the
    // invoices are out. The page waits for them (its loader, up to the list's wait): no item is on screen.
    const homeRead = (part: unknown) => typeof part === 'object' && part !== null && 'home' in part;
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ predicate: (query) => query.state.status === 'pending' && query.queryKey.some(homeRead) })
          .map((query) => query.queryKey.find(homeRead)),
      ).toEqual([expect.objectContaining({ home: 'invoices' })]),
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: /^Needs your attention/ })).toBeNull();
    expect(screen.queryAllByRole('listitem').filter((item) => item.closest('.home-attention'))).toEqual([]);
    // The overdue invoice, the most urgent kind, arrives last: the list appears with it in its place, all at once.
    release();
    const section = await screen.findByRole('region', { name: /^Needs your attention/ });
    await waitFor(() => expect(within(section).queryAllByRole('listitem').length).toBeGreaterThan(0));
    const first = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(first.some((text) => /Invoice 2026-0388 is overdue/.test(text ?? ''))).toBe(true);
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(first);
    expect(section).toHaveTextContent(`· ${first.length} things`);
  });

  it('a read that is still out after the wait no longer holds the others back; its items join when it answers', async () => {
    let release = () => {};
    const invoicesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderRoute('/', {
      delayAnswer: (request) => (request.startsWith('GET /api/v2/billing/invoices') ? invoicesHeld : undefined),
    });
    // The page waits for its reads up to the list's wait, then shows what the others found.
    const section = await screen.findByRole(
      'region',
      { name: /^Needs your attention/ },
      { timeout: ATTENTION_WAIT_MS + 5000 },
    );
    const link = await within(section).findByRole('link', { name: `Start ${DEMO_VPS.db.name}` });
    expect(link).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Checking your services');
    expect(section).not.toHaveTextContent('Invoice 2026-0388 is overdue');
    release();
    await waitFor(() => expect(section).toHaveTextContent('Invoice 2026-0388 is overdue'));
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  });

  it('summarises each area by status, each count linking to the filtered list', async () => {
    await renderRoute('/');
    const servers = (await summaryArea('Servers')).closest('li')!;
    await waitFor(() => expect(within(servers).getByRole('link', { name: 'Running: 8' })).toBeInTheDocument());
    expect(within(servers).getByRole('link', { name: 'Stopped: 1' })).toHaveAttribute('href', '/vps?status=stopped');
    const domains = (await summaryArea('Domains')).closest('li')!;
    await waitFor(() =>
      expect(within(domains).getByRole('link', { name: 'Expired: 1' })).toHaveAttribute(
        'href',
        '/domains?status=expired',
      ),
    );
    expect(domains).toHaveTextContent('12 in all');
    const invoices = (await summaryArea('Invoices')).closest('li')!;
    await waitFor(() =>
      expect(within(invoices).getByRole('link', { name: /to pay$/ })).toHaveAttribute(
        'href',
        '/billing/invoices?status=outstanding',
      ),
    );
  });

  it('at 10,000 domains reads only filtered pages and a count, never the whole list', async () => {
    const { requests } = await renderRoute('/', { scenario: 'reseller' });
    const domains = (await summaryArea('Domains')).closest('li')!;
    await waitFor(() => expect(domains).toHaveTextContent('10,000 in all'));
    const domainReads = requests.filter((request) => request.startsWith('GET /api/v2/domains'));
    expect(domainReads).toHaveLength(7);
    for (const read of domainReads) expect(read).toMatch(/limit=(1|20)(&|$)/);
  });

  it('leaves invoices out without an error when the server has no billing (404), and still lists unpaid orders', async () => {
    await renderRoute('/', {
      answer: (request) => (request === 'GET /api/v2/billing/invoices' ? problem(404, 'not_found') : undefined),
    });
    const list = await attentionList();
    expect(within(list).queryByRole('link', { name: /^Pay invoice/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /^Pay order/ }).length).toBeGreaterThan(2);
    expect(screen.queryByRole('heading', { level: 3, name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await summaryArea('Servers')).toBeInTheDocument();
  });

  it('shows a failing area’s error with a retry in its place while the others render, and the retry recovers', async () => {
    let failing = true;
    const { user } = await renderRoute('/', {
      answer: (request) =>
        failing && request === 'GET /api/v2/shared-hosting' ? problem(500, 'internal_error') : undefined,
    });
    const list = await attentionList();
    expect(list).toHaveTextContent('Some areas could not be checked');
    const hosting = (await summaryArea('Web hosting')).closest('li')!;
    const alert = within(hosting).getByRole('alert');
    // The code is for support, under its disclosure; the message is in words.
    expect(alert.querySelector('.alert__title')).not.toHaveTextContent('internal_error');
    expect(alert.querySelector('details')).toHaveTextContent('internal_error');
    // The others are there meanwhile.
    expect(within(list).getByRole('link', { name: `Start ${DEMO_VPS.db.name}` })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(hosting).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(hosting).getByRole('link', { name: 'Suspended: 1' })).toBeInTheDocument();
  });

  it('asks only the areas a key can read, and leaves the others out without errors', async () => {
    const { requests } = await renderRoute('/', { scopes: ['read:support'] });
    await attentionList();
    expect(await summaryArea('Open support tickets')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Servers' })).not.toBeInTheDocument();
    expect(requests.filter(areaRead)).toEqual(['GET /api/v2/support/tickets?status=open&limit=100']);
  });

  it('a key whose scopes are not known and may not read an area (403): the area is left out, without an error', async () => {
    await renderRoute('/', { as: 'readonly', scopes: null });
    await attentionList();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a key that can read no area keeps the explanation of scopes', async () => {
    const { requests } = await renderRoute('/', { scopes: ['write:support'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to show for this key' })).toBeInTheDocument();
    expect(requests.filter(areaRead)).toEqual([]);
  });

  it('an empty account gets a first-run page: where to start, not empty lists', async () => {
    await renderRoute('/', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome! Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'Go to your servers' })).toHaveAttribute('href', '/vps');
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/support/tickets/new');
    expect(screen.queryByRole('region', { name: /^Needs your attention/ })).not.toBeInTheDocument();
  });
});

describe('Home: a server being installed (issue 38)', () => {
  const order = {
    items: [
      {
        type: 'vps',
        productSlug: 'vps-m',
        region: 'sto1',
        image: 'debian-12',
        hostname: 'build-02.nordlicht.se',
        billingCycle: 'monthly',
      },
    ],
    contractAccepted: true,
  };

  it('shows its progress, then leaves the list and counts the server with the running ones', async () => {
    const { apiWrite, advanceClock, router } = await renderRoute('/vps', { jobDurationMs: 60_000 });
    await screen.findByRole('heading', { level: 1, name: 'Servers' });
    expect((await apiWrite('/api/v2/orders', order)).status).toBe(201);
    await router.navigate({ to: '/' });

    const list = await attentionList();
    const bar = within(list).getByRole('progressbar', { name: 'Installation of build-02' });
    const item = bar.closest('li')!;
    expect(item).toHaveTextContent('Server build-02 is being installed');
    expect(within(item).getByRole('link', { name: 'Show build-02' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/vps\/vps_/),
    );
    const servers = (await summaryArea('Servers')).closest('li')!;
    await waitFor(() => expect(within(servers).getByRole('link', { name: 'Being set up: 1' })).toBeInTheDocument());

    await advanceClock(40_000);
    expect(
      await within(item).findByText(/^Server build-02 is being installed: \d+% done\.$/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await advanceClock(30_000);
    await waitFor(() => expect(within(list).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(within(list).queryByText(/build-02/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(servers).getByRole('link', { name: 'Running: 9' })).toBeInTheDocument());
  }, 40_000);

  it('says what to do when the installation failed: install it again, or ask support', async () => {
    const failed = { jobId: 'job_0f0f0f0f', kind: 'vps.provision', failedAt: null, code: 'x', title: 'x' };
    await renderRoute('/', {
      rewrite: (request, body) =>
        request === 'GET /api/v2/vps'
          ? {
              ...(body as { data: { id: string }[] }),
              data: (body as { data: { id: string }[] }).data.map((server) =>
                server.id === DEMO_VPS.db.id ? { ...server, lastFailedJob: failed } : server,
              ),
            }
          : body,
    });
    const list = await attentionList();
    const again = within(list).getByRole('link', { name: `Install ${DEMO_VPS.db.name} again` });
    expect(again).toHaveAttribute('href', `/vps/${DEMO_VPS.db.id}?recover=rebuild`);
    const item = again.closest('li')!;
    expect(item).toHaveTextContent(`Server ${DEMO_VPS.db.name} could not be installed. Install it again`);
    expect(within(item).getByRole('link', { name: 'Ask support' })).toHaveAttribute(
      'href',
      expect.stringMatching(`^/support/tickets/new\\?serviceType=vps&serviceId=${DEMO_VPS.db.id}`),
    );
  });
});

import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import billingEn from '../src/features/billing/messages/en';
import billingSv from '../src/features/billing/messages/sv';
import catalogEn from '../src/features/catalog/messages/en';
import catalogSv from '../src/features/catalog/messages/sv';
import domainsEn from '../src/features/domains/messages/en';
import domainsSv from '../src/features/domains/messages/sv';
import hostingEn from '../src/features/hosting/messages/en';
import hostingSv from '../src/features/hosting/messages/sv';
import ordersEn from '../src/features/orders/messages/en';
import ordersSv from '../src/features/orders/messages/sv';
import ticketsEn from '../src/features/tickets/messages/en';
import ticketsSv from '../src/features/tickets/messages/sv';
import sessionEn from '../src/features/session/messages/en';
import sessionSv from '../src/features/session/messages/sv';
import vpsEn from '../src/features/vps/messages/en';
import vpsSv from '../src/features/vps/messages/sv';
import homeEn from '../src/features/home/messages/en';
import homeSv from '../src/features/home/messages/sv';
import coreEn from '../src/i18n/core/en';
import coreSv from '../src/i18n/core/sv';
import { staticShellHtml, type Prerendered } from '../src/boot/static-shell';
import { SESSION_STORAGE_KEY } from '../src/api/storage-keys';
import { LOCALE_STORAGE_KEY } from '../src/i18n/locale';
import { buildBootScript, buildFirstRowsScripts, prerenderScreens } from './boot-script-plugin';

const words = { en: coreEn, sv: coreSv } as const;

/**
 * What each drawn screen must say, in each language: its heading, and the part a phone paints largest before the app
 * runs (`npm run bench`: the LCP element); lists and the catalog say their rows are loading, never that there are none.
 */
const EXPECTED: Record<string, Record<'en' | 'sv', { says: string[]; never: string[] }>> = {
  'sign-in': {
    en: { says: [sessionEn['session.heading'], sessionEn['session.apiKey.heading']], never: [] },
    sv: { says: [sessionSv['session.heading'], sessionSv['session.apiKey.heading']], never: [] },
  },
  domains: {
    en: {
      says: [domainsEn['domains.list.title'], domainsEn['domains.filter.tldHint'], coreEn['common.loading']],
      never: [domainsEn['domains.list.empty.heading']],
    },
    sv: {
      says: [domainsSv['domains.list.title'], domainsSv['domains.filter.tldHint'], coreSv['common.loading']],
      never: [domainsSv['domains.list.empty.heading']],
    },
  },
  vps: {
    en: {
      says: [vpsEn['vps.list.title'], vpsEn['vps.list.order'], coreEn['common.loading']],
      never: [vpsEn['vps.list.empty.heading']],
    },
    sv: {
      says: [vpsSv['vps.list.title'], vpsSv['vps.list.order'], coreSv['common.loading']],
      never: [vpsSv['vps.list.empty.heading']],
    },
  },
  hosting: {
    en: {
      says: [hostingEn['hosting.list.title'], hostingEn['hosting.list.search.q'], coreEn['common.loading']],
      never: [hostingEn['hosting.list.empty.heading']],
    },
    sv: {
      says: [hostingSv['hosting.list.title'], hostingSv['hosting.list.search.q'], coreSv['common.loading']],
      never: [hostingSv['hosting.list.empty.heading']],
    },
  },
  orders: {
    en: {
      says: [ordersEn['orders.list.title'], ordersEn['orders.list.order'], coreEn['common.loading']],
      never: [ordersEn['orders.list.empty.heading']],
    },
    sv: {
      says: [ordersSv['orders.list.title'], ordersSv['orders.list.order'], coreSv['common.loading']],
      never: [ordersSv['orders.list.empty.heading']],
    },
  },
  'support-tickets': {
    en: {
      says: [ticketsEn['tickets.list.title'], ticketsEn['tickets.new.link'], coreEn['common.loading']],
      never: [ticketsEn['tickets.list.empty.heading']],
    },
    sv: {
      says: [ticketsSv['tickets.list.title'], ticketsSv['tickets.new.link'], coreSv['common.loading']],
      never: [ticketsSv['tickets.list.empty.heading']],
    },
  },
  'billing-invoices': {
    en: {
      says: [billingEn['billing.title'], coreEn['common.loading']],
      never: [billingEn['billing.invoices.empty.heading']],
    },
    sv: {
      says: [billingSv['billing.title'], coreSv['common.loading']],
      never: [billingSv['billing.invoices.empty.heading']],
    },
  },
  // Home while its reads are out: its heading, and that it is checking (the list is drawn from the reads).
  home: {
    en: {
      says: [coreEn['shell.nav.overview'], homeEn['home.attention.heading'], homeEn['home.attention.loading']],
      never: [homeEn['home.attention.none']],
    },
    sv: {
      says: [coreSv['shell.nav.overview'], homeSv['home.attention.heading'], homeSv['home.attention.loading']],
      never: [homeSv['home.attention.none']],
    },
  },
  // A server's screen: only the words it is drawn with (a template) and its place; the frame's page says "Loading…".
  'vps-detail': {
    en: { says: [], never: [coreEn['common.loading']] },
    sv: { says: [], never: [coreSv['common.loading']] },
  },
  catalog: {
    en: { says: [catalogEn['catalog.title'], catalogEn['catalog.intro'], coreEn['common.loading']], never: [] },
    sv: { says: [catalogSv['catalog.title'], catalogSv['catalog.intro'], coreSv['common.loading']], never: [] },
  },
};

const textOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.textContent ?? '';

/**
 * The first screens drawn at build time (src/boot/prerender.tsx) as the build draws them: React's markup of the
 * app's own components, with no data. They are a picture of the screen until the app replaces it, so they must say
 * what the screen will say, in the page's language, and claim nothing the data has not told.
 */
describe('the first screens drawn at build time', () => {
  let drawn: Prerendered = [];
  beforeAll(async () => {
    drawn = await prerenderScreens({ demo: false });
  }, 60_000);

  it('draws each screen in each frame it is drawn for, in both languages', () => {
    expect(drawn.map(({ screen, shell }) => `${screen} ${shell}`)).toEqual([
      'sign-in sign-in',
      'home app',
      'domains app',
      'vps app',
      'vps-detail app',
      'hosting app',
      'orders app',
      'billing-invoices app',
      'support-tickets app',
      'catalog app',
      'catalog public',
    ]);
    for (const { html } of drawn) expect(Object.keys(html)).toEqual(['en', 'sv']);
  });

  it('says what the screen says, in the page’s language, and that the rows are on their way', () => {
    for (const { screen, shell, html } of drawn) {
      for (const locale of ['en', 'sv'] as const) {
        const text = textOf(html[locale] ?? '');
        const { says, never } = EXPECTED[screen]![locale];
        for (const part of says) expect(text, `${screen} ${shell} ${locale}`).toContain(part);
        for (const part of never) expect(text, `${screen} ${shell} ${locale}`).not.toContain(part);
        // Not a word of the other language's catalog where it differs (the frame shows one copy).
        const other = locale === 'en' ? 'sv' : 'en';
        expect(text).not.toContain(words[other]['common.loading']);
      }
    }
  });

  it('shows the signed-out visitor a private person’s prices with VAT; a customer, no such choice', () => {
    const [signedIn, signedOut] = drawn.filter(({ screen }) => screen === 'catalog');
    expect(textOf(signedOut!.html.en ?? '')).toContain('Prices include Swedish VAT (25%).');
    expect(textOf(signedIn!.html.en ?? '')).not.toContain('Prices include Swedish VAT');
    expect(textOf(signedIn!.html.en ?? '')).not.toContain('Private persons');
  });

  it('is a picture: no ids (nor what points at them), no script, no handlers, no inline style', () => {
    for (const { html } of drawn) {
      for (const markup of Object.values(html)) {
        expect(markup).not.toMatch(/ (id|for|aria-labelledby|aria-describedby|aria-controls)=/);
        expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
        // The app runs under `style-src-attr 'none'` (README, Deployment): an inline style would be refused.
        expect(markup).not.toMatch(/\sstyle=/);
      }
    }
  });

  it('sits in its frame hidden from assistive technology and out of reach of the keyboard, one per screen', () => {
    const { document } = new JSDOM(`<body>${staticShellHtml(drawn)}</body>`).window;
    const blocks = [...document.querySelectorAll('.static-shell__screen')];
    expect(blocks).toHaveLength(drawn.length);
    for (const block of blocks) {
      expect(block.getAttribute('aria-hidden')).toBe('true');
      expect(block.hasAttribute('inert')).toBe(true);
      expect([...block.children].map((copy) => copy.getAttribute('lang'))).toEqual(['en', 'sv']);
    }
    // The sign-in form in the sign-in card, the others in the page's main area.
    expect(document.querySelector('.sign-in__card > .static-shell__screen')?.getAttribute('data-screen')).toBe(
      'sign-in',
    );
    expect(document.querySelectorAll('main.main > .static-shell__screen')).toHaveLength(drawn.length - 1);
  });

  it('is shown by static-shell.css at its screen in its frame; a list or the catalog only for an address without a query', () => {
    const css = readFileSync('src/boot/static-shell.css', 'utf8').replace(/\s+/g, ' ');
    for (const { screen, shell } of drawn) {
      const search = shell === 'sign-in' ? '' : "[data-search='none']";
      const at = shell === 'sign-in' ? '' : `[data-screen='${screen}']`;
      expect(css, `${screen} ${shell}`).toContain(
        `html[data-shell='${shell}']${search}${at}:not([data-boot='failed']) .static-shell__screen[data-screen='${screen}'][data-shell='${shell}']`,
      );
      // In the frame's heading's place (the failure, when the app cannot start, is there); a server's screen once
      // the boot script has drawn it from its reads (until then the frame's page says "Loading…").
      if (screen === 'vps-detail')
        expect(css).toContain(
          `html[data-first-rows='drawn']:not([data-boot='failed']) .static-shell__generic { display: none; }`,
        );
      else if (shell !== 'sign-in')
        expect(css, `${screen} ${shell}`).toContain(
          `html[data-shell='${shell}'][data-search='none'][data-screen='${screen}']:not([data-boot='failed']) .static-shell__generic`,
        );
    }
  });

  it.each([
    ['/domains', 'signed in', 'en', 'domains app en'],
    ['/domains?status=expired', 'signed in', 'en', ''],
    ['/billing/invoices', 'signed in', 'sv', 'billing-invoices app sv'],
    ['/catalog', 'signed in', 'en', 'catalog app en'],
    ['/catalog', 'signed out', 'sv', 'catalog public sv'],
    ['/sign-in?redirect=%2Fvps', 'signed out', 'en', 'sign-in sign-in en'],
    ['/vps', 'signed out', 'sv', 'sign-in sign-in sv'],
    ['/vps', 'signed in', 'en', 'vps app en'],
    ['/vps?status=running', 'signed in', 'en', ''],
    ['/vps/vps_1', 'signed in', 'en', 'vps-detail app en'],
    ['/vps/vps_1?tab=metrics', 'signed in', 'sv', 'vps-detail app sv'],
    ['/vps/vps_1?tab=network', 'signed in', 'en', ''],
    ['/', 'signed in', 'sv', 'home app sv'],
  ] as const)(
    'at %s %s (%s), the boot script leaves the one copy the frame shows: %j',
    async (address, who, locale, kept) => {
      const { window } = new JSDOM(
        `<!doctype html><html><head></head><body><div id="root">${staticShellHtml(drawn)}</div></body></html>`,
        { url: `https://panel.example.com${address}`, runScripts: 'outside-only' },
      );
      Object.assign(window, { fetch: () => new Promise(() => undefined) });
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      if (who === 'signed in')
        window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ key: 'hp_k', scopes: null }));
      window.eval((await bootScript).code);
      const left = [...window.document.querySelectorAll<HTMLElement>('.static-shell__screen')].map(
        (block) =>
          `${block.dataset.screen} ${block.dataset.shell} ${[...block.children].map((copy) => copy.getAttribute('lang')).join(' ')}`,
      );
      expect(left).toEqual(kept ? [kept] : []);
      window.close();
    },
  );
});

/**
 * The servers list's rows come with its early read (src/boot/first-rows.ts): the boot script draws them in the frame
 * as soon as the read answers, before the app's scripts run; only what the list would show as it is.
 */
describe('the first rows the boot script draws', () => {
  let drawn: Prerendered = [];
  beforeAll(async () => {
    drawn = await prerenderScreens({ demo: false });
  }, 60_000);

  const server = (id: string, name: string) => ({
    id,
    name,
    hostname: `${name}.example.se`,
    status: 'running',
    primaryIpv4: '203.0.113.7',
    primaryIpv6: null,
    plan: { name: 'VPS M', cpuCores: 2, memoryGb: 4, diskGb: 80 },
    region: { code: 'sto1', name: 'Stockholm' },
  });

  async function visit(
    locale: 'en' | 'sv',
    data: unknown[] | ((path: string) => unknown),
    at: { path: string; screen: string } = VPS,
    tax: unknown = null,
    api: { signedInTo?: string; config?: string; askedBeforeConfig?: string[] } = {},
  ) {
    const { window } = new JSDOM(
      `<!doctype html><html><head><link rel="preload" href="/config.json" as="fetch" crossorigin></head>` +
        `<body><div id="root">${staticShellHtml(drawn)}</div></body></html>`,
      { url: `https://panel.example.com${at.path}`, runScripts: 'outside-only' },
    );
    // The boot script's tag, as the build writes it: each list's renderer script by screen.
    const tag = window.document.createElement('script');
    tag.dataset.firstRows = JSON.stringify({
      home: '/assets/first-rows-home.js',
      'vps-detail': '/assets/first-rows-vps-detail.js',
      vps: '/assets/first-rows-vps.js',
      'support-tickets': '/assets/first-rows-support-tickets.js',
      hosting: '/assets/first-rows-hosting.js',
      orders: '/assets/first-rows-orders.js',
    });
    Object.defineProperty(window.document, 'currentScript', { configurable: true, get: () => tag });
    const asked: string[] = [];
    const json = (body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    Object.assign(window, {
      fetch: (url: string) => {
        const at = new URL(url, 'https://panel.example.com');
        asked.push(at.pathname + at.search);
        if (!url.endsWith('/config.json'))
          return json(
            typeof data === 'function' ? data(at.pathname + at.search) : { data, hasMore: false, nextCursor: null },
          );
        // What was asked for before config.json answered (it answers once the boot script has run).
        return new Promise((answer) => setTimeout(answer, 0)).then(() => {
          api.askedBeforeConfig?.push(...asked.filter((path) => path !== '/config.json'));
          return json({ apiBaseUrl: api.config ?? '' });
        });
      },
    });
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ key: 'hp_k', scopes: null, tax, apiBaseUrl: api.signedInTo }),
    );
    window.eval((await bootScript).code);
    // The renderer script the boot script asked for arrives (jsdom loads no script itself).
    const asks = [...window.document.querySelectorAll<HTMLScriptElement>('head script[src]')].map((s) => s.src);
    window.eval((await rowsScripts)[at.screen]?.code ?? '');
    await new Promise((done) => setTimeout(done, 50));
    const frame = window.document.querySelector(`.static-shell__screen[data-screen="${at.screen}"]`);
    const result = {
      asked,
      asks,
      rows: [...(frame?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent),
      loading: frame?.querySelector('.kit-list > p[role="status"]')?.textContent ?? null,
      count: frame?.querySelector('.list-toolbar__count')?.textContent ?? null,
      text: frame?.textContent ?? '',
      generic: window.document.documentElement.dataset.firstRows ?? null,
    };
    window.close();
    return result;
  }

  it('draws the rows of the early read where the frame said "Loading…", with the screen’s renderer only', async () => {
    const { asked, asks, rows, loading } = await visit('en', [server('vps_1', 'app-01'), server('vps_2', 'db-01')]);
    expect(asked).toContain('/api/v2/vps?limit=20');
    expect(asks).toEqual(['https://panel.example.com/assets/first-rows-vps.js']);
    expect(loading).toBeNull();
    expect(rows).toEqual([
      'app-01app-01.example.seRunning203.0.113.7CopyVPS M2 vCPUs · 4 GB RAM · 80 GB diskStockholm',
      expect.stringMatching(/^db-01/),
    ]);
  });

  it('draws Home’s list from all of Home’s reads, and nothing while one of them is not in', async () => {
    const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
    const stopped = { ...server('vps_1', 'db-01'), status: 'stopped', stoppedUnexpectedly: true };
    const answers = (path: string) => (path.startsWith('/api/v2/vps?') ? page([stopped]) : page([]));
    const home = { path: '/', screen: 'home' };
    const { asks, text } = await visit('en', answers, home);
    expect(asks).toEqual(['https://panel.example.com/assets/first-rows-home.js']);
    expect(text).toContain('Server db-01 stopped without you asking.');
    expect(text).toContain('Needs your attention · 1 thing');
    expect(text).not.toContain(homeEn['home.attention.loading']);
    // One read the app could not read: the frame keeps saying it is checking.
    const broken = await visit(
      'en',
      (path) => (path.startsWith('/api/v2/orders?') ? { items: [] } : answers(path)),
      home,
    );
    expect(broken.text).toContain(homeEn['home.attention.loading']);
    expect(broken.text).not.toContain('db-01');
  });

  it('draws a server’s overview whole from its read, in place of the frame’s page', async () => {
    const gate = { allowed: true, code: null, reason: null };
    const detail = {
      ...server('vps_1', 'app-01'),
      os: 'Debian 12',
      createdAt: '2026-01-02T03:04:05Z',
      activeOperation: null,
      lastFailedJob: null,
      stoppedUnexpectedly: false,
      actions: Object.fromEntries(
        [
          'canRestart',
          'canStop',
          'canStart',
          'canRebuild',
          'canEnterRescue',
          'canLeaveRescue',
          'canResetRootPassword',
          'canOpenConsole',
        ].map((name) => [name, gate]),
      ),
    };
    const { asks, text, generic } = await visit('sv', () => detail, { path: '/vps/vps_1', screen: 'vps-detail' });
    expect(asks).toEqual(['https://panel.example.com/assets/first-rows-vps-detail.js']);
    expect(text).toContain('app-01');
    expect(text).toContain('Öppna konsolen');
    expect(text).toContain('Debian 12');
    expect(generic).toBe('drawn');
  });

  it('draws them in the page’s language', async () => {
    const { rows } = await visit('sv', [server('vps_1', 'app-01')]);
    expect(rows[0]).toContain('Igång');
    expect(rows[0]).toContain('2 vCPU · 4 GB RAM');
  });

  it('draws the support tickets list’s rows with its own renderer', async () => {
    const ticket = {
      id: 'tkt_1',
      number: '104208',
      subject: 'Database down',
      status: 'open',
      priority: 'high',
      departmentSlug: 'technical',
      departmentName: 'Teknisk support',
      lastMessageAt: '2026-11-28T05:26:00.000Z',
      messageCount: 3,
    };
    const { asked, rows, loading } = await visit('sv', [ticket], {
      path: '/support/tickets',
      screen: 'support-tickets',
    });
    expect(asked).toContain('/api/v2/support/tickets?status=all&limit=20');
    expect(loading).toBeNull();
    expect(rows).toEqual([
      expect.stringMatching(/^#104208 Database down3 meddelandenÖppetHögTeknisk support28 nov. 2026/),
    ]);
  });

  it('draws the web hosting list’s prices as the session’s tax summary shows them', async () => {
    const account = {
      id: 'acct_1',
      name: 'nordlicht.se',
      serviceStatus: 'active',
      billing: { amount: 100, currencyCode: 'SEK', billingCycle: 'monthly' },
      tags: ['shop'],
    };
    const at = { path: '/hosting', screen: 'hosting' };
    const consumer = { customerType: 'consumer', country: 'SE', vatRate: 25, reverseCharge: false };
    const { asked, rows } = await visit('sv', [account], at, consumer);
    expect(asked).toContain('/api/v2/shared-hosting?limit=20');
    expect(rows).toEqual([expect.stringContaining('125,00\u00a0kr inkl. moms per månad')]);
    const unknown = await visit('sv', [account], at, null);
    expect(unknown.rows).toEqual([expect.stringContaining('100,00\u00a0kr exkl. moms per månad')]);
  });

  it('draws the orders list’s rows, what each order is for and its amount', async () => {
    const order = {
      id: 'ord_1',
      number: '5001',
      status: 'completed',
      type: 'new',
      billing: { amount: 100, currencyCode: 'SEK', billingCycle: 'monthly' },
      invoice: { status: 'paid' },
      hosting: [{ name: 'Webb Liten', primaryDomain: 'nordlicht.se' }],
      domains: [{ name: 'nordlicht.se', tld: 'se', amount: 129, currencyCode: 'SEK' }],
      createdAt: '2026-11-28T05:26:00.000Z',
    };
    const business = { customerType: 'business', country: 'SE', vatRate: 25, reverseCharge: false };
    const { asked, rows, loading, count } = await visit('sv', [order], { path: '/orders', screen: 'orders' }, business);
    expect(asked).toContain('/api/v2/orders?limit=20');
    expect(loading).toBeNull();
    // The page is all of them: the toolbar says how many, as the list will.
    expect(count).toBe('1 beställning');
    expect(rows).toEqual([
      expect.stringMatching(
        /^Beställning #5001Webb Liten · nordlicht\.se, nordlicht\.seSlutfördNy100,00\u00a0kr exkl\. momsBetald28 nov\. 2026/,
      ),
    ]);
  });

  it('sends the reads at once to the API the session was signed in to, and draws once config.json names it', async () => {
    const before: string[] = [];
    const same = await visit('en', [server('vps_1', 'app-01')], VPS, null, {
      signedInTo: '',
      askedBeforeConfig: before,
    });
    expect(before).toContain('/api/v2/vps?limit=20');
    expect(same.rows).toEqual([expect.stringMatching(/^app-01/)]);
    // A session kept before it knew its API: the reads wait for config.json.
    const waited: string[] = [];
    const old = await visit('en', [server('vps_1', 'app-01')], VPS, null, { askedBeforeConfig: waited });
    expect(waited).toEqual([]);
    expect(old.asked).toContain('/api/v2/vps?limit=20');
    expect(old.rows).toEqual([expect.stringMatching(/^app-01/)]);
    // config.json names another API now: the app asks that one; what the old one answered is not drawn.
    const moved = await visit('en', [server('vps_1', 'app-01')], VPS, null, {
      signedInTo: 'https://old-api.example.com',
      config: 'https://api.example.com',
    });
    expect(moved.asked).toContain('/api/v2/vps?limit=20');
    expect(moved.rows).toEqual([]);
    expect(moved.loading).toBe(coreEn['common.loading']);
    // One it may not send the key to is never used (src/api/schemas/api-base-url.ts).
    const refused: string[] = [];
    await visit('en', [], VPS, null, { signedInTo: '//evil.example.com', askedBeforeConfig: refused });
    expect(refused).toEqual([]);
  });

  it('draws nothing for a page the list would show with a note, or for no server', async () => {
    for (const data of [[server('vps_1', 'app-01'), { malformed: true }], []]) {
      const { rows, loading, count } = await visit('en', data);
      expect(rows).toEqual([]);
      expect(loading).toBe(coreEn['common.loading']);
      expect(count).toBe(coreEn['list.count.updating']);
    }
  });
});

const bootScript = buildBootScript({ demo: false });
const rowsScripts = buildFirstRowsScripts({ demo: false });
const VPS = { path: '/vps', screen: 'vps' };

import type { Page, Request } from '@playwright/test';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expect, test } from './fixtures';

/**
 * Issue 19: the page paints its frame before the app's scripts run (a static shell in index.html, picked by the boot
 * script), React's first screen draws its header and heading where the frame had them, and the first screen's reads
 * are sent by the boot script and taken over by the app (each asked once).
 */

interface Box {
  x: number;
  y: number;
  height: number;
}

const round = (box: { x: number; y: number; height: number } | null): Box | null =>
  box && { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };

/** The app's entry script, which starts everything the boot script does not. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

/**
 * The app's entry never arrives: held, not refused (a refused script is the app failing to start), so the page shows
 * what the boot script alone draws and asks for.
 */
const holdEntry = (page: Page) => page.route(ENTRY, () => undefined);

/** The static frame alone: the app's module scripts never arrive (the boot script and the stylesheet do). */
async function staticFrame(page: Page, path: string, heading: string | null, brand: string, shot: string) {
  await page.route(ENTRY, (route) => route.abort());
  await page.goto(path);
  const frame = page.locator('#root > .static-shell:visible');
  await expect(frame).toHaveCount(1);
  await expect(frame.getByText(brand, { exact: true })).toBeVisible();
  const brandBox = round(await frame.locator('.brand').boundingBox());
  const title = frame.locator('.static-shell__title:visible');
  if (heading) await expect(title.getByText(heading, { exact: true })).toBeVisible();
  const headingBox = heading ? round(await title.boundingBox()) : null;
  await page.screenshot({ path: `test-results/first-paint/${shot}.png` });
  await page.unroute(ENTRY);
  return { brandBox, headingBox };
}

const SCREENS = [
  { name: 'home (signed in)', path: '/', signedIn: true, heading: 'Overview', brand: 'Control panel' },
  { name: 'servers (signed in)', path: '/vps', signedIn: true, heading: 'Servers', brand: 'Control panel' },
  {
    name: 'domains (signed in, Swedish)',
    path: '/domains',
    signedIn: true,
    heading: 'Domäner',
    brand: 'Kontrollpanel',
    locale: 'sv-SE',
  },
  {
    name: 'support tickets (signed in, dark)',
    path: '/support/tickets',
    signedIn: true,
    heading: 'Support tickets',
    brand: 'Control panel',
    colorScheme: 'dark',
  },
  {
    name: 'catalog (signed out)',
    path: '/catalog',
    signedIn: false,
    heading: 'Plans and prices',
    brand: 'Control panel',
  },
  { name: 'sign-in', path: '/sign-in', signedIn: false, heading: null, brand: 'Control panel' },
] as const;

for (const width of [1280, 390]) {
  for (const screen of SCREENS) {
    test.describe(`${screen.name} at ${width} px`, () => {
      test.use({
        viewport: { width, height: 844 },
        locale: 'locale' in screen ? screen.locale : 'en-US',
        colorScheme: 'colorScheme' in screen ? screen.colorScheme : 'light',
      });

      test('the static frame paints the brand and heading where the app then draws them', async ({
        page,
        world,
        signInAs,
        consoleErrors,
      }) => {
        // The app's scripts are refused on purpose for the first load.
        consoleErrors.allow(/ERR_FAILED/);
        if (screen.signedIn) await signInAs(world.keys.full);
        const shot = `${screen.path.slice(1) || 'home'}-${width}`;
        const before = await staticFrame(page, screen.path, screen.heading, screen.brand, `${shot}-static`);
        expect(before.brandBox).not.toBeNull();
        if (screen.heading) expect(before.headingBox).not.toBeNull();

        await page.goto(screen.path);
        await expect(page.locator('#root > .static-shell')).toHaveCount(0);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();
        await page.screenshot({ path: `test-results/first-paint/${shot}-app.png` });
        await expect(page.getByText(screen.brand, { exact: true }).first()).toBeVisible();
        expect(round(await page.locator('.brand').first().boundingBox())).toEqual(before.brandBox);
        if (screen.heading) {
          await expect(h1).toHaveText(screen.heading);
          expect(round(await h1.boundingBox())).toEqual(before.headingBox);
        }
      });
    });
  }
}

/**
 * Screens drawn at build time (src/boot/prerender.tsx): before the app's scripts have run, the frame shows the
 * screen's own heading, fields and words where the app then draws them, so nothing moves when it does.
 */
const DRAWN = [
  {
    name: 'sign-in',
    path: '/sign-in',
    signedIn: false,
    heading: 'Sign in',
    parts: ['E-mail address', 'Password', 'Sign in with a passkey', 'Sign in with an API key', 'See plans and prices'],
  },
  {
    name: 'domains (Swedish, dark)',
    path: '/domains',
    signedIn: true,
    locale: 'sv-SE',
    colorScheme: 'dark',
    heading: 'Domäner',
    parts: ['Registrera en domän', 'Namnet innehåller', 'Till exempel se eller com, utan punkt.'],
  },
  // Home's list comes from all of its reads, drawn by the boot script before the app's scripts run
  // (src/features/home/home-first-rows.ts).
  {
    name: 'home (dark), with the list of its early reads',
    path: '/',
    signedIn: true,
    colorScheme: 'dark',
    heading: 'Overview',
    parts: ['Start db-01', 'Repair the network of app-01', 'Pay or cancel it on the billing tab of Nordlicht Webshop'],
  },
  // A server's overview is drawn whole from its read (src/features/vps/vps-detail-first-rows.ts).
  {
    name: 'a server (Swedish), drawn from its early read',
    path: `/vps/${DEMO_VPS.web.id}`,
    signedIn: true,
    locale: 'sv-SE',
    heading: DEMO_VPS.web.name,
    parts: [
      'Öppna konsolen',
      'Översikt',
      'Alla adresser och omvänd DNS',
      'Starta ett räddningssystem för att laga disken, installera om systemet eller sätt ett nytt root-lösenord.',
      'Användning: processor, minne, disk och trafik över tid',
    ],
  },
  {
    name: 'a server’s metrics tab (dark), drawn from its early reads',
    path: `/vps/${DEMO_VPS.web.id}?tab=metrics`,
    signedIn: true,
    colorScheme: 'dark',
    heading: DEMO_VPS.web.name,
    parts: [
      'Metrics',
      'Usage',
      'Last 24 hours',
      'Times are in your time zone; hover or focus a time for the exact UTC instant.',
    ],
  },
  // Its rows come from the boot script's early read (src/boot/first-rows.ts), drawn before the app's scripts run (and
  // web hosting's, orders' and support tickets' below).
  {
    name: 'servers, with the rows of the early read',
    path: '/vps',
    signedIn: true,
    heading: 'Servers',
    parts: [
      'Order a server',
      'Name or IP address',
      'app-01',
      'backup-01.nordlicht.se',
      '8 vCPUs · 16 GB RAM · 320 GB disk',
    ],
  },
  {
    name: 'web hosting, with the rows of the early read and their prices',
    path: '/hosting',
    signedIn: true,
    heading: 'Web hosting',
    parts: ['Name, domain or tag', 'Nordlicht Agency', 'SEK 1,149.00 excl. VAT per quarter'],
  },
  {
    name: 'orders (dark), with the rows of the early read',
    path: '/orders',
    signedIn: true,
    colorScheme: 'dark',
    heading: 'Orders',
    parts: [
      'Order a plan',
      'Order number, domain or plan',
      'Download CSV',
      '17 orders',
      'Order #300113',
      'Free TLS certificate · nordlicht.se',
    ],
  },
  {
    name: 'support tickets (Swedish), with the rows of the early read',
    path: '/support/tickets',
    signedIn: true,
    locale: 'sv-SE',
    heading: 'Supportärenden',
    parts: ['Nytt ärende', 'Ämne eller ärendenummer', '#104208 Database server down, shop offline', 'Kritisk'],
  },
  {
    name: 'invoices',
    path: '/billing/invoices',
    signedIn: true,
    heading: 'Billing',
    parts: ['Payment methods', 'Invoice or order number', 'Download CSV'],
  },
  {
    name: 'plans and prices (signed in)',
    path: '/catalog',
    signedIn: true,
    heading: 'Plans and prices',
    parts: ['Servers (VPS): plans, locations and systems', 'Billing period', 'English'],
  },
  {
    name: 'plans and prices (signed out)',
    path: '/catalog',
    signedIn: false,
    heading: 'Plans and prices',
    parts: ['Billing period', 'Show prices for', 'Prices include Swedish VAT (25%).'],
  },
] as const;

test.describe('screens drawn at build time, at 390 px', () => {
  for (const screen of DRAWN) {
    test.describe(screen.name, () => {
      test.use({
        viewport: { width: 390, height: 844 },
        locale: 'locale' in screen ? screen.locale : 'en-US',
        colorScheme: 'colorScheme' in screen ? screen.colorScheme : 'light',
      });

      test('the frame shows the screen’s own parts where the app then draws them', async ({
        page,
        world,
        signInAs,
      }) => {
        if (screen.signedIn) await signInAs(world.keys.full);
        await holdEntry(page);
        await page.goto(screen.path, { waitUntil: 'commit' });
        // Measured as painted: a browser paints nothing before the page's stylesheets apply, but a script can lay
        // the page out before (the frame then measured without its styles, its heading 600 px down).
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
        );
        const drawn = page.locator('#root .static-shell__screen:visible');
        await expect(drawn).toHaveCount(1);
        // A picture: nothing in it for assistive technology, the keyboard or a second heading.
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
        await expect(page.getByRole('textbox')).toHaveCount(0);
        const heading = drawn.locator('h1').filter({ visible: true });
        await expect(heading).toHaveText(screen.heading);
        const headingBox = round(await heading.boundingBox());
        const before: (Box | null)[] = [];
        for (const part of screen.parts) {
          const text = drawn.getByText(part, { exact: true }).filter({ visible: true });
          await expect(text, part).toHaveCount(1);
          before.push(round(await text.boundingBox()));
        }
        const shot = screen.name.replace(/\W+/g, '-');
        await page.screenshot({ path: `test-results/first-paint/drawn-${shot}-static.png` });

        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.goto(screen.path);
        await expect(page.locator('#root > .static-shell')).toHaveCount(0);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(screen.heading);
        expect(round(await h1.boundingBox())).toEqual(headingBox);
        await page.screenshot({ path: `test-results/first-paint/drawn-${shot}-app.png` });
        for (const [at, part] of screen.parts.entries()) {
          const text = page.locator('main').getByText(part, { exact: true }).filter({ visible: true });
          expect(round(await text.boundingBox()), part).toEqual(before[at]);
        }
      });
    });
  }

  test('a list opened with a filter in its address shows the frame’s heading, not a list without the filter', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await holdEntry(page);
    await page.goto('/domains?status=expired', { waitUntil: 'commit' });
    const frame = page.locator('#root > .static-shell:visible');
    await expect(frame.locator('.static-shell__title').getByText('Domains', { exact: true })).toBeVisible();
    await expect(page.locator('#root .static-shell__screen:visible')).toHaveCount(0);
  });
});

/** Which script sent each request (its URL by the request's URL), from the browser's own record of initiators. */
async function scriptsThatSent(page: Page): Promise<Map<string, string | undefined>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators = new Map<string, string | undefined>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = [event.initiator.stack, event.initiator.stack?.parent].flatMap((stack) => stack?.callFrames ?? []);
    initiators.set(event.request.url, frames.find((frame) => frame.url)?.url ?? event.initiator.url);
  });
  return initiators;
}

test.describe('the first screen’s reads', () => {
  test('are sent by the boot script, before the app’s scripts have run, and asked only once', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    const initiators = await scriptsThatSent(page);
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request);
    });
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'app-01' })).toBeVisible();
    const lists = reads.filter((request) => request.url().endsWith('/api/v2/vps?limit=20'));
    expect(lists).toHaveLength(1);
    // Sent by the boot script: the key in the header, never in the address.
    expect(await lists[0]!.headerValue('authorization')).toBe(`Bearer ${world.keys.full}`);
    expect(lists[0]!.url()).not.toContain(world.keys.full);
    // Sent from the boot script (the page's first, small script), not from the app's.
    expect(initiators.get(lists[0]!.url())).toMatch(/\/assets\/boot-[^/]+\.js$/);
  });

  test('signed out: nothing with a key; the demo’s scenarios from the boot script, asked once', async ({ page }) => {
    const initiators = await scriptsThatSent(page);
    const withKey: string[] = [];
    const scenarioReads: Request[] = [];
    page.on('request', (request) => {
      if (request.headers()['authorization']) withKey.push(request.url());
      if (new URL(request.url()).pathname === '/__mock/scenarios') scenarioReads.push(request);
    });
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Example account' })).toBeVisible();
    expect(withKey).toEqual([]);
    expect(scenarioReads).toHaveLength(1);
    expect(initiators.get(scenarioReads[0]!.url())).toMatch(/\/assets\/boot-[^/]+\.js$/);
  });
});

test.describe('React DOM, the largest script', () => {
  // The app imports it only for its first render (main.tsx); the boot script asks for it before the entry has run (a
  // screen whose rows it draws: once their reads have answered, below), so the router's first load runs while it
  // downloads. With the entry held back, only the boot script can have asked.
  for (const path of ['/vps', `/vps/${DEMO_VPS.web.id}?tab=network`, '/sign-in']) {
    test(`downloads beside the app's entry script, before it has run: ${path}`, async ({
      page,
      world,
      signInAs,
      consoleErrors,
    }) => {
      // The held-back entry.
      consoleErrors.allow(/ERR_FAILED/);
      if (path !== '/sign-in') await signInAs(world.keys.full);
      await page.route(ENTRY, (route) => route.abort());
      const reactDom = page.waitForRequest(/\/assets\/react-dom-[^/]+\.js$/);
      await page.goto(path);
      expect(new URL((await reactDom).url()).pathname).toMatch(/^\/assets\/react-dom-/);
    });
  }
});

test.describe('a screen whose rows the boot script draws', () => {
  // The phone's bandwidth goes to the rows' read and renderer first (src/boot/boot.ts): the screen's code, which the
  // app's first render needs only with that read's answer, is asked for once the read has answered.
  test('asks for its stylesheets at once and for its code once the rows’ read has answered', async ({
    page,
    world,
    signInAs,
  }) => {
    // The entry held: only the boot script can ask for the screen's code.
    await signInAs(world.keys.full);
    await holdEntry(page);
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const listRead = /\/api\/v2\/vps\?limit=20$/;
    await page.route(listRead, async (route) => {
      await held;
      await route.continue();
    });
    const read = page.waitForRequest(listRead);
    await page.goto('/vps', { waitUntil: 'commit' });
    await read;
    const reactDom = page.locator('head link[rel="modulepreload"][href*="/react-dom-"]');
    await expect(page.locator('head link[rel="preload"][as="style"]')).not.toHaveCount(0);
    await expect(reactDom).toHaveCount(0);
    answer();
    await expect(reactDom).toHaveCount(1);
    // The rows, drawn by the boot script from that answer (the entry never ran).
    const drawn = page.locator('#root .static-shell__screen:visible');
    await expect(drawn.getByText('app-01', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('the static frame until the first screen', () => {
  test('stays until the app draws the real screen: the page is never empty in between', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __rootStates: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        const state = root.querySelector(':scope > .static-shell')
          ? 'frame'
          : root.querySelector('h1')
            ? 'screen'
            : root.children.length === 0
              ? 'empty'
              : 'other';
        if (seen[seen.length - 1] !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates)).toEqual([
      'frame',
      'screen',
    ]);
  });

  test('says it is loading when the first screen’s answers are slow', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ latencyMs: 2000 });
    await signInAs(world.keys.full);
    await page.goto('/domains');
    const frame = page.locator('#root > .static-shell:visible');
    // The list drawn at build time says its rows are loading (the frame's own "Loading…" gives way to it).
    await expect(frame.getByText('Loading…', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible({ timeout: 15_000 });
    await expect(frame).toHaveCount(0);
  });
});

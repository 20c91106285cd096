import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { CreateWorldBody, PatchWorldBody } from '@/api/schemas/mock-control';
import { AXE_TAGS, axeScript } from './engines/in-page';

export interface World {
  worldId: string;
  keys: { full: string; readonly: string; other: string } & Record<string, string>;
}

/** What `POST /__mock/worlds` takes: scenario, jobDurationMs, rateLimit, keys (with subAccount), faults, latencyMs. */
export type WorldOptions = CreateWorldBody;

interface Fixtures {
  /** Makes a fresh, isolated world for this test. */
  makeWorld: (options?: WorldOptions) => Promise<World>;
  /** A fresh demo world, made on first use. */
  world: World;
  /** Changes a live world: turn fault injection or latency on and off (`PATCH /__mock/worlds/{id}`). */
  patchWorld: (worldId: string, body: PatchWorldBody) => Promise<void>;
  /** Moves a world's clock forward, so its jobs finish. */
  advanceClock: (worldId: string, advanceMs: number) => Promise<void>;
  /** Signs in by putting the key where the app keeps it (the sign-in form has its own tests). */
  /**
   * A session as a sign-in leaves it. `tax`: the summary a sign-in keeps from `/me` (without it the panel reads `/me`
   * once on its first screen, as a session kept from before the summary existed does).
   */
  signInAs: (
    key: string,
    extra?: { customerName?: string; scopes?: string[] | null; tax?: Record<string, unknown> | null },
  ) => Promise<void>;
  /** Fails the test on any browser console error, except those the test says it provokes on purpose. */
  consoleErrors: { allow: (pattern: RegExp) => void };
  /**
   * Fails the test on any Content-Security-Policy violation in the page (the mock serves the app under the policy of
   * the README's "Deployment" section). `take()` hands over (and clears) what was seen so far, for a test that
   * provokes one on purpose; nothing else excuses one.
   */
  cspViolations: { take: () => string[] };
  /**
   * The payment provider's site (`https://pay.hosting.example`, ledger "Billing") served by the mock's stand-in at
   * `/__mock/provider/…`, for every page and popup of the test: a payment or card setup can be walked through in the
   * browser as a customer would. Redirects (the provider sending the customer back) are handed to the browser.
   * Only with `providerSite`; without it a page that heads there fails the test, naming the option.
   */
  paymentProvider: void;
}

interface Options {
  /**
   * Whether the test's pages reach the payment provider's site (`paymentProvider`). Off unless a spec says
   * `test.use({ providerSite: true })`: a route makes Chromium stop every request of the context for the test runner
   * and turns its cache off, which makes each page load about a third slower (measured: 10 loads 10.1 s, 7.4 s without).
   */
  providerSite: boolean;
}

declare global {
  interface Window {
    /** Installed by the cspViolations fixture: reports a violation to the test. */
    __reportCspViolation?: (description: string) => Promise<void>;
  }
}

export const test = base.extend<Fixtures & Options>({
  providerSite: [false, { option: true }],
  makeWorld: async ({ request }, use) => {
    await use(async (options = {}) => {
      const response = await request.post('/__mock/worlds', { data: { scenario: 'demo', ...options } });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as World;
    });
  },
  world: async ({ makeWorld }, use) => {
    await use(await makeWorld());
  },
  patchWorld: async ({ request }, use) => {
    await use(async (worldId, body) => {
      const response = await request.patch(`/__mock/worlds/${worldId}`, { data: body });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
  advanceClock: async ({ request }, use) => {
    await use(async (worldId, advanceMs) => {
      const response = await request.post(`/__mock/worlds/${worldId}/clock`, { data: { advanceMs } });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
  signInAs: async ({ page }, use) => {
    await use(async (key, extra = {}) => {
      await page.addInitScript(
        ([k, name, scopes, tax]) => {
          window.sessionStorage.setItem(
            'hosting-panel.session',
            // With the API it was signed in to (the build's config.json: this origin), as the app keeps a session.
            JSON.stringify({ key: k, persist: false, customerName: name, scopes, demo: null, tax, apiBaseUrl: '' }),
          );
        },
        [key, extra.customerName ?? 'Astrid Lindqvist', extra.scopes ?? null, extra.tax ?? null] as const,
      );
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (!allowed.some((re) => re.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
  paymentProvider: [
    async ({ context, baseURL, providerSite }, use) => {
      if (!providerSite) {
        const reached: string[] = [];
        context.on('request', (request) => {
          if (new URL(request.url()).hostname === 'pay.hosting.example') reached.push(request.url());
        });
        await use();
        expect(reached, 'the payment provider reached: this spec needs test.use({ providerSite: true })').toEqual([]);
        return;
      }
      await context.route('https://pay.hosting.example/**', async (route) => {
        const sent = new URL(route.request().url());
        const target = new URL(`/__mock/provider${sent.pathname}${sent.search}`, baseURL);
        await route.fulfill({ response: await route.fetch({ url: target.href, maxRedirects: 0 }) });
      });
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, description: string) => {
        violations.push(description);
      });
      // Before any script of the page: a violation while index.html is parsed is caught too. (No named functions
      // inside: the page has no helpers tsx may wrap them in.)
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          const sample = event.sample ? ` (${event.sample.slice(0, 80)})` : '';
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}${sample}`,
          );
        });
      });
      await use({ take: () => violations.splice(0) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

declare global {
  interface Window {
    /** axe-core, put into the document by expectAccessible (once per document: a full load drops it). */
    axe?: {
      run: (
        context: Document,
        options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: ['violations'] },
      ) => Promise<{ violations: { id: string; help: string; nodes: { target: (string | string[])[] }[] }[] }>;
    };
  }
}

/**
 * Zero axe violations against WCAG 2.0/2.1/2.2 A and AA. axe is put into the document once and run there: a screen
 * scanned four times (two widths, light and dark) pays for the 600 kB script once, and not for the blank page
 * AxeBuilder opens per scan to merge frame results (the panel has no frames; a page with one still goes through it).
 * Only violations are gathered in full (`resultTypes`): the passes nobody reads are not collected node by node.
 */
export async function expectAccessible(page: Page, label: string) {
  let summary: string[];
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  } else {
    await page.evaluate(axeScript());
    summary = await page.evaluate(async (tags) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }, AXE_TAGS);
  }
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The console line Chromium prints for an HTTP error response the test provokes on purpose. */
export const httpStatusConsole = (status: number) => new RegExp(`status of ${status}`);

/** Waits for the landing page of a key that can read an area: Home, at `/` (src/routes/_app/index.tsx). */
export async function expectLandingPage(page: Page) {
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

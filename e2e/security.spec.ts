import { expect, test } from './fixtures';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

/**
 * The app under the deployment headers (README, "Deployment"), served by the mock as by any static host. Every e2e
 * test already fails on a CSP violation (fixtures.ts); these check the headers themselves, the one config.json
 * request, the Radix dialog's injected <style>, and that the check would see a violation.
 */

/** A Content-Security-Policy header as directive -> sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

const POLICY = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

test.describe('security headers and Content-Security-Policy', () => {
  test('index.html, client routes and config.json come with the deployment headers', async ({ request }) => {
    for (const path of ['/', '/sign-in', `/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], path).toContain('text/html');
      expect(directives(headers['content-security-policy']), path).toEqual(POLICY);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      // No inline script for 'self' to refuse.
      expect(await response.text(), path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    const config = await request.get('/config.json');
    expect(config.headers()['cache-control']).toBe('no-store');
    expect(directives(config.headers()['content-security-policy'])).toEqual(POLICY);
  });

  test('config.json is requested once: the app takes over the preload index.html starts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') requests.push(request.resourceType());
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/config.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
  });

  test('a Radix dialog locks scrolling with its injected <style>, which the policy allows', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // react-remove-scroll-bar's rules (through react-style-singleton) are in a <style> of the head, and applied.
    const lock = await page.evaluate(() => ({
      injected: [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('body[data-scroll-locked]'),
      ),
      overflow: getComputedStyle(document.body).overflow,
    }));
    expect(lock).toEqual({ injected: true, overflow: 'hidden' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the violation check sees what the policy blocks', async ({ page, cspViolations, consoleErrors }) => {
    consoleErrors.allow(/Content Security Policy/);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
      document.head.append(script);
      return document.documentElement.dataset.inlineRan ?? 'no';
    });
    expect(ran).toBe('no');
    const seen: string[] = [];
    await expect.poll(() => seen.push(...cspViolations.take())).toBeGreaterThan(0);
    expect(seen.join('\n')).toContain('script-src-elem blocked inline');
  });
});

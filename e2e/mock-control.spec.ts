import { chromiumLaunchOptions } from './chromium';
import { expect, httpStatusConsole, test } from './fixtures';

/**
 * The /__mock control plane in a browser without local-network protection. Chromium refuses a public page's
 * requests to loopback by itself (Private/Local Network Access); Firefox and Safari do not, and support staff use
 * them too. Here that protection is off, so the request reaches the mock, which must refuse it on its own
 * (control-guard.ts; the in-process cases are in control-guard.test.ts). A file of its own: the launch options
 * need a browser of their own.
 */

test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    args: [
      ...chromiumLaunchOptions().args,
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,LocalNetworkAccessChecks',
    ],
  },
});

test('a page of another origin cannot create worlds: the mock refuses its simple POST', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(httpStatusConsole(403));
  // A page elsewhere on the web, as support staff might have open beside the mock.
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  );
  await page.goto('http://evil.test/');
  const answered = page.waitForResponse((response) => response.url().endsWith('/__mock/worlds'));
  await page.evaluate((target) => {
    // No preflight for this one: text/plain, no-cors. The browser sends it; only the mock can refuse it.
    void fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
  }, new URL('/__mock/worlds', baseURL).href);
  const response = await answered;
  expect(response.status()).toBe(403);
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// WebAuthn refuses an IP address as its relying party: the account's passkey journeys reach the same server by name.
const localhostURL = `http://localhost:${port}`;
const onLocalhost = /[\\/]account\.spec\.ts$/;
// The built app to serve: the demo build's `dist-demo` (npm run test:e2e builds it: the tests use the sign-in page's
// demo and "Continue in a world", which a production build has not), or another folder when several run side by side.
const staticDir = process.env.E2E_DIST ?? 'dist-demo';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // None: a test that fails once is a bug with a cause (timing, a race in the app), found and fixed, not retried.
  retries: 0,
  // Two: the suite is CPU-bound on this 2-core machine. domains-detail + hosting (31 tests) took 134 s wall with 2
  // workers, 133 s with 3 and 128 s with 4 (load 22-32), each test slower in proportion: no gain, more timing risk.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // In CI, a failure also prints the page it left (the log is all a CI run keeps).
  reporter: process.env.CI
    ? [['list'], ['./e2e/reporters/failure-context.ts']]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', testIgnore: onLocalhost },
    { name: 'chromium-localhost', testMatch: onLocalhost, use: { baseURL: localhostURL } },
  ],
  webServer: {
    // The demo build (npm run test:e2e builds it first) served by the mock itself: one origin, as in production.
    command: `npx tsx src/mock/server.ts --port ${port} --static ${staticDir} --scenario demo`,
    url: `${baseURL}/__mock/scenarios`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import type { Page } from '@playwright/test';

/** A fresh world of `scenario` on the mock at `baseUrl` (as e2e/fixtures.ts `makeWorld`); its full-access key. */
export async function freshWorldKey(baseUrl: string, scenario: 'demo' | 'reseller' = 'demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/__mock/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  if (response.status !== 201) throw new Error(`POST /__mock/worlds: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { keys: { full: string } }).keys.full;
}

/**
 * Signs `page` in with `key` before its scripts run, as a sign-in in this browser left it: the session the app keeps
 * (src/features/session/session-store.ts) in the tab's storage, with the API it was signed in to (the build's
 * config.json: this origin), as e2e/fixtures.ts `signInAs` does.
 */
export async function signInBeforeLoad(page: Page, key: string): Promise<void> {
  const session = JSON.stringify({
    key,
    persist: false,
    customerName: 'Astrid Lindqvist',
    scopes: null,
    demo: null,
    apiBaseUrl: '',
  });
  await page.addInitScript((kept) => window.sessionStorage.setItem('hosting-panel.session', kept), session);
}

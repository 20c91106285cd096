import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { DEMO_HOSTING, DEMO_VPS } from '@/mock/scenarios/demo/ids';

/**
 * Issue 18, "the customer's words, not the API's": a failure says what happened in the customer's words; the code,
 * HTTP status and request id are under "Details for support", closed until opened (by keyboard here). Swedish
 * screens carry no English server sentence.
 */

/** The text a person sees: what is rendered and not inside a closed disclosure. */
const visibleText = (locator: Locator) => locator.evaluate((element: HTMLElement) => element.innerText);

/** Takes a snapshot while every request fails with 503 (the mock's fault injection): the section's alert. */
async function failSnapshot(page: Page, failEverything: () => Promise<void>) {
  await page.goto(`/vps/${DEMO_VPS.web.id}?tab=snapshots`);
  const section = page.getByRole('region', { name: /Snapshots|Ögonblicksbilder/ });
  await section.getByLabel(/^(Name|Namn)$/).fill('before-upgrade');
  await failEverything();
  await section.getByRole('button', { name: /Take snapshot|Ta ögonblicksbild/ }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toBeVisible();
  return alert;
}

for (const { locale, words, summary, code, status, requestId } of [
  {
    locale: 'en-US',
    words: 'The service is not available right now. Try again in a few minutes.',
    summary: 'Details for support',
    code: 'Code',
    status: 'HTTP status',
    requestId: 'Request ID',
  },
  {
    locale: 'sv-SE',
    words: 'Tjänsten är inte tillgänglig just nu. Försök igen om några minuter.',
    summary: 'Detaljer för supporten',
    code: 'Kod',
    status: 'HTTP-status',
    requestId: 'Anrops-ID',
  },
]) {
  test.describe(`a failure in customer words (${locale})`, () => {
    test.use({ locale });

    test('no code, status or request id in the visible text until "Details for support" is opened', async ({
      page,
      world,
      signInAs,
      patchWorld,
      consoleErrors,
    }) => {
      consoleErrors.allow(httpStatusConsole(503));
      await signInAs(world.keys.full);
      const alert = await failSnapshot(page, () => patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } }));
      await expect(alert).toContainText(words);
      const closed = await visibleText(alert);
      for (const technical of ['service_unavailable', '503', 'req_', 'HTTP', 'Service unavailable']) {
        expect(closed).not.toContain(technical);
      }
      await expectAccessible(page, `failure with closed details (${locale})`);

      // Keyboard: the summary is reached by Tab and opened with Enter.
      const disclosure = alert.getByText(summary, { exact: true });
      await disclosure.focus();
      await expect(disclosure).toBeFocused();
      await page.keyboard.press('Enter');
      const open = await visibleText(alert);
      expect(open).toContain('service_unavailable');
      expect(open).toContain(`${status}`);
      expect(open).toContain('503');
      expect(open).toMatch(/req_[0-9a-f]{16}/);
      expect(open).toContain(code);
      expect(open).toContain(requestId);
      await expect(alert.getByRole('button', { name: /Copy request ID|Kopiera anrops-ID/ })).toBeVisible();
      await expectAccessible(page, `failure with open details (${locale})`);
    });
  });
}

test.describe('Swedish screens say server text in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('a suspended hosting account has no English sentence on the page', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${DEMO_HOSTING.suspended.id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_HOSTING.suspended.domain })).toBeVisible();
    // Why every action is blocked, said once by the page's banner in Swedish (not the server's sentence per gate).
    await expect(page.getByRole('region', { name: `${DEMO_HOSTING.suspended.domain} är spärrat` })).toBeVisible();
    const text = await visibleText(page.locator('main'));
    // The server's sentences for this account (src/mock/areas/hosting/state.ts), and English words they carry.
    for (const english of [
      'is suspended',
      'overdue',
      'Pay it to reactivate',
      'contact support',
      'is not offered',
      'legacy control panel',
      'largest shared-hosting plan',
      'being set up',
    ]) {
      expect(text, english).not.toContain(english);
    }
    await expectAccessible(page, 'suspended hosting account in Swedish');
  });

  test('a blocked server power action is said in Swedish, not as the server wrote it', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${DEMO_VPS.web.id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_VPS.web.name })).toBeVisible();
    const text = await visibleText(page.locator('main'));
    expect(text).not.toContain('is already running');
    expect(text).not.toContain('vps_already_running');
  });
});

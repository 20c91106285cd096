import { expect, test } from './fixtures';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';

for (const [w, scheme] of [[1280, 'light'], [1280, 'dark'], [390, 'light']] as const) {
  test(`shots ${w} ${scheme}`, async ({ page, makeWorld, signInAs, advanceClock }) => {
    await page.setViewportSize({ width: w, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    const world = await makeWorld({ jobDurationMs: 600000 });
    await signInAs(world.keys.full);
    await page.goto('/domains');
    for (const n of [D.se.name, D.com.name, D.farExpiry.name, D.terminated.name, D.unlocked.name, D.nu.name])
      await page.getByRole('checkbox', { name: `Select ${n}`, exact: true }).check();
    await page.getByRole('region', { name: 'Selection' }).screenshot({ path: `/tmp/dombulk-bar-${w}-${scheme}.png` });
    await page.getByRole('button', { name: 'Create redirect', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Destination URL').fill('https://example.com/{domain}');
    await page.screenshot({ path: `/tmp/dombulk-create-${w}-${scheme}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Renew', exact: true }).click();
    await page.getByRole('button', { name: 'Renew domains' }).click();
    await expect(page.getByText(/Queued: \d/)).toBeVisible();
    await advanceClock(world.worldId, 700000);
    await expect(page.getByText(/Done: \d/)).toBeVisible({ timeout: 15000 });
    await page.screenshot({ path: `/tmp/dombulk-renew-${w}-${scheme}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    for (const n of [D.se.name, D.com.name]) await page.getByRole('checkbox', { name: `Select ${n}`, exact: true }).check();
    await page.getByRole('button', { name: 'Turn auto-renew off', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn auto-renew off' }).click();
    await expect(page.getByText(/Queued: \d/)).toBeVisible();
    await advanceClock(world.worldId, 700000);
    await expect(page.getByText('Renewal orders waiting for payment')).toBeVisible({ timeout: 15000 });
    await page.getByText('Renewal orders waiting for payment').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/dombulk-pending-${w}-${scheme}.png` });
  });
}

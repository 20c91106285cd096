import { expect, expectAccessible, test } from './fixtures';
import { TABS } from './vps-steps';

test.describe('servers at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list and every section pass the accessibility checks (${colorScheme})`, async ({ page, world, signInAs }) => {
      test.slow(); // five screens, each checked with axe
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `server list, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/vpsapp-list-1280-${colorScheme}.png`, fullPage: true });
      for (const { tab, server, ready } of TABS) {
        await page.goto(`/vps/${server}?tab=${tab}`);
        await expect(ready(page)).toBeVisible();
        await expectAccessible(page, `server ${tab}, ${colorScheme}`);
        await page.screenshot({ path: `/tmp/vpsapp-${tab}-1280-${colorScheme}.png`, fullPage: true });
      }
    });
  }
});

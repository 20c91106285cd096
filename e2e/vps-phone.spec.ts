import { expect, expectAccessible, test } from './fixtures';
import { DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';
import { overflow } from './steps';
import { TABS } from './vps-steps';

test.describe('servers on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list and every section fit and stay accessible (${colorScheme})`, async ({ page, world, signInAs }) => {
      test.slow(); // five screens, each checked with axe
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(DEMO_VPS_COUNTS.main.total);
      expect(await overflow(page)).toBe(0);
      await expectAccessible(page, `server list at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/vpsapp-list-390-${colorScheme}.png`, fullPage: true });

      for (const { tab, server, ready } of TABS) {
        await page.goto(`/vps/${server}?tab=${tab}`);
        await expect(ready(page)).toBeVisible();
        expect(await overflow(page), tab).toBe(0);
        await expectAccessible(page, `server ${tab} at 390 px, ${colorScheme}`);
        await page.screenshot({ path: `/tmp/vpsapp-${tab}-390-${colorScheme}.png`, fullPage: true });
      }
    });
  }
});

import { expect, expectAccessible, test } from './fixtures';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

for (const [colorScheme, locale] of [
  ['dark', 'en-US'],
  ['light', 'sv-SE'],
] as const) {
  test.describe(`a list with malformed items (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale });

    test(`says how many could not be shown, above the rest (390 px, ${colorScheme}, ${locale})`, async ({
      page,
      world,
      signInAs,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.route('**/api/v2/vps?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: unknown[] };
        // What a server with a bug might send: two rows no schema accepts.
        const data = body.data.map((row, i) => (i === 1 || i === 4 ? { id: 42 } : row));
        await route.fulfill({ response, json: { ...body, data } });
      });
      await signInAs(world.keys.full);
      await page.goto('/vps');
      const notice = page
        .getByRole('status')
        .filter({ hasText: locale === 'sv-SE' ? 'kunde inte visas' : 'could not' });
      await expect(notice).toHaveText(
        locale === 'sv-SE'
          ? /2 objekt kunde inte visas\.\s*.*Kontakta supporten om det fortsätter\./
          : /2 items could not be shown\.\s*.*If this keeps happening, contact support\./,
      );
      await expect(page.getByRole('link', { name: DEMO_VPS.web.name })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `dropped-items notice at 390 px, ${colorScheme}`);
      await page.screenshot({ path: `/tmp/dropped-notice-390-${colorScheme}-${locale}.png` });
    });
  });
}

import { expect, expectAccessible, test } from './fixtures';
import { chooseLanguage, openPersonMenu, operationsButton, personMenu } from './steps';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

const OPEN = DEMO_TICKETS.openWithStaffReply;

/**
 * English and Swedish. The language follows the browser on a first visit, the switch changes it at once
 * without a reload (nothing typed or chosen is lost), and the choice is remembered on the device.
 *
 * A message key missing from a catalog cannot reach the screen: the typecheck refuses a key the catalog
 * lacks and a translation that lacks a key (src/i18n/types.test.ts), and src/i18n/catalogs.test.ts checks
 * that every catalog has the same keys and placeholders in both languages.
 */

const htmlLang = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('switches sign-in to Swedish at once, keeping the half-typed key, and remembers it', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await page.getByText('Sign in with an API key').click();
    await page.getByLabel('API key', { exact: true }).fill('hpk_half_a_k');

    await page.getByRole('radio', { name: 'Svenska' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in', exact: true })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'sv');
    const keyField = page.getByLabel('API-nyckel', { exact: true });
    await expect(keyField).toHaveValue('hpk_half_a_k');
    await expect(page).toHaveTitle('Logga in · Kontrollpanel');
    // Our own form errors are said in the language shown.
    await keyField.fill('');
    await page.getByRole('button', { name: 'Logga in med nyckeln' }).click();
    await expect(page.getByText('Ange din API-nyckel.')).toBeVisible();
    await expect(keyField).toBeFocused();
    await expectAccessible(page, 'sign-in in Swedish');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in', exact: true })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'sv');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  });

  test('switches the ticket list to Swedish in place: heading, filters and dates, same address', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets?status=open');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    const firstDate = page.getByRole('table').locator('tbody tr').first().locator('time');
    const instant = await firstDate.getAttribute('datetime');
    const englishDate = await firstDate.textContent();
    expect(englishDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/); // "Nov 20, 2026, 5:26 AM"
    const url = page.url();

    await chooseLanguage(page, 'Svenska');
    await expect(page.getByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'sv');
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.getByRole('option')).toHaveText(['Alla', 'Öppna', 'Stängda']);
    await expect(status).toHaveValue('open');
    await expect(firstDate).toHaveText(/^\d{1,2} [a-zåäö]+\.? \d{4} \d{2}:\d{2}$/); // "20 nov. 2026 05:26"
    await expect(firstDate).toHaveAttribute('datetime', instant ?? '');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await expect((await openPersonMenu(page)).getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expect(page).toHaveTitle('Supportärenden · Kontrollpanel');
    expect(page.url()).toBe(url);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'sv');
  });
});

test.describe('a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('opens sign-in in Swedish', async ({ page }) => {
    await page.goto('/support/tickets');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in', exact: true })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('radio', { name: 'Svenska' })).toBeChecked();
  });

  test('ticket list and detail are in Swedish and accessible, the operations drawer too', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Alla supportärenden' })).toBeVisible();
    await expect(page.getByText('3 meddelanden').first()).toBeVisible();
    await expectAccessible(page, 'ticket list in Swedish');

    await page.getByRole('link', { name: new RegExp(OPEN.subject) }).click();
    // The subject and the messages are shown as the customer and support wrote them; the words around them are Swedish.
    await expect(page.getByRole('heading', { level: 1, name: OPEN.subject })).toBeVisible();
    await expect(page).toHaveTitle(`Ärende #${OPEN.number} · Kontrollpanel`);
    await expect(page.getByRole('region', { name: 'Konversation' })).toContainText('I restarted web-01');
    await expect(page.getByRole('complementary', { name: 'Om ärendet' })).toContainText('Senaste aktivitet');
    await expectAccessible(page, 'ticket detail in Swedish');

    await (await operationsButton(page)).click();
    const drawer = page.getByRole('dialog', { name: 'Åtgärder' });
    await expect(drawer).toContainText('Inget pågår just nu');
    await expectAccessible(page, 'operations drawer in Swedish');
    await page.keyboard.press('Escape');
    await expect(personMenu(page)).toBeFocused();

    await page.getByRole('button', { name: 'Stäng ärendet' }).click();
    const dialog = page.getByRole('dialog', { name: `Stäng ärende #${OPEN.number}?` });
    await expect(dialog).toContainText('Du kan öppna ärendet igen senare');
    await expectAccessible(page, 'close ticket dialog in Swedish');
    await dialog.getByRole('button', { name: 'Låt det vara öppet' }).click();
  });

  test.describe('on a phone (390 px wide)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`ticket list and detail fit and stay accessible in Swedish (${colorScheme})`, async ({
        page,
        world,
        signInAs,
      }) => {
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await page.emulateMedia({ colorScheme });
        await signInAs(world.keys.full);
        await page.goto('/support/tickets');
        await expect(page.getByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
        await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
        // The header's person menu holds the language switch (issue 40: one bar on a phone).
        await openPersonMenu(page);
        await expect(page.getByRole('banner').getByRole('radio', { name: 'Svenska' })).toBeChecked();
        expect(await overflow()).toBe(0);
        await expectAccessible(page, `ticket list in Swedish at 390 px, ${colorScheme}`);

        await page.goto(`/support/tickets/${OPEN.number}`);
        await expect(page.getByRole('heading', { level: 1, name: 'VPS unreachable after restart' })).toBeVisible();
        expect(await overflow()).toBe(0);
        await expectAccessible(page, `ticket detail in Swedish at 390 px, ${colorScheme}`);

        await page.goto('/sign-in');
        expect(await overflow()).toBe(0);
      });
    }
  });
});

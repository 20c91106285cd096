import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkEveryLook, recordWrites, scopesOf } from './steps';
import { DEMO_VPS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;
const db = DEMO_VPS.db;

const paletteOf = (page: Page, name: string | RegExp = /^(Find anything, do anything|Hitta allt, gör allt)$/) =>
  page.getByRole('dialog', { name });
const fieldOf = (page: Page) => paletteOf(page).getByRole('combobox');

/** The option the field says is highlighted (aria-activedescendant). */
async function highlighted(page: Page): Promise<string> {
  const id = await fieldOf(page).getAttribute('aria-activedescendant');
  if (!id) return '';
  return page.evaluate((optionId) => document.getElementById(optionId)?.textContent ?? '', id);
}

test.describe('command palette', () => {
  test.use({ locale: 'en-US' });

  test('opens with Ctrl+K and with the header button, and gives the focus back', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(paletteOf(page)).toBeVisible();
    await expect(fieldOf(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(paletteOf(page)).toBeHidden();

    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(fieldOf(page)).toBeFocused();
    await page.keyboard.type('web');
    const servers = paletteOf(page).getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('option', { name: new RegExp(`^${web.name}`) })).toBeVisible();
    await expect(paletteOf(page).getByRole('status')).toHaveText(/\d+ results?$/);
    await page.keyboard.press('Escape');
    // Focus goes back to the button that opened it.
    await expect(button).toBeFocused();
  });

  test('looks right at 1280 and 390 px, light and dark', async ({ page, world, signInAs }) => {
    test.slow(); // eight looks, each checked with axe
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('restart');
    await expect(paletteOf(page).getByRole('option', { name: /^Restart db-01/ })).toContainText('not running');
    await checkEveryLook(page, 'palette open', 'palette-en');
  });

  test('finds a domain among 10,000 and opens it, by keyboard only', async ({ page, makeWorld, signInAs, request }) => {
    const world = await makeWorld({ scenario: 'reseller' });
    // The reseller's last domain, by the unique end of its name.
    const last = RESELLER_DOMAINS.total - 1;
    const answer = await request.get(`/api/v2/domains?name=-${last.toString(36)}.&limit=1`, {
      headers: { Authorization: `Bearer ${world.keys.full}` },
    });
    const { data } = (await answer.json()) as { data: { id: string; name: string }[] };
    const wanted = data[0];
    if (!wanted) throw new Error('the reseller has no last domain');

    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(wanted.name, { delay: 20 });
    const domains = paletteOf(page).getByRole('group', { name: 'Domains' });
    await expect(domains.getByRole('option', { name: wanted.name })).toBeVisible();
    // Down the list until the domain is highlighted (the field keeps the focus all along).
    for (let step = 0; step < 10 && (await highlighted(page)) !== wanted.name; step++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await highlighted(page)).toBe(wanted.name);
    await expect(fieldOf(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/domains/${wanted.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
  });

  test('a power action the server refuses says why, and nothing is sent', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    // Typed at once after Ctrl+K, while the palette's code may still be on its way: nothing typed is lost.
    await page.keyboard.type(`restart ${db.name}`);
    await expect(fieldOf(page)).toHaveValue(`restart ${db.name}`);
    const restart = paletteOf(page).getByRole('option', { name: new RegExp(`^Restart ${db.name}`) });
    await expect(restart).toContainText('The server is not running. Start it first.');
    await expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(await highlighted(page)).toContain(`Restart ${db.name}`);
    await page.keyboard.press('Enter');
    await expect(paletteOf(page)).toBeVisible();
    await expect(page).toHaveURL(/\/vps$/);
    expect(writes).toEqual([]);
  });

  test('a read-only key is told it cannot restart', async ({ page, world, signInAs, request }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`restart ${web.name}`);
    const restart = paletteOf(page).getByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    await expect(restart).toContainText('Your API key can only read servers');
    await expect(restart).toHaveAttribute('aria-disabled', 'true');
  });

  test('an allowed restart goes through the server’s own confirmation', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`restart ${web.name}`);
    const restart = paletteOf(page).getByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    await expect(restart).toContainText('Asks you to confirm');
    await expect(restart).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog', { name: `Restart ${web.name}?` });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/vps/${web.id}\\?power=restart$`));
    expect(writes).toEqual([]);
    await confirm.getByRole('button', { name: 'Restart' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/vps/${web.id}$`));
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      `POST /api/v2/vps/${web.id}/actions/restart`,
    ]);
  });

  test('switches the language', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('svenska');
    await expect(fieldOf(page)).toHaveValue('svenska');
    await expect.poll(() => highlighted(page)).toBe('Switch to Svenska');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Servrar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('shares the screen behind it with support', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('share');
    await expect.poll(() => highlighted(page)).toBe('Share this view with support');
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share this view with support' });
    await expect(share).toContainText('This screen: /domains');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(share.getByRole('checkbox', { name: 'Hide personal data' })).toBeChecked();
  });

  test('? lists the shortcuts and g d goes to the domains, never while typing', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts.getByRole('row', { name: /g then d\s+Go to Domains/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    // Typed into the list's search field, g d is text.
    const search = page.getByRole('searchbox');
    await search.fill('');
    await search.press('g');
    await search.press('d');
    await expect(search).toHaveValue('gd');
    await expect(page).toHaveURL(/\/vps(\?.*)?$/);

    await page.getByRole('heading', { level: 1, name: 'Servers' }).click();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  });
});

test.describe('keyboard shortcuts', () => {
  test.use({ locale: 'en-US' });

  test('the list looks right at 1280 and 390 px, light and dark', async ({ page, world, signInAs }) => {
    test.slow(); // eight looks, each checked with axe
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await checkEveryLook(page, 'shortcuts', 'palette-en');
  });
});

test.describe('command palette in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the palette looks right at 1280 and 390 px, light and dark', async ({ page, world, signInAs }) => {
    test.slow(); // eight looks, each checked with axe
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servrar' })).toBeVisible();
    await page.getByRole('button', { name: 'Sök' }).click();
    await page.keyboard.type('starta om');
    await expect(paletteOf(page).getByRole('group', { name: 'Åtgärder' })).toBeVisible();
    await expect(paletteOf(page).getByRole('option', { name: /^Starta om db-01/ })).toContainText('inte igång');
    await checkEveryLook(page, 'palette open', 'palette-sv');
  });

  test('the shortcuts look right at 1280 and 390 px, light and dark', async ({ page, world, signInAs }) => {
    test.slow(); // eight looks, each checked with axe
    await signInAs(world.keys.full);
    await page.goto('/vps');
    await expect(page.getByRole('heading', { level: 1, name: 'Servrar' })).toBeVisible();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Kortkommandon' });
    await expect(shortcuts.getByRole('row', { name: /g sedan d\s+Gå till Domäner/ })).toBeVisible();
    await checkEveryLook(page, 'shortcuts', 'palette-sv');
  });
});

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectLandingPage, test } from './fixtures';
import { checkEveryLook, openDialog, scopesOf } from './steps';

/**
 * Issue 39, API keys (`/account/keys`): a read-only key made on the screen cannot change anything when someone signs
 * in with it elsewhere, and a key revoked here signs out the tab that uses it, saying why.
 */

/** Another browser (its own storage): no open tab of this one hands its session over to it (ledger "New tabs"). */
async function otherBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { context, page: await context.newPage() };
}

async function signInWithKey(page: Page, key: string) {
  await page.goto('/sign-in');
  await page.getByText('Sign in with an API key').click();
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Sign in with the key' }).click();
}

test.describe('API keys', () => {
  test('a read-only key made here is shown once and cannot change anything where it signs in', async ({
    page,
    world,
    request,
    browser,
    signInAs,
  }) => {
    await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
    await page.goto('/account/keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const table = page.getByRole('table', { name: 'API keys of your account' });
    await expect(table.getByRole('row', { name: /readonly/ })).toContainText('Servers: read');
    await expect(table.getByRole('row', { name: /full/ })).toContainText('You are signed in with this key');
    await checkEveryLook(page, 'API keys', 'keys');

    const dialog = await openDialog(page, page.getByRole('button', { name: 'Create an API key' }), 'Create an API key');
    await dialog.getByRole('button', { name: 'Create the key' }).click();
    await expect(dialog.getByText('Give the key a name.')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill('Reporting script');
    await expect(dialog.getByRole('radio', { name: 'Read only' })).toBeChecked();
    await expect(dialog.getByLabel('Servers')).toHaveValue('read');
    await expect(dialog.getByLabel('API keys', { exact: true })).toHaveValue('none');
    await dialog.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await expectAccessible(page, 'create an API key');
    await dialog.getByRole('button', { name: 'Create the key' }).click();
    await expect(dialog).toBeHidden();

    const secretBox = page.getByRole('region', { name: 'The secret of “Reporting script”' });
    await expect(secretBox).toBeVisible();
    const secret = (await secretBox.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^hpk_[0-9a-f]{32}$/);
    await expect(table.getByRole('row', { name: /Reporting script/ })).toContainText('Support tickets: read');
    await expect(table.getByRole('row', { name: /Reporting script/ })).toContainText('by full');
    await expectAccessible(page, 'a new secret shown once');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // Someone signs in with it in another browser: the panel says before the click that it only reads ...
    const other = await otherBrowser(browser);
    await signInWithKey(other.page, secret);
    await expectLandingPage(other.page);
    await other.page.goto('/support/tickets/new');
    await expect(
      other.page.getByText(/can only read support tickets, so it cannot open new ones/).first(),
    ).toBeVisible();
    // ... and the API refuses a write sent with it anyway.
    const create = await request.post('/api/v2/api-keys', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { name: 'escalate', scopes: ['read:vm'], expiresInDays: 1 },
    });
    expect(create.status()).toBe(403);
    const ticket = await request.post('/api/v2/support/tickets', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { subject: 'x', message: 'x', departmentSlug: 'technical' },
    });
    expect(ticket.status()).toBe(403);
    expect(((await ticket.json()) as { code: string }).code).toBe('forbidden');
    await other.context.close();
  });

  test('revoking a key signs out the tab using it at its next step, saying the key was revoked', async ({
    page,
    world,
    request,
    browser,
    signInAs,
  }) => {
    const made = await request.post('/api/v2/api-keys', {
      headers: { Authorization: `Bearer ${world.keys.full}` },
      data: { name: 'Laptop', scopes: ['read:vm', 'read:support', 'write:support'], expiresInDays: 30 },
    });
    expect(made.status()).toBe(201);
    const { secret } = (await made.json()) as { secret: string };

    const laptop = await otherBrowser(browser);
    await signInWithKey(laptop.page, secret);
    await expectLandingPage(laptop.page);

    await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
    await page.goto('/account/keys');
    const row = page.getByRole('table', { name: 'API keys of your account' }).getByRole('row', { name: /Laptop/ });
    // The laptop's sign-in was its last use, from its address.
    await expect(row).toContainText(/from 127\.0\.0\.1/);
    const dialog = await openDialog(page, row.getByRole('button', { name: 'Revoke Laptop' }), 'Revoke “Laptop”?');
    await expect(dialog).toContainText('stops working at once');
    await expectAccessible(page, 'revoke a key');
    await dialog.getByRole('button', { name: 'Revoke the key' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '“Laptop” is revoked.' })).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: 'Revoke Laptop' })).toHaveCount(0);

    // The laptop's next step: refused, signed out, told why.
    await laptop.page.getByRole('link', { name: 'Support tickets' }).first().click();
    await expect(laptop.page).toHaveURL(/\/sign-in\?/);
    await expect(laptop.page.getByText(/This API key was revoked, so you were signed out/)).toBeVisible();
    await expectAccessible(laptop.page, 'signed out: key revoked');
    await laptop.context.close();

    // The account log has it.
    await page.goto('/account-log');
    await expect(page.getByRole('table').getByText('Revoke an API key').first()).toBeVisible();
  });
});

test.describe('API keys in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the list and the new-key form in Swedish, every look', async ({ page, world, request, signInAs }) => {
    await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
    await page.goto('/account/keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API-nycklar' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kontots API-nycklar' })).toContainText('Servrar: läsa och ändra');
    await expect(page.getByRole('table', { name: 'Kontots API-nycklar' })).toContainText('DNS-zoner: läsa och ändra');
    await checkEveryLook(page, 'API-nycklar', 'keys-sv');
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Skapa en API-nyckel' }),
      'Skapa en API-nyckel',
    );
    await expect(dialog.getByRole('radio', { name: 'Bara läsa' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'DNS-zoner' })).toHaveValue('read');
    await page.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(page, 'skapa en API-nyckel, 390 px');
  });
});

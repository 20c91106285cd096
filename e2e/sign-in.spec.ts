import { expect, expectAccessible, expectLandingPage, httpStatusConsole, test } from './fixtures';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

test.describe('sign-in', () => {
  test('a bad key is refused with the problem, the request id, and the typed key kept', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(401));
    await page.goto('/support/tickets');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Sign in with an API key' })).toBeVisible();
    await expectAccessible(page, 'sign-in');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your API key.')).toBeVisible();

    const keyField = page.getByLabel('API key', { exact: true });
    await keyField.fill('hpk_not_a_real_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This API key was not accepted')).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('unauthorized');
    await expect(alert).toContainText(/req_[0-9a-f]+/);
    await expect(keyField).toHaveValue('hpk_not_a_real_key');
    await expect(keyField).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'sign-in with errors');
    expect(page.url()).not.toContain('hpk_not_a_real_key');
  });

  test('a valid key signs in and returns to the page that was asked for', async ({ page, world }) => {
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel('API key', { exact: true }).fill(world.keys.full);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TICKETS.openWithStaffReply.subject })).toBeVisible();
    expect(page.url()).not.toContain(world.keys.full);
    // The key lives in sessionStorage only, never in localStorage unless asked for.
    const stored = await page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length }));
    expect(stored).toEqual({ session: 1, local: 0 });
  });

  test('demo sign-in makes a fresh world and signing out clears the key', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Try the demo' })).toBeVisible();
    await expect(page.getByLabel('Scenario')).toHaveValue('demo');
    await page.getByRole('button', { name: 'Start demo' }).click();
    await expectLandingPage(page);
    await expect(page.getByText('Astrid Lindqvist')).toBeVisible();
    await expectAccessible(page, 'servers after demo sign-in');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    await page.goto('/support/tickets');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('the read-only demo key is labelled as such', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Start read-only demo' }).click();
    await expectLandingPage(page);
    await expect(page.getByText('read-only key')).toBeVisible();
  });

  test('a key that stops working mid-session sends the user back to sign-in with the return path', async ({
    page,
    world,
    signInAs,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(401));
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    expect((await request.delete(`/__mock/worlds/${world.worldId}`)).status()).toBe(204);
    await page.getByRole('link', { name: DEMO_TICKETS.openWithStaffReply.subject }).click();
    await expect(page).toHaveURL(/\/sign-in\?.*reason=expired/);
    await expect(page.getByText(/Your key stopped working/)).toBeVisible();
    expect(decodeURIComponent(page.url())).toContain(
      `redirect=/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`,
    );
  });
});

import { expect, expectAccessible, test } from './fixtures';

test.describe('app shell', () => {
  test('an unknown address shows a not-found page inside the shell', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  });

  test('the activity drawer opens from any page and is keyboard operable', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets/104201');
    await page.getByRole('button', { name: 'Activity' }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity' });
    await expect(drawer).toContainText('Nothing is running');
    await expectAccessible(page, 'activity drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Activity' })).toBeFocused();
  });

  test('the skip link and main navigation work from the keyboard', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/support/tickets/104201');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Support' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/tickets/);
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  });
});

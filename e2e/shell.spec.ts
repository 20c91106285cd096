import { expect, expectAccessible, expectLandingPage, test } from './fixtures';
import { openPersonMenu, operationsButton, personMenu } from './steps';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

test.describe('app shell', () => {
  test('an unknown address shows a not-found page inside the shell', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expectLandingPage(page);
  });

  test('the operations drawer opens from any page and is keyboard operable', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    await (await operationsButton(page)).click();
    const drawer = page.getByRole('dialog', { name: 'Operations' });
    await expect(drawer).toContainText('Nothing is running');
    await expectAccessible(page, 'operations drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The drawer took the person menu's place: focus is back on the menu's button.
    await expect(personMenu(page)).toBeFocused();
  });

  test('the skip link and main navigation work from the keyboard', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
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

  test('on a phone the areas are a menu behind a button, which closes when an area opens', async ({
    page,
    world,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'phone menu open');
    await page.screenshot({ path: '/tmp/shell-menu-390.png' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});

test('a running operation survives a reload and the drawer follows it to completion', async ({
  page,
  world,
  signInAs,
  request,
}) => {
  const started = await request.post(`/__mock/worlds/${world.worldId}/jobs`, { data: { durationMs: 60_000 } });
  expect(started.status()).toBe(202);
  const { operation } = (await started.json()) as { operation: { jobId: string; pollUrl: string; status: string } };
  await signInAs(world.keys.full);
  // What the tracker had stored before the reload: one running job.
  await page.addInitScript((op) => {
    const entry = {
      ...op,
      label: 'Restart web-01',
      startedAt: Date.now(),
      finishedAt: null,
      invalidate: [],
      href: null,
      error: null,
      result: null,
    };
    sessionStorage.setItem('hosting-panel.operations', JSON.stringify([entry]));
  }, operation);
  await page.goto('/support/tickets');
  // The person menu's button says it too, before it is opened.
  await expect(personMenu(page)).toHaveAccessibleDescription('1 operation running');
  await openPersonMenu(page);
  await expect(page.getByRole('button', { name: 'Operations 1 running' })).toBeVisible();
  await page.getByRole('button', { name: /^Operations/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Operations' });
  await expect(drawer.getByRole('region', { name: 'Running (1)' })).toContainText('Restart web-01');
  await expect(drawer.getByText(/Pending|Queued|In progress/)).toBeVisible();

  await request.post(`/__mock/worlds/${world.worldId}/clock`, { data: { advanceMs: 120_000 } });
  await expect(drawer.getByRole('region', { name: 'Recent (1)' })).toContainText('Completed', { timeout: 15_000 });
  await expect(drawer.getByRole('region', { name: 'Running (0)' })).toBeVisible();
  await expectAccessible(page, 'operations drawer with operations');
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`ticket list and detail fit the screen as cards and stay accessible (${colorScheme})`, async ({
      page,
      world,
      signInAs,
    }) => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto('/support/tickets');
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(21);
      // Each row is a card whose cells say which column they belong to.
      const statusCell = table.locator('tbody tr').first().locator('td').nth(1);
      expect(await statusCell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain('Status');
      expect(await overflow()).toBe(0);
      await expectAccessible(page, `ticket list at 390 px, ${colorScheme}`);

      await page.goto(`/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`);
      await expect(
        page.getByRole('heading', { level: 1, name: DEMO_TICKETS.openWithStaffReply.subject }),
      ).toBeVisible();
      expect(await overflow()).toBe(0);
      await expectAccessible(page, `ticket detail at 390 px, ${colorScheme}`);
    });
  }
});

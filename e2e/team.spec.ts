import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PEOPLE, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expect, expectAccessible, expectLandingPage, test } from './fixtures';
import { checkEveryLook } from './steps';

/**
 * Issue 39, team members (`/account/team`) and sessions (`/account/sessions`): a person invited here accepts from the
 * mock's outbox, signs in with their role's limits, and is signed out with the reason when removed; a session signed
 * out from another one is told why.
 */

const erik = DEMO_PEOPLE.erik;
const TOVE = 'tove@nordlicht.example';
const TOVE_PASSWORD = 'violet-harbour-compass-71';

/** Another browser (its own storage: no tab hands its session over), naming the demo's world for a sign-in. */
async function otherBrowser(browser: Browser, worldId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript((id) => window.sessionStorage.setItem('hosting-panel.demo-world', id), worldId);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectLandingPage(page);
}

test.describe('team members', () => {
  test.beforeEach(async ({ page, world }) => {
    // The demo build names the mock's world to sign in to (ledger "People and session keys").
    await page.addInitScript((id) => window.sessionStorage.setItem('hosting-panel.demo-world', id), world.worldId);
  });

  test('invite a read-only member, accept from the outbox, see their limits, remove them while their tab is open', async ({
    page,
    world,
    browser,
    consoleErrors,
  }) => {
    // Two browsers and two people through a whole journey.
    test.slow();
    consoleErrors.allow(/status of 401/);
    await signIn(page, erik.email, erik.password);
    await page.goto('/account/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();

    await page.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByLabel('E-mail address').fill(TOVE);
    await dialog.getByRole('radio', { name: /Read-only/ }).check();
    await expectAccessible(page, 'invite a person');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${TOVE}. It works for 7 days.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(TOVE) })).toContainText('Invited');

    // Tove's own browser: the mail in the mock's outbox, its link, her name and password.
    const tove = await otherBrowser(browser, world.worldId);
    await tove.page.goto(`/__mock/outbox/${world.worldId}`);
    await tove.page.getByRole('link', { name: 'Accept the invitation' }).click();
    await expect(tove.page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
    await expect(tove.page.getByText(/invited you to .* as Read-only/)).toBeVisible();
    await expectAccessible(tove.page, 'join the team');
    await tove.page.getByLabel('Your name').fill('Tove Berg');
    await tove.page.getByLabel('Password').fill(TOVE_PASSWORD);
    await tove.page.getByRole('button', { name: 'Join the team' }).click();
    await expect(tove.page.getByRole('heading', { name: 'You have joined the team' })).toBeVisible();
    await tove.page.getByRole('link', { name: 'Go to sign-in' }).click();
    await signIn(tove.page, TOVE, TOVE_PASSWORD);

    // Read-only: a write is refused before the click, with the reason.
    await tove.page.goto(`/vps/${DEMO_VPS.web.id}?tab=snapshots`);
    const take = tove.page.getByRole('button', { name: 'Take snapshot' });
    await expect(take).toHaveAttribute('aria-disabled', 'true');
    await expect(take).toHaveAccessibleDescription(/can only read/);

    // Removed while her tab is open: her next request signs her out, saying why.
    await page.reload();
    const row = page.getByRole('row', { name: /Tove Berg/ });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: /^Remove/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Tove Berg from the team?' });
    await expect(confirm).toContainText('signed out everywhere at once');
    await confirm.getByRole('button', { name: 'Remove from the team' }).click();
    await expect(page.getByText('Tove Berg was removed from the team.')).toBeVisible();
    await tove.page.getByRole('link', { name: 'Domains' }).first().click();
    await expect(tove.page).toHaveURL(/\/sign-in/);
    await expect(
      tove.page.getByText(/You were removed from this account’s team, so you were signed out/),
    ).toBeVisible();
    await tove.context.close();
  });

  test('the last owner cannot be removed, said before the click', async ({ page }) => {
    await signIn(page, erik.email, erik.password);
    await page.goto('/account/team');
    const astrid = page.getByRole('row', { name: new RegExp(DEMO_PEOPLE.astrid.name) });
    await astrid.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove from the team' }).click();
    const remove = page.getByRole('row', { name: new RegExp(erik.name) }).getByRole('button', { name: /^Remove/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(/Every account needs an owner/);
  });
});

test.describe('sessions', () => {
  test('sign out another session: that browser is signed out and told why', async ({
    page,
    world,
    browser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.addInitScript((id) => window.sessionStorage.setItem('hosting-panel.demo-world', id), world.worldId);
    const other = await otherBrowser(browser, world.worldId);
    await signIn(other.page, erik.email, erik.password);
    await signIn(page, erik.email, erik.password);
    await page.goto('/account/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('row', { name: /This browser/ })).toContainText('Stockholm');
    await page.getByRole('button', { name: /^Sign out Chrome/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign it out' }).click();
    await expect(page.getByText(/was signed out\.$/)).toBeVisible();
    await other.page.getByRole('link', { name: 'Domains' }).first().click();
    await expect(other.page).toHaveURL(/\/sign-in/);
    await expect(other.page.getByText(/You were signed out from another of your sessions/)).toBeVisible();
    await other.context.close();
  });
});

/** Axe at 1280 and 390 px, light and dark, in each language: one page a test (eight looks each). */
for (const language of ['en', 'sv'] as const) {
  const words =
    language === 'en'
      ? { email: 'E-mail address', password: 'Password', submit: 'Sign in', team: 'Team members', sessions: 'Sessions' }
      : {
          email: 'E-postadress',
          password: 'Lösenord',
          submit: 'Logga in',
          team: 'Teammedlemmar',
          sessions: 'Sessioner',
        };
  for (const [path, heading] of [
    ['/account/team', words.team],
    ['/account/sessions', words.sessions],
  ] as const) {
    test.describe(`${path} in ${language}`, () => {
      test.use({ locale: language === 'en' ? 'en-GB' : 'sv-SE' });

      test('looks right at 1280 and 390 px, light and dark', async ({ page, world }) => {
        test.slow();
        await page.addInitScript((id) => window.sessionStorage.setItem('hosting-panel.demo-world', id), world.worldId);
        await page.goto('/sign-in');
        await page.getByLabel(words.email).fill(erik.email);
        await page.getByLabel(words.password).fill(erik.password);
        await page.getByRole('button', { name: words.submit, exact: true }).click();
        await expect(page).toHaveURL(/\/(\?.*)?$/);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await checkEveryLook(page, heading, `${path.slice(9)}-${language}`);
      });
    });
  }
}

import type { Page } from '@playwright/test';
import { DEMO_PEOPLE } from '../src/mock/scenarios/demo/ids';
import { expect, expectAccessible, expectLandingPage, test } from './fixtures';
import { enterPassword, signInWithPassword, useWorldForSignIn } from './people';
import { chooseLanguage, overflow, saveLook, signOutFromMenu } from './steps';

/**
 * Issue 39: the account page as a person uses it. Served at `localhost` (playwright.config.ts, project
 * chromium-localhost): WebAuthn refuses an IP address as the relying party. Passkeys are made and used by Chromium's
 * virtual authenticator (the DevTools protocol's WebAuthn domain), as a phone or laptop would.
 */

const astrid = DEMO_PEOPLE.astrid;
const erik = DEMO_PEOPLE.erik;

async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and security' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/sign-in/);
}

test.describe('the account page', () => {
  test.beforeEach(async ({ page, world }) => {
    // Each journey signs in once or twice and walks the whole page (the last one eight times, with axe).
    test.slow();
    await useWorldForSignIn(page, world.worldId);
  });

  test('adds a passkey after a password and a code, then signs in with the passkey alone', async ({ page }) => {
    await virtualAuthenticator(page);
    await signInWithPassword(page, astrid);
    await openAccount(page);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name of the passkey').fill('This laptop');
    await dialog.getByRole('button', { name: 'Continue in the browser' }).click();
    await expect(page.getByText('The passkey “This laptop” is added.', { exact: false })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your passkeys' });
    await expect(table.getByRole('row', { name: /This laptop/ })).toBeVisible();
    await expectAccessible(page, 'account with a passkey');

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectLandingPage(page);
    await openAccount(page);
    await expect(
      page.getByRole('table', { name: 'Your passkeys' }).getByRole('row', { name: /This laptop/ }),
    ).not.toContainText('Not used yet');
  });

  test('changes the password and makes new recovery codes, then signs in with the new password and a code of them', async ({
    page,
    consoleErrors,
  }) => {
    // The old password, refused once on purpose.
    consoleErrors.allow(/status of 401/);
    const newPassword = 'copper-lighthouse-meadow-17';
    await signInWithPassword(page, astrid);
    await openAccount(page);
    await page.getByLabel('Current password').fill(astrid.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password is changed/)).toBeVisible();

    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await page
      .getByRole('dialog', { name: 'Make new recovery codes?' })
      .getByRole('button', { name: 'Make new codes' })
      .click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const code = (await list.getByRole('listitem').first().textContent()) ?? '';
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as a text file' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await signOut(page);
    await enterPassword(page, astrid.email, astrid.password);
    await expect(page.getByText('The e-mail address or the password is not right.')).toBeVisible();
    await enterPassword(page, astrid.email, newPassword);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectLandingPage(page);
  });

  test('is accessible at 1280 and 390 px, light and dark, in English and Swedish', async ({ page }) => {
    await signInWithPassword(page, erik);
    for (const locale of ['en', 'sv'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(
          ([l, th]) => {
            window.localStorage.setItem('hosting-panel.locale', l);
            window.localStorage.setItem('hosting-panel.theme', th);
          },
          [locale, theme] as const,
        );
        await page.goto('/account');
        const title = locale === 'en' ? 'Profile and security' : 'Profil och säkerhet';
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await expectAccessible(page, `account ${locale} ${theme} ${width}px`);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  });

  test('confirms a new e-mail address from the link in the outbox, and the old address is told', async ({
    page,
    world,
    consoleErrors,
  }) => {
    // The link opened a second time, refused on purpose.
    consoleErrors.allow(/status of 409/);
    const newAddress = 'erik@fjord.example';
    await signInWithPassword(page, erik);
    await openAccount(page);
    await page.getByLabel('New e-mail address').fill(newAddress);
    await page.getByRole('button', { name: 'Send the verification link' }).click();
    await expect(page.getByText(`We sent a link to ${newAddress}`, { exact: false })).toBeVisible();

    // The mail, in the mock's stand-in outbox; its link opens the panel's page in this tab.
    await page.goto(`/__mock/outbox/${world.worldId}`);
    await page.getByRole('link', { name: 'Confirm this address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is changed' })).toBeVisible();
    await expect(page.getByText(`From now on you sign in with ${newAddress}`, { exact: false })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/account\/verify-email$/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(page, `e-mail verified ${colorScheme} ${width}px`);
        if (width === 390) expect(await overflow(page), `e-mail verified fits 390 px (${colorScheme})`).toBe(0);
        await saveLook(page, `/tmp/account-email-verified-${width}-${colorScheme}.png`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByText(`You sign in with ${newAddress}, and we write to it.`)).toBeVisible();

    // The old address got a notice of the change.
    await page.goto(`/__mock/outbox/${world.worldId}`);
    const notice = page.getByRole('article').filter({ hasText: 'Your e-mail address was changed' });
    await expect(notice).toContainText(erik.email);
    await expect(notice).toContainText(newAddress);

    // The same link a second time says it was used.
    await page.goto(`/__mock/outbox/${world.worldId}`);
    await page.getByRole('link', { name: 'Confirm this address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link was used already' })).toBeVisible();
    await expectAccessible(page, 'e-mail link used');
  });

  test('the language saved in the profile is the panel’s at the next sign-in, whatever the browser’s', async ({
    page,
  }) => {
    await signInWithPassword(page, erik);
    // The person menu's switch saves it to the profile.
    await chooseLanguage(page, 'Svenska');
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
    await signOutFromMenu(page, 'Logga ut');
    await expect(page).toHaveURL(/\/sign-in/);

    // Another browser, set to English: the sign-in page in English, the panel in Swedish once signed in.
    await page.evaluate(() => window.localStorage.setItem('hosting-panel.locale', 'en'));
    await enterPassword(page, erik.email, erik.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

    // And back: English in the profile, a Swedish browser gets English.
    await page.goto('/account');
    await page.getByRole('combobox', { name: 'Språk' }).selectOption('en');
    await page.getByRole('button', { name: 'Spara profilen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile and security' })).toBeVisible();
    await signOut(page);
    await page.evaluate(() => window.localStorage.setItem('hosting-panel.locale', 'sv'));
    await page.goto('/sign-in');
    await page.getByLabel('E-postadress').fill(erik.email);
    await page.getByLabel('Lösenord').fill(erik.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expectLandingPage(page);
  });
});

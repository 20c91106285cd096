import { DEMO_PEOPLE } from '../src/mock/scenarios/demo/ids';
import { expect, expectAccessible, expectLandingPage, test } from './fixtures';
import { totpCodeNow, useWorldForSignIn } from './people';
import { signOutFromMenu } from './steps';

/**
 * Issue 39: a person signs in with e-mail, password and a code; a new tab stays signed in; sign-out reaches both.
 * Passkeys, a password change and recovery codes, from the account page: account.spec.ts (served at `localhost`).
 */

const astrid = DEMO_PEOPLE.astrid;
const codeNow = () => totpCodeNow(astrid.totpSecret);

test.describe('signing in as a person', () => {
  test.beforeEach(async ({ page, world }) => {
    await useWorldForSignIn(page, world.worldId);
  });

  test('with a password and a code from the authenticator app; a wrong password said in words', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto('/sign-in');
    await expectAccessible(page, 'sign-in');
    await page.getByLabel('E-mail address').fill(astrid.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The e-mail address or the password is not right.')).toBeVisible();
    await page.getByLabel('Password').fill(astrid.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await expectAccessible(page, 'second factor');
    await page.getByLabel('Code from your authenticator app').fill(codeNow());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectLandingPage(page);
  });

  test('a server opened in a new tab stays signed in, and signing out in one tab signs out the other', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail address').fill(DEMO_PEOPLE.erik.email);
    await page.getByLabel('Password').fill(DEMO_PEOPLE.erik.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectLandingPage(page);
    const second = await context.newPage();
    await second.goto('/vps');
    await expect(second.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await signOutFromMenu(page);
    await expect(second).toHaveURL(/\/sign-in/);
  });

  test('the sign-in page speaks to customers: the API key is a secondary way; support’s entry is its own', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Open a customer’s view' })).toHaveCount(0);
    await page.getByText('Sign in with an API key').click();
    await expect(page.getByText(/an API key is a long code made for scripts/)).toBeVisible();
    await page.goto('/support/open-view');
    await expect(page.getByRole('heading', { name: 'Open a customer’s view' })).toBeVisible();
  });
});

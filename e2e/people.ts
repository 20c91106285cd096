import { TOTP, Secret } from 'otpauth';
import { DEMO_PEOPLE } from '../src/mock/scenarios/demo/ids';
import { expect, expectLandingPage } from './fixtures';
import type { Page } from '@playwright/test';

/** Issue 39: the demo's people and their sign-in, as a customer goes through it. */

export type DemoPerson = (typeof DEMO_PEOPLE)[keyof typeof DEMO_PEOPLE];

/** The code the person's authenticator app shows now. */
export function totpCodeNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** The demo build names the mock's world to sign in to (ledger "People and session keys"). */
export async function useWorldForSignIn(page: Page, worldId: string): Promise<void> {
  await page.addInitScript((id) => window.sessionStorage.setItem('hosting-panel.demo-world', id), worldId);
}

/** E-mail and password on the sign-in page; the second step is the caller's. */
export async function enterPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in with e-mail, password and, when asked, a code from the authenticator app. */
export async function signInWithPassword(page: Page, person: DemoPerson, password = person.password): Promise<void> {
  await enterPassword(page, person.email, password);
  if (person.totpSecret) {
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await page.getByLabel('Code from your authenticator app').fill(totpCodeNow(person.totpSecret));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expectLandingPage(page);
}

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '@/i18n';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { mockApi, renderRoute, signInPerson } from '@/test/render-route';
import { DEMO_WORLD_STORAGE_KEY } from '@/features/session/api/person-sign-in';

/** Issue 39: the language saved in a person's profile is the panel's from their next sign-in, whatever the browser's. */

const erik = DEMO_PEOPLE.erik;

afterEach(async () => {
  await setLocale('en', null);
});

async function signInAsErik(browserLanguage: 'en' | 'sv', profileLanguage: 'en' | 'sv' | null) {
  await setLocale(browserLanguage, null);
  const view = await renderRoute('/sign-in', { signedIn: false });
  window.sessionStorage.setItem(DEMO_WORLD_STORAGE_KEY, view.world.worldId);
  if (profileLanguage) {
    const key = await signInPerson(view.world.worldId, 'erik');
    expect(await mockApi('/api/v2/account/profile', key, 'PATCH', { language: profileLanguage })).toBe(200);
  }
  const emailLabel = browserLanguage === 'en' ? 'E-mail address' : 'E-postadress';
  const passwordLabel = browserLanguage === 'en' ? 'Password' : 'Lösenord';
  const button = browserLanguage === 'en' ? 'Sign in' : 'Logga in';
  await view.user.type(await screen.findByLabelText(emailLabel), erik.email);
  await view.user.type(screen.getByLabelText(passwordLabel), erik.password);
  await view.user.click(screen.getByRole('button', { name: button }));
  return view;
}

describe('the profile’s language at sign-in', () => {
  it('a browser in English gets the Swedish panel when the profile says Swedish', async () => {
    await signInAsErik('en', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    expect(document.documentElement.lang).toBe('sv');
  });

  it('a browser in Swedish gets the English panel when the profile says English', async () => {
    await signInAsErik('sv', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('a profile without a chosen language keeps the browser’s', async () => {
    await signInAsErik('sv', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    expect(getLocale()).toBe('sv');
  });
});

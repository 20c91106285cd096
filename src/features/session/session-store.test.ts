// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_SESSION_KEY } from '@/api/storage-keys';
import { createSessionStore, SIGN_OUT_SIGNAL_KEY, signOutReasonOf, type Session } from './session-store';

const session = (persist: boolean, key = 'hpk_x'): Session => ({
  key,
  persist,
  customerName: 'Astrid',
  scopes: ['read:support'],
  demo: null,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session store', () => {
  it('keeps the tax summary with the scopes, so a reload shows the same prices; a change is kept and told', () => {
    const tax = { customerType: 'business' as const, country: 'SE', vatRate: 25, reverseCharge: false };
    const store = createSessionStore();
    store.signIn({ ...session(true), tax });
    expect(createSessionStore().get()?.tax).toEqual(tax);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTax(tax);
    expect(listener).not.toHaveBeenCalled();
    const consumer = { ...tax, customerType: 'consumer' as const };
    store.setTax(consumer);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.tax).toEqual(consumer);
    expect(createSessionStore().get()?.tax).toEqual(consumer);
    // A session kept before prices knew VAT reads as "not known".
    localStorage.setItem(
      'hosting-panel.session',
      JSON.stringify({ key: 'hpk_y', persist: true, customerName: null, scopes: null, demo: null }),
    );
    expect(createSessionStore().get()?.tax ?? null).toBeNull();
  });

  it('keeps the API the key was signed in to, for a reload to send its first reads there at once', () => {
    const stored = () =>
      JSON.parse(sessionStorage.getItem('hosting-panel.session') ?? 'null') as Record<string, unknown>;
    createSessionStore({ apiBaseUrl: 'https://api.example.com' }).signIn(session(false));
    expect(stored().apiBaseUrl).toBe('https://api.example.com');
    // config.json names another API now: the session says that one from the next start on.
    expect(createSessionStore({ apiBaseUrl: '/gateway' }).get()).toMatchObject({
      key: 'hpk_x',
      apiBaseUrl: '/gateway',
    });
    expect(stored().apiBaseUrl).toBe('/gateway');
    // A session kept before the API was kept with it: not known until a start says it.
    sessionStorage.setItem(
      'hosting-panel.session',
      JSON.stringify({ key: 'hpk_y', persist: false, customerName: null, scopes: null, demo: null }),
    );
    expect(createSessionStore().get()?.apiBaseUrl).toBeNull();
    expect(createSessionStore({ apiBaseUrl: '' }).get()?.apiBaseUrl).toBe('');
    expect(stored().apiBaseUrl).toBe('');
    // A replay's stand-in is never sent anywhere: it keeps no API.
    createSessionStore({ apiBaseUrl: '' }).signIn(session(false, REPLAY_SESSION_KEY));
    expect(stored().apiBaseUrl).toBeNull();
  });

  it('keeps the key for this tab only unless asked to remember it', () => {
    const store = createSessionStore();
    store.signIn(session(false));
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(createSessionStore().getKey()).toBe('hpk_x');

    store.signIn(session(true));
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(1);
  });

  it('signing out forgets the key everywhere and tells subscribers', () => {
    const store = createSessionStore();
    store.signIn(session(true));
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    expect(store.isSignedIn()).toBe(false);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalled();
    expect(store.endedBecause()).toBe('signed-out');
  });

  it('remembers that the key expired until the next sign-in', () => {
    const store = createSessionStore();
    expect(store.endedBecause()).toBeNull();
    store.signIn(session(false));
    store.signOut('expired');
    expect(store.endedBecause()).toBe('expired');
    store.signIn(session(false));
    expect(store.endedBecause()).toBeNull();
  });

  it('treats a corrupt stored entry as signed out', () => {
    sessionStorage.setItem('hosting-panel.session', '{not json');
    expect(createSessionStore().isSignedIn()).toBe(false);
    sessionStorage.setItem('hosting-panel.session', JSON.stringify({ key: '' }));
    expect(createSessionStore().isSignedIn()).toBe(false);
  });
});

/** What the browser delivers to every other tab when one changes localStorage. */
function fromOtherTab(key: string | null, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

describe('other tabs of the same browser', () => {
  it('signing out tells them (set and at once removed), and why', () => {
    const store = createSessionStore();
    store.signIn(session(false));
    const sent: [string, string][] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      sent.push([k, v]);
    });
    store.signOut('signed-out');
    setItem.mockRestore();
    const signal = sent.find(([k]) => k === SIGN_OUT_SIGNAL_KEY);
    expect(JSON.parse(signal?.[1] ?? 'null')).toMatchObject({ reason: 'signed-out' });
    expect(localStorage.getItem(SIGN_OUT_SIGNAL_KEY)).toBeNull();
    expect(JSON.stringify(sent)).not.toContain('hpk_x');
  });

  it('a sign-out in another tab ends this tab’s session, whatever key it holds; it is not sent on', () => {
    const store = createSessionStore();
    store.signIn(session(false, 'hpk_this_tab'));
    const ended = vi.fn();
    const stop = store.followOtherTabs(ended);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    fromOtherTab(SIGN_OUT_SIGNAL_KEY, null, JSON.stringify({ reason: 'signed-out', sessionId: 'another' }));
    expect(ended).toHaveBeenCalledWith('signed-out');
    store.signOut('signed-out', 'other-tab');
    expect(setItem).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    stop();
  });

  it('a key that stopped working in another tab ends only the tabs of that same session', () => {
    const store = createSessionStore();
    store.signIn(session(true));
    const sharedId = (JSON.parse(localStorage.getItem('hosting-panel.session') ?? '{}') as { id: string }).id;
    const ended = vi.fn();
    const stop = store.followOtherTabs(ended);
    fromOtherTab(SIGN_OUT_SIGNAL_KEY, null, JSON.stringify({ reason: 'expired', sessionId: 'someone-else' }));
    expect(ended).not.toHaveBeenCalled();
    fromOtherTab(SIGN_OUT_SIGNAL_KEY, null, JSON.stringify({ reason: 'expired', sessionId: sharedId }));
    expect(ended).toHaveBeenCalledWith('expired');
    stop();
  });

  it('a revoked key ends the tabs of that session with the reason, which a 401’s code gives', () => {
    expect(signOutReasonOf('api_key_revoked')).toBe('key-revoked');
    expect(signOutReasonOf('api_key_expired')).toBe('key-expired');
    expect(signOutReasonOf('api_key_replaced')).toBe('key-replaced');
    expect(signOutReasonOf('member_removed')).toBe('member-removed');
    expect(signOutReasonOf('session_revoked')).toBe('session-revoked');
    expect(signOutReasonOf('unauthorized')).toBe('expired');
    expect(signOutReasonOf(null)).toBe('expired');
    const store = createSessionStore();
    store.signIn(session(true));
    const sharedId = (JSON.parse(localStorage.getItem('hosting-panel.session') ?? '{}') as { id: string }).id;
    const ended = vi.fn();
    const stop = store.followOtherTabs(ended);
    fromOtherTab(SIGN_OUT_SIGNAL_KEY, null, JSON.stringify({ reason: 'key-revoked', sessionId: sharedId }));
    expect(ended).toHaveBeenCalledWith('key-revoked');
    stop();
  });

  it('a kept session removed or replaced by another tab ends this tab’s use of it', () => {
    const store = createSessionStore();
    store.signIn(session(true));
    const kept = localStorage.getItem('hosting-panel.session');
    const ended = vi.fn();
    const stop = store.followOtherTabs(ended);
    // The locale switching, or a change that leaves our key where it was: nothing to do.
    fromOtherTab('hosting-panel.locale', 'en', 'sv');
    fromOtherTab('hosting-panel.session', kept, kept);
    expect(ended).not.toHaveBeenCalled();
    fromOtherTab('hosting-panel.session', kept, JSON.stringify({ ...session(true, 'hpk_someone_else'), id: 'b' }));
    expect(ended).toHaveBeenCalledWith('signed-out');
    ended.mockClear();
    fromOtherTab('hosting-panel.session', kept, null);
    expect(ended).toHaveBeenCalledWith('signed-out');
    stop();
  });

  it('a replay’s stand-in session begins and ends in its tab: no other tab is told, the kept session stays', () => {
    const store = createSessionStore();
    // Another tab signed in meanwhile and kept its session on this device ("keep me signed in").
    const kept = JSON.stringify({ ...session(true, 'hpk_kept'), id: 'k' });
    localStorage.setItem('hosting-panel.session', kept);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    store.signIn(session(false, REPLAY_SESSION_KEY));
    expect(store.getKey()).toBe(REPLAY_SESSION_KEY);
    store.signOut('signed-out');
    expect(store.isSignedIn()).toBe(false);
    expect(store.endedBecause()).toBe('signed-out');
    const localWrites = [...setItem.mock.contexts, ...removeItem.mock.contexts].filter((area) => area === localStorage);
    expect(localWrites).toEqual([]);
    expect(localStorage.getItem('hosting-panel.session')).toBe(kept);
    expect(sessionStorage.getItem('hosting-panel.session')).toBeNull();
  });

  it('a tab-only session is not ended by changes to the kept one, and nothing signs a signed-out tab in', () => {
    const store = createSessionStore();
    store.signIn(session(false));
    const ended = vi.fn();
    const stop = store.followOtherTabs(ended);
    fromOtherTab('hosting-panel.session', JSON.stringify({ ...session(true, 'hpk_kept'), id: 'k' }), null);
    expect(ended).not.toHaveBeenCalled();

    store.signOut('signed-out');
    fromOtherTab('hosting-panel.session', null, JSON.stringify({ ...session(true, 'hpk_someone_else'), id: 'c' }));
    localStorage.setItem('hosting-panel.session', JSON.stringify({ ...session(true, 'hpk_someone_else'), id: 'c' }));
    expect(store.isSignedIn()).toBe(false);
    expect(store.getKey()).toBeNull();
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});

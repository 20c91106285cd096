import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from './session-store';

const session = (persist: boolean): Session => ({
  key: 'hpk_x',
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

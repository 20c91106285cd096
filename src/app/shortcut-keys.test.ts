// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { navAreas } from './nav-areas';
import {
  ACCOUNT_LOG_LETTER,
  createShortcutReader,
  goToLetterOf,
  goToLetters,
  HOME_LETTER,
  isTypingTarget,
} from './shortcut-keys';

const press = (
  key: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

describe('keyboard shortcuts', () => {
  it('opens the palette with Ctrl+K and ⌘K, even from a field', () => {
    const read = createShortcutReader();
    const field = document.createElement('input');
    expect(read(press('k', { ctrlKey: true }), 0, false)).toEqual({ kind: 'palette' });
    expect(read(press('K', { metaKey: true, target: field }), 0, false)).toEqual({ kind: 'palette' });
    expect(read(press('k', { ctrlKey: true, altKey: true }), 0, false)).toBeNull();
  });

  it('goes to an area with g then its letter, and home with g g, within a moment', () => {
    const read = createShortcutReader(1500);
    expect(read(press('g'), 0, false)).toBeNull();
    expect(read(press('d'), 500, false)).toEqual({ kind: 'go', letter: 'd' });
    expect(read(press('d'), 600, false)).toBeNull();
    read(press('g'), 1000, false);
    expect(read(press(HOME_LETTER), 1100, false)).toEqual({ kind: 'go', letter: 'g' });
    read(press('g'), 2000, false);
    expect(read(press('d'), 4000, false)).toBeNull();
  });

  it('lists the shortcuts with ?', () => {
    expect(createShortcutReader()(press('?'), 0, false)).toEqual({ kind: 'help' });
  });

  it('never fires while typing in a field, with a modifier held, or while a dialog is open', () => {
    const typing = [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
    ];
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(isTypingTarget(editable)).toBe(true);
    for (const target of [...typing, editable]) {
      const read = createShortcutReader();
      expect(read(press('?', { target }), 0, false)).toBeNull();
      expect(read(press('g', { target }), 0, false)).toBeNull();
      expect(read(press('d', { target }), 10, false)).toBeNull();
    }
    editable.remove();

    const read = createShortcutReader();
    read(press('g'), 0, false);
    expect(read(press('d', { altKey: true }), 10, false)).toBeNull();
    read(press('g', { ctrlKey: true }), 20, false);
    expect(read(press('d'), 30, false)).toBeNull();
    expect(read(press('?'), 40, true)).toBeNull();
    expect(read(press('k', { ctrlKey: true }), 50, true)).toBeNull();
    read(press('g'), 60, false);
    expect(read(press('d'), 70, true)).toBeNull();
  });

  it('gives every area of the navigation and the account log its own letter, none taken by home', () => {
    const letters = [...navAreas.map((area) => goToLetterOf(area.to)), goToLetterOf('/account-log')];
    expect(letters.every((letter) => typeof letter === 'string')).toBe(true);
    expect(goToLetterOf('/account-log')).toBe(ACCOUNT_LOG_LETTER);
    expect(new Set([...letters, HOME_LETTER]).size).toBe(letters.length + 1);
    expect(Object.keys(goToLetters)).toHaveLength(navAreas.length);
  });
});

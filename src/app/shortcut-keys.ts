import type { navAreas } from './nav-areas';

/**
 * The panel's keyboard shortcuts, read from key presses (pure: the launcher feeds it the events and the clock):
 * Ctrl+K or ⌘K opens the palette, `?` lists the shortcuts, `g` then a letter goes to a place (as Linode's go-to).
 * None fires while a dialog is open; the single keys never while typing in a field or with Ctrl, ⌘ or Alt held.
 */

/** `g` then this letter goes to the area (each area of the navigation has one: a new area without one is a type error). */
export const goToLetters = {
  '/vps': 's',
  '/hosting': 'h',
  '/domains': 'd',
  '/orders': 'o',
  '/billing/invoices': 'b',
  '/catalog': 'c',
  '/support/tickets': 't',
} as const satisfies Record<(typeof navAreas)[number]['to'], string>;

/** `g a`: the account log (under the account in the header, not an area of the navigation). */
export const ACCOUNT_LOG_LETTER = 'a';

/** The letter of an area's first screen, if it has one. */
export function goToLetterOf(to: string): string | undefined {
  if (to === '/account-log') return ACCOUNT_LOG_LETTER;
  return Object.entries(goToLetters).find(([path]) => path === to)?.[1];
}

/** `g g`: the start page (`/`). */
export const HOME_LETTER = 'g';

/** How long after `g` its letter is awaited. */
export const GO_TO_WINDOW_MS = 1500;

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  isComposing?: boolean;
}

export type Shortcut = { kind: 'palette' } | { kind: 'help' } | { kind: 'go'; letter: string };

/** True when keys pressed there type text: a text field, a text area, a select, or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return true;
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/**
 * A reader of key presses: `read(event, now, dialogOpen)` is the shortcut the press completes, or null. It keeps
 * only whether `g` was just pressed.
 */
export function createShortcutReader(windowMs = GO_TO_WINDOW_MS) {
  let pendingSince: number | null = null;
  return function read(event: ShortcutKey, now: number, dialogOpen: boolean): Shortcut | null {
    const waiting = pendingSince !== null && now - pendingSince <= windowMs;
    pendingSince = null;
    if (dialogOpen || event.isComposing) return null;
    const command = event.ctrlKey || event.metaKey;
    if (command && !event.altKey && event.key.toLowerCase() === 'k') return { kind: 'palette' };
    if (command || event.altKey || isTypingTarget(event.target)) return null;
    if (waiting && /^[a-z]$/.test(event.key)) return { kind: 'go', letter: event.key };
    if (event.key === '?') return { kind: 'help' };
    if (event.key === 'g') pendingSince = now;
    return null;
  };
}

/** True while a dialog (the kit's, or any modal) is open on the page. */
export function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

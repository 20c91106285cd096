import { THEME_STORAGE_KEY } from '../api/storage-keys';

/**
 * The colour theme on the page, without React: the boot script (src/boot/boot.ts) applies the stored choice before
 * the first paint and follows other tabs with it; the theme switch's store (src/ui/theme.ts) builds on it. Relative
 * imports only: it is bundled into the boot script (scripts/boot-script-plugin.ts).
 *
 * The page says an explicit choice as `<html data-theme="light|dark">` and says nothing for the system's setting:
 * src/ui/tokens.css then follows `prefers-color-scheme`. The `color-scheme` meta says the same, so the browser's own
 * canvas and controls match before the stylesheet applies.
 */

/** The choices, in the order the switch offers them: the system's setting (the default), light, dark. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const isThemeChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);

/** What a stored value means: `light` or `dark`; anything else (nothing, an old or broken value) is the system's. */
export function themeChoiceOf(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The choice remembered on this device; the system's when storage is blocked or empty. */
export function readThemeChoice(storage: Storage | null): ThemeChoice {
  try {
    return themeChoiceOf(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Remembers a choice on this device (the system's is no entry at all). False when storage refused it. */
export function storeThemeChoice(choice: ThemeChoice, storage: Storage | null): boolean {
  try {
    if (!storage) return false;
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** Puts a choice on the page: `<html data-theme>` (none for the system's) and the `color-scheme` meta. */
export function applyThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  const root = doc.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', choice === 'system' ? 'light dark' : choice);
}

/** This window's localStorage, or null where it is blocked (a sandboxed frame, some privacy settings). */
export function localStorageOf(target: Window = window): Storage | null {
  try {
    return target.localStorage;
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` with the choice whenever another tab of this browser changes it (the `storage` event reaches
 * only the other tabs; `key: null` is storage cleared, read again like any change). Returns the unsubscribe.
 */
export function onOtherTabsTheme(onChange: (choice: ThemeChoice) => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    onChange(readThemeChoice(localStorageOf(target)));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}

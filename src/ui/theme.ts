import { useSyncExternalStore } from 'react';
import {
  applyThemeChoice,
  localStorageOf,
  onOtherTabsTheme,
  storeThemeChoice,
  themeChoiceOf,
  type ThemeChoice,
} from './theme-choice';

/**
 * The colour theme: light, dark, or the system's setting (the default). One choice per device, kept in localStorage
 * (`THEME_STORAGE_KEY`), applied before the first paint by the boot script, followed by every open tab.
 *
 * The page is the state: `<html data-theme>` says the choice in force (src/ui/theme-choice.ts), so whoever applied
 * it (the boot script, another tab, `setTheme`) every reader agrees, and a choice storage refused still holds for
 * this visit. For the theme switch and anything else that offers the choice (a command palette's "switch to dark").
 */

export { isThemeChoice, themeChoiceOf, themeChoices, type ThemeChoice } from './theme-choice';

const listeners = new Set<() => void>();
let stopFollowing: (() => void) | null = null;

const notify = () => listeners.forEach((listener) => listener());

/** The choice in force on this page. */
export function getTheme(): ThemeChoice {
  return themeChoiceOf(document.documentElement.dataset.theme);
}

/** Switches this page at once, remembers the choice on this device, and other open tabs follow. */
export function setTheme(choice: ThemeChoice): void {
  storeThemeChoice(choice, localStorageOf());
  applyThemeChoice(choice);
  notify();
}

/** Calls `listener` after every change of the choice, here or in another tab. Returns the unsubscribe. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  // The boot script already follows other tabs on the page; this tells the subscribers too.
  stopFollowing ??= onOtherTabsTheme((choice) => {
    applyThemeChoice(choice);
    notify();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = null;
    }
  };
}

/** The choice in force, re-rendering on every change. */
export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, getTheme, getTheme);
}

/** The languages of the panel. Each is also the Intl locale its dates, numbers and money are formatted in. */
export const locales = ['en', 'sv'] as const;
export type Locale = (typeof locales)[number];

/** Each language's name in itself, for the language switch. */
export const localeNames: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Where the choice made with the language switch is remembered (per device, not per account). */
export const LOCALE_STORAGE_KEY = 'hosting-panel.locale';

/**
 * The language to show: the one chosen on this device if any; otherwise the first of the browser's
 * languages that the panel speaks (`sv`, `sv-SE`, `sv-FI` → Swedish; `en-US` → English), in the order
 * the user ranked them; otherwise English.
 */
export function detectLocale(languages: readonly string[], stored: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

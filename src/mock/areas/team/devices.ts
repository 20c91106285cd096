/**
 * The sessions list's device and place (src/api/endpoints/sessions.ts), as the mock stands in for them: the browser
 * and system read from a `User-Agent` by a few patterns (a real server uses a maintained parser), the place of an
 * address from a small table (a real server asks a GeoIP database). Product names read the same in every language.
 */

export interface Device {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}

export interface Place {
  city: string;
  /** ISO 3166-1 alpha-2: the panel says the country's name in the reader's language. */
  country: string;
}

/** Elsewhere on the internet: by the address's first number, so one address always lands in the same place. */
const ELSEWHERE: readonly Place[] = [
  { city: 'Oslo', country: 'NO' },
  { city: 'Copenhagen', country: 'DK' },
  { city: 'Helsinki', country: 'FI' },
  { city: 'Berlin', country: 'DE' },
  { city: 'Amsterdam', country: 'NL' },
  { city: 'London', country: 'GB' },
];

/** Where an address is, approximately; null when the mock does not know (no address, or an in-process call). */
export function placeOf(address: string | null | undefined): Place | null {
  if (!address || address === 'local') return null;
  const v4 = address.replace(/^::ffff:/, '');
  // The mock's own machine (a demo, the tests) is placed at the company's office.
  if (v4 === '::1' || v4.startsWith('127.')) return { city: 'Stockholm', country: 'SE' };
  if (v4.startsWith('10.')) return { city: 'Gothenburg', country: 'SE' };
  if (v4.startsWith('192.168.')) return { city: 'Malmö', country: 'SE' };
  const first = Number.parseInt(v4.split(/[.:]/)[0] ?? '', /:/.test(v4) ? 16 : 10);
  if (!Number.isFinite(first)) return null;
  return ELSEWHERE[first % ELSEWHERE.length] ?? null;
}

/** The address as the list shows it (none for an in-process call). */
export function shownAddress(address: string | null | undefined): string | null {
  return !address || address === 'local' ? null : address.replace(/^::ffff:/, '');
}

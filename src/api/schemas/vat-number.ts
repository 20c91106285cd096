/**
 * VAT numbers and rates, shared by the billing profile form (checked before sending) and the mock (checked again,
 * then looked up in its stand-in of the EU's register, VIES). Loads no schema.
 *
 * A number is written with its country's prefix (`SE556677889901`; Greece's is `EL`); spaces, dots and dashes are
 * dropped and letters upper-cased, and a number typed without the prefix gets the billing country's. Every EU
 * country's **format** is checked; the **checksum** where the country publishes one: AT, BE, DE, DK, FI, FR (numeric
 * key), HR, IT, LU, NL (mod 11, or mod 97 for sole traders), PL, PT, SE (Luhn on ten digits, then `01`), SI, SK.
 * BG, CY, CZ, EE, EL, ES, HU, IE, LT, LV, MT and RO: format only (ledger "Money: VAT").
 */

/** Standard VAT rates (percent) of the EU countries, as of 2026. */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** The seller's country: its customers pay Swedish VAT whether consumer or business. */
export const SELLER_COUNTRY = 'SE';

/** Countries outside the EU the seller sells to: no VAT on their invoices. Every other country is refused. */
export const NON_EU_SOLD_TO: readonly string[] = ['NO', 'IS', 'CH', 'GB'];

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country);
}

/** Every country the seller sells to (ISO 3166-1 alpha-2), the EU first, each group alphabetical. */
export const SOLD_TO_COUNTRIES: readonly string[] = [...Object.keys(EU_VAT_RATES).sort(), ...NON_EU_SOLD_TO];

export function isSoldTo(country: string): boolean {
  return SOLD_TO_COUNTRIES.includes(country);
}

/** What a business's VAT number is known as (mirrors the profile's `vatNumberStatus`). */
export type VatNumberState = 'valid' | 'invalid' | 'pending' | 'not_applicable';

/**
 * The VAT an account's invoices and prices carry (ledger "Money: VAT"): Swedish customers 25 %; an EU business whose
 * VAT number the register confirmed: reverse charge, 0 %; any other EU customer (a consumer, or a business whose number
 * is pending or refused): its country's rate; outside the EU: 0 %, no VAT.
 */
export function taxOf(input: {
  customerType: 'consumer' | 'business';
  country: string;
  vatNumberStatus: VatNumberState;
}): {
  vatRate: number;
  reverseCharge: boolean;
} {
  const rate = EU_VAT_RATES[input.country];
  if (rate === undefined) return { vatRate: 0, reverseCharge: false };
  if (input.country === SELLER_COUNTRY) return { vatRate: rate, reverseCharge: false };
  if (input.customerType === 'business' && input.vatNumberStatus === 'valid')
    return { vatRate: 0, reverseCharge: true };
  return { vatRate: rate, reverseCharge: false };
}

/** The VAT-number prefix of an EU country (Greece writes `EL`). */
export function vatPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

export type VatNumberCheck =
  | { ok: true; normalized: string }
  /** `format`: not this country's pattern; `checksum`: the pattern, but a digit is wrong; `country`: another country's prefix. */
  | { ok: false; problem: 'format' | 'checksum' | 'country' };

const digitsOf = (text: string): number[] => [...text].map(Number);

const weighted = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

/** Luhn over all digits (the last is the check digit). */
function luhn(text: string): boolean {
  let sum = 0;
  [...text].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 (DE, HR): the last digit checks the others. */
function mod11x10(text: string): boolean {
  let product = 10;
  for (const digit of digitsOf(text.slice(0, -1))) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(text.at(-1));
}

/** A big number as text modulo a small one (NL's mod 97 over more digits than a double holds). */
function modText(text: string, modulus: number): number {
  return [...text].reduce((rest, char) => (rest * 10 + Number(char)) % modulus, 0);
}

interface CountryRule {
  pattern: RegExp;
  checksum?: (body: string) => boolean;
}

const RULES: Readonly<Record<string, CountryRule>> = {
  AT: {
    pattern: /^U\d{8}$/,
    checksum: (body) => {
      const d = digitsOf(body.slice(1));
      const sum = [0, 1, 2, 3, 4, 5, 6].reduce((acc, i) => {
        const product = (d[i] ?? 0) * (i % 2 === 0 ? 1 : 2);
        return acc + Math.floor(product / 10) + (product % 10);
      }, 0);
      return (10 - ((sum + 4) % 10)) % 10 === d[7];
    },
  },
  BE: { pattern: /^[01]\d{9}$/, checksum: (b) => 97 - (Number(b.slice(0, 8)) % 97) === Number(b.slice(8)) },
  BG: { pattern: /^\d{9,10}$/ },
  CY: { pattern: /^\d{8}[A-Z]$/ },
  CZ: { pattern: /^\d{8,10}$/ },
  DE: { pattern: /^[1-9]\d{8}$/, checksum: mod11x10 },
  DK: { pattern: /^[1-9]\d{7}$/, checksum: (b) => weighted(digitsOf(b), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  EE: { pattern: /^10\d{7}$/ },
  EL: { pattern: /^\d{9}$/ },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: {
    pattern: /^\d{8}$/,
    checksum: (b) => {
      const rest = weighted(digitsOf(b), [7, 9, 10, 5, 8, 4, 2]) % 11;
      if (rest === 1) return false;
      return (rest === 0 ? 0 : 11 - rest) === Number(b[7]);
    },
  },
  FR: {
    pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    checksum: (b) => {
      if (!/^\d{2}/.test(b)) return true;
      return (12 + 3 * (Number(b.slice(2)) % 97)) % 97 === Number(b.slice(0, 2));
    },
  },
  HR: { pattern: /^\d{11}$/, checksum: mod11x10 },
  HU: { pattern: /^\d{8}$/ },
  IE: { pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { pattern: /^\d{11}$/, checksum: luhn },
  LT: { pattern: /^(\d{9}|\d{12})$/ },
  LU: { pattern: /^\d{8}$/, checksum: (b) => Number(b.slice(0, 6)) % 89 === Number(b.slice(6)) },
  LV: { pattern: /^\d{11}$/ },
  MT: { pattern: /^[1-9]\d{7}$/ },
  NL: {
    pattern: /^\d{9}B\d{2}$/,
    checksum: (b) => {
      const d = digitsOf(b.slice(0, 9));
      const elfproef = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11 === d[8];
      // Sole traders' numbers (since 2020): "NL" + the number, letters as 10..35, is 1 modulo 97.
      const asDigits = [...`NL${b}`].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
      return elfproef || modText(asDigits, 97) === 1;
    },
  },
  PL: {
    pattern: /^\d{10}$/,
    checksum: (b) => weighted(digitsOf(b), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(b[9]),
  },
  PT: {
    pattern: /^\d{9}$/,
    checksum: (b) => {
      const check = 11 - (weighted(digitsOf(b), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
      return (check >= 10 ? 0 : check) === Number(b[8]);
    },
  },
  RO: { pattern: /^[1-9]\d{1,9}$/ },
  SE: { pattern: /^\d{10}01$/, checksum: (b) => luhn(b.slice(0, 10)) },
  SI: {
    pattern: /^[1-9]\d{7}$/,
    checksum: (b) => {
      const check = 11 - (weighted(digitsOf(b), [8, 7, 6, 5, 4, 3, 2]) % 11);
      if (check === 11) return false;
      return (check === 10 ? 0 : check) === Number(b[7]);
    },
  },
  SK: { pattern: /^[1-9]\d{9}$/, checksum: (b) => modText(b, 11) === 0 },
};

/** Drops spaces, dots and dashes and upper-cases: `se 5566-7788 9901` → `SE5566778899 01` → `SE556677889901`. */
export function compactVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Checks a VAT number for a billing country in the EU: its prefix (added when missing), its country's format, and its
 * checksum where one exists. A country outside the EU has no rule here (the caller decides).
 */
export function checkVatNumber(country: string, raw: string): VatNumberCheck {
  const prefix = vatPrefixOf(country);
  const rule = RULES[prefix];
  if (!rule) return { ok: false, problem: 'country' };
  const compact = compactVatNumber(raw);
  let body = compact;
  if (compact.startsWith(prefix)) body = compact.slice(2);
  // Another EU country's prefix, unless the letters are this country's own (a French key, a Spanish letter).
  else if (Object.hasOwn(RULES, compact.slice(0, 2)) && !rule.pattern.test(compact))
    return { ok: false, problem: 'country' };
  if (!rule.pattern.test(body)) return { ok: false, problem: 'format' };
  if (rule.checksum && !rule.checksum(body)) return { ok: false, problem: 'checksum' };
  return { ok: true, normalized: `${prefix}${body}` };
}

/**
 * Swedish personal identity numbers (personnummer, also samordningsnummer) and organisation numbers
 * (organisationsnummer), as a .se/.nu registrant must give one (issue 37). One module for the panel's form and the
 * mock's check, so the two never disagree. Schema-free: the form loads it without zod.
 *
 * - Personal number: `YYMMDD-NNNN`, `YYMMDDNNNN`, `YYYYMMDD-NNNN` or `YYYYMMDDNNNN` (`+` for someone over 100); the
 *   date must exist (a samordningsnummer adds 60 to the day); Luhn over the ten digits from `YYMMDD`.
 * - Organisation number: `NNNNNN-NNNN` or ten digits (a `16` prefix is accepted); the third digit is 2 or more (never
 *   a month); Luhn over the ten digits.
 * Both are written back normalised: `YYMMDD-NNNN` and `NNNNNN-NNNN`.
 */

export type SwedishIdType = 'personal_number' | 'organisation_number';

export type SwedishIdCheck =
  | { valid: true; normalised: string }
  | { valid: false; problem: 'format' | 'date' | 'checksum' | 'not_an_organisation' };

/** Luhn over the digits (the last is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

function dateExists(yy: number, mm: number, dd: number): boolean {
  const day = dd > 60 ? dd - 60 : dd;
  if (mm < 1 || mm > 12 || day < 1) return false;
  // Any century: 29 February exists in a leap year; 2000 is one, so the two-digit year 00 allows it.
  const year = 2000 + yy;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return day <= last;
}

export function checkPersonalNumber(raw: string): SwedishIdCheck {
  const match = /^(\d{2})?(\d{6})[-+]?(\d{4})$/.exec(raw.trim().replace(/\s/g, ''));
  if (!match) return { valid: false, problem: 'format' };
  const [, , date = '', tail = ''] = match;
  const yy = Number(date.slice(0, 2));
  const mm = Number(date.slice(2, 4));
  const dd = Number(date.slice(4, 6));
  if (!dateExists(yy, mm, dd)) return { valid: false, problem: 'date' };
  if (!luhnValid(date + tail)) return { valid: false, problem: 'checksum' };
  return { valid: true, normalised: `${date}-${tail}` };
}

export function checkOrganisationNumber(raw: string): SwedishIdCheck {
  const match = /^(?:16)?(\d{6})-?(\d{4})$/.exec(raw.trim().replace(/\s/g, ''));
  if (!match) return { valid: false, problem: 'format' };
  const [, head = '', tail = ''] = match;
  if (Number(head[2]) < 2) return { valid: false, problem: 'not_an_organisation' };
  if (!luhnValid(head + tail)) return { valid: false, problem: 'checksum' };
  return { valid: true, normalised: `${head}-${tail}` };
}

export function checkSwedishId(type: SwedishIdType, raw: string): SwedishIdCheck {
  return type === 'personal_number' ? checkPersonalNumber(raw) : checkOrganisationNumber(raw);
}

/**
 * Masks personal data in what a view bundle carries, with stable placeholders: the same value is the same
 * placeholder everywhere in one bundle ("Person 1" in the list and in the ticket), so the view stays readable.
 *
 * Two passes. First the members that hold personal data by their name (`PERSONAL_KEYS`, checked against every
 * area's schema in mask.test.ts) are replaced and their values remembered; then free text (`FREE_TEXT_KEYS`: a
 * ticket's body, a problem's detail) is searched for those values (a name quoted in a message) and for what looks
 * like an e-mail address, a phone number or a Swedish personal or organisation number.
 */

export type PersonalKind = 'person' | 'organisation' | 'email' | 'phone' | 'street' | 'postalCode' | 'city' | 'number';

/** Members that hold personal data wherever they appear, by kind. */
export const PERSONAL_KEYS: Readonly<Record<string, PersonalKind>> = {
  firstName: 'person',
  lastName: 'person',
  fullName: 'person',
  contactName: 'person',
  customerName: 'person',
  requesterName: 'person',
  senderName: 'person',
  authorName: 'person',
  holderName: 'person',
  companyName: 'organisation',
  organisationName: 'organisation',
  organizationName: 'organisation',
  email: 'email',
  emailAddress: 'email',
  ccEmails: 'email',
  contactEmail: 'email',
  billingEmail: 'email',
  phone: 'phone',
  phoneNumber: 'phone',
  mobile: 'phone',
  street: 'street',
  address: 'street',
  address1: 'street',
  address2: 'street',
  addressLine1: 'street',
  addressLine2: 'street',
  postalCode: 'postalCode',
  zip: 'postalCode',
  city: 'city',
  orgNumber: 'number',
  organisationNumber: 'number',
  organizationNumber: 'number',
  personalNumber: 'number',
  identityNumber: 'number',
  vatNumber: 'number',
};

/**
 * `name` (and `value`) are personal only under these parents: the customer's, a ticket's requester's or a message
 * author's name, a registration identifier's number. Elsewhere `name` is a server's, a domain's or a plan's.
 */
export const PERSONAL_UNDER: Readonly<Record<string, Readonly<Record<string, PersonalKind>>>> = {
  customer: { name: 'person', email: 'email' },
  requester: { name: 'person' },
  author: { name: 'person' },

  contact: { name: 'person' },
  registrationIdentifier: { value: 'number' },
};

/** Free text, searched for e-mail addresses, phone numbers and personal or organisation numbers. */
export const FREE_TEXT_KEYS: ReadonlySet<string> = new Set([
  'body',
  'detail',
  'title',
  'subject',
  'message',
  'description',
  'reason',
  'note',
  'notes',
  'comment',
  'text',
  'summary',
]);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Swedish personal (YYMMDD-NNNN, YYYYMMDD-NNNN) and organisation numbers (NNNNNN-NNNN).
const ID_NUMBER = /\b(?:\d{8}|\d{6})[-+]\d{4}\b|\b(?:19|20)\d{10}\b/g;
// +46 70 123 45 67, 070-123 45 67, 08-123 456 78: a leading + or 0, then at least 7 more digits in groups.
const PHONE = /(?<![\w.])(?:\+\d{1,3}[\s-]?|0)\d{1,4}(?:[\s-]?\d{2,4}){2,4}(?![\w.])/g;

function placeholderOf(kind: PersonalKind, n: number): string {
  const nn = String(n).padStart(2, '0');
  switch (kind) {
    case 'person':
      return `Person ${n}`;
    case 'organisation':
      return `Organisation ${n}`;
    case 'email':
      return `person${n}@example.invalid`;
    case 'phone':
      return `+46 70 000 00 ${nn}`;
    case 'street':
      return `Street ${n}`;
    case 'postalCode':
      return `000 ${nn}`;
    case 'city':
      return `City ${n}`;
    case 'number':
      return `000000-00${nn}`;
  }
}

export interface Masker {
  /** A copy of `value` with personal data replaced (members by name first, then text). */
  mask<T>(value: T): T;
  /** Masks a free text (a screen's address) with what `mask` learnt. */
  text(value: string): string;
  /** How many distinct values were masked. */
  count(): number;
}

export function createMasker(): Masker {
  const seen = new Map<string, string>();
  const counters = new Map<PersonalKind, number>();

  function placeholder(kind: PersonalKind, original: string): string {
    const key = `${kind}\u0000${original.trim().toLowerCase()}`;
    const known = seen.get(key);
    if (known) return known;
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    const made = placeholderOf(kind, n);
    seen.set(key, made);
    return made;
  }

  /** Known personal values (3 characters or more) found in other text, longest first. */
  const known: { text: string; kind: PersonalKind }[] = [];

  function maskMember(kind: PersonalKind, value: unknown): unknown {
    if (typeof value === 'string') {
      if (value.trim() === '') return value;
      if (value.trim().length >= 3) known.push({ text: value.trim(), kind });
      return placeholder(kind, value);
    }
    if (Array.isArray(value)) return value.map((item) => maskMember(kind, item));
    return value;
  }

  function byKeys(value: unknown, parent: string | null): unknown {
    if (Array.isArray(value)) return value.map((item) => byKeys(item, parent));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
      const kind = PERSONAL_KEYS[key] ?? (parent ? PERSONAL_UNDER[parent]?.[key] : undefined);
      out[key] = kind ? maskMember(kind, member) : byKeys(member, key);
    }
    return out;
  }

  function maskText(text: string): string {
    return knownValues(text)
      .replace(EMAIL, (found) => (found.endsWith('@example.invalid') ? found : placeholder('email', found)))
      .replace(ID_NUMBER, (found) => (/^000000-00\d\d$/.test(found) ? found : placeholder('number', found)))
      .replace(PHONE, (found) => (/^\+46 70 000 00 \d\d$/.test(found) ? found : placeholder('phone', found)));
  }

  /**
   * Only free text is searched (for known values and patterns): an id, a domain name or an order number is never
   * rewritten, so the replay's addresses and keys still match (a domain named after its owner keeps its name).
   */
  function knownValues(text: string): string {
    let result = text;
    for (const { text: original, kind } of known) {
      if (result.toLowerCase().includes(original.toLowerCase())) {
        const escaped = original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        result = result.replace(new RegExp(escaped, 'gi'), placeholder(kind, original));
      }
    }
    return result;
  }

  function byText(value: unknown, freeText: boolean): unknown {
    if (typeof value === 'string') return freeText ? maskText(value) : value;
    if (Array.isArray(value)) return value.map((item) => byText(item, freeText));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
      out[key] = byText(member, FREE_TEXT_KEYS.has(key));
    }
    return out;
  }

  return {
    mask<T>(value: T): T {
      const keyed = byKeys(value, null);
      known.sort((a, b) => b.text.length - a.text.length);
      return byText(keyed, false) as T;
    },
    text: (value) => maskText(value),
    count: () => seen.size,
  };
}

import { ENUM_MEMBERS } from './mask-enum-members';

/**
 * Masks personal data in what a view bundle carries, with stable placeholders: the same value is the same
 * placeholder everywhere in one bundle ("Person 1" in the list and in the ticket), so the view stays readable.
 *
 * It fails closed: a string member of an answer is kept only when it is known to be safe (an id, a time, an amount,
 * a status: `SAFE_KEYS`, and the members every answer schema reads as an enum, `ENUM_MEMBERS`, derived from the
 * contract by mask.test.ts); a member that holds personal data by its name (`PERSONAL_KEYS`, `PERSONAL_UNDER`) is
 * replaced by a placeholder of its kind; free text (`FREE_TEXT_KEYS`: a ticket's body, a problem's detail) is
 * searched; any other string member is replaced whole (`[masked 1]`).
 *
 * Two passes. First the members are replaced and the personal values remembered; then free text and addresses (the
 * screen's, each read's path and query, a failed request's, an operation's link, the links answers hold) are searched,
 * once, left to right, for those values (a person's name also token by token: "Hello Astrid,") and for what looks
 * like an e-mail address, a VAT number, a Swedish personal or organisation number, an IP address or a phone number.
 * A placeholder is never searched again, and every placeholder is a valid value of its kind (an e-mail is an
 * e-mail, an IP an IP), so the masked answers still parse and the mock still imports them.
 */

export type PersonalKind =
  'person' | 'organisation' | 'email' | 'phone' | 'street' | 'postalCode' | 'city' | 'number' | 'vat' | 'ip' | 'text';

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
  pendingEmail: 'email',
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
  domainOrgno: 'number',
  yourOrgno: 'number',
  registrantOrgno: 'number',
  vatNumber: 'vat',
  sourceIp: 'ip',
  // The address an API key was last used from (issue 39).
  lastUsedFrom: 'ip',
  // A session's last address and who invited a team member (issue 39: src/api/endpoints/sessions.ts, team.ts).
  lastAddress: 'ip',
  invitedBy: 'person',
  // Where a mailbox's mail is forwarded: an e-mail address.
  destination: 'email',
  // Secrets of signing in (issue 39): a session key, a second factor's secret and its link, recovery codes, a
  // passkey's challenge and the ids that tie one sign-in's steps together. No view shows them; masked whole.
  token: 'text',
  secret: 'text',
  otpauthUri: 'text',
  codes: 'text',
  challenge: 'text',
  challengeId: 'text',
  setupId: 'text',
  // A server's new root password (issue 38): a secret, never in a bundle as it was.
  rootPassword: 'text',
  // A domain's transfer code is a credential: never in a bundle.
  eppCode: 'text',
  // A console ticket (issue 38): a one-use credential for a root login.
  ticket: 'text',
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
  client: { name: 'person' },
  // Who an invoice bills: a consumer's own name, or the company's.
  buyer: { name: 'person' },
  registrationIdentifier: { value: 'number' },
};

/**
 * Free text, searched for known personal values and for e-mail addresses, VAT, personal and organisation numbers,
 * IP and phone numbers: what people wrote (a ticket's body and subject, a note, a tag, a name given to a resource), a
 * problem's words; an SSH key (`publicKey`), whose comment is masked whole first.
 */
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
  'label',
  // The names people give things (a key called astrid-laptop); personal whole under PERSONAL_UNDER's parents.
  'name',
  'customName',
  'hostingAccountName',
  'serviceName',
  'snapshot',
  'tags',
  'referenceNumber',
  'keyName',
  'state',
  'filename',
  'publicKey',
  'verificationReason',
  'verifiedAs',
  'cancellationMethod',
  // A DNS record's address, target or text (a TXT may hold an e-mail address: searched like free text).
  'content',
]);

/**
 * Links among the safe members (a problem's `instance`, a payment page): their query values are searched as the
 * screen's address is (`instance: /api/v2/domains?q=astrid%40…`); their paths are ids.
 */
export const ADDRESS_KEYS: ReadonlySet<string> = new Set([
  'checkoutUrl',
  'webmailUrl',
  'websocketPath',
  'downloadUrl',
  'href',
  'instance',
  'paymentUrl',
  'pollUrl',
  'redirectUrl',
  'sourceUrl',
  'targetUrl',
  'url',
]);

/**
 * String members known to hold nothing personal, kept as they are (beside `ENUM_MEMBERS`): ids and numbers the
 * replay's addresses are made of, times, amounts and currency codes, codes and kinds, what the company names (a
 * department, a data centre), domain and host names, links (their query searched: `ADDRESS_KEYS`), the servers' own
 * addresses (infrastructure, not a person's; the network tab shows them).
 */
export const SAFE_KEYS: ReadonlySet<string> = new Set([
  // A country code (ISO 3166-1 alpha-2) says no more than the language does.
  'country',
  // Ids, numbers and references.
  'id',
  'accountId',
  'cancelledInvoiceIds',
  'domainId',
  'hostingAccountId',
  'invoiceId',
  'invoiceIds',
  'invoiceNumber',
  'jobId',
  'keyId',
  'number',
  'operationId',
  'orderId',
  'personId',
  'orderNumber',
  'proformaId',
  'requestId',
  'serviceId',
  'ticketId',
  'vpsId',
  'nextCursor',
  'last4',
  'fingerprint',
  // Times.
  'appliedAt',
  'autoPaymentFailedAt',
  'checkedAt',
  'vatNumberCheckedAt',
  'closesAt',
  'completedAt',
  'contractAcceptedAt',
  'createdAt',
  'dueAt',
  'effectiveAt',
  'endAt',
  'expiresAt',
  'expectedAt',
  'refundWindowEndsAt',
  'windowEndsAt',
  'failedAt',
  'issuedAt',
  'lastMessageAt',
  'newExpiresAt',
  'newNextDueAt',
  'nextDueAt',
  'nextRenewalAt',
  'occurredAt',
  'opensAt',
  'paidAt',
  'periodEndsAt',
  'periodStartsAt',
  'recordedAt',
  'sentAt',
  'startAt',
  'startedAt',
  'since',
  'time',
  'timestamp',
  'unlockRequestedAt',
  'updatedAt',
  'passwordChangedAt',
  'revokedAt',
  'previousSecretValidUntil',
  'lastUsedAt',
  'requestedAt',
  'dataDeletedAt',
  // A team member's and a session's times (issue 39), and a browser's product name (Chrome, Firefox).
  'lastSignInAt',
  'invitedAt',
  'invitationExpiresAt',
  'firstSeenAt',
  'lastSeenAt',
  'browser',
  // A transfer in's step and when it ends (issue 37).
  'at',
  'expectedCompletionAt',
  'changedAt',
  'propagatesBy',
  'deadline',
  // Codes, kinds, statuses and values read as one of a set (where not an enum in every schema).
  'action',
  'billingCycle',
  'blockers',
  'code',
  'currencyCode',
  'countryCode',
  'declineCode',
  'extension',
  'invoiceStatus',
  'key',
  'keyScopes',
  'kind',
  'mimeType',
  'os',
  'distribution',
  'plan',
  'productSlug',
  // An invoice line's item (src/api/schemas/line-item.ts): the plans it changes between, by name and code.
  'planSlug',
  'fromPlan',
  'fromPlanSlug',
  'reasonCode',
  'redirectScope',
  'scopes',
  'serviceType',
  'slug',
  'departmentSlug',
  'status',
  // A ticket's priority (low … critical); a DNS record's is a number.
  'priority',
  'tier',
  'timeframe',
  'type',
  'version',
  'appVersion',
  'openapi',
  'scenario',
  'choice',
  'count',
  // The names of things the company gives them.
  'departmentName',
  'interfaceName',
  'location',
  // Domain and host names, paths and links.
  'domain',
  'domainName',
  'domainExtension',
  'domains',
  'hostname',
  'host',
  'hostingAccountDomain',
  'primaryDomain',
  'nameservers',
  'ourNameservers',
  // Glue records: the public addresses of a domain's own nameservers.
  'addresses',
  // A DNS zone's CAA record's tag (issue, iodef ...).
  'tag',
  'tld',
  'documentRoot',
  ...ADDRESS_KEYS,
  'pointer',
  // The servers' own addresses.
  'ip',
  'ipv4',
  'ipv6',
  'primaryIpv4',
  'primaryIpv6',
  'cidr',
  'parentCidr',
  'rdns',
  'expected',
  'observed',
  'macAddress',
]);

/** Query parameters kept as they are: an opaque cursor the answer's `nextCursor` repeats, never searched. */
const SAFE_QUERY: ReadonlySet<string> = new Set(['cursor']);

const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
// An EU VAT number: the country's two capitals and 8 to 12 digits (SE556677889901).
const VAT = String.raw`\b[A-Z]{2}\d{8,12}\b`;
// Swedish personal (YYMMDD-NNNN, YYYYMMDD-NNNN) and organisation numbers (NNNNNN-NNNN), or 12 digits from 19 or 20.
const ID_NUMBER = String.raw`\b(?:\d{8}|\d{6})[-+]\d{4}\b|\b(?:19|20)\d{10}\b`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IPV4 = String.raw`(?<![\w.])${OCTET}(?:\.${OCTET}){3}(?![\w]|\.\d)`;
const HEX = String.raw`[0-9A-Fa-f]{1,4}`;
// IPv6: eight groups, or fewer around a `::` (never a time such as 16:42:10).
const IPV6 = String.raw`(?<![\w:])(?:(?:${HEX}:){7}${HEX}|(?:${HEX}(?::${HEX}){0,6})?::(?:${HEX}(?::${HEX}){0,6})?)(?![\w:])`;
// +46 70 123 45 67, 070-123 45 67, 08-123 456 78, +46.812345678: a leading + or 0 and at least 8 characters of
// digits in groups; a full stop after it ends a sentence, it does not cut the number short.
const PHONE = String.raw`(?<![\w.+/:-])(?=[+0][\d\s.-]{7,})(?:\+\d{1,3}[\s.-]?|0)\d{1,4}(?:[\s-]?\d{2,9}){1,4}(?!\w|[.-]\d)`;

/** Patterns in the order they are tried at each place (the first that matches there wins). */
const PATTERNS: readonly { kind: PersonalKind; source: string }[] = [
  { kind: 'email', source: EMAIL },
  { kind: 'vat', source: VAT },
  { kind: 'number', source: ID_NUMBER },
  { kind: 'ip', source: IPV4 },
  { kind: 'ip', source: IPV6 },
  { kind: 'phone', source: PHONE },
];

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
    case 'vat':
      return `SE0000000000${nn}`;
    case 'ip':
      // 198.18.0.0/15 (RFC 2544, benchmarking): never a customer's address, and still an address.
      return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    case 'text':
      return `[masked ${n}]`;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const IP_SHAPE = new RegExp(String.raw`^(?:${IPV4}|${IPV6})$`);
const EMAIL_SHAPE = new RegExp(`^${EMAIL}$`);
// A proper name, said token by token in text: two to four capitalised words ("Astrid Lindqvist").
const PROPER_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,3}$/u;

/** What a bundle's content holds, as `buildBundle` gives it to be masked (everything but the bundle's head). */
export interface MaskableContent {
  customerName: string | null;
  reads: readonly { path: string; body: unknown; at: number }[];
  operations: readonly {
    label: string | { key: string; values?: Record<string, string | number> | undefined };
    href: string | null;
  }[];
  failedRequests: readonly { path: string; problem: unknown }[];
}

export interface Masker {
  /** A copy of an answer (or any value) with personal data replaced (members first, then text). */
  mask<T>(value: T): T;
  /** A copy of a bundle's content, masked as one: answers, paths and queries, operations, failed requests. */
  content<C extends MaskableContent>(content: C): C;
  /** Masks a free text with what the masker learnt. */
  text(value: string): string;
  /**
   * Masks an address (`/domains?q=astrid%40…`, `/api/v2/domains?q=…`): each path segment and query value is decoded,
   * masked as text and encoded again as the app encodes it, so the replay still asks for what the masked read holds.
   */
  address(value: string): string;
  /** How many distinct values were masked. */
  count(): number;
}

export function createMasker(): Masker {
  const seen = new Map<string, string>();
  const made = new Set<string>();
  const counters = new Map<PersonalKind, number>();
  /** Addresses the answers show as the servers' own (kept in text too). */
  const serverAddresses = new Set<string>();

  function placeholder(kind: PersonalKind, original: string): string {
    const trimmed = original.trim();
    if (made.has(trimmed)) return original;
    const key = `${kind}\u0000${trimmed.toLowerCase()}`;
    const known = seen.get(key);
    if (known) return known;
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    const placed = placeholderOf(kind, n);
    seen.set(key, placed);
    made.add(placed);
    return placed;
  }

  /** Known personal values (3 characters or more) to find in other text, with the placeholder they become. */
  const known = new Map<string, { text: string; kind: PersonalKind; original: string }>();

  function remember(text: string, kind: PersonalKind, original: string): void {
    const key = text.toLowerCase();
    if (text.length >= 3 && !made.has(text) && !known.has(key)) known.set(key, { text, kind, original });
  }

  /** The kind a street-like member's value really is: a mailbox's or a server's `address`. */
  function kindOfValue(kind: PersonalKind, value: string): PersonalKind | null {
    if (kind !== 'street') return kind;
    if (EMAIL_SHAPE.test(value)) return 'email';
    if (IP_SHAPE.test(value)) return serverAddresses.has(value) ? null : 'ip';
    return kind;
  }

  function maskMember(kind: PersonalKind, key: string, value: unknown): unknown {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '' || made.has(trimmed)) return value;
      const actual = kindOfValue(kind, trimmed);
      if (actual === null) return value;
      const placed = placeholder(actual, value);
      // A city alone says little, and it is often where a data centre is (a region named Stockholm): not searched.
      if (actual !== 'text' && actual !== 'city') remember(trimmed, actual, value);
      if (actual === 'person' && PROPER_NAME.test(trimmed)) {
        for (const token of trimmed.split(/\s+/)) remember(token, actual, value);
      }
      return placed;
    }
    if (Array.isArray(value)) return value.map((item) => maskMember(kind, key, item));
    if (typeof value === 'object' && value !== null) return byKeys(value, key);
    return value;
  }

  /** A member by its name (and its parent's): personal, free text (the second pass), safe, or masked whole. */
  function member(key: string, parent: string | null, value: unknown): unknown {
    const kind = (parent ? PERSONAL_UNDER[parent]?.[key] : undefined) ?? PERSONAL_KEYS[key];
    if (kind) return maskMember(kind, key, value);
    if (Array.isArray(value)) return value.map((item) => member(key, parent, item));
    if (typeof value === 'object' && value !== null) return byKeys(value, key);
    if (typeof value !== 'string') return value;
    // An SSH key's comment is whoever made it (astrid@laptop): the key's type and material stay.
    if (key === 'publicKey')
      return value.replace(
        /^(\S+\s+\S+\s+)(.+)$/s,
        (_, key: string, comment: string) => key + String(maskMember('text', 'comment', comment.trim())),
      );
    if (FREE_TEXT_KEYS.has(key)) return value;
    if (SAFE_KEYS.has(key) || ENUM_MEMBERS.has(key)) {
      if (IP_SHAPE.test(value)) serverAddresses.add(value);
      return value;
    }
    return maskMember('text', key, value);
  }

  /** The first pass: every member of an object by its name; `parent` is the member that holds it. */
  function byKeys(value: unknown, parent: string | null): unknown {
    if (Array.isArray(value)) return value.map((item) => byKeys(item, parent));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    const record = value as Record<string, unknown>;
    // Beside a VAT number, `name` is who is billed (a billing profile, an invoice's buyer), never the seller (us).
    const billed = 'vatNumber' in record && parent !== 'seller';
    for (const [key, item] of Object.entries(record))
      out[key] = billed && key === 'name' ? maskMember('person', key, item) : member(key, parent, item);
    return out;
  }

  let matcher: RegExp | null = null;
  let knownByText = new Map<string, { kind: PersonalKind; original: string }>();

  /**
   * One expression for everything searched, tried in this order at each place: a placeholder (matched to be kept,
   * never searched again), a pattern, a known value (longest first) as a whole word, never inside a domain name or an
   * e-mail address (nordlicht.se and lindqvist-bygg.se keep their names; astrid-laptop does not).
   */
  function searcher(): RegExp {
    if (matcher) return matcher;
    const values = [...known.values()].sort((a, b) => b.text.length - a.text.length);
    knownByText = new Map(values.map((value) => [value.text.toLowerCase(), value]));
    matcher = new RegExp(
      [
        ...[...made].sort((a, b) => b.length - a.length).map(escape),
        ...PATTERNS.map((pattern, i) => `(?<p${i}>${pattern.source})`),
        ...values.map(
          (value) =>
            String.raw`(?<![\p{L}\p{N}_.@])${escape(value.text)}(?![\p{L}\p{N}_]|[.-][\p{L}\p{N}-]*\.\p{L}|\.\p{L})`,
        ),
      ].join('|'),
      'giu',
    );
    return matcher;
  }

  function maskText(text: string): string {
    if (text === '') return text;
    return text.replace(searcher(), (found: string, ...rest: unknown[]) => {
      if (made.has(found)) return found;
      const groups = rest.at(-1) as Record<string, string | undefined>;
      const pattern = PATTERNS.find((_, i) => groups[`p${i}`] !== undefined);
      if (pattern) {
        // The expression ignores case; a VAT number's country is in capitals ("se" and a number is no VAT number).
        if (pattern.kind === 'vat' && !/^[A-Z]{2}/.test(found)) return found;
        if (pattern.kind === 'ip' && serverAddresses.has(found)) return found;
        return placeholder(pattern.kind, found);
      }
      const value = knownByText.get(found.toLowerCase());
      return value ? placeholder(value.kind, value.original) : found;
    });
  }

  /** The second pass: free text searched, a link's query searched as the screen's address is. */
  function byText(value: unknown, as: 'text' | 'address' | null): unknown {
    if (typeof value === 'string')
      return as === 'text' ? maskText(value) : as === 'address' ? maskAddress(value) : value;
    if (Array.isArray(value)) return value.map((item) => byText(item, as));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] = byText(item, FREE_TEXT_KEYS.has(key) ? 'text' : ADDRESS_KEYS.has(key) ? 'address' : null);
    }
    return out;
  }

  /** A query value encoded as `URLSearchParams` does, as the API client and the router both write a query. */
  const encodeQuery = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  const decodeQuery = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  };

  function maskAddress(address: string): string {
    const hashAt = address.indexOf('#');
    const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : address.slice(hashAt);
    const queryAt = beforeHash.indexOf('?');
    const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
    const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
    // A path is ids, which are never rewritten (a list links a record by the id its answer holds), and at most a
    // mailbox's e-mail address (`…/email-accounts/{address}`, written to, never read).
    const segments = path.split('/').map((segment) => {
      const decoded = decodeQuery(segment.replace(/\+/g, '%2B'));
      if (!decoded.includes('@')) return segment;
      const masked = maskText(decoded);
      return masked === decoded ? segment : encodeURIComponent(masked);
    });
    const params =
      query === null
        ? null
        : query.split('&').map((pair) => {
            const equals = pair.indexOf('=');
            if (equals === -1) return pair;
            const name = pair.slice(0, equals);
            if (SAFE_QUERY.has(decodeQuery(name))) return pair;
            const decoded = decodeQuery(pair.slice(equals + 1));
            const masked = maskText(decoded);
            return masked === decoded ? pair : `${name}=${encodeQuery(masked)}`;
          });
    const maskedHash = hash ? `#${maskText(hash.slice(1))}` : '';
    return `${segments.join('/')}${params === null ? '' : `?${params.join('&')}`}${maskedHash}`;
  }

  return {
    mask<T>(value: T): T {
      matcher = null;
      return byText(byKeys(value, null), null) as T;
    },
    content<C extends MaskableContent>(content: C): C {
      // The first pass over everything before any text is searched: a name in one answer is found in another's text.
      matcher = null;
      const customerName =
        content.customerName === null ? null : (maskMember('person', 'customerName', content.customerName) as string);
      const bodies = content.reads.map((read) => byKeys(read.body, null));
      const problems = content.failedRequests.map((failure) => byKeys(failure.problem, null));
      const labels = content.operations.map((operation) =>
        typeof operation.label === 'string' || !operation.label.values
          ? operation.label
          : { ...operation.label, values: byKeys(operation.label.values, null) as Record<string, string | number> },
      );
      const masked: MaskableContent = {
        customerName,
        reads: content.reads.map((read, i) => ({
          ...read,
          path: maskAddress(read.path),
          body: byText(bodies[i], null),
        })),
        operations: content.operations.map((operation, i) => {
          const label = labels[i] ?? operation.label;
          return {
            ...operation,
            label:
              typeof label === 'string'
                ? maskText(label)
                : { ...label, values: byText(label.values, null) as Record<string, string | number> },
            href: operation.href === null ? null : maskAddress(operation.href),
          };
        }),
        failedRequests: content.failedRequests.map((failure, i) => ({
          ...failure,
          path: maskAddress(failure.path),
          problem: byText(problems[i], null),
        })),
      };
      return { ...content, ...masked };
    },
    text: (value) => maskText(value),
    address: (value) => maskAddress(value),
    count: () => seen.size,
  };
}

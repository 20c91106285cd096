import type { DomainProgress } from '@/api/schemas/domains';
import { createHash } from 'node:crypto';
import type { ActionGate, FieldError } from '@/api/schemas/common';
import type {
  AvailabilityResponse,
  AvailabilityResult,
  AvailabilityStatus,
  NameserverChoice,
  RegistrantChoice,
  RegistrationOptions,
  TransferCheck,
  TransferProgress,
} from '@/api/schemas/domain-registration';
import type { DomainContact } from '@/api/schemas/domains-sections';
import type { OrderPreview, OrderPreviewBody, OrderPreviewItem } from '@/api/schemas/orders';
import { checkSwedishId } from '@/api/schemas/swedish-id';
import { createOrder, findOrder, invoiceOf, type OrdersState, type StoredOrder } from '@/mock/areas/orders/state';
import { invalidRequest, jsonPointer } from '@/mock/platform/problems';
import { domainListChanged, tldOf, type DomainsState, type StoredDomain } from './state';

/**
 * Registering domains and transferring them in (issue 37): the rules are the doc comments of
 * `src/api/endpoints/domain-registration.ts` and of `POST /orders` (orders.ts). Orders are the orders area's; this
 * module prices domain items, makes the pending domains, and moves them on the world's clock after payment.
 */

const SEK = 'SEK';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** After payment: a registration is active this much later on the world's clock. */
export const REGISTRATION_DELAY_MS = 5 * MINUTE_MS;
/** After payment: the current registrar's approval of a transfer in (up to 5 days in life). */
export const TRANSFER_APPROVAL_MS = 10 * MINUTE_MS;
/** ICANN's rule, applied to every TLD here: no transfer within 60 days of a registration or a transfer. */
export const TRANSFER_MIN_AGE_DAYS = 60;
export const PREMIUM_AMOUNT = 2490;
export const DEFAULT_SEARCH_TLDS = ['se', 'com', 'nu'] as const;
export const OUR_NAMESERVERS = ['ns1.hosting.example', 'ns2.hosting.example'] as const;

interface TldTerms {
  amount: number;
  whoisPrivacy: boolean;
  requiresRegistrantId: boolean;
}

const tld = (amount: number, whoisPrivacy = false, requiresRegistrantId = false): TldTerms => ({
  amount,
  whoisPrivacy,
  requiresRegistrantId,
});

/** The TLDs offered, in the order they are listed. */
export const OFFERED_TLDS: Readonly<Record<string, TldTerms>> = {
  se: tld(189, false, true),
  nu: tld(229, false, true),
  com: tld(149, true),
  net: tld(159, true),
  org: tld(169, true),
  eu: tld(119),
  io: tld(449, true),
  app: tld(219, true),
  dk: tld(139),
  fi: tld(149),
  no: tld(179),
  de: tld(109),
};

const RESERVED_LABELS = new Set(['nic', 'whois', 'registry', 'www', 'example', 'localhost', 'test']);
const PREMIUM_LABELS = new Set([
  'cloud',
  'shop',
  'hotel',
  'bank',
  'music',
  'travel',
  'food',
  'games',
  'news',
  'studio',
  'premium',
]);

/** The stand-in for other registrars: who holds which name there, locked or not, since when (days before now). */
interface ElsewhereRecord {
  locked: boolean;
  ageDays: number;
  /** Days until it expires there. */
  expiresInDays: number;
}

const BRANDS = ['google', 'facebook', 'spotify', 'ikea', 'volvo', 'wikipedia', 'github', 'amazon', 'klarna'];
const ELSEWHERE: Readonly<Record<string, ElsewhereRecord>> = {
  'nordlicht-store.se': { locked: false, ageDays: 1500, expiresInDays: 200 },
  'nordlicht.org': { locked: true, ageDays: 900, expiresInDays: 120 },
  'nordlicht.eu': { locked: false, ageDays: 20, expiresInDays: 345 },
};

function elsewhere(name: string): ElsewhereRecord | null {
  const known = ELSEWHERE[name];
  if (known) return known;
  const label = name.slice(0, name.indexOf('.'));
  if (BRANDS.includes(label)) return { locked: true, ageDays: 7000, expiresInDays: 300 };
  if (label.startsWith('taken')) return { locked: false, ageDays: 800, expiresInDays: 150 };
  return null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Why a name is not a registrable domain name, or null when it is one. */
function invalidReason(name: string): string | null {
  if (name.length === 0) return 'Enter a name.';
  if (name.length > 253) return 'A domain name has at most 253 characters.';
  const labels = name.split('.');
  if (labels.length > 2) return 'Register the domain itself (example.se), not a name under it.';
  const [label = ''] = labels;
  if (!LABEL.test(label)) {
    return /[^a-z0-9-]/.test(label)
      ? 'Use only the letters a-z, digits and hyphens (a name with å, ä or ö: send its xn-- form).'
      : 'A name starts and ends with a letter or digit and has at most 63 characters.';
  }
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--'))
    return 'Hyphens in places 3 and 4 are only for xn-- names.';
  if (labels.length === 2 && !/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels[1] ?? ''))
    return 'That is not a domain ending.';
  return null;
}

function isPremiumLabel(label: string): boolean {
  return label.length === 2 || PREMIUM_LABELS.has(label);
}

function normalise(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

/** One name's availability for this customer (the rules of the table's doc comment). */
export function checkName(domains: DomainsState, customerId: string, rawName: string): AvailabilityResult {
  const name = normalise(rawName);
  const invalid = invalidReason(name);
  const ending = name.includes('.') ? tldOf(name) : null;
  const base = { name, tld: ending, premium: false, amount: null, currencyCode: SEK, whoisPrivacy: false };
  if (invalid !== null || ending === null) {
    return {
      ...base,
      status: 'invalid',
      reason: invalid ?? 'Add the ending, such as .se.',
      requiresRegistrantId: false,
    };
  }
  const terms = OFFERED_TLDS[ending];
  if (!terms) {
    return {
      ...base,
      status: 'tld_not_offered',
      reason: `Names ending .${ending} cannot be registered here.`,
      requiresRegistrantId: false,
    };
  }
  const label = name.slice(0, name.indexOf('.'));
  const known = { ...base, whoisPrivacy: terms.whoisPrivacy, requiresRegistrantId: terms.requiresRegistrantId };
  const held = domains.domains.find((domain) => domain.name === name && domain.status !== 'cancelled');
  if (held) {
    return {
      ...known,
      status: 'taken',
      reason: held.customerId === customerId ? 'This domain is already in your account.' : 'This domain is registered.',
    };
  }
  if (elsewhere(name)) return { ...known, status: 'taken', reason: 'This domain is registered at another registrar.' };
  if (RESERVED_LABELS.has(label)) return { ...known, status: 'reserved', reason: 'The registry keeps this name back.' };
  const premium = isPremiumLabel(label);
  return {
    ...known,
    status: 'available',
    premium,
    amount: premium ? PREMIUM_AMOUNT : terms.amount,
    reason: null,
  };
}

const SUGGESTION_PREFIXES = ['get', 'my'];
const SUGGESTION_SUFFIXES = ['online', 'app', 'hq'];
const MAX_SUGGESTIONS = 8;
const MAX_RESULTS = 100;

/** `POST /domains/availability`. */
export function lookUpNames(
  domains: DomainsState,
  customerId: string,
  names: readonly string[],
  tlds: readonly string[] | undefined,
): AvailabilityResponse {
  const endings = (tlds && tlds.length > 0 ? tlds : DEFAULT_SEARCH_TLDS).map((t) => normalise(t).replace(/^\./, ''));
  const wanted: string[] = [];
  for (const raw of names) {
    const name = normalise(raw);
    if (name === '') continue;
    const candidates = name.includes('.') ? [name] : endings.map((ending) => `${name}.${ending}`);
    for (const candidate of candidates) if (!wanted.includes(candidate)) wanted.push(candidate);
  }
  const results = wanted.slice(0, MAX_RESULTS).map((name) => checkName(domains, customerId, name));
  const seen = new Set(results.map((result) => result.name));
  const labels = [
    ...new Set(
      results
        .filter((result) => result.status !== 'invalid')
        .map((result) => result.name.slice(0, result.name.indexOf('.'))),
    ),
  ];
  const suggestions: AvailabilityResult[] = [];
  const offer = (candidate: string) => {
    if (suggestions.length >= MAX_SUGGESTIONS || seen.has(candidate)) return;
    seen.add(candidate);
    const result = checkName(domains, customerId, candidate);
    if (result.status === 'available') suggestions.push(result);
  };
  for (const label of labels) for (const ending of Object.keys(OFFERED_TLDS)) offer(`${label}.${ending}`);
  for (const label of labels) {
    for (const prefix of SUGGESTION_PREFIXES) offer(`${prefix}${label}.${endings[0] ?? 'se'}`);
    for (const suffix of SUGGESTION_SUFFIXES) offer(`${label}-${suffix}.${endings[0] ?? 'se'}`);
  }
  return { currencyCode: SEK, amountsIncludeVat: false, results, suggestions };
}

// ---------------------------------------------------------------------------------------------
// Options: TLDs, our nameservers, saved contacts
// ---------------------------------------------------------------------------------------------

function contactIdOf(contact: DomainContact): string {
  return `con_${createHash('sha256').update(JSON.stringify(contact)).digest('hex').slice(0, 12)}`;
}

/** The distinct registrants of the customer's domains, each with an id stable for the same contact. */
export function savedContactsOf(domains: DomainsState, customerId: string): { id: string; contact: DomainContact }[] {
  const saved = new Map<string, DomainContact>();
  for (const domain of domains.domains) {
    const registrant = domain.customerId === customerId ? domain.contacts?.registrant : null;
    if (registrant) {
      const id = contactIdOf(registrant);
      if (!saved.has(id)) saved.set(id, registrant);
    }
  }
  return [...saved].map(([id, contact]) => ({ id, contact }));
}

export function registrationOptionsOf(domains: DomainsState, customerId: string): RegistrationOptions {
  return {
    currencyCode: SEK,
    amountsIncludeVat: false,
    tlds: Object.entries(OFFERED_TLDS).map(([name, terms]) => ({
      tld: name,
      amount: terms.amount,
      transferAmount: terms.amount,
      currencyCode: SEK,
      whoisPrivacy: terms.whoisPrivacy,
      requiresRegistrantId: terms.requiresRegistrantId,
      maxYears: 9,
    })),
    ourNameservers: [...OUR_NAMESERVERS],
    savedContacts: savedContactsOf(domains, customerId),
  };
}

// ---------------------------------------------------------------------------------------------
// Transfer in: the check
// ---------------------------------------------------------------------------------------------

const allowed: ActionGate = { allowed: true, reason: null, code: null };
const blocked = (code: string, reason: string): ActionGate => ({ allowed: false, reason, code });

function openTransferOf(domains: DomainsState, orders: OrdersState, customerId: string, name: string) {
  return domains.domains.find(
    (domain) =>
      domain.customerId === customerId &&
      domain.name === name &&
      domain.registration?.kind === 'transfer' &&
      domain.status === 'pending',
  );
}

export function transferGate(
  domains: DomainsState,
  orders: OrdersState,
  customerId: string,
  name: string,
): { gate: ActionGate; record: ElsewhereRecord | null } {
  const availability = checkName(domains, customerId, name);
  if (availability.status === 'invalid') return { gate: blocked('invalid', availability.reason ?? ''), record: null };
  if (availability.status === 'tld_not_offered') {
    return { gate: blocked('tld_not_offered', availability.reason ?? ''), record: null };
  }
  if (openTransferOf(domains, orders, customerId, availability.name)) {
    return {
      gate: blocked('transfer_in_progress', 'A transfer of this domain is already on its way; see the domain.'),
      record: null,
    };
  }
  const held = domains.domains.find((domain) => domain.name === availability.name && domain.status !== 'cancelled');
  if (held?.customerId === customerId) {
    return { gate: blocked('already_yours', 'This domain is already in your account.'), record: null };
  }
  const record = held ? { locked: false, ageDays: 3650, expiresInDays: 365 } : elsewhere(availability.name);
  if (!record) {
    return {
      gate: blocked('not_registered', 'Nobody holds this domain: register it instead of transferring it.'),
      record: null,
    };
  }
  if (record.locked) {
    return {
      gate: blocked(
        'registrar_locked',
        'The domain is locked at its current registrar: turn the transfer lock off there, then try again.',
      ),
      record,
    };
  }
  if (record.ageDays < TRANSFER_MIN_AGE_DAYS) {
    return {
      gate: blocked(
        'registered_recently',
        `The domain was registered or moved less than ${TRANSFER_MIN_AGE_DAYS} days ago; it can move ${TRANSFER_MIN_AGE_DAYS - record.ageDays} days from now.`,
      ),
      record,
    };
  }
  return { gate: allowed, record };
}

export function transferCheckOf(
  domains: DomainsState,
  orders: OrdersState,
  customerId: string,
  rawName: string,
  nowMs: number,
): TransferCheck {
  const name = normalise(rawName);
  const ending = name.includes('.') ? tldOf(name) : null;
  const terms = ending ? OFFERED_TLDS[ending] : undefined;
  const { gate, record } = transferGate(domains, orders, customerId, name);
  return {
    domain: name,
    tld: ending,
    amount: terms?.amount ?? null,
    currencyCode: terms ? SEK : null,
    amountsIncludeVat: false,
    expiresAt: record ? new Date(nowMs + record.expiresInDays * DAY_MS).toISOString() : null,
    actions: { canTransfer: gate },
  };
}

/** The stand-in registrar's rule for its codes (the table's doc comment). */
export function eppCodeAccepted(code: string): boolean {
  return /^\S{8,64}$/.test(code) && /[A-Za-z]/.test(code) && /\d/.test(code);
}

// ---------------------------------------------------------------------------------------------
// Orders with domain items (POST /orders, /orders/preview)
// ---------------------------------------------------------------------------------------------

type DomainOrderItem = Extract<OrderPreviewBody['items'][number], { type: 'domain_registration' | 'domain_transfer' }>;

export function isDomainItem(item: OrderPreviewBody['items'][number]): item is DomainOrderItem {
  return item.type === 'domain_registration' || item.type === 'domain_transfer';
}

/** Whether an order body is the domains' to price (any domain item; mixing is refused in `priceDomainOrder`). */
export function isDomainOrderBody(body: OrderPreviewBody): boolean {
  return body.items.some(isDomainItem);
}

interface PricedDomainItem {
  line: OrderPreviewItem;
  item: DomainOrderItem;
  name: string;
  premium: boolean;
  yearly: number;
  registrant: DomainContact | null;
  nameservers: string[];
  whoisPrivacy: boolean | null;
  record: ElsewhereRecord | null;
}

export interface PricedDomainOrder {
  preview: OrderPreview;
  items: PricedDomainItem[];
  type: 'new' | 'transfer';
}

function cycleOfYears(years: number): 'annually' | 'biennially' | 'triennially' | null {
  return years === 1 ? 'annually' : years === 2 ? 'biennially' : years === 3 ? 'triennially' : null;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

function registrantOf(
  domains: DomainsState,
  customerId: string,
  choice: RegistrantChoice,
  terms: TldTerms,
  at: (...path: PropertyKey[]) => string,
  errors: FieldError[],
): DomainContact | null {
  if ('contactId' in choice) {
    const saved = savedContactsOf(domains, customerId).find((contact) => contact.id === choice.contactId);
    if (!saved) {
      errors.push({
        pointer: at('registrant', 'contactId'),
        code: 'not_found',
        detail: 'No saved contact has this id; choose one of the saved contacts or enter a new one.',
      });
      return null;
    }
    const id = saved.contact.registrationIdentifier;
    if (terms.requiresRegistrantId && !(id?.value && checkSwedishId(idTypeOf(id.type), id.value).valid)) {
      errors.push({
        pointer: at('registrant', 'contactId'),
        code: 'registration_identifier_missing',
        detail: 'This contact has no valid personal or organisation number, which .se and .nu need; enter a new one.',
      });
    }
    return saved.contact;
  }
  const contact = choice.contact;
  const identifier = contact.registrationIdentifier ?? null;
  let value: string | null = null;
  if (terms.requiresRegistrantId) {
    if (!identifier || identifier.value === '') {
      errors.push({
        pointer: at('registrant', 'contact', 'registrationIdentifier'),
        code: 'missing_required',
        detail: 'A .se or .nu registrant needs a Swedish personal number (people) or organisation number (companies).',
      });
    } else {
      const check = checkSwedishId(identifier.type, identifier.value);
      if (check.valid) value = check.normalised;
      else {
        errors.push({
          pointer: at('registrant', 'contact', 'registrationIdentifier', 'value'),
          code: 'invalid_registration_identifier',
          detail:
            identifier.type === 'personal_number'
              ? 'This is not a valid Swedish personal number (YYMMDD-NNNN): check the digits.'
              : 'This is not a valid Swedish organisation number (NNNNNN-NNNN): check the digits.',
        });
      }
    }
  } else if (identifier && identifier.value !== '') {
    value = identifier.value;
  }
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    companyName: contact.companyName ?? null,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    street: contact.street,
    address2: contact.address2 ?? null,
    city: contact.city,
    postalCode: contact.postalCode,
    state: null,
    countryCode: contact.countryCode,
    registrationIdentifier: identifier && value !== null ? { value, countryCode: 'SE', type: identifier.type } : null,
  };
}

function idTypeOf(type: string | null): 'personal_number' | 'organisation_number' {
  return type === 'personal_number' ? 'personal_number' : 'organisation_number';
}

function nameserversOf(
  choice: NameserverChoice | undefined,
  at: (...p: PropertyKey[]) => string,
  errors: FieldError[],
) {
  if (!choice || choice.type === 'ours') return [...OUR_NAMESERVERS];
  const hosts = choice.hosts.map((host) => host.replace(/\.$/, ''));
  hosts.forEach((host, index) => {
    if (hosts.indexOf(host) !== index) {
      errors.push({
        pointer: at('nameservers', 'hosts', index),
        code: 'duplicate',
        detail: 'This nameserver is given twice.',
      });
    }
  });
  return hosts;
}

/**
 * Prices and checks an order of domain items: every refusal at its field, together (400); nothing is stored. A
 * domain order holds registrations (type `new`) or transfers (type `transfer`), nothing else.
 */
export function priceDomainOrder(
  domains: DomainsState,
  orders: OrdersState,
  customerId: string,
  body: OrderPreviewBody,
): PricedDomainOrder {
  const errors: FieldError[] = [];
  const firstDomain = body.items.find(isDomainItem);
  const type = firstDomain?.type === 'domain_transfer' ? 'transfer' : 'new';
  const priced: PricedDomainItem[] = [];
  const names: string[] = [];
  body.items.forEach((item, index) => {
    const at = (...path: PropertyKey[]) => jsonPointer('body', ['items', index, ...path]);
    if (!isDomainItem(item) || item.type !== firstDomain?.type) {
      errors.push({
        pointer: at('type'),
        code: 'mixed_order',
        detail:
          type === 'transfer'
            ? 'Order transfers on their own, apart from registrations and other items.'
            : 'Order domain registrations on their own, apart from transfers and other items.',
      });
      return;
    }
    const name = normalise(item.domain);
    if (names.includes(name)) {
      errors.push({ pointer: at('domain'), code: 'duplicate', detail: 'This domain is in the order twice.' });
      return;
    }
    names.push(name);
    const ending = tldOf(name);
    const terms = OFFERED_TLDS[ending];
    if (item.type === 'domain_registration') {
      const availability = checkName(domains, customerId, name);
      if (availability.status !== 'available' || !terms || availability.amount === null) {
        errors.push({
          pointer: at('domain'),
          code: availability.status === 'tld_not_offered' ? 'tld_not_offered' : `domain_${availability.status}`,
          detail: availability.reason ?? 'This domain cannot be registered.',
        });
        return;
      }
      if (item.whoisPrivacy === true && !terms.whoisPrivacy) {
        errors.push({
          pointer: at('whoisPrivacy'),
          code: 'whois_privacy_unavailable',
          detail: `WHOIS privacy cannot be turned on for .${ending} domains.`,
        });
      }
      const registrant = registrantOf(domains, customerId, item.registrant, terms, at, errors);
      const nameservers = nameserversOf(item.nameservers, at, errors);
      const amount = round(availability.amount * item.periodYears);
      priced.push({
        item,
        name,
        premium: availability.premium,
        yearly: availability.amount,
        registrant,
        nameservers,
        whoisPrivacy: terms.whoisPrivacy ? (item.whoisPrivacy ?? true) : null,
        record: null,
        line: lineOf(index, item.type, name, amount, item.periodYears, availability.premium),
      });
      return;
    }
    const { gate, record } = transferGate(domains, orders, customerId, name);
    if (!gate.allowed || !terms) {
      errors.push({ pointer: at('domain'), code: gate.code ?? 'not_transferable', detail: gate.reason ?? '' });
      return;
    }
    if (!eppCodeAccepted(item.eppCode)) {
      errors.push({
        pointer: at('eppCode'),
        code: 'invalid_epp_code',
        detail:
          'The current registrar did not accept this transfer code. Ask them for a new code and copy it exactly; codes expire.',
      });
      return;
    }
    if (item.whoisPrivacy === true && !terms.whoisPrivacy) {
      errors.push({
        pointer: at('whoisPrivacy'),
        code: 'whois_privacy_unavailable',
        detail: `WHOIS privacy cannot be turned on for .${ending} domains.`,
      });
    }
    priced.push({
      item,
      name,
      premium: false,
      yearly: terms.amount,
      registrant: savedContactsOf(domains, customerId)[0]?.contact ?? null,
      nameservers: [...OUR_NAMESERVERS],
      whoisPrivacy: terms.whoisPrivacy ? (item.whoisPrivacy ?? true) : null,
      record,
      line: lineOf(index, item.type, name, terms.amount, 1, false),
    });
  });
  if (errors.length > 0) throw invalidRequest(errors);
  const lines = priced.map((item) => item.line);
  const total = round(lines.reduce((sum, line) => sum + line.amount, 0));
  return {
    type,
    items: priced,
    preview: {
      currencyCode: SEK,
      amountsIncludeVat: false,
      items: lines,
      recurringTotal: total,
      setupTotal: 0,
      totalDueNow: total,
    },
  };
}

function lineOf(
  index: number,
  type: string,
  name: string,
  amount: number,
  periodYears: number,
  premium: boolean,
): OrderPreviewItem {
  return {
    index,
    type,
    productSlug: null,
    primaryDomain: name,
    billingCycle: cycleOfYears(periodYears),
    amount,
    setupAmount: 0,
    dueNow: amount,
    currencyCode: SEK,
    periodYears,
    premium,
  };
}

function domainIdOf(orderId: string, index: number): string {
  return `dom_${createHash('sha256').update(`${orderId}:${index}`).digest('hex').slice(0, 8)}`;
}

/**
 * Places a priced domain order: the order (type `new` or `transfer`, `domains[]` items) with its unpaid invoice (one
 * line per domain), and each domain, `pending` until the invoice is paid and the clock has moved on.
 */
export function placeDomainOrder(
  domains: DomainsState,
  orders: OrdersState,
  input: {
    customerId: string;
    client: StoredOrder['client'];
    priced: PricedDomainOrder;
    notes: string | null;
    referenceNumber: string | null;
    nowIso: string;
  },
): StoredOrder {
  const { priced, nowIso } = input;
  const periods = [...new Set(priced.items.map((item) => item.line.periodYears ?? 1))];
  const single = periods.length === 1 ? (periods[0] ?? null) : null;
  const order = createOrder(
    orders,
    {
      customerId: input.customerId,
      client: input.client,
      type: priced.type,
      billing: {
        amount: priced.preview.recurringTotal,
        currencyCode: SEK,
        billingCycle: single === null ? null : cycleOfYears(single),
        isPayg: false,
        periodYears: single,
      },
      domains: [],
      invoiceLines: priced.items.map((item) => ({
        description:
          priced.type === 'transfer'
            ? `Transfer of ${item.name} (1 year added)`
            : `Registration of ${item.name}${item.premium ? ' (premium)' : ''}, ${item.line.periodYears ?? 1} year${item.line.periodYears === 1 ? '' : 's'}`,
        item:
          priced.type === 'transfer'
            ? { kind: 'domain_transfer' as const, subject: item.name, years: 1 }
            : {
                kind: 'domain_registration' as const,
                subject: item.name,
                years: item.line.periodYears ?? 1,
                premium: item.premium,
              },
        amount: item.line.amount,
      })),
      notes: input.notes,
      referenceNumber: input.referenceNumber,
      contractAcceptedAt: nowIso,
    },
    nowIso,
  );
  const invoice = invoiceOf(orders, order);
  priced.items.forEach((item, index) => {
    const id = domainIdOf(order.id, index);
    order.domains.push({
      name: item.name,
      tld: tldOf(item.name),
      amount: item.line.amount,
      currencyCode: SEK,
      domainId: id,
    });
    const years = item.line.periodYears ?? 1;
    const transfer = priced.type === 'transfer';
    const swedish = ['se', 'nu'].includes(tldOf(item.name));
    const stored: StoredDomain = {
      id,
      customerId: input.customerId,
      name: item.name,
      status: 'pending',
      actionRequired: true,
      orderId: order.id,
      lifecycleType: transfer ? 'transfer' : 'registration',
      autoRenew: false,
      registrarLock: false,
      transferInProgress: transfer,
      billing: {
        amount: round(item.yearly * years),
        currencyCode: SEK,
        periodYears: years,
        initialAmount: item.line.amount,
      },
      createdAt: nowIso,
      expiresAt: null,
      nextDueAt: null,
      tags: [],
      pinned: false,
      contactDetailsVerification: null,
      hostingConnection: {
        type: 'standalone',
        hostingAccountId: null,
        hostingAccountName: null,
        hostingAccountDomain: null,
        ssl: null,
      },
      nameservers: item.nameservers,
      notes: null,
      pendingDomainOrder: {
        id: order.id,
        orderNumber: order.number,
        invoiceId: invoice?.id ?? null,
        invoiceNumber: invoice?.number ?? null,
        proformaId: null,
        invoiceStatus: 'unpaid',
        amount: order.billing.amount,
        currencyCode: SEK,
        createdAt: nowIso,
        dueAt: invoice?.dueAt ?? null,
        blockers: ['outstanding_invoice'],
      },
      registryLock: swedish ? { enabled: false } : null,
      unlockCheck: 'submit',
      registrantOrgno:
        item.registrant?.registrationIdentifier?.type === 'organisation_number'
          ? (item.registrant.registrationIdentifier.value ?? null)
          : null,
      unlockRequestedAt: null,
      unlockConfirmable: false,
      whoisPrivacy:
        item.whoisPrivacy === null
          ? null
          : {
              enabled: item.whoisPrivacy,
              autoEnable: item.whoisPrivacy,
              status: item.whoisPrivacy ? 'auto_enable_allowed' : 'auto_enable_opted_out',
              reason: item.whoisPrivacy ? null : 'Turned off when the domain was ordered.',
              updatedAt: nowIso,
            },
      contacts: item.registrant
        ? { registrant: item.registrant, admin: item.registrant, tech: null, billing: null }
        : { registrant: null, admin: null, tech: null, billing: null },
      registration: {
        kind: transfer ? 'transfer' : 'registration',
        orderId: order.id,
        periodYears: years,
        paidAt: null,
        settledAt: null,
        elsewhereExpiresAt: item.record
          ? new Date(Date.parse(nowIso) + item.record.expiresInDays * DAY_MS).toISOString()
          : null,
      },
    };
    domains.domains.push(stored);
  });
  domainListChanged(domains);
  return order;
}

// ---------------------------------------------------------------------------------------------
// Payment and the clock
// ---------------------------------------------------------------------------------------------

/** A paid domain order: its domains leave "waiting for payment" (called by every payment path). */
export function applyPaidDomainOrders(domains: DomainsState, order: StoredOrder, nowIso: string): string[] {
  if (order.type !== 'new' && order.type !== 'transfer') return [];
  const moved: string[] = [];
  for (const item of order.domains) {
    const domain = domains.domains.find((candidate) => candidate.id === item.domainId);
    if (!domain?.registration || domain.registration.orderId !== order.id || domain.registration.paidAt) continue;
    domain.registration.paidAt = nowIso;
    domain.actionRequired = false;
    domain.pendingDomainOrder = null;
    moved.push(domain.id);
  }
  return moved;
}

function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/**
 * Moves the world's open registrations and transfers on to the world's clock: a cancelled order's domain is
 * `cancelled`; a paid registration is `active` `REGISTRATION_DELAY_MS` after payment, a paid transfer
 * `TRANSFER_APPROVAL_MS` after; then the order is `completed`. Run before every domains and orders request.
 */
export function settleRegistrations(domains: DomainsState, orders: OrdersState, nowMs: number): void {
  let changed = false;
  for (const domain of domains.domains) {
    const registration = domain.registration;
    if (!registration || registration.settledAt !== null) continue;
    const order = findOrder(orders, domain.customerId, registration.orderId);
    if (!registration.paidAt) {
      if (order?.status === 'cancelled') {
        domain.status = 'cancelled';
        domain.actionRequired = false;
        domain.transferInProgress = false;
        domain.pendingDomainOrder = null;
        registration.settledAt = new Date(nowMs).toISOString();
      }
      continue;
    }
    const delay = registration.kind === 'transfer' ? TRANSFER_APPROVAL_MS : REGISTRATION_DELAY_MS;
    const dueMs = Date.parse(registration.paidAt) + delay;
    if (nowMs < dueMs) continue;
    const at = new Date(dueMs).toISOString();
    registration.settledAt = at;
    domain.status = 'active';
    domain.lifecycleType = 'standard';
    domain.transferInProgress = false;
    domain.autoRenew = true;
    domain.registrarLock = true;
    domain.expiresAt =
      registration.kind === 'transfer'
        ? addYears(registration.elsewhereExpiresAt ?? at, 1)
        : addYears(at, registration.periodYears);
    domain.nextDueAt = new Date(Date.parse(domain.expiresAt) - 14 * DAY_MS).toISOString();
    changed = true;
    if (order && order.domains.every((item) => settledOf(domains, item.domainId))) order.status = 'completed';
  }
  if (changed) domainListChanged(domains);
}

function settledOf(domains: DomainsState, id: string | null): boolean {
  return domains.domains.find((domain) => domain.id === id)?.registration?.settledAt != null;
}

/**
 * A list row's `progress` (ours, ledger "Home"): a paid registration (`registering`, with the registry) or transfer in
 * (`awaiting_approval`, the current registrar's approval) not settled yet, and when it will be; else null.
 */
export function progressOf(domain: StoredDomain): DomainProgress | null {
  const registration = domain.registration;
  if (!registration?.paidAt || registration.settledAt !== null) return null;
  const transfer = registration.kind === 'transfer';
  const delay = transfer ? TRANSFER_APPROVAL_MS : REGISTRATION_DELAY_MS;
  return {
    kind: transfer ? 'transfer' : 'registration',
    step: transfer ? 'awaiting_approval' : 'registering',
    expectedAt: new Date(Date.parse(registration.paidAt) + delay).toISOString(),
  };
}

/** `GET /domains/{id}/transfer`; null when the domain was never transferred in. */
export function transferProgressOf(orders: OrdersState, domain: StoredDomain): TransferProgress | null {
  const registration = domain.registration;
  if (registration?.kind !== 'transfer') return null;
  const order = findOrder(orders, domain.customerId, registration.orderId);
  const paidMs = registration.paidAt ? Date.parse(registration.paidAt) : null;
  const doneAt = paidMs === null ? null : new Date(paidMs + TRANSFER_APPROVAL_MS).toISOString();
  const completed = registration.settledAt !== null && domain.status === 'active';
  const cancelled = domain.status === 'cancelled';
  const status = cancelled
    ? 'cancelled'
    : completed
      ? 'completed'
      : paidMs === null
        ? 'awaiting_payment'
        : 'awaiting_approval';
  return {
    domainId: domain.id,
    domainName: domain.name,
    orderId: order?.id ?? null,
    orderNumber: order?.number ?? null,
    status,
    steps: [
      { step: 'requested', state: paidMs === null ? 'current' : 'done', at: registration.paidAt },
      {
        step: 'awaiting_approval',
        state: completed ? 'done' : paidMs === null ? 'upcoming' : 'current',
        at: doneAt,
      },
      { step: 'completed', state: completed ? 'done' : 'upcoming', at: doneAt },
    ],
    expectedCompletionAt: cancelled ? null : doneAt,
    periodYears: 1,
  };
}

export type { AvailabilityStatus };

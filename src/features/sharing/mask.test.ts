import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { problemDetails, tolerantArrayItems } from '@/api/schemas/common';
import { createMasker, FREE_TEXT_KEYS, PERSONAL_KEYS, PERSONAL_UNDER, SAFE_KEYS } from './mask';
import { ENUM_MEMBERS } from './mask-enum-members';

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['../../api/schemas/*.ts', '!../../api/schemas/*.test.ts', '!../../api/schemas/mock-control.ts'],
  { eager: true },
);

function isSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Every member name of every object in a schema, with its parent member's name. */
function membersOf(schema: z.core.$ZodType, parent: string, into: Set<string>, seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const walk = (child: unknown, name = parent) => {
    if (isSchema(child)) membersOf(child, name, into, seen);
  };
  if (def['type'] === 'object') {
    for (const [key, member] of Object.entries(def['shape'] as Record<string, unknown>)) {
      into.add(`${parent}.${key}`);
      walk(member, key);
    }
  }
  walk(tolerantArrayItems.get(schema));
  walk(def['innerType']);
  walk(def['in']);
  walk(def['out']);
  walk(def['element']);
  walk(def['valueType']);
  for (const option of (def['options'] as unknown[] | undefined) ?? []) walk(option);
  if (def['type'] === 'lazy' && typeof def['getter'] === 'function') walk((def['getter'] as () => unknown)());
}

type ValueKind = 'string' | 'fixed' | 'other';

/** What a member's schema reads, at its leaves: a string, one of a fixed set (an enum, a literal), or anything else. */
function leafKinds(schema: z.core.$ZodType, into: Set<ValueKind>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = (child: unknown) => {
    if (isSchema(child)) leafKinds(child, into, seen);
  };
  const items = tolerantArrayItems.get(schema);
  if (items) return inner(items);
  switch (def['type']) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def['innerType']);
    case 'pipe':
      return inner(def['in']);
    case 'lazy':
      return inner((def['getter'] as () => unknown)());
    case 'array':
      return inner(def['element']);
    case 'union':
      for (const option of def['options'] as unknown[]) inner(option);
      return;
    case 'string':
    case 'template_literal':
      into.add('string');
      return;
    case 'enum':
    case 'literal':
      into.add('fixed');
      return;
    case 'null':
    case 'undefined':
      return;
    default:
      into.add('other');
  }
}

/** Every member of every object an answer of the contract (any 2xx body, a problem) may hold: name → parents, kinds. */
function answerMembers(): Map<string, { parents: Set<string>; kinds: Set<ValueKind> }> {
  const members = new Map<string, { parents: Set<string>; kinds: Set<ValueKind> }>();
  const seen = new Set<unknown>();
  const visit = (schema: z.core.$ZodType, parent: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    const walk = (child: unknown, name = parent) => {
      if (isSchema(child)) visit(child, name);
    };
    if (def['type'] === 'object') {
      for (const [key, member] of Object.entries(def['shape'] as Record<string, z.core.$ZodType>)) {
        const entry = members.get(key) ?? { parents: new Set(), kinds: new Set() };
        members.set(key, entry);
        entry.parents.add(parent);
        leafKinds(member, entry.kinds);
        walk(member, key);
      }
    }
    walk(tolerantArrayItems.get(schema));
    for (const child of ['innerType', 'in', 'out', 'element', 'valueType']) walk(def[child]);
    for (const option of (def['options'] as unknown[] | undefined) ?? []) walk(option);
    if (def['type'] === 'lazy') walk((def['getter'] as () => unknown)());
  };
  for (const endpoint of allEndpoints) if (endpoint.response) visit(endpoint.response, '');
  visit(problemDetails, '');
  return members;
}

/** The members every answer schema reads as one of a fixed set of values, as mask-enum-members.ts holds them. */
function enumMembersSource(): string {
  const names = [...answerMembers()]
    .filter(([, { kinds }]) => kinds.has('fixed') && !kinds.has('string') && !kinds.has('other'))
    .map(([name]) => name)
    .sort();
  return [
    '// Written by mask.test.ts from the contract (`npx vitest run src/features/sharing/mask.test.ts --update`); do not edit.',
    '',
    '/** Members every answer schema of the contract reads as one of a fixed set of values (an enum, a literal). */',
    'export const ENUM_MEMBERS: ReadonlySet<string> = new Set([',
    ...names.map((name) => `  '${name}',`),
    ']);',
    '',
  ].join('\n');
}

/**
 * Members whose name looks personal but are not: what each one holds. A new member with a personal-looking name in
 * any area's schema fails the test until it is masked (PERSONAL_KEYS) or listed here with its reason.
 */
const NOT_PERSONAL: Readonly<Record<string, string>> = {
  name: 'a server, domain, plan, key or mailbox name (personal only under customer/requester/author: PERSONAL_UNDER)',
  hostname: 'a server host name',
  mailboxes: 'how many mailboxes a cancellation ends (a count)',
  webmailUrl: 'the link to the webmail',
  domainName: 'a domain name',
  domainNames: 'domain names',
  sender: 'who wrote a message: customer or staff (the name is senderName)',
  customName: 'a name the customer gave a resource',
  departmentName: 'the support department',
  hostingAccountName: 'a hosting account',
  serviceName: 'a product',
  keyName: 'an SSH key name',
  interfaceName: 'a network interface',
  filename: 'an attachment file name',
  customerType: 'consumer or business, an enum',
  ipAddress: 'a server address',
  macAddress: 'a network card',
  emailAccounts: 'a count of mailboxes',
  emailAccountLimit: 'a plan limit',
  canEditContacts: 'a gate',
  contactDetailsVerification: 'a gate',
  requiresIdentityVerification: 'a gate',
  registrant: 'an object whose members are masked by name',
  contact: 'a saved contact: an object whose members are masked by name',
  savedContacts: 'saved contacts, each an object whose members are masked by name',
  contactId: 'the id of a saved contact (con_…)',
  requiresRegistrantId: 'a flag of a TLD',
  ourNameservers: 'our nameservers’ host names',
  names: 'the domain names searched (a request body)',
  registrationIdentifier: 'an object whose value is masked (PERSONAL_UNDER)',
  customer: 'an object whose name and email are masked (PERSONAL_UNDER)',
  state: 'a region code or a state',
  countryCode: 'a country',
  nameservers: 'DNS servers',
  mailSettings: 'server settings',
  mailboxesOverQuota: 'a count',
  ownerId: 'an id',
};

const LOOKS_PERSONAL =
  /name|mail|phone|mobile|street|address|postal|zip|city|org.*number|personal|identity|identifier|registrant|holder|contact|customer|requester|sender|author/i;

describe('masking', () => {
  it('covers every personal-looking member of every area’s schema', () => {
    const members = new Set<string>();
    const seen = new Set<unknown>();
    for (const module of Object.values(schemaModules)) {
      for (const exported of Object.values(module)) if (isSchema(exported)) membersOf(exported, '', members, seen);
    }
    expect(members.size).toBeGreaterThan(200);
    const missed = [...members]
      .map((path) => {
        const [parent = '', key = ''] = path.split('.').slice(-2);
        return { key, parent };
      })
      .filter(({ key }) => LOOKS_PERSONAL.test(key))
      .filter(({ key, parent }) => !PERSONAL_KEYS[key] && !PERSONAL_UNDER[parent]?.[key] && !NOT_PERSONAL[key])
      .map(({ key, parent }) => `${parent}.${key}`);
    expect([...new Set(missed)]).toEqual([]);
    // The contact members the domain and order schemas hold are all masked.
    for (const key of ['firstName', 'lastName', 'companyName', 'email', 'phoneNumber', 'street', 'address2']) {
      expect(PERSONAL_KEYS[key]).toBeDefined();
    }
  });

  it('replaces personal data with stable placeholders that keep the view readable', () => {
    const masker = createMasker();
    const masked = masker.mask({
      me: { customer: { id: 'cus_1', name: 'Anna Svensson', email: 'anna@example.se' } },
      domains: [
        {
          id: 'dom_1',
          name: 'svensson.se',
          registrant: {
            firstName: 'Anna',
            lastName: 'Svensson',
            companyName: 'Svensson Bygg AB',
            email: 'anna@example.se',
            phoneNumber: '+46 70 123 45 67',
            street: 'Storgatan 1',
            postalCode: '123 45',
            city: 'Uppsala',
            registrationIdentifier: { type: 'orgnr', value: '556677-8899', countryCode: 'SE' },
          },
        },
      ],
      ticket: {
        id: 'tic_1',
        requesterName: 'Anna Svensson',
        ccEmails: ['bo@example.se'],
        messages: [
          {
            id: 'msg_1',
            body: 'Hi, Anna Svensson here. Call me on 070-123 45 67 or mail bo@example.se. Personnummer 19800101-1234.',
          },
        ],
      },
      order: { id: 'ORD-0012345678', createdAt: '2026-11-27T19:58:00Z' },
    });
    const text = JSON.stringify(masked);
    for (const personal of [
      'Anna',
      'Svensson',
      'anna@example.se',
      'bo@example.se',
      '123 45 67',
      'Storgatan',
      'Uppsala',
      '556677-8899',
      '19800101-1234',
    ]) {
      expect(text).not.toContain(personal);
    }
    // The same person is the same placeholder everywhere; the same address too.
    expect(masked.me.customer.name).toBe('Person 1');
    expect(masked.ticket.requesterName).toBe('Person 1');
    expect(masked.me.customer.email).toBe(masked.domains[0]?.registrant.email);
    expect(masked.ticket.messages[0]?.body).toContain('Person 1 here');
    expect(masked.ticket.messages[0]?.body).toContain(masked.ticket.ccEmails[0]);
    // What is not personal stays: ids, domain names, times.
    expect(masked.domains[0]?.name).toBe('svensson.se');
    expect(masked.order).toEqual({ id: 'ORD-0012345678', createdAt: '2026-11-27T19:58:00Z' });
    expect(masked.domains[0]?.registrant.registrationIdentifier.countryCode).toBe('SE');
    // A placeholder of each kind is still a valid value of its kind.
    expect(masked.me.customer.email).toMatch(/^[a-z0-9]+@example\.invalid$/);
    expect(masker.count()).toBeGreaterThan(5);
  });

  it('is stable: the same data masked twice gives the same bundle', () => {
    const data = { customer: { name: 'Bo Ek', email: 'bo@ek.se' }, list: [{ requesterName: 'Bo Ek' }] };
    expect(createMasker().mask(data)).toEqual(createMasker().mask(data));
  });

  it('searches only free text for patterns', () => {
    expect(FREE_TEXT_KEYS.has('body')).toBe(true);
    const masked = createMasker().mask({ id: '0701234567', detail: 'Call 0701234567' });
    expect(masked.id).toBe('0701234567');
    expect(masked.detail).not.toContain('0701234567');
  });
});

describe('masking fails closed', () => {
  it('keeps the members every answer schema reads as an enum, derived from the contract', async () => {
    await expect(enumMembersSource()).toMatchFileSnapshot('./mask-enum-members.ts');
    expect(ENUM_MEMBERS.has('priority')).toBe(true);
  });

  it('knows every string member of every answer: personal, free text, safe or an enum', () => {
    const unknown = [...answerMembers()]
      .filter(([, { kinds }]) => kinds.has('string'))
      .filter(
        ([name, { parents }]) =>
          !PERSONAL_KEYS[name] &&
          !FREE_TEXT_KEYS.has(name) &&
          !SAFE_KEYS.has(name) &&
          ![...parents].every((parent) => PERSONAL_UNDER[parent]?.[name]),
      )
      .map(([name]) => name);
    expect(unknown).toEqual([]);
  });

  it('masks a string member it does not know, and keeps what it knows is safe', () => {
    const masked = createMasker().mask({
      id: 'vps_1',
      status: 'running',
      createdAt: '2026-11-27T19:58:00Z',
      nickname: 'Astrid',
      unknownList: ['Bo Ek'],
      nested: { whatever: 'Lindqvist' },
      total: 120,
    });
    expect(masked).toEqual({
      id: 'vps_1',
      status: 'running',
      createdAt: '2026-11-27T19:58:00Z',
      nickname: '[masked 1]',
      unknownList: ['[masked 2]'],
      nested: { whatever: '[masked 3]' },
      total: 120,
    });
  });
});

describe('masking what it used to miss', () => {
  const place = (url: string, readPath: string, body: unknown = { data: [], hasMore: false, nextCursor: null }) => {
    const masker = createMasker();
    const content = masker.content({
      customerName: 'Astrid Lindqvist',
      reads: [{ path: readPath, body, at: 1 }],
      operations: [],
      failedRequests: [],
    });
    return { content, url: masker.address(url) };
  };

  it('masks search terms in the screen’s address and the read’s path alike, so the replay still finds the read', () => {
    for (const term of ['astrid@nordlicht.example', '19800101-1234', 'Astrid', '+46 70 123 45 67']) {
      const query = new URLSearchParams({ q: term, status: 'active' }).toString();
      const { content, url } = place(`/domains?${query}`, `/api/v2/domains?${query}`);
      const readPath = content.reads[0]?.path ?? '';
      for (const text of [url, readPath, decodeURIComponent(url), decodeURIComponent(readPath)]) {
        expect(text.toLowerCase()).not.toContain(term.toLowerCase());
      }
      const shown = new URL(url, 'http://panel.test').searchParams;
      const read = new URL(readPath, 'http://panel.test').searchParams;
      expect(shown.get('status')).toBe('active');
      // The app asks for what the masked address says: the same masked term, encoded as the client encodes it.
      expect(read.get('q')).toBe(shown.get('q'));
      expect(readPath).toBe(`/api/v2/domains?${new URLSearchParams({ q: shown.get('q') ?? '', status: 'active' })}`);
    }
    // An id in a path is never rewritten, whatever it looks like; a mailbox's address in a path is masked.
    const masker = createMasker();
    expect(masker.address('/api/v2/orders/20261127-0001?q=19800101-1234')).toBe(
      '/api/v2/orders/20261127-0001?q=000000-0001',
    );
    expect(masker.address('/api/v2/shared-hosting/hst_1/email-accounts/info%40nordlicht.se/quota')).toBe(
      '/api/v2/shared-hosting/hst_1/email-accounts/person1%40example.invalid/quota',
    );
    // A cursor is the answer's own and is kept.
    expect(place('/domains?cursor=0701234567', '/api/v2/domains?cursor=0701234567').content.reads[0]?.path).toBe(
      '/api/v2/domains?cursor=0701234567',
    );
  });

  it('masks the search in a link an answer holds, as in the screen’s address', () => {
    const masked = createMasker().mask({
      title: 'Bad request',
      instance: '/api/v2/domains?q=astrid%40nordlicht.example&limit=20',
    });
    expect(masked.instance).toBe('/api/v2/domains?q=person1%40example.invalid&limit=20');
  });

  it('masks a first name alone in free text, and a person’s name token by token', () => {
    const masked = createMasker().mask({
      requesterName: 'Astrid Lindqvist',
      messages: [
        {
          senderName: 'Support system',
          body: 'Hello Astrid,\n\nLindqvist’s server web-01.nordlicht.se is up. Support',
        },
      ],
    });
    const body = masked.messages[0]?.body ?? '';
    expect(body).toBe('Hello Person 1,\n\nPerson 1’s server web-01.nordlicht.se is up. Support');
    expect(masked.requesterName).toBe('Person 1');
  });

  it('masks VAT numbers and IP addresses; a server’s own address is kept', () => {
    const masked = createMasker().mask({
      data: [
        { sourceIp: '192.0.2.44', detail: 'Signed in from 192.0.2.44 and 2001:db8:10::99 at 16:42:10' },
        { ip: '203.0.113.24', body: 'Our VAT number SE556677889901 is on file; 203.0.113.24 is the server.' },
      ],
    });
    const text = JSON.stringify(masked);
    for (const personal of ['192.0.2.44', '2001:db8:10::99', 'SE556677889901']) expect(text).not.toContain(personal);
    expect(masked.data[0]?.sourceIp).toBe('198.18.0.2');
    expect(masked.data[0]?.detail).toBe('Signed in from 198.18.0.2 and 198.18.0.3 at 16:42:10');
    expect(masked.data[1]?.body).toBe('Our VAT number SE000000000001 is on file; 203.0.113.24 is the server.');
  });

  it('does not damage what it masks, and never masks a placeholder again', () => {
    const masker = createMasker();
    const masked = masker.mask({
      registrationIdentifier: { value: '556677-8899' },
      phoneNumber: '+46.812345678',
      body: 'Personnummer 19800101-1234, org 556677-8899. Call 070-123 45 67. Or +46.812345678.',
    });
    expect(masked.registrationIdentifier.value).toBe('000000-0001');
    expect(masked.phoneNumber).toBe('+46 70 000 00 01');
    expect(masked.body).toBe('Personnummer 000000-0002, org 000000-0001. Call +46 70 000 00 02. Or +46 70 000 00 01.');
    // Masked again, a masked answer stays as it is.
    expect(createMasker().mask(masked)).toEqual(masked);
  });
});

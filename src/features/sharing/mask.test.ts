import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createMasker, FREE_TEXT_KEYS, PERSONAL_KEYS, PERSONAL_UNDER } from './mask';

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
  walk(def['innerType']);
  walk(def['in']);
  walk(def['out']);
  walk(def['element']);
  walk(def['valueType']);
  for (const option of (def['options'] as unknown[] | undefined) ?? []) walk(option);
  if (def['type'] === 'lazy' && typeof def['getter'] === 'function') walk((def['getter'] as () => unknown)());
}

/**
 * Members whose name looks personal but are not: what each one holds. A new member with a personal-looking name in
 * any area's schema fails the test until it is masked (PERSONAL_KEYS) or listed here with its reason.
 */
const NOT_PERSONAL: Readonly<Record<string, string>> = {
  name: 'a server, domain, plan, key or mailbox name (personal only under customer/requester/author: PERSONAL_UNDER)',
  hostname: 'a server host name',
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
  ipAddress: 'a server address',
  macAddress: 'a network card',
  emailAccounts: 'a count of mailboxes',
  emailAccountLimit: 'a plan limit',
  canEditContacts: 'a gate',
  contactDetailsVerification: 'a gate',
  requiresIdentityVerification: 'a gate',
  registrant: 'an object whose members are masked by name',
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

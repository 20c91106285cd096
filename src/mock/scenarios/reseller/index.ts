import type { DnsRecordData } from '@/api/schemas/dns-rules';
import { seedDnsZones } from '@/mock/areas/dns/seed';
import { seedDomains, type DomainSpec } from '@/mock/areas/domains/seed';
import type { StoredDomainStatus, UnlockCheck } from '@/mock/areas/domains/state';
import { emptyWorldState } from '@/mock/platform/state';
import { standardBillingProfiles, standardCustomers } from '../customers';
import { RESELLER_DOMAINS } from '../demo/ids';
import { SCENARIO_AUTHORED_DAY, shiftToClock } from '../clock';
import type { Scenario } from '../types';

/**
 * A reseller: the main customer owns 10,000 domains across many TLDs and statuses, generated deterministically
 * (mulberry32 with a fixed seed, dates authored for SCENARIO_AUTHORED_DAY and moved to the world clock), for the list's speed budget and select-all-matching.
 */

const TLDS = ['se', 'nu', 'com', 'net', 'org', 'io', 'de', 'eu', 'dk', 'no', 'fi', 'info', 'shop', 'app'] as const;
const WORDS = ['nord', 'sol', 'fjall', 'hav', 'skog', 'bygg', 'data', 'mat', 'resa', 'konst', 'vind', 'sten'] as const;
const STATUSES: readonly StoredDomainStatus[] = [
  ...Array<StoredDomainStatus>(14).fill('active'),
  'pending',
  'expired',
  'suspended',
  'cancelled',
  'terminated',
  'fraud',
];
const CHECKS: readonly UnlockCheck[] = ['submit', 'bankid', 'mismatch', 'mismatch_confirmable'];

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE_MS = Date.parse('2026-11-01T09:00:00.000Z');

/** The authored day's morning: an active domain expires after it, an expired one before it. */
const AUTHORED_MS = Date.parse(`${SCENARIO_AUTHORED_DAY}T09:00:00.000Z`);

/**
 * When a domain of this status expires, from one random draw: an active domain on a day after the authored day (up to
 * about two years ahead), an expired one in the 120 days before it (the registries' grace and redemption), the others
 * anywhere from four months ago to two years ahead (a suspended or cancelled domain may have time left). So no
 * "Active" domain expired months ago and no "Expired" one expires next year (issue 40).
 */
function expiry(status: StoredDomainStatus, draw: number): number {
  if (status === 'active') return AUTHORED_MS + Math.floor((1 + draw * 779) * DAY_MS);
  if (status === 'expired') return AUTHORED_MS - Math.floor((1 + draw * 119) * DAY_MS);
  return BASE_MS + Math.floor((draw * 900 - 120) * DAY_MS);
}

export function resellerDomainSpecs(total: number = RESELLER_DOMAINS.total): DomainSpec[] {
  const random = mulberry32(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const specs: DomainSpec[] = [];
  for (let index = 0; index < total; index += 1) {
    const tld = TLDS[index % TLDS.length] ?? 'com';
    const name = `${pick(WORDS)}${pick(WORDS)}-${index.toString(36)}.${tld}`;
    const status = pick(STATUSES);
    const swedish = tld === 'se' || tld === 'nu';
    const expiresMs = expiry(status, random());
    const periodYears = 1 + Math.floor(random() * 3);
    specs.push({
      owner: 'main',
      id: `dom_r${index.toString(16).padStart(6, '0')}`,
      name,
      status,
      actionRequired: status === 'pending' || status === 'expired',
      orderId: `ord_r${index.toString(16).padStart(6, '0')}`,
      lifecycleType: status === 'pending' ? 'registration' : 'standard',
      autoRenew: status === 'active' && random() < 0.7,
      registrarLock: random() < 0.8,
      transferInProgress: false,
      billing: { amount: 99 + Math.floor(random() * 400), currencyCode: 'SEK', periodYears },
      createdAt: new Date(BASE_MS - Math.floor(random() * 3000) * DAY_MS).toISOString(),
      expiresAt: status === 'pending' ? null : new Date(expiresMs).toISOString(),
      nextDueAt: status === 'pending' ? null : new Date(expiresMs - 30 * DAY_MS).toISOString(),
      tags: random() < 0.1 ? ['client'] : [],
      pinned: false,
      contactDetailsVerification: null,
      hostingConnection: null,
      nameservers: ['ns1.hosting.example', 'ns2.hosting.example'],
      notes: null,
      pendingDomainOrder: null,
      registryLock: swedish ? { enabled: random() < 0.6 } : null,
      unlockCheck: pick(CHECKS),
      registrantOrgno: '556677-8899',
      unlockRequestedAt: null,
      whoisPrivacy: null,
      contacts: status === 'terminated' ? null : { registrant: null, admin: null, tech: null, billing: null },
    });
  }
  return specs;
}

/** The big zone's records (`RESELLER_DOMAINS.bigZone`): hosts, their IPv6, aliases and notes, deterministic. */
export function bigZoneRecords(total: number = RESELLER_DOMAINS.bigZone.records): DnsRecordData[] {
  const zone = RESELLER_DOMAINS.bigZone.name;
  const base = { ttl: 3600, priority: null, weight: null, port: null, flags: null, tag: null };
  const records: DnsRecordData[] = [
    { ...base, name: '@', type: 'A', content: '192.0.2.10' },
    { ...base, name: '@', type: 'MX', content: 'mx1.hosting.example', priority: 10 },
  ];
  for (let index = 0; records.length < total; index += 1) {
    const host = `${WORDS[index % WORDS.length] ?? 'host'}-${index}`;
    const kind = index % 4;
    if (kind === 0)
      records.push({
        ...base,
        name: host,
        type: 'A',
        content: `198.51.${Math.floor(index / 250) % 256}.${index % 250}`,
      });
    else if (kind === 1)
      records.push({ ...base, name: host, type: 'AAAA', content: `2001:db8::${index.toString(16)}` });
    else if (kind === 2) records.push({ ...base, name: `www-${host}`, type: 'CNAME', content: `${host}.${zone}` });
    else records.push({ ...base, name: host, type: 'TXT', content: `client=${host}; contact=ops@${zone}` });
  }
  return records;
}

export const resellerScenario: Scenario = {
  name: 'reseller',
  description: `A reseller with ${RESELLER_DOMAINS.total.toLocaleString('en')} domains across ${TLDS.length} TLDs and every status (deterministic).`,
  seed(nowMs) {
    const customers = standardCustomers();
    const empty = emptyWorldState();
    const domains = seedDomains(
      { domains: shiftToClock(resellerDomainSpecs(), nowMs), orgnos: { main: '556677-8899' } },
      customers,
    );
    return {
      customers,
      state: {
        ...empty,
        orders: { ...empty.orders, billingProfiles: standardBillingProfiles(customers) },
        domains,
        dns: seedDnsZones([{ domainId: RESELLER_DOMAINS.bigZone.id, records: bigZoneRecords() }], domains),
      },
    };
  },
};

import type { DnsRecordData } from '@/api/schemas/dns-rules';
import type { DnsZoneSpec } from '@/mock/areas/dns/seed';
import { DEMO_DOMAINS } from './ids';

/** nordlicht.se's zone: one record of every type, a DKIM key over 255 bytes (published as two strings). */

const r = (data: Partial<DnsRecordData> & Pick<DnsRecordData, 'name' | 'type' | 'content'>): DnsRecordData => ({
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  ...data,
});

const DKIM_KEY =
  'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu5Pm1vF2kq8Zr0cX9WlJmX3q7yTnB4hG2sQeV6aLdC1oR8fP0' +
  'bKzN4wUjY7iE3tHsMgA9vD5cO2lQxW6pZrT1yF8nJkB3mLsV0uHgE7aD4qC9oXwR2tY5iP6kN1jM8bZ3vF0rS7eU4hG9dLcQ2wA5xT1yK6nB' +
  '8mJ3pV0sR7uE4iH9gD2lC5oX1wQ6tZ3yF8kN0jM7bA4vS9rP2eU5hG1dL6cQ8wT3xY0nK7mB4pJ9sV2uR5iE8gH1dC3lO6xW0qIDAQAB';

export const DEMO_DNS_ZONES: readonly DnsZoneSpec[] = [
  {
    domainId: DEMO_DOMAINS.se.id,
    records: [
      r({ name: '@', type: 'A', content: '192.0.2.10' }),
      r({ name: '@', type: 'AAAA', content: '2001:db8::10' }),
      r({ name: 'www', type: 'CNAME', content: 'nordlicht.se' }),
      r({ name: 'shop', type: 'A', content: '198.51.100.24', ttl: 300 }),
      r({ name: '@', type: 'MX', content: 'mx1.hosting.example', priority: 10 }),
      r({ name: '@', type: 'MX', content: 'mx2.hosting.example', priority: 20 }),
      r({ name: '@', type: 'TXT', content: 'v=spf1 include:spf.hosting.example ~all' }),
      r({ name: '_dmarc', type: 'TXT', content: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@nordlicht.se' }),
      r({ name: 'mail._domainkey', type: 'TXT', content: DKIM_KEY }),
      r({ name: '_sip._tcp', type: 'SRV', content: 'sip.nordlicht.se', priority: 10, weight: 5, port: 5060 }),
      r({ name: 'sip', type: 'A', content: '192.0.2.40' }),
      r({ name: '@', type: 'CAA', content: 'letsencrypt.org', flags: 0, tag: 'issue' }),
      r({ name: 'lab', type: 'NS', content: 'ns1.lab-hosting.example', ttl: 86_400 }),
    ],
  },
];

import { invalidRequest, type ProblemError } from '@/mock/platform/problems';
import { defaultRdns, ipFamily, sameIp } from './ip';

/**
 * Reverse DNS (spec: "non-empty values must be public hostnames that pass forward-DNS validation"): the name must
 * be a public hostname whose A/AAAA records in the world's DNS include the IP (forward-confirmed reverse DNS).
 */

/** Special-use and private-use names (RFC 2606, 6761, 6762, 8375, 9476 and common private suffixes). */
const NON_PUBLIC_SUFFIXES = [
  'local',
  'localhost',
  'localdomain',
  'internal',
  'intranet',
  'private',
  'lan',
  'home',
  'corp',
  'test',
  'example',
  'invalid',
  'onion',
  'alt',
  'arpa',
  'example.com',
  'example.net',
  'example.org',
];

function rdnsProblem(detail: string): ProblemError {
  return invalidRequest([{ pointer: '/rdns', detail, code: 'invalid_request' }]);
}

/**
 * The reverse-DNS name to store for `address`: the default name for `''`/null, else the checked hostname
 * (lower-cased, without a trailing dot). Throws a 400 at `/rdns` saying what is wrong.
 */
export function resolveRdns(dns: ReadonlyMap<string, readonly string[]>, address: string, rdns: string | null): string {
  const fallback = defaultRdns(address);
  if (rdns === null || rdns.trim() === '') return fallback;
  const name = rdns.trim().toLowerCase().replace(/\.$/, '');
  if (name === fallback) return fallback;
  if (ipFamily(name) !== null) {
    throw rdnsProblem(`${rdns} is an IP address; reverse DNS needs a hostname such as mail.example.se.`);
  }
  if (!name.includes('.')) {
    throw rdnsProblem(`${rdns} is a single label; reverse DNS needs a full public hostname such as mail.example.se.`);
  }
  const suffix = NON_PUBLIC_SUFFIXES.find((candidate) => name === candidate || name.endsWith(`.${candidate}`));
  if (suffix) {
    throw rdnsProblem(`${rdns} ends in .${suffix}, which is not a public domain; use a name in a public domain.`);
  }
  const addresses = dns.get(name);
  if (!addresses || addresses.length === 0) {
    throw rdnsProblem(`${name} does not resolve. Create an A or AAAA record pointing to ${address} first.`);
  }
  if (!addresses.some((candidate) => sameIp(candidate, address))) {
    throw rdnsProblem(
      `${name} resolves to ${addresses.join(', ')}, not to ${address}. Point it at ${address} first, then set the reverse DNS.`,
    );
  }
  return name;
}

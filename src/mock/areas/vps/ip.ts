import { isIPv4, isIPv6 } from 'node:net';

/** IP address helpers of the VPS area: family, canonical form, CIDR membership, default reverse-DNS names. */

export type IpFamily = 'ipv4' | 'ipv6';

export function ipFamily(address: string): IpFamily | null {
  if (isIPv4(address)) return 'ipv4';
  if (isIPv6(address)) return 'ipv6';
  return null;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = ipv4ToBigInt(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headParts.length - tailParts.length;
  const parts = [...headParts, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailParts];
  return parts.reduce((value, part) => (value << 16n) | BigInt(parseInt(part, 16)), 0n);
}

/** The address as a number of its family, or null when it is not an IP address. */
export function ipToBigInt(address: string): { family: IpFamily; value: bigint } | null {
  const family = ipFamily(address);
  if (family === 'ipv4') return { family, value: ipv4ToBigInt(address) };
  if (family === 'ipv6') return { family, value: ipv6ToBigInt(address) };
  return null;
}

/** True when both strings are the same IP address (`2001:DB8::1` and `2001:db8:0::1` are). */
export function sameIp(a: string, b: string): boolean {
  const left = ipToBigInt(a);
  const right = ipToBigInt(b);
  return left !== null && right !== null && left.family === right.family && left.value === right.value;
}

export function inCidr(address: string, cidr: string): boolean {
  const [base = '', prefixText = ''] = cidr.split('/');
  const ip = ipToBigInt(address);
  const network = ipToBigInt(base);
  if (!ip || !network || ip.family !== network.family) return false;
  const width = ip.family === 'ipv4' ? 32n : 128n;
  const shift = width - BigInt(Number(prefixText));
  return ip.value >> shift === network.value >> shift;
}

export function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** The zone every default reverse-DNS name lives in (`203-0-113-24.static.hosting.example`). */
export const DEFAULT_RDNS_ZONE = 'static.hosting.example';

/** The provider's reverse-DNS name of an IP (what an empty `rdns` resets to). */
export function defaultRdns(address: string): string {
  const label = address.toLowerCase().replace(/[.:]/g, '-');
  return `${label}.${DEFAULT_RDNS_ZONE}`;
}

import { describe, expect, it } from 'vitest';
import { isHostname, isIpv4, isIpv6, nameserverErrors } from './domains-manage';

describe('nameserver rules', () => {
  it('reads host names and addresses as registries do', () => {
    expect(['ns1.example.com', 'a.b.se', 'xn--nrdlicht-q4a.se'].every(isHostname)).toBe(true);
    expect(
      ['ns_1.example.com', 'localhost', '-ns.example.com', 'ns.example.123', 'ns..example.com'].some(isHostname),
    ).toBe(false);
    expect(['192.0.2.1', '255.255.255.255'].every(isIpv4)).toBe(true);
    expect(['256.1.1.1', '01.2.3.4', '1.2.3'].some(isIpv4)).toBe(false);
    expect(['2001:db8::1', '::1', '2001:db8:0:0:0:0:0:1', '::ffff:192.0.2.1'].every(isIpv6)).toBe(true);
    expect(['2001:db8:::1', '2001::db8::1', '2001:db8:1', 'g::1', ':1:2', '1:2:'].some(isIpv6)).toBe(false);
  });

  it('asks for glue only for a host under one of the domains changed', () => {
    const domains = ['nordlicht.se', 'nordlicht.com'];
    expect(
      nameserverErrors([{ host: 'ns1.nordlicht.se', addresses: ['192.0.2.1'] }, { host: 'ns.example.net' }], domains),
    ).toEqual([]);
    expect(
      nameserverErrors(
        [{ host: 'NS1.nordlicht.com.' }, { host: 'ns.example.net', addresses: ['192.0.2.1'] }],
        domains,
      ).map((error) => [error.pointer, error.code]),
    ).toEqual([
      ['/nameservers/0/addresses', 'glue_required'],
      ['/nameservers/1/addresses', 'glue_not_allowed'],
    ]);
  });
});

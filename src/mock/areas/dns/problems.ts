/** Problem codes of the DNS zones and their titles. */
export const dnsProblems = {
  titles: {
    dns_zone_changed: 'The DNS zone has changed',
    dns_version_not_found: 'DNS zone version not found',
    dns_not_on_our_nameservers: 'The domain uses other nameservers',
    record_not_found: 'DNS record not found',
    zone_too_large: 'Too many DNS records',
  },
  publicPaths: [],
};

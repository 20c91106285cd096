import type { dnsImportModeValues } from '@/api/schemas/dns';

export type DnsImportModeValue = (typeof dnsImportModeValues)[number];

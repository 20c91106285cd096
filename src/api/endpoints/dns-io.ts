import { domainIdParam } from '@/api/schemas/domains';
import {
  dnsChangeResult,
  dnsChangesBody,
  dnsVersion,
  dnsVersionList,
  dnsVersionParam,
  dnsZone,
} from '@/api/schemas/dns';
import { bindIo, param } from './endpoint';
import { dnsRoutes } from './dns';

const domainId = param(domainIdParam, 'Expected a domain id (dom_…), not a domain name.');

/** The DNS zones' endpoints with their contract (`dns.ts` holds the routes and the decisions). */
export const dnsEndpoints = bindIo(dnsRoutes, {
  zone: { params: { id: domainId }, response: dnsZone },
  applyChanges: { params: { id: domainId }, body: dnsChangesBody, response: dnsChangeResult },
  versions: { params: { id: domainId }, response: dnsVersionList },
  version: {
    params: { id: domainId, version: param(dnsVersionParam, 'Expected a version number.') },
    response: dnsVersion,
  },
  exportZone: { params: { id: domainId }, response: null },
});

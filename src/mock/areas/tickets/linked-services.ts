import type { LinkedServiceType } from '@/api/schemas/ticket-conversations';
import type { LinkedService } from '@/api/schemas/tickets';
import { findDomain, type DomainsState } from '@/mock/areas/domains/state';
import { accountName, findAccount, type HostingState } from '@/mock/areas/hosting/state';
import { findOrder, type OrdersState } from '@/mock/areas/orders/state';
import { REGION_NAMES, findVps, primaryIp, type VpsState } from '@/mock/areas/vps/state';

/**
 * A new ticket's linked service (ledger "Support conversations"), looked up in the world's other areas, only among
 * the caller's own services: someone else's is as unknown as a made-up id (`service_not_found`). Named as the
 * scenario's tickets name theirs: a VPS by its hostname, a hosting account by its name (its domain unless it has a
 * name of its own), a domain by its name, an order by its number.
 */

export interface ServiceStates {
  vps: VpsState;
  hosting: HostingState;
  domains: DomainsState;
  orders: OrdersState;
}

export function resolveLinkedService(
  states: ServiceStates,
  customerId: string,
  ref: { serviceType: LinkedServiceType; serviceId: string },
): LinkedService | null {
  switch (ref.serviceType) {
    case 'vps': {
      const vps = findVps(states.vps, customerId, ref.serviceId);
      if (!vps) return null;
      return {
        serviceType: 'vps',
        serviceId: vps.id,
        serviceName: vps.hostname,
        details: {
          name: vps.name,
          hostname: vps.hostname,
          ipv4: primaryIp(vps, 'ipv4')?.address ?? null,
          location: REGION_NAMES[vps.region],
        },
      };
    }
    case 'hosting': {
      const account = findAccount(states.hosting, customerId, ref.serviceId);
      if (!account) return null;
      return {
        serviceType: 'hosting',
        serviceId: account.id,
        serviceName: accountName(account),
        details: { domain: account.primaryDomain, plan: account.plan },
      };
    }
    case 'domain': {
      const domain = findDomain(states.domains, customerId, ref.serviceId);
      if (!domain) return null;
      return { serviceType: 'domain', serviceId: domain.id, serviceName: domain.name, details: null };
    }
    case 'order': {
      const order = findOrder(states.orders, customerId, ref.serviceId);
      if (!order) return null;
      return {
        serviceType: 'order',
        serviceId: order.id,
        serviceName: order.number,
        details: { number: order.number, type: order.type, status: order.status },
      };
    }
  }
}

/** The words a field error uses for each kind of service. */
export const SERVICE_WORDS: Record<LinkedServiceType, string> = {
  vps: 'VPS',
  hosting: 'hosting account',
  domain: 'domain',
  order: 'order',
};

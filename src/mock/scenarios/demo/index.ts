import { seedAudit } from '@/mock/areas/audit/seed';
import { seedBilling } from '@/mock/areas/billing/seed';
import { seedDnsZones } from '@/mock/areas/dns/seed';
import { seedDomains } from '@/mock/areas/domains/seed';
import { seedHosting } from '@/mock/areas/hosting/seed';
import { seedOrders } from '@/mock/areas/orders/seed';
import { seedTickets } from '@/mock/areas/tickets/seed';
import { seedVps } from '@/mock/areas/vps/seed';
import { emptyWorldState } from '@/mock/platform/state';
import { standardBillingProfiles, standardCustomers } from '../customers';
import { shiftToClock } from '../clock';
import type { Scenario } from '../types';
import { DEMO_AUDIT_SPECS, failedJobAuditSpecs } from './audit';
import { DEMO_BILLING_SPEC } from './billing';
import { DEMO_DNS_ZONES } from './dns';
import { DEMO_DOMAIN_SEED } from './domains';
import { DEMO_HOSTING_SPECS } from './hosting';
import { DEMO_CONSOLE } from './ids';
import { DEMO_ORDER_SPECS } from './orders';
import { DEMO_TICKET_SPECS } from './tickets';
import { DEMO_VPS_SPECS } from './vps';

/**
 * Demo scenario: Astrid Lindqvist (Nordlicht AB) with an example of every branch the spec documents, and a second
 * customer, Bruno Keller, whose ids must never leak to Astrid's keys. One file of data per area, one line each
 * below; the records tests rely on are named in ./ids.
 */
export const demoScenario: Scenario = {
  name: 'demo',
  description:
    'Nordlicht AB (Astrid Lindqvist) with 24 support tickets in every status and priority, attachments, an encrypted ' +
    'message and an HTML/script message; 10 VPSs, one per state (running, stopped, busy migrating, guest-network ' +
    'mismatch, snapshots full, snapshots unavailable, flaky guest, two public interfaces, suspended, brand new) and ' +
    'every metrics case (a year of data, gaps, collection failed, null and estimated totals), with IP pools, ' +
    'private networks, SSH keys and public DNS; 7 shared-hosting accounts (active, pending invoice, legacy panel, admin ' +
    'panel, suspended, pending, cancelled) with mailboxes near and over quota and domains not yet DNS-ready; 17 orders ' +
    'in every status and type (domain renewal, PAYG and fixed-cycle VPS, deferred restore, invoice lookup pending, ' +
    'unsafe payment URL, overdue renewals of the suspended account and server), their invoices in every status (two ' +
    'overdue), 300 SEK of account credit and two cards (a ' +
    'default Visa, an expired Mastercard); 12 domains (every registry-unlock answer, pending, draft, expired, terminated); an account log of 9 changes over four days (two refused, two failed: a snapshot and the restart Home lists); a second customer (Bruno Keller) owns 3 tickets, a VPS, a hosting account, an order, a domain and one activity entry. ' +
    `Every running server's console logs in as ${DEMO_CONSOLE.user} with the password ${DEMO_CONSOLE.password}.`,
  seed(nowMs) {
    const customers = standardCustomers();
    const orders = seedOrders(shiftToClock(DEMO_ORDER_SPECS, nowMs), customers, standardBillingProfiles(customers));
    const domains = seedDomains(shiftToClock(DEMO_DOMAIN_SEED, nowMs), customers);
    return {
      customers,
      state: {
        ...emptyWorldState(),
        tickets: seedTickets(shiftToClock(DEMO_TICKET_SPECS, nowMs), customers),
        vps: seedVps(shiftToClock(DEMO_VPS_SPECS, nowMs), customers),
        hosting: seedHosting(shiftToClock(DEMO_HOSTING_SPECS, nowMs), customers),
        orders,
        domains,
        dns: seedDnsZones(DEMO_DNS_ZONES, domains),
        // After the orders: the billing history is seeded from their invoices.
        billing: seedBilling(shiftToClock(DEMO_BILLING_SPEC, nowMs), customers, orders),
        audit: seedAudit(
          [...shiftToClock(DEMO_AUDIT_SPECS, nowMs), ...failedJobAuditSpecs(DEMO_VPS_SPECS.servers, nowMs)],
          customers,
        ),
      },
    };
  },
};

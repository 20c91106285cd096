import * as z from 'zod/mini';
import { opaqueId } from '@/api/schemas/common';
import { linkedServiceTypeValues, ticketListFilterValues } from '@/api/schemas/tickets-values';

/**
 * What the ticket routes validate in the URL, apart from the contract module on purpose: route files are in
 * the entry (every first screen), `api/schemas/tickets.ts` is not. Only types come from it; the compiler and
 * `tickets.test.ts` keep these in step with the contract.
 */

/** The list's `status` filter (the contract's `ticketListFilterValues`). */
export const ticketListFilters = ticketListFilterValues;

/** The contract's `ticketRef` (a ticket's id or its number), rebuilt from `opaqueId` so a route does not load the contract. */
export const ticketRefParam = z.union([opaqueId('tkt_'), z.string().check(z.regex(/^[0-9]{1,12}$/))]);

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadTicketQueries = () => import('./api/ticket-queries');

/** The kinds of service a new ticket may be about (the contract's `linkedServiceTypeValues`). */
export const newTicketServiceTypes = linkedServiceTypeValues;

const optionalText = (max: number) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);

/**
 * `/support/tickets/new`: what a "Get help with this" link prefills. Each value falls back to nothing on its own
 * when it is malformed (a bad service type drops the service, never the page).
 */
export const newTicketSearch = z.lazy(() =>
  z.object({
    serviceType: z.catch(z.optional(z.enum(newTicketServiceTypes)), undefined),
    serviceId: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
    serviceName: optionalText(200),
    subject: optionalText(200),
    /** What the customer was trying to do: the message's first words. */
    about: optionalText(2000),
  }),
);
export type NewTicketSearch = z.infer<typeof newTicketSearch>;

/** The new-ticket screen's reads (departments), a chunk of their own. */
export const loadTicketNewQueries = () => import('./api/ticket-new-queries');

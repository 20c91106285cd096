import * as z from 'zod/mini';
import { opaqueId } from '@/api/schemas/common';
import type { TicketListFilter } from '@/api/schemas/tickets';

/**
 * What the ticket routes validate in the URL, apart from the contract module on purpose: route files are in
 * the entry (every first screen), `api/schemas/tickets.ts` is not. Only types come from it; the compiler and
 * `tickets.test.ts` keep these in step with the contract.
 */

/** The list's `status` filter (the contract's `ticketListFilterValues`). */
export const ticketListFilters = ['all', 'open', 'closed'] as const satisfies readonly TicketListFilter[];
// A filter the contract gains and this list lacks is a type error here.
type Missing = Exclude<TicketListFilter, (typeof ticketListFilters)[number]>;
export const ticketFiltersAreComplete: [Missing] extends [never] ? true : Missing = true;

/** The contract's `ticketRef` (a ticket's id or its number), rebuilt from `opaqueId` so a route does not load the contract. */
export const ticketRefParam = z.union([opaqueId('tkt_'), z.string().check(z.regex(/^[0-9]{1,12}$/))]);

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadTicketQueries = () => import('./api/ticket-queries');

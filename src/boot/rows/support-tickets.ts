import { ticketFirstTable } from '../../features/tickets/ticket-first-rows';
import { registerFirstRows } from './register';

/** The support tickets list's first rows (src/boot/first-rows.ts). */
registerFirstRows('support-tickets', ticketFirstTable, { noun: 'tickets', dates: true });

import { ticketStatusValues } from '@/api/schemas/tickets-values';
import {
  badgeMarkup,
  cellMarkup,
  primaryCellMarkup,
  dateTimeMarkup,
  escapeMarkup,
  firstPageTable,
  isRecord,
  oneOf,
  timestampOf,
  type RowWriting,
} from '@/ui/first-rows';
import { ticketPriorityTones, ticketStatusTones, ticketUrlParam } from './ticket-labels';

/**
 * The support tickets list's first rows as markup, drawn before the app's scripts have run from the boot script's
 * early read (src/boot/first-rows.ts, through its script src/boot/rows/support-tickets.ts); React's first render
 * then puts the live list in their place.
 *
 * The markup is the one the list draws (ticket-list-page.tsx through the kit's DataTable, the status and priority
 * badges, DateTime): `ticket-first-rows.test.tsx` renders both from the same answers and fails on any difference.
 * Words come from the area's catalog (the keys in `ticketFirstRowKeys`), dates in the page's locale.
 *
 * Each ticket is read as the list's schema reads it (ticketSummary: a missing or malformed optional member is null,
 * an unknown status or priority `unknown`). A page with a ticket the list would drop (and say so), or with none,
 * draws nothing: the frame keeps saying "Loading…" until the app shows it.
 */

/** Words of the tickets catalog (and the core one's) that the rows use. */
export const ticketFirstRowKeys = [
  'tickets.list.caption',
  'tickets.list.column.ticket',
  'tickets.list.column.status',
  'tickets.list.column.priority',
  'tickets.list.column.department',
  'tickets.list.column.lastActivity',
  'tickets.list.messageCount',
  'tickets.subject.none',
  'tickets.status',
  'tickets.priority',
  'date.none',
  // The toolbar's count above the rows (firstPageCount).
  'list.count.all',
] as const;

type Key = (typeof ticketFirstRowKeys)[number];

const priorities = Object.keys(ticketPriorityTones) as (keyof typeof ticketPriorityTones)[];

interface Ticket {
  id: string;
  number: string;
  subject: string | null;
  status: keyof typeof ticketStatusTones;
  priority: keyof typeof ticketPriorityTones;
  department: string;
  activity: string | null;
  messageCount: number;
}

/** A ticket as the list's schema reads it (ticketSummary), or null for one it would drop (and say so). */
function ticket(item: unknown): Ticket | null {
  if (!isRecord(item)) return null;
  const { id, number, subject, departmentSlug, departmentName, messageCount } = item;
  if (typeof id !== 'string' || typeof number !== 'string' || typeof departmentSlug !== 'string') return null;
  if (subject !== null && typeof subject !== 'string') return null;
  if (!Number.isInteger(messageCount)) return null;
  return {
    id,
    number,
    subject,
    status: oneOf(ticketStatusValues, item.status),
    priority: oneOf(priorities, item.priority),
    department: typeof departmentName === 'string' ? departmentName : departmentSlug,
    activity: timestampOf(item.lastMessageAt) ?? timestampOf(item.updatedAt) ?? timestampOf(item.createdAt),
    messageCount: messageCount as number,
  };
}

function row(item: Ticket, write: RowWriting): string {
  const { t } = write;
  const cell = (column: Key, content: string) => cellMarkup(t(column), content);
  return (
    `<tr role="row">` +
    primaryCellMarkup(
      `/support/tickets/${encodeURIComponent(ticketUrlParam(item))}`,
      `<span class="muted">#${escapeMarkup(item.number)}</span> ${escapeMarkup(item.subject ?? t('tickets.subject.none'))}`,
      `<span class="data-table__sub">${escapeMarkup(t('tickets.list.messageCount', { count: item.messageCount }))}</span>`,
    ) +
    cell(
      'tickets.list.column.status',
      badgeMarkup(ticketStatusTones[item.status], t('tickets.status', { status: item.status })),
    ) +
    cell(
      'tickets.list.column.priority',
      badgeMarkup(ticketPriorityTones[item.priority], t('tickets.priority', { priority: item.priority })),
    ) +
    cell('tickets.list.column.department', escapeMarkup(item.department)) +
    cell('tickets.list.column.lastActivity', dateTimeMarkup(item.activity, write)) +
    `</tr>`
  );
}

/**
 * The list's table (DataTable: caption, header, rows) for its first page of all tickets without a search, as React
 * draws it once the page is read; null for a page the list would not show as it is, or with no ticket.
 */
export function ticketFirstTable(body: unknown, write: RowWriting): string | null {
  const { t } = write;
  return firstPageTable(body, ticket, {
    caption: t('tickets.list.caption', { filter: 'all', search: 'no', page: 'first' }),
    columns: [
      { header: t('tickets.list.column.ticket'), primary: true },
      { header: t('tickets.list.column.status') },
      { header: t('tickets.list.column.priority') },
      { header: t('tickets.list.column.department') },
      { header: t('tickets.list.column.lastActivity'), sort: 'descending' },
    ],
    row: (item) => row(item, write),
  });
}

import { billingCycleValues } from '@/api/schemas/billing-cycle-values';
import { hostingServiceStatusValues } from '@/api/schemas/hosting-values';
import {
  badgeMarkup,
  cellMarkup,
  primaryCellMarkup,
  escapeMarkup,
  firstPageTable,
  isRecord,
  oneOf,
  timestampOf,
  type RowWriting,
} from '@/ui/first-rows';
import { hasRecurringCharge } from '@/ui/format/recurring-charge';
import { hostingStatusTones } from './hosting-labels';

/**
 * The web hosting list's first rows as markup, drawn before the app's scripts have run from the boot script's early
 * read (src/boot/first-rows.ts, through its script src/boot/rows/hosting.ts); React's first render then puts the live
 * list in their place.
 *
 * The markup is the one the list draws (hosting-list-page.tsx through the kit's DataTable and hosting-status.tsx):
 * `hosting-first-rows.test.tsx` renders both from the same answers and fails on any difference, for a consumer
 * (prices with VAT), a business and an account whose VAT treatment is not known. Words come from the area's catalog
 * (the keys in `hostingFirstRowKeys`), dates and money in the page's locale, prices for the stored session's tax.
 *
 * Each account is read as the list's schema reads it (hostingAccountSummary: a missing or malformed optional member
 * is its fallback, an unknown status or cycle `unknown`). A page with an account the list would drop (and say so),
 * or with none, draws nothing: the frame keeps saying "Loading…" until the app shows it.
 */

/** Words of the hosting catalog (and the core one's) that the rows use. */
export const hostingFirstRowKeys = [
  'hosting.list.caption',
  'hosting.list.column.account',
  'hosting.list.column.status',
  'hosting.list.column.billing',
  'hosting.list.column.nextDue',
  'hosting.list.column.tags',
  'hosting.list.ends',
  'hosting.status',
  'hosting.billing.amountPerCycle',
  'hosting.billing.ended',
  'hosting.pinned',
  'hosting.tags.label',
  'hosting.tags.none',
  'hosting.date.none',
  'price.withVat',
  // The toolbar's count above the rows (firstPageCount).
  'list.count.all',
] as const;

type Key = (typeof hostingFirstRowKeys)[number];
type Status = (typeof hostingServiceStatusValues)[number] | 'unknown';

interface Account {
  id: string;
  name: string;
  primaryDomain: string | null;
  status: Status;
  amount: number;
  currency: string;
  cycle: string | null;
  nextDueAt: string | null;
  pinned: boolean;
  endsAt: string | null;
  tags: string[];
}

/** An account as the list's schema reads it (hostingAccountSummary), or null for one it would drop (and say so). */
function account(item: unknown): Account | null {
  if (!isRecord(item)) return null;
  const { id, name, billing, primaryDomain, cancellation, tags } = item;
  if (typeof id !== 'string' || typeof name !== 'string' || !isRecord(billing)) return null;
  const { amount, currencyCode, billingCycle } = billing;
  if (typeof amount !== 'number' || typeof currencyCode !== 'string') return null;
  return {
    id,
    name,
    primaryDomain: typeof primaryDomain === 'string' ? primaryDomain : null,
    status: oneOf(hostingServiceStatusValues, item.serviceStatus),
    amount,
    currency: currencyCode,
    // A nullable tolerant enum: null stays null, anything else not a cycle is `unknown`.
    cycle: billingCycle === null ? null : oneOf(billingCycleValues, billingCycle),
    nextDueAt: timestampOf(item.nextDueAt),
    pinned: item.pinned === true,
    endsAt: isRecord(cancellation) ? timestampOf(cancellation.effectiveAt) : null,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
  };
}

function row(item: Account, write: RowWriting): string {
  const { t } = write;
  const cell = (column: Key, content: string) => cellMarkup(t(column), content);
  const ends =
    item.endsAt && item.status === 'active'
      ? `<span class="hosting-ends"> ${escapeMarkup(t('hosting.list.ends', { date: write.date(item.endsAt) }))}</span>`
      : '';
  const billing = hasRecurringCharge(item.status)
    ? t('hosting.billing.amountPerCycle', {
        amount: write.price(item.amount, item.currency),
        cycle: item.cycle ?? 'none',
      })
    : t('hosting.billing.ended');
  const tags = item.tags.length
    ? `<ul class="hosting-tags" aria-label="${escapeMarkup(t('hosting.tags.label'))}">` +
      item.tags.map((tag) => `<li class="hosting-tag">${escapeMarkup(tag)}</li>`).join('') +
      `</ul>`
    : `<span class="muted">${escapeMarkup(t('hosting.tags.none'))}</span>`;
  return (
    `<tr role="row">` +
    primaryCellMarkup(
      `/hosting/${encodeURIComponent(item.id)}`,
      escapeMarkup(item.name),
      (item.pinned ? `<span class="hosting-pinned">${escapeMarkup(t('hosting.pinned'))}</span>` : '') +
        (item.primaryDomain && item.primaryDomain !== item.name
          ? `<span class="data-table__sub">${escapeMarkup(item.primaryDomain)}</span>`
          : ''),
    ) +
    cell(
      'hosting.list.column.status',
      badgeMarkup(hostingStatusTones[item.status], t('hosting.status', { status: item.status })) + ends,
    ) +
    cell('hosting.list.column.billing', escapeMarkup(billing)) +
    cell(
      'hosting.list.column.nextDue',
      escapeMarkup(item.nextDueAt ? write.date(item.nextDueAt) : t('hosting.date.none')),
    ) +
    cell('hosting.list.column.tags', tags) +
    `</tr>`
  );
}

/**
 * The list's table (DataTable: caption, header, rows) for its first page without a filter, as React draws it once
 * the page is read; null for a page the list would not show as it is, or with no account.
 */
export function hostingFirstTable(body: unknown, write: RowWriting): string | null {
  const { t } = write;
  return firstPageTable(body, account, {
    caption: t('hosting.list.caption', { filtered: 'no', page: 'first' }),
    columns: [
      { header: t('hosting.list.column.account'), primary: true, sort: 'ascending' },
      ...(['status', 'billing', 'nextDue', 'tags'] as const).map((column) => ({
        header: t(`hosting.list.column.${column}`),
      })),
    ],
    row: (item) => row(item, write),
  });
}

import * as z from 'zod/mini';
import type { CoreMessages } from '@/i18n/core/catalog';
import type { LineItemMessages } from '@/i18n/line-items/catalog';
import type { MessageArgs } from '@/i18n/message-types';
import {
  billingCycleValues,
  nullableBoolean,
  nullableInt,
  nullableNumber,
  nullableString,
  tolerantEnum,
  tolerantNullableEnum,
} from './common';

/**
 * What an invoice, credit-note or order line is for, without words (ours, issues 36 and 40): the panel says it in
 * the reader's language (`lineItemText`), where the line's `description` is the server's own sentence in one
 * language. Every kind the mock writes:
 * - `hosting_plan`, `hosting_renewal`, `setup_fee`: a hosting plan (`plan`) for a domain (`subject`), its `cycle`
 *   or `months`;
 * - `hosting_plan_change`, `vps_plan_change`: `fromPlan` → `plan` for the account's domain or the server's name, the
 *   rest of the current period;
 * - `hosting_cycle_change`: `plan` for `subject` billed on `cycle` from now, less `unusedDays` of the period paid;
 * - `extra_storage` (`sizeGb` for `subject`), `snapshot_slots` (`count`);
 * - `vps_plan`: a server of `plan` (`subject` its name), `cycle` or `months`, `payg` for pay as you go;
 * - `domain_registration` (`years`, `premium`), `domain_renewal` (`years`), `domain_transfer` (`years` added):
 *   the domain name in `subject`;
 * - `account_credit`: prepaid credit (no VAT); `order`: an order's one line, `subject` its number.
 * A refund's credit note keeps the refunded line's item with `unusedDays` of `periodDays`.
 */
export const lineItemKindValues = [
  'hosting_plan',
  'hosting_renewal',
  'hosting_plan_change',
  'hosting_cycle_change',
  'setup_fee',
  'extra_storage',
  'snapshot_slots',
  'vps_plan',
  'vps_plan_change',
  'domain_registration',
  'domain_renewal',
  'domain_transfer',
  'account_credit',
  'order',
] as const;
export type LineItemKind = (typeof lineItemKindValues)[number];

/**
 * A line's item, read member by member: a kind this panel does not know reads `unknown` and the line shows the
 * server's `description`; a malformed member reads null on its own.
 */
export const lineItem = z.object({
  kind: tolerantEnum(lineItemKindValues),
  /** The domain name, the server's name or the order's number the line is about. */
  subject: nullableString,
  /** The plan's name as sold, and its product code (the panel names a catalog plan by its code in its language). */
  plan: nullableString,
  planSlug: nullableString,
  /** A plan change's plan before. */
  fromPlan: nullableString,
  fromPlanSlug: nullableString,
  cycle: tolerantNullableEnum(billingCycleValues),
  fromCycle: tolerantNullableEnum(billingCycleValues),
  years: nullableInt,
  months: nullableInt,
  count: nullableInt,
  sizeGb: nullableNumber,
  payg: nullableBoolean,
  premium: nullableBoolean,
  /** A refunded part (or a cycle change's credit): days of the paid period not yet begun, of `periodDays`. */
  unusedDays: nullableInt,
  periodDays: nullableInt,
});
export type LineItem = z.infer<typeof lineItem>;

/** A line's `item` as a response member: optional (a server may not send it), null when absent or malformed. */
export const lineItemMember = z.catch(z.nullable(lineItem), null);

/** The item as the mock stores and sends it: every member it leaves out is null in the answer. */
export type LineItemInput = { kind: LineItemKind } & Partial<Omit<LineItem, 'kind'>>;

/** The item with every member (the mock's answer; the schema's parse of the same). */
export function fullLineItem(input: LineItemInput): LineItem {
  return {
    subject: null,
    plan: null,
    planSlug: null,
    fromPlan: null,
    fromPlanSlug: null,
    cycle: null,
    fromCycle: null,
    years: null,
    months: null,
    count: null,
    sizeGb: null,
    payg: null,
    premium: null,
    unusedDays: null,
    periodDays: null,
    ...input,
  };
}

/**
 * The line-item messages' translate function: the app's `useMessages(lineItemMessages)` (its keys with the core
 * ones), the mock's `lineItemWords`.
 */
export type LineItemWords = <K extends keyof (LineItemMessages & CoreMessages) & string>(
  key: K,
  ...args: MessageArgs<(LineItemMessages & CoreMessages)[K]>
) => string;

/** A plan's name in the reader's language by its product code, else the name sent (`usePlanName`). */
export type PlanNameOf = (slug: string | null, sent: string | null) => string | null;

const sentName: PlanNameOf = (_slug, sent) => sent;

/**
 * A line in words, in the language of `t`: from its `item` when the kind is known and has what its words need, else
 * the server's `description` as sent. Pure: the invoice and credit-note screens, the invoice CSV and the mock's PDF
 * call it, so a line reads the same everywhere.
 */
export function lineItemText(
  line: { description: string; item?: LineItem | null },
  t: LineItemWords,
  planName: PlanNameOf = sentName,
): string {
  const item = line.item;
  if (!item) return line.description;
  const text = itemText(item, t, planName);
  if (text === null) return line.description;
  if (item.unusedDays !== null && item.periodDays !== null && item.kind !== 'hosting_cycle_change') {
    return t('lineItems.unused', { text, unusedDays: item.unusedDays, periodDays: item.periodDays });
  }
  return text;
}

function periodOf(item: LineItem, t: LineItemWords): string | null {
  if (item.cycle !== null && item.cycle !== 'unknown') return t('lineItems.cycle', { cycle: item.cycle });
  if (item.months !== null) return t('lineItems.period.months', { count: item.months });
  if (item.years !== null) return t('lineItems.period.years', { count: item.years });
  return null;
}

const yes = (value: unknown) => (value ? 'yes' : 'no');

function itemText(item: LineItem, t: LineItemWords, planName: PlanNameOf): string | null {
  const subject = item.subject;
  const plan = planName(item.planSlug, item.plan);
  const fromPlan = planName(item.fromPlanSlug, item.fromPlan);
  const period = periodOf(item, t);
  const withPeriod = { withPeriod: yes(period), period: period ?? '' };
  switch (item.kind) {
    case 'hosting_plan':
      return plan && subject ? t('lineItems.kind.hosting_plan', { plan, subject, ...withPeriod }) : null;
    case 'hosting_renewal':
      return plan && subject ? t('lineItems.kind.hosting_renewal', { plan, subject, ...withPeriod }) : null;
    case 'hosting_plan_change':
    case 'vps_plan_change':
      return plan && fromPlan && subject ? t('lineItems.kind.plan_change', { fromPlan, plan, subject }) : null;
    case 'hosting_cycle_change':
      return plan && subject && item.cycle !== null && item.cycle !== 'unknown'
        ? t('lineItems.kind.hosting_cycle_change', {
            plan,
            subject,
            cycle: t('lineItems.cycle', { cycle: item.cycle }),
            withCredit: yes(item.unusedDays),
            unusedDays: item.unusedDays ?? 0,
          })
        : null;
    case 'setup_fee':
      return plan && subject ? t('lineItems.kind.setup_fee', { plan, subject }) : null;
    case 'extra_storage':
      return item.sizeGb !== null && subject ? t('lineItems.kind.extra_storage', { size: item.sizeGb, subject }) : null;
    case 'snapshot_slots':
      return item.count !== null ? t('lineItems.kind.snapshot_slots', { count: item.count }) : null;
    case 'vps_plan':
      return plan
        ? t('lineItems.kind.vps_plan', {
            plan,
            withSubject: yes(subject),
            subject: subject ?? '',
            ...withPeriod,
            payg: yes(item.payg === true),
          })
        : null;
    case 'domain_registration':
      return subject
        ? t('lineItems.kind.domain_registration', { subject, premium: yes(item.premium === true), ...withPeriod })
        : null;
    case 'domain_renewal':
      return subject ? t('lineItems.kind.domain_renewal', { subject, ...withPeriod }) : null;
    case 'domain_transfer':
      return subject ? t('lineItems.kind.domain_transfer', { subject, ...withPeriod }) : null;
    case 'account_credit':
      return t('lineItems.kind.account_credit');
    case 'order':
      return subject ? t('lineItems.kind.order', { subject }) : null;
    case 'unknown':
      return null;
  }
}

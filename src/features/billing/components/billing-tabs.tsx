import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { SectionTabs } from '@/ui/section-tabs';
import { billingMessages } from '@/features/billing/messages/catalog';

export const billingSections = ['invoices', 'credit', 'cards', 'history', 'details'] as const;
export type BillingSection = (typeof billingSections)[number];

const sectionRoutes = {
  invoices: '/billing/invoices',
  credit: '/billing/credit',
  cards: '/billing/cards',
  history: '/billing/history',
  details: '/billing/details',
} as const satisfies Record<BillingSection, string>;

/** Billing's sections (Invoices, Credit, Payment methods, Payment history): each a screen of its own, one look (`SectionTabs`). */
export function BillingTabs({ current }: { current: BillingSection }) {
  const t = useMessages(billingMessages);
  return (
    <SectionTabs label={t('billing.tabs.label')} values={billingSections} current={current}>
      {(value, link) => (
        <Link to={sectionRoutes[value]} {...link}>
          {t('billing.tab', { tab: value })}
        </Link>
      )}
    </SectionTabs>
  );
}

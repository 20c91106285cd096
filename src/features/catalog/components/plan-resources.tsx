import type { ProductResources, SharedHostingProduct } from '@/api/schemas/catalog';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { catalogMessages } from '@/features/catalog/messages/catalog';

type Key = keyof ProductResources;

const ROWS: readonly {
  key: Key;
  label: 'cpu' | 'memory' | 'storage' | 'bandwidth' | 'email' | 'databases';
  gb: boolean;
  nullMeans: 'unpublished' | 'unlimited';
}[] = [
  { key: 'cpuCores', label: 'cpu', gb: false, nullMeans: 'unpublished' },
  { key: 'memoryGb', label: 'memory', gb: true, nullMeans: 'unpublished' },
  { key: 'storageGb', label: 'storage', gb: true, nullMeans: 'unlimited' },
  { key: 'bandwidthGb', label: 'bandwidth', gb: true, nullMeans: 'unlimited' },
  { key: 'emailAccountLimit', label: 'email', gb: false, nullMeans: 'unlimited' },
  { key: 'databaseLimit', label: 'databases', gb: false, nullMeans: 'unlimited' },
];

/**
 * The resources a plan may leave unpublished (null: not a number to show, never 0). A card leaves such a row out; the
 * list says once which of them its plans do not publish (`unpublishedResources`, issue 40: not on 40 cards).
 */
export function unpublishedResources(plans: readonly SharedHostingProduct[]): ('cpu' | 'memory')[] {
  const labels: ('cpu' | 'memory')[] = [];
  for (const row of ROWS) {
    if (row.nullMeans !== 'unpublished' || (row.label !== 'cpu' && row.label !== 'memory')) continue;
    if (plans.some((plan) => plan.resources[row.key] === null)) labels.push(row.label);
  }
  return labels;
}

/** What a plan includes. Null is never 0 (ledger): "Unlimited", or left out when not published (said by the list). */
export function PlanResources({ plan }: { plan: SharedHostingProduct }) {
  const t = useMessages(catalogMessages);
  const format = useFormat();
  return (
    <dl className="catalog-plan__resources" aria-label={t('catalog.resources.label', { name: plan.name })}>
      {ROWS.map((row) => {
        const value = plan.resources[row.key];
        if (value === null && row.nullMeans === 'unpublished') return null;
        return (
          <div key={row.key}>
            <dt>{t(`catalog.resource.${row.label}`)}</dt>
            <dd>
              {value === null
                ? t('catalog.resource.unlimited')
                : row.gb
                  ? t('catalog.resource.gb', { amount: format.number(value) })
                  : format.number(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

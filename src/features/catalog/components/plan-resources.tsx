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

/** What a plan includes. Null is never 0 (ledger): "Unlimited", or "Not published" for cpu and memory. */
export function PlanResources({ plan }: { plan: SharedHostingProduct }) {
  const t = useMessages(catalogMessages);
  const format = useFormat();
  return (
    <dl className="catalog-plan__resources" aria-label={t('catalog.resources.label', { name: plan.name })}>
      {ROWS.map((row) => {
        const value = plan.resources[row.key];
        return (
          <div key={row.key}>
            <dt>{t(`catalog.resource.${row.label}`)}</dt>
            <dd>
              {value === null
                ? row.nullMeans === 'unlimited'
                  ? t('catalog.resource.unlimited')
                  : t('catalog.resource.unpublished')
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

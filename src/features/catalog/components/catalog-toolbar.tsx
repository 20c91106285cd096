import { useMessages } from '@/i18n';
import { CsvDownload, type KitCsv } from '@/ui/csv-download';
import { KitClearFilters, KitSortHeaders } from '@/ui/kit-sort';
import { catalogMessages } from '@/features/catalog/messages/catalog';

/** Beside a plan catalog's count (hosting or servers): "Clear filters" while filtering, "Download CSV" of the plans. */
export function CatalogCountActions<Plan>({
  filtering,
  keep,
  csv,
}: {
  filtering: boolean;
  /** What "Clear filters" keeps of the URL (the sort, the cycle). */
  keep: readonly string[];
  csv: KitCsv<Plan>;
}) {
  return (
    <div className="kit-list__actions">
      {filtering && <KitClearFilters keep={keep} />}
      <CsvDownload csv={csv} />
    </div>
  );
}

/** "Sort plans" over a catalog's cards by `keys`; no sort (the URL without one) is the catalog's own order. */
export function CatalogSortHeaders({ sort, keys }: { sort: string; keys: readonly { key: string; label: string }[] }) {
  const t = useMessages(catalogMessages);
  return <KitSortHeaders label={t('catalog.kit.sort')} sort={{ value: sort, defaultValue: '' }} keys={keys} />;
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { isApiError } from '@/api/client';
import type { CatalogLocale, SharedHostingProduct } from '@/api/schemas/catalog';
import { catalogLocaleValues } from '@/api/schemas/catalog-values';
import { useLocale, useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { csvAmount, type CsvPage } from '@/ui/csv';
import { type KitCsvColumn } from '@/ui/csv-download';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { SelectField } from '@/ui/fields';
import { FilterTabs } from '@/ui/filter-tabs';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { sortWhole } from '@/ui/kit-whole';
import { ListEmptyState, ListToolbar, matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { catalogQueries, readCatalogPlans } from '@/features/catalog/api/catalog-queries';
import { planStockFilters, type PlanStockFilter } from '@/features/catalog/catalog-route-params';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { CatalogCountActions, CatalogSortHeaders } from '@/features/catalog/components/catalog-toolbar';
import {
  bestSavingPercent,
  cycleOption,
  SIGNED_OUT_VAT_RATE,
  type CatalogCycle,
  type PriceAudience,
} from '@/features/catalog/plan-pricing';
import { PlanCard } from './plan-card';
import { unpublishedResources } from './plan-resources';
import '@/features/catalog/catalog.css';

const cycles: readonly CatalogCycle[] = ['monthly', 'annually'];
const priceAudiences: readonly PriceAudience[] = ['private', 'companies'];

/** "Private persons" is the default: it leaves the URL (`?prices=` only says "companies"). */
function PriceAudienceTabs({
  label,
  options,
  value,
}: {
  label: string;
  options: readonly { value: PriceAudience; label: string }[];
  value: PriceAudience;
}) {
  return (
    <nav aria-label={label} className="segmented">
      {options.map((option) => (
        <Link
          key={option.value}
          to="."
          search={(prev) => ({ ...prev, prices: option.value === 'companies' ? 'companies' : undefined })}
          className="segmented__item"
          aria-current={option.value === value ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

/** The kit toolbar's choices over the plan cards, from the URL. */
export interface PlanListFilters {
  q?: string | undefined;
  tier?: string | undefined;
  stock?: PlanStockFilter | undefined;
  sort?: string | undefined;
}

/** Unlimited storage sorts as the most. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The plan's option for the period shown (or the period it has), as its card shows it. */
function shownOption(plan: SharedHostingProduct, cycle: CatalogCycle) {
  return cycleOption(plan, cycle) ?? plan.billingCycles[0];
}

/** The plans under the toolbar's filters, in the order of its sort (`''`: as the catalog lists them). */
export function planMatches(filters: PlanListFilters) {
  return (plan: SharedHostingProduct) =>
    matchesSearch(filters.q, [plan.name]) &&
    (filters.tier === undefined || plan.tier === filters.tier) &&
    (filters.stock === undefined || plan.available === (filters.stock === 'available'));
}

function sortPlans(plans: readonly SharedHostingProduct[], sort: string, cycle: CatalogCycle, locale: string) {
  return sortWhole(
    plans,
    sort,
    {
      price: (plan) => shownOption(plan, cycle)?.amount,
      storage: (plan) => plan.resources.storageGb ?? UNLIMITED,
    },
    locale,
  );
}

/**
 * The public plan catalog: works signed out (from the sign-in page) and inside the panel. The billing period and
 * the language of the plan texts live in the URL; the texts follow the panel's language unless the visitor picks
 * the other one. Pages are appended with "show more" over the server's cursor.
 *
 * The kit's toolbar over the cards (issue 40; cards, not a table: a plan is more than a row): the name, the tier and
 * whether it can be ordered now, the sort by price or storage (header-like controls with `aria-sort`), the count,
 * "Clear filters", the two empty states and "Download CSV" of the plans shown with prices as this viewer sees them.
 * A filter or sort reads the rest of the catalog first (it is short), so it never judges only the plans read.
 */
export function CatalogPage({
  cycle,
  texts,
  signedIn,
  audience,
  filters = {},
}: {
  cycle: CatalogCycle;
  texts: CatalogLocale | undefined;
  signedIn: boolean;
  /** Signed out: whose prices are shown (the "Prices for companies" switch, `?prices=companies`). */
  audience?: PriceAudience;
  filters?: PlanListFilters;
}) {
  const t = useMessages(catalogMessages);
  const format = useFormat();
  const uiLocale = useLocale();
  const locale: CatalogLocale = texts ?? uiLocale;
  const query = useInfiniteQuery(catalogQueries.pages(locale));
  const plans = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const unpublished = useMemo(() => unpublishedResources(plans), [plans]);
  const dropped = query.data?.pages.reduce((sum, page) => sum + page.dropped, 0) ?? 0;
  const saving = bestSavingPercent(plans);
  const k = useMessages();
  const price = usePrice();
  const navigate = useNavigate();
  const sort = filters.sort ?? '';
  const filtering = filters.q !== undefined || filters.tier !== undefined || filters.stock !== undefined;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const readingRest = (filtering || sort !== '') && hasNextPage;
  const pagesRead = query.data?.pages.length ?? 0;
  useEffect(() => {
    // Each page read asks for the next (the pages read, not only the fetching flag, say one arrived).
    if (readingRest && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [readingRest, pagesRead, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const match = useMemo(() => planMatches(filters), [filters]);
  const shown = useMemo(
    () => sortPlans(plans.filter(match), sort, cycle, uiLocale),
    [plans, match, sort, cycle, uiLocale],
  );
  const tiers = useMemo(() => {
    const names = new Set(plans.map((plan) => plan.tier));
    if (filters.tier) names.add(filters.tier);
    return [...names].sort((a, b) => a.localeCompare(b, uiLocale));
  }, [plans, filters.tier, uiLocale]);
  const setFilter = (param: 'tier' | 'stock', value: string) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, [param]: value || undefined }) });

  // The CSV: every plan of the catalog (pages of 100), the toolbar's filter and sort, prices as the cards show them.
  const readPage = useCallback(
    async (_cursor: string | undefined, signal: AbortSignal): Promise<CsvPage<SharedHostingProduct>> => {
      const all: SharedHostingProduct[] = [];
      let dropped = 0;
      let cursor: string | undefined;
      do {
        const page = await readCatalogPlans(locale, cursor, signal);
        all.push(...page.data);
        dropped += page.dropped;
        cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
      } while (cursor);
      return { data: [...sortPlans(all, sort, cycle, uiLocale)], dropped, hasMore: false, nextCursor: null };
    },
    [locale, sort, cycle, uiLocale],
  );
  const csvColumns = useMemo<KitCsvColumn<SharedHostingProduct>[]>(() => {
    const shownAmount = (amount: number | null | undefined) =>
      amount === null || amount === undefined ? '' : csvAmount(price.pricing.shown(amount).amount);
    const gb = (value: number | null) => (value === null ? t('catalog.resource.unlimited') : value);
    return [
      { header: t('catalog.csv.name'), value: (plan) => plan.name },
      { header: t('catalog.csv.tier'), value: (plan) => plan.tier },
      {
        header: t('catalog.csv.availability'),
        value: (plan) =>
          plan.available
            ? t('catalog.plan.available')
            : plan.availabilityStatus === 'out_of_stock'
              ? t('catalog.plan.outOfStock')
              : t('catalog.plan.unavailable'),
      },
      {
        header: t('catalog.csv.period'),
        value: (plan) => t('catalog.csv.cycle', { cycle: shownOption(plan, cycle)?.billingCycle ?? 'unknown' }),
      },
      { header: t('catalog.csv.price'), value: (plan) => shownAmount(shownOption(plan, cycle)?.amount) },
      { header: t('catalog.csv.setup'), value: (plan) => shownAmount(shownOption(plan, cycle)?.setupAmount ?? 0) },
      { header: k('kit.csv.column.currency'), value: (plan) => shownOption(plan, cycle)?.currencyCode },
      { header: t('catalog.csv.vat'), value: () => t('catalog.csv.vatValue', { basis: price.pricing.shows }) },
      { header: t('catalog.csv.storageGb'), value: (plan) => gb(plan.resources.storageGb) },
      { header: t('catalog.csv.bandwidthGb'), value: (plan) => gb(plan.resources.bandwidthGb) },
      { header: t('catalog.csv.email'), value: (plan) => gb(plan.resources.emailAccountLimit) },
      { header: t('catalog.csv.databases'), value: (plan) => gb(plan.resources.databaseLimit) },
      { header: k('kit.csv.column.id'), value: (plan) => plan.id },
    ];
  }, [t, k, price, cycle]);

  const cycleOptions = cycles.map((value) => ({
    value,
    label: t('catalog.cycle.option', {
      cycle: value,
      saving: value === 'annually' && saving !== null ? format.percent(Math.floor(saving), 0) : 'none',
    }),
  }));
  const audienceOptions = priceAudiences.map((value) => ({
    value,
    label: t('catalog.prices.option', { audience: value }),
  }));
  const textOptions = catalogLocaleValues.map((value) => ({
    value,
    label: t('catalog.texts.option', { locale: value }),
  }));
  const failure = query.error;
  const outage = isApiError(failure) && failure.status === 502;

  return (
    <section className="page catalog" aria-labelledby="catalog-heading">
      <PageHeader headingId="catalog-heading" title={t('catalog.title')} />
      <p className="catalog__intro">{t('catalog.intro')}</p>
      <p>
        <Link to="/catalog/servers">{t('catalog.servers.link')}</Link>
      </p>
      <div className="catalog__controls">
        <div className="catalog__control">
          <span className="catalog__control-label" aria-hidden="true">
            {t('catalog.cycle.label')}
          </span>
          <FilterTabs label={t('catalog.cycle.label')} param="cycle" options={cycleOptions} value={cycle} />
        </div>
        <div className="catalog__control">
          <span className="catalog__control-label" aria-hidden="true">
            {t('catalog.texts.label')}
          </span>
          <FilterTabs label={t('catalog.texts.label')} param="texts" options={textOptions} value={locale} />
        </div>
        {audience && (
          <div className="catalog__control">
            <span className="catalog__control-label" aria-hidden="true">
              {t('catalog.prices.label')}
            </span>
            <PriceAudienceTabs label={t('catalog.prices.label')} options={audienceOptions} value={audience} />
          </div>
        )}
      </div>
      {audience && (
        <p className="muted">{t('catalog.prices.note', { audience, rate: format.percent(SIGNED_OUT_VAT_RATE, 2) })}</p>
      )}
      {query.isPending ? (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      ) : null}
      {failure && plans.length === 0 ? (
        <div className="catalog__failure">
          <h2>{outage ? t('catalog.error.unavailable.title') : t('catalog.error.failed.title')}</h2>
          {outage && <p>{t('catalog.error.unavailable.body')}</p>}
          <ProblemAlert error={failure} />
          <Button variant="primary" pending={query.isFetching} onClick={() => void query.refetch()}>
            {query.isFetching ? t('common.loading') : t('common.retry')}
          </Button>
        </div>
      ) : null}
      <DroppedItemsNotice count={dropped} />
      {query.isSuccess && (
        <>
          <ListToolbar
            label={t('catalog.kit.label')}
            search={{ label: t('catalog.kit.q'), q: filters.q, maxLength: 100 }}
            fields={
              <>
                <SelectField
                  label={t('catalog.kit.tier')}
                  name="tier"
                  value={filters.tier ?? ''}
                  onChange={(event) => setFilter('tier', event.target.value)}
                >
                  <option value="">{t('catalog.kit.tier.all')}</option>
                  {tiers.map((tier) => (
                    <option key={tier} value={tier}>
                      {tier}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('catalog.kit.stock')}
                  name="stock"
                  value={filters.stock ?? ''}
                  onChange={(event) => setFilter('stock', event.target.value)}
                >
                  <option value="">{t('catalog.kit.stock.option', { stock: 'all' })}</option>
                  {planStockFilters.map((stock) => (
                    <option key={stock} value={stock}>
                      {t('catalog.kit.stock.option', { stock })}
                    </option>
                  ))}
                </SelectField>
              </>
            }
            count={{
              noun: 'plans',
              shown: shown.length,
              matching: hasNextPage ? null : shown.length + (filtering ? 0 : dropped),
              total: hasNextPage ? null : plans.length + dropped,
              filtered: filtering,
              updating: readingRest,
            }}
            countActions={
              <CatalogCountActions
                filtering={filtering}
                keep={['sort', 'cycle', 'texts', 'prices']}
                csv={{ name: 'plans', columns: csvColumns, readPage, match }}
              />
            }
          />
          <CatalogSortHeaders
            sort={sort}
            keys={[
              { key: 'price', label: t('catalog.kit.sort.price') },
              { key: 'storage', label: t('catalog.kit.sort.storage') },
            ]}
          />
        </>
      )}
      {query.isSuccess && shown.length === 0 && !readingRest && (
        <ListEmptyState
          noun="plans"
          filtered={filtering}
          title={t('catalog.empty')}
          keep={['sort', 'cycle', 'texts', 'prices']}
        />
      )}
      {shown.length > 0 && (
        <>
          {unpublished.length > 0 && (
            <p className="muted">{t('catalog.resource.unpublishedNote', { which: unpublished.join('+') })}</p>
          )}
          <ul className="catalog__plans" aria-label={t('catalog.list.label')} lang={locale}>
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} signedIn={signedIn} />
            ))}
          </ul>
          <div className="catalog__more">
            <p role="status" className="muted">
              {/* The toolbar counts the plans; here only whether more are to come (issue 40: said once). */}
              {query.isFetchingNextPage ? t('catalog.loadingMore') : query.hasNextPage ? '' : t('catalog.allShown')}
            </p>
            {failure && query.isFetchNextPageError ? <ProblemAlert error={failure} /> : null}
            {query.hasNextPage && (
              <Button pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('catalog.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

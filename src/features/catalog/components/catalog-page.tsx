import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isApiError } from '@/api/client';
import type { CatalogLocale } from '@/api/schemas/catalog';
import { catalogLocaleValues } from '@/api/schemas/catalog-values';
import { useLocale, useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { FilterTabs } from '@/ui/filter-tabs';
import { useFormat } from '@/ui/format/use-format';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { catalogQueries } from '@/features/catalog/api/catalog-queries';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import {
  bestSavingPercent,
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

/**
 * The public plan catalog: works signed out (from the sign-in page) and inside the panel. The billing period and
 * the language of the plan texts live in the URL; the texts follow the panel's language unless the visitor picks
 * the other one. Pages are appended with "show more" over the server's cursor.
 */
export function CatalogPage({
  cycle,
  texts,
  signedIn,
  audience,
}: {
  cycle: CatalogCycle;
  texts: CatalogLocale | undefined;
  signedIn: boolean;
  /** Signed out: whose prices are shown (the "Prices for companies" switch, `?prices=companies`). */
  audience?: PriceAudience;
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
      {plans.length > 0 && (
        <>
          {unpublished.length > 0 && (
            <p className="muted">{t('catalog.resource.unpublishedNote', { which: unpublished.join('+') })}</p>
          )}
          <ul className="catalog__plans" aria-label={t('catalog.list.label')} lang={locale}>
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} signedIn={signedIn} />
            ))}
          </ul>
          <div className="catalog__more">
            <p role="status" className="muted">
              {query.isFetchingNextPage
                ? t('catalog.loadingMore')
                : `${t('catalog.count', { shown: plans.length })}${query.hasNextPage ? '' : ` ${t('catalog.allShown')}`}`}
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
      {query.isSuccess && plans.length === 0 && <p>{t('catalog.empty')}</p>}
    </section>
  );
}

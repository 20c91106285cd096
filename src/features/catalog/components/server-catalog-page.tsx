import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { planAvailableIn, type ServerCatalog, type ServerPlan } from '@/api/schemas/vps-order';
import { serverCatalogQuery } from '@/api/server-catalog';
import { useLocale, useMessages } from '@/i18n';
import { Button, ButtonLink } from '@/ui/button';
import { csvAmount } from '@/ui/csv';
import { type KitCsvColumn } from '@/ui/csv-download';
import { SelectField } from '@/ui/fields';
import { Price, usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { sortWhole, wholeReadPage } from '@/ui/kit-whole';
import { ListEmptyState, ListToolbar, matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { CatalogCountActions, CatalogSortHeaders } from '@/features/catalog/components/catalog-toolbar';
import '@/features/catalog/catalog.css';

/** The kit toolbar's choices over the server plan cards, from the URL. */
export interface ServerPlanFilters {
  q?: string | undefined;
  location?: string | undefined;
  sort?: string | undefined;
}

const KEEP = ['sort'] as const;

/**
 * The server catalog (issue 38), public like the hosting plans: each plan's vCPU, memory, disk and traffic, its price
 * per month and per hour (as this viewer is shown prices), where it can be ordered (out of stock said per
 * location), and the systems it can run. Ordering leads to the order form (signed out: through sign-in).
 *
 * The kit's toolbar over the cards (issue 40): the name, the location it is in stock at, the sort by price, memory or
 * disk (header-like controls with `aria-sort`), the count, "Clear filters", the empty states and "Download CSV" of
 * the plans shown, prices as this viewer sees them. The catalog is one answer: all of it filters here.
 */
export function ServerCatalogPage({ signedIn, filters = {} }: { signedIn: boolean; filters?: ServerPlanFilters }) {
  const t = useMessages(catalogMessages);
  const k = useMessages();
  const locale = useLocale();
  const price = usePrice();
  const navigate = useNavigate();
  const query = useQuery(serverCatalogQuery(locale));
  const catalog = query.data;
  const { q, location } = filters;
  const sort = filters.sort ?? '';
  const filtering = q !== undefined || location !== undefined;
  const shown = useMemo(
    () =>
      sortWhole(
        (catalog?.plans ?? []).filter(
          (plan) => matchesSearch(q, [plan.name]) && (location === undefined || planAvailableIn(plan, location)),
        ),
        sort,
        {
          price: (plan) => plan.monthlyAmount,
          memory: (plan) => plan.resources.memoryGb,
          disk: (plan) => plan.resources.diskGb,
        },
        locale,
      ),
    [catalog, q, location, sort, locale],
  );
  const readPage = useMemo(() => wholeReadPage(shown, 0), [shown]);
  const csvColumns = useMemo<KitCsvColumn<ServerPlan>[]>(() => {
    const shownAmount = (amount: number) => csvAmount(price.pricing.shown(amount).amount);
    const locations = catalog?.locations ?? [];
    return [
      { header: t('catalog.csv.name'), value: (plan) => plan.name },
      { header: t('catalog.csv.cpu'), value: (plan) => plan.resources.cpuCores },
      { header: t('catalog.csv.memoryGb'), value: (plan) => plan.resources.memoryGb },
      { header: t('catalog.csv.diskGb'), value: (plan) => plan.resources.diskGb },
      { header: t('catalog.csv.trafficTb'), value: (plan) => plan.resources.trafficTb },
      { header: t('catalog.csv.perMonth'), value: (plan) => shownAmount(plan.monthlyAmount) },
      { header: t('catalog.csv.perHour'), value: (plan) => (plan.payg ? shownAmount(plan.payg.hourlyAmount) : '') },
      { header: k('kit.csv.column.currency'), value: (plan) => plan.currencyCode },
      { header: t('catalog.csv.vat'), value: () => t('catalog.csv.vatValue', { basis: price.pricing.shows }) },
      {
        header: t('catalog.csv.inStock'),
        value: (plan) =>
          locations
            .filter((where) => planAvailableIn(plan, where.code))
            .map((where) => where.name)
            .join('; '),
      },
      { header: k('kit.csv.column.id'), value: (plan) => plan.slug },
    ];
  }, [t, k, price, catalog]);
  return (
    <section className="page catalog" aria-labelledby="server-catalog-heading">
      <PageHeader
        headingId="server-catalog-heading"
        title={t('catalog.servers.title')}
        breadcrumb={[
          <Link key="catalog" to="/catalog">
            {t('catalog.title')}
          </Link>,
        ]}
      />
      <p className="catalog__intro">{t('catalog.servers.intro')}</p>
      {query.isPending ? (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      ) : null}
      {query.error ? (
        <div className="catalog__failure">
          <ProblemAlert error={query.error} />
          <Button variant="primary" pending={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {catalog ? (
        <>
          <ListToolbar
            label={t('catalog.kit.label')}
            search={{ label: t('catalog.kit.q'), q, maxLength: 100 }}
            fields={
              <SelectField
                label={t('catalog.kit.location')}
                name="location"
                value={location ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  void navigate({
                    to: '.',
                    search: (prev: Record<string, unknown>) => ({ ...prev, location: value || undefined }),
                  });
                }}
              >
                <option value="">{t('catalog.kit.location.all')}</option>
                {catalog.locations.map((where) => (
                  <option key={where.code} value={where.code}>
                    {where.name}
                  </option>
                ))}
              </SelectField>
            }
            count={{
              noun: 'plans',
              shown: shown.length,
              matching: shown.length,
              total: catalog.plans.length,
              filtered: filtering,
            }}
            countActions={
              <CatalogCountActions
                filtering={filtering}
                keep={KEEP}
                csv={{ name: 'server-plans', columns: csvColumns, readPage, expected: shown.length }}
              />
            }
          />
          <CatalogSortHeaders
            sort={sort}
            keys={[
              { key: 'price', label: t('catalog.kit.sort.price') },
              { key: 'memory', label: t('catalog.kit.sort.memory') },
              { key: 'disk', label: t('catalog.kit.sort.disk') },
            ]}
          />
          {shown.length === 0 ? (
            <ListEmptyState noun="plans" filtered={filtering} title={t('catalog.servers.empty')} keep={KEEP} />
          ) : (
            <ul className="catalog__plans" aria-label={t('catalog.servers.list')}>
              {shown.map((plan) => (
                <ServerPlanCard key={plan.slug} plan={plan} catalog={catalog} signedIn={signedIn} />
              ))}
            </ul>
          )}
          <h2>{t('catalog.servers.images')}</h2>
          <ul className="catalog-servers__images">
            {catalog.images.map((image) => (
              <li key={image.id}>{image.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ServerPlanCard({ plan, catalog, signedIn }: { plan: ServerPlan; catalog: ServerCatalog; signedIn: boolean }) {
  const t = useMessages(catalogMessages);
  const format = useFormat();
  const headingId = useId();
  const where = catalog.locations.filter((location) => planAvailableIn(plan, location.code));
  const first = where[0];
  const orderHref = `/vps/new?plan=${encodeURIComponent(plan.slug)}`;
  return (
    <li className="catalog-plan" aria-labelledby={headingId}>
      <div className="catalog-plan__top">
        <h2 id={headingId} className="catalog-plan__name">
          {plan.name}
        </h2>
      </div>
      <div className="catalog-plan__price">
        <p className="catalog-plan__amount">
          {t('catalog.servers.perMonth')} <Price amount={plan.monthlyAmount} currencyCode={plan.currencyCode} />
        </p>
        {plan.payg ? (
          <p className="muted">
            {t('catalog.servers.perHour')} <Price amount={plan.payg.hourlyAmount} currencyCode={plan.currencyCode} />
          </p>
        ) : null}
      </div>
      <dl className="catalog-plan__resources">
        <div>
          <dt>{t('catalog.servers.cpu')}</dt>
          <dd>{format.number(plan.resources.cpuCores)}</dd>
        </div>
        <div>
          <dt>{t('catalog.servers.memory')}</dt>
          <dd>{t('catalog.servers.gb', { size: format.number(plan.resources.memoryGb) })}</dd>
        </div>
        <div>
          <dt>{t('catalog.servers.disk')}</dt>
          <dd>{t('catalog.servers.gb', { size: format.number(plan.resources.diskGb) })}</dd>
        </div>
        <div>
          <dt>{t('catalog.servers.traffic')}</dt>
          <dd>{t('catalog.servers.tb', { size: format.number(plan.resources.trafficTb) })}</dd>
        </div>
      </dl>
      <ul className="catalog-servers__stock">
        {catalog.locations.map((location) => (
          <li key={location.code}>
            {planAvailableIn(plan, location.code)
              ? t('catalog.servers.inStock', { location: location.name })
              : t('catalog.servers.outOfStock', { location: location.name })}
          </li>
        ))}
      </ul>
      <div className="catalog-plan__action">
        {first ? (
          signedIn ? (
            <ButtonLink to="/vps/new" search={{ plan: plan.slug, location: first.code }} variant="primary">
              {t('catalog.plan.order', { name: plan.name })}
            </ButtonLink>
          ) : (
            <ButtonLink to="/sign-in" search={{ redirect: orderHref, reason: 'order' }} variant="primary">
              {t('catalog.plan.signInToOrder', { name: plan.name })}
            </ButtonLink>
          )
        ) : (
          <GatedButton gate={{ allowed: false, reason: t('catalog.servers.nowhere') }}>
            {t('catalog.plan.order', { name: plan.name })}
          </GatedButton>
        )}
      </div>
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { planAvailableIn, type ServerCatalog, type ServerPlan } from '@/api/schemas/vps-order';
import { serverCatalogQuery } from '@/api/server-catalog';
import { useLocale, useMessages } from '@/i18n';
import { Button, ButtonLink } from '@/ui/button';
import { Price } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import '@/features/catalog/catalog.css';

/**
 * The server catalog (issue 38), public like the hosting plans: each plan's vCPU, memory, disk and traffic, its price
 * per month and per hour (as this viewer is shown prices), where it can be ordered (out of stock said per
 * location), and the systems it can run. Ordering leads to the order form (signed out: through sign-in).
 */
export function ServerCatalogPage({ signedIn }: { signedIn: boolean }) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const query = useQuery(serverCatalogQuery(locale));
  const catalog = query.data;
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
          <ul className="catalog__plans" aria-label={t('catalog.servers.list')}>
            {catalog.plans.map((plan) => (
              <ServerPlanCard key={plan.slug} plan={plan} catalog={catalog} signedIn={signedIn} />
            ))}
          </ul>
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

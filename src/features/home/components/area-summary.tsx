import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isOverdue } from '@/api/schemas/invoice-payment';
import type { DomainServiceStatus } from '@/api/schemas/domains';
import { domainServiceStatusValues } from '@/api/schemas/domains-values';
import type { HomeAreaPath } from '@/api/home-reads';
import { useMessages } from '@/i18n';
import { ProblemAlert } from '@/ui/problem-alert';
import type { HomeResults } from '@/features/home/api/use-home-reads';
import { homeMessages } from '@/features/home/messages/catalog';

type Known<S extends string> = Exclude<S, 'unknown'>;

/** How many of each status, in the order first met; `unknown` last (it has no filter to link to). */
function countBy<S extends string>(values: readonly S[]): [S, number][] {
  const counts = new Map<S, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()];
}

const isKnown = <S extends string>(value: S): value is Known<S> => value !== 'unknown';

const isDomainStatus = (value: string): value is Known<DomainServiceStatus> =>
  value !== 'unknown' && (domainServiceStatusValues as readonly string[]).includes(value);

/**
 * Under the list: each area the key can read, its counts by status, each count a link to the area's list filtered
 * by it. An area whose read failed shows its own error with a retry; one left out (not allowed, not on this server)
 * is not shown; one still on its way keeps its room.
 */
export function AreaSummary({
  areas,
  reads,
  nowMs,
}: {
  areas: readonly HomeAreaPath[];
  reads: HomeResults;
  nowMs: number;
}) {
  const t = useMessages(homeMessages);
  const cards: ReactNode[] = [];

  /** The card of one area, from the reads it is drawn from (all must have arrived; null ones leave it out). */
  const card = (
    area: HomeAreaPath,
    title: string,
    results: readonly ({ status: string; data?: unknown; error: unknown; refetch: () => unknown } | undefined)[],
    body: () => ReactNode,
  ) => {
    if (!areas.includes(area)) return;
    const present = results.filter((result) => result !== undefined);
    if (present.length === 0 || present.some((result) => result.status === 'success' && result.data === null)) return;
    const failed = present.filter((result) => result.status === 'error');
    const pending = present.some((result) => result.status === 'pending');
    const headingId = `home-summary-${area.slice(1).replace('/', '-')}`;
    cards.push(
      <li key={area} className="home-card home-summary__area">
        <h3 id={headingId}>{title}</h3>
        {failed.length > 0 ? (
          <>
            <p>{t('home.summary.error')}</p>
            <ProblemAlert
              error={failed[0]?.error}
              onRetry={() => {
                for (const result of failed) void result.refetch();
              }}
            />
          </>
        ) : pending ? (
          <p className="home-summary__pending" aria-hidden="true">
            <span className="spinner" />
          </p>
        ) : (
          body()
        )}
      </li>,
    );
  };

  const total = (count: number, more: boolean) =>
    more ? t('home.summary.totalAtLeast', { count }) : t('home.summary.total', { count });

  const vps = reads.vps?.data;
  card('/vps', t('home.summary.area.vps'), [reads.vps], () => (
    <>
      <p className="home-summary__total">{total(vps?.data.length ?? 0, vps?.hasMore ?? false)}</p>
      <ul className="home-summary__counts">
        {countBy((vps?.data ?? []).map((item) => item.status)).map(([status, count]) => {
          const label = t('home.summary.countLink', { label: t('home.summary.vpsStatus', { status }), count });
          return (
            <li key={status}>
              {isKnown(status) ? (
                <Link to="/vps" search={{ status }}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/vps">{t('home.summary.all')}</Link>
    </>
  ));

  const hosting = reads.hosting?.data;
  card('/hosting', t('home.summary.area.hosting'), [reads.hosting], () => (
    <>
      <p className="home-summary__total">{total(hosting?.data.length ?? 0, hosting?.hasMore ?? false)}</p>
      <ul className="home-summary__counts">
        {countBy((hosting?.data ?? []).map((item) => item.serviceStatus)).map(([status, count]) => {
          const label = t('home.summary.countLink', { label: t('home.summary.hostingStatus', { status }), count });
          return (
            <li key={status}>
              {isKnown(status) ? (
                <Link to="/hosting" search={{ status }}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/hosting">{t('home.summary.all')}</Link>
    </>
  ));

  const domains = reads.domainCounts?.data;
  card('/domains', t('home.summary.area.domains'), [reads.domainCounts], () => (
    <>
      <p className="home-summary__total">
        {domains?.total === null || domains?.total === undefined
          ? total(domains?.data.length ?? 0, domains?.hasMore ?? false)
          : total(domains.total, false)}
      </p>
      <ul className="home-summary__counts">
        {Object.entries(domains?.statusCounts ?? {})
          .filter(([status, count]) => count > 0 && isDomainStatus(status))
          .map(([status, count]) => {
            const label = t('home.summary.countLink', { label: t('home.summary.domainStatus', { status }), count });
            return (
              <li key={status}>
                {isDomainStatus(status) ? (
                  <Link to="/domains" search={{ status }}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </li>
            );
          })}
      </ul>
      <Link to="/domains">{t('home.summary.all')}</Link>
    </>
  ));

  const orders = reads.orders?.data;
  card('/orders', t('home.summary.area.orders'), [reads.orders], () => (
    <>
      <p className="home-summary__total">{total(orders?.data.length ?? 0, orders?.hasMore ?? false)}</p>
      <ul className="home-summary__counts">
        {countBy((orders?.data ?? []).map((item) => item.status)).map(([status, count]) => {
          const label = t('home.summary.countLink', { label: t('home.summary.orderStatus', { status }), count });
          return (
            <li key={status}>
              {isKnown(status) ? (
                <Link to="/orders" search={{ status }}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/orders">{t('home.summary.all')}</Link>
    </>
  ));

  const invoices = reads.invoices?.data?.data ?? [];
  const overdue = invoices.filter((invoice) => isOverdue(invoice, nowMs)).length;
  card('/billing/invoices', t('home.summary.area.billing'), [reads.invoices], () => (
    <>
      <ul className="home-summary__counts">
        <li>
          <Link to="/billing/invoices" search={{ status: 'outstanding' }}>
            {t('home.summary.invoices', { count: invoices.length })}
          </Link>
        </li>
        {overdue > 0 && <li>{t('home.summary.invoicesOverdue', { count: overdue })}</li>}
      </ul>
      <Link to="/billing/invoices">{t('home.summary.all')}</Link>
    </>
  ));

  const tickets = reads.tickets?.data?.data ?? [];
  const answered = tickets.filter((ticket) => ticket.status === 'answered').length;
  card('/support/tickets', t('home.summary.area.support'), [reads.tickets], () => (
    <>
      <ul className="home-summary__counts">
        <li>
          <Link to="/support/tickets" search={{ status: 'open' }}>
            {t('home.summary.tickets', { count: tickets.length })}
          </Link>
        </li>
        {answered > 0 && <li>{t('home.summary.ticketsAnswered', { count: answered })}</li>}
      </ul>
      <Link to="/support/tickets">{t('home.summary.all')}</Link>
    </>
  ));

  if (cards.length === 0) return null;
  return (
    <section className="home-summary" aria-labelledby="home-summary-heading">
      <h2 id="home-summary-heading">{t('home.summary.heading')}</h2>
      <ul className="home-summary__areas">{cards}</ul>
    </section>
  );
}

import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AuditEntry, AuditTarget } from '@/api/schemas/audit-log';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { SelectField } from '@/ui/fields';
import { FilterTabs } from '@/ui/filter-tabs';
import { DateTime } from '@/ui/format/date-time';
import { ListEmptyState, ListToolbar, matchesSearch, matchingOnPage } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { useProblemWords } from '@/ui/problem-words';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { SupportDetails } from '@/ui/support-details';
import { auditQueries, type AuditListParams } from '@/features/audit/api/audit-queries';
import {
  areaOfAction,
  auditActionFilters,
  auditAreaFilters,
  auditOutcomeFilters,
  auditPeriods,
  type AuditOutcomeFilter,
} from '@/features/audit/audit-route-params';
import { auditMessages } from '@/features/audit/messages/catalog';
import '@/features/audit/audit.css';

const outcomeTabs: readonly (AuditOutcomeFilter | 'all')[] = ['all', ...auditOutcomeFilters];

const outcomeTone: Record<AuditEntry['outcome'], Tone> = {
  succeeded: 'success',
  refused: 'warning',
  failed: 'danger',
  unknown: 'neutral',
};

/**
 * The account log, newest first: when, what in words, what it was about (a link to its screen when the
 * panel has one), which key asked and from where, and how it went (words and the badge's shape, never colour alone;
 * why a request was refused in words, its code, status and request id under "Details for support"). Area, change,
 * outcome and time range are the server's filters, in the URL; the text filters the page on screen.
 */
export function AuditLogPage({ q, ...params }: AuditListParams & { q: string | undefined }) {
  const t = useMessages(auditMessages);
  const { data: page, isFetching } = useSuspenseQuery(auditQueries.list(params));
  const { cursor } = params;
  const filtered =
    q !== undefined ||
    params.area !== undefined ||
    params.action !== undefined ||
    params.outcome !== undefined ||
    params.period !== undefined;
  const rows = useMemo(
    () => page.data.filter((entry) => matchesSearch(q, [entry.target?.name, entry.target?.id, entry.actor?.keyName])),
    [page.data, q],
  );
  const complete = matchingOnPage(page, cursor) !== null;
  const matching = complete ? rows.length + (q === undefined ? page.dropped : 0) : null;
  const counted = useQuery({ ...auditQueries.total(), enabled: filtered || !complete });
  const total = !filtered && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        id: 'what',
        header: t('audit.column.what'),
        primary: true,
        cell: (entry) => <span className="data-table__title">{t('audit.action', { action: entry.action })}</span>,
      },
      {
        id: 'target',
        header: t('audit.column.target'),
        cell: (entry) => <AuditTargetLink target={entry.target} />,
      },
      {
        id: 'time',
        header: t('audit.column.time'),
        cell: (entry) => <DateTime value={entry.time} />,
      },
      {
        id: 'who',
        header: t('audit.column.who'),
        cell: (entry) => (
          <span className="audit-who">
            <span>
              {entry.actor?.keyName
                ? t('audit.actor', { type: entry.actor.type, name: entry.actor.keyName })
                : t('audit.actor.unknown')}
            </span>
            {entry.sourceIp && <span className="muted">{t('audit.from', { address: entry.sourceIp })}</span>}
          </span>
        ),
      },
      {
        id: 'outcome',
        header: t('audit.column.outcome'),
        cell: (entry) => <AuditOutcome entry={entry} />,
      },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="audit-heading">
      <PageHeader
        headingId="audit-heading"
        title={t('audit.title')}
        meta={<p className="muted">{t('audit.intro')}</p>}
      />
      <ListToolbar
        label={t('audit.search.label')}
        search={{ label: t('audit.search.q'), q, maxLength: 100 }}
        fields={<AuditFilterSelects {...params} />}
        filters={
          <FilterTabs
            label={t('audit.filter.outcome.label')}
            param="outcome"
            options={outcomeTabs.map((value) => ({
              value,
              label: t('audit.filter.outcome', { outcome: value }),
            }))}
            value={params.outcome ?? 'all'}
          />
        }
        count={{ noun: 'accountLogEntries', shown: rows.length, matching, total, filtered }}
      />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('audit.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('audit.caption', { filtered: filtered ? 'yes' : 'no', page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={rows}
        rowKey={(entry) => entry.id}
        empty={
          <ListEmptyState noun="accountLogEntries" filtered={filtered} title={t('audit.empty.heading')}>
            <p className="muted">{t('audit.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}

/** Area, change and time range: selects that apply at once (the outcome is the tabs). */
function AuditFilterSelects({ area, action, period }: AuditListParams) {
  const t = useMessages(auditMessages);
  const navigate = useNavigate();
  const set = (name: 'area' | 'action' | 'period', value: string) =>
    void navigate({
      to: '/account-log',
      search: (prev) => ({ ...prev, [name]: value === '' ? undefined : value, cursor: undefined }),
    });
  // The changes of the chosen area only (all of them without one).
  const actions = auditActionFilters.filter((value) => area === undefined || areaOfAction(value) === area);
  return (
    <>
      <SelectField label={t('audit.filter.area')} value={area ?? ''} onChange={(e) => set('area', e.target.value)}>
        <option value="">{t('audit.filter.anyArea')}</option>
        {auditAreaFilters.map((value) => (
          <option key={value} value={value}>
            {t('audit.area', { area: value })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filter.action')}
        value={action ?? ''}
        onChange={(e) => set('action', e.target.value)}
      >
        <option value="">{t('audit.filter.anyAction')}</option>
        {actions.map((value) => (
          <option key={value} value={value}>
            {t('audit.action', { action: value })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filter.period')}
        value={period ?? ''}
        onChange={(e) => set('period', e.target.value)}
      >
        <option value="">{t('audit.filter.anyPeriod')}</option>
        {auditPeriods.map((value) => (
          <option key={value} value={value}>
            {t('audit.period', { period: value })}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The entry's resource in words, linked to its screen when the panel has one for that kind. */
function AuditTargetLink({ target }: { target: AuditTarget | null }) {
  const t = useMessages(auditMessages);
  if (!target) return <span className="muted">{t('audit.target.none')}</span>;
  const { type, id } = target;
  const name = target.name ?? id;
  const text = name ? t('audit.target', { type, name }) : t('audit.target.unnamed', { type });
  if (!id) return <span>{text}</span>;
  switch (type) {
    case 'vps':
      return (
        <Link to="/vps/$vpsId" params={{ vpsId: id }}>
          {text}
        </Link>
      );
    case 'domain':
      return (
        <Link to="/domains/$domainId" params={{ domainId: id }}>
          {text}
        </Link>
      );
    case 'hosting_account':
      return (
        <Link to="/hosting/$accountId" params={{ accountId: id }}>
          {text}
        </Link>
      );
    case 'order':
      return (
        <Link to="/orders/$orderId" params={{ orderId: id }}>
          {text}
        </Link>
      );
    case 'invoice':
      return (
        <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: id }}>
          {text}
        </Link>
      );
    case 'ticket':
      return (
        <Link to="/support/tickets/$ticketId" params={{ ticketId: id }}>
          {text}
        </Link>
      );
    case 'card':
      return <Link to="/billing/cards">{text}</Link>;
    default:
      return <span>{text}</span>;
  }
}

/** How it went: words with the badge's shape; why it was refused in words; the codes for support. */
function AuditOutcome({ entry }: { entry: AuditEntry }) {
  const t = useMessages(auditMessages);
  const words = useProblemWords();
  const code = entry.problem?.code ?? null;
  const why =
    entry.outcome === 'failed'
      ? t('audit.failedWhy')
      : entry.outcome === 'refused' && code
        ? (words?.code(code) ?? null)
        : null;
  return (
    <div className="audit-outcome">
      <StatusBadge tone={outcomeTone[entry.outcome]}>{t('audit.outcome', { outcome: entry.outcome })}</StatusBadge>
      {why && <p className="audit-outcome__why">{why}</p>}
      <SupportDetails
        code={code}
        status={entry.problem?.status ?? null}
        requestId={entry.requestId}
        operationId={entry.operationId}
      />
    </div>
  );
}

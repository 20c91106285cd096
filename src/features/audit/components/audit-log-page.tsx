import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { AuditEntry, AuditTarget } from '@/api/schemas/audit-log';
import { useMessages, type Translate } from '@/i18n';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { SelectField } from '@/ui/fields';
import { DateTime } from '@/ui/format/date-time';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
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
import type en from '@/features/audit/messages/en';
import '@/features/audit/audit.css';

const outcomeOptions: readonly (AuditOutcomeFilter | 'all')[] = ['all', ...auditOutcomeFilters];

const outcomeTone: Record<AuditEntry['outcome'], Tone> = {
  succeeded: 'success',
  refused: 'warning',
  failed: 'danger',
  unknown: 'neutral',
};

/**
 * The account log on the kit list, newest first: when, what in words, what it was about (a link to its screen when
 * the panel has one), which key asked and from where, and how it went (words and the badge's shape, never colour
 * alone; why a request was refused in words, its code, status and request id under "Details for support"). The
 * outcome is the kit's status select; area, change and time range the list's other selects: all the server's
 * filters, in the URL. The text filters the rows read; "Show more" reads the next page, "Download CSV" every page.
 */
export function AuditLogPage({ q, ...params }: AuditListParams & { q: string | undefined }) {
  const t = useMessages(auditMessages);
  const k = useMessages();
  const query = useSuspenseInfiniteQuery(auditQueries.listPages(params));
  const pages = useKitPages(query);
  const filtered =
    q !== undefined ||
    params.area !== undefined ||
    params.action !== undefined ||
    params.outcome !== undefined ||
    params.period !== undefined;
  const counted = useQuery({ ...auditQueries.total(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const match = useCallback(
    (entry: AuditEntry) => matchesSearch(q, [entry.target?.name, entry.target?.id, entry.actor?.keyName]),
    [q],
  );
  const { area, action, outcome, period } = params;
  const readPage = useMemo(
    () => auditQueries.readExportPage({ area, action, outcome, period }),
    [area, action, outcome, period],
  );

  const csvColumns = useMemo<KitCsvColumn<AuditEntry>[]>(
    () => [
      { header: t('audit.column.time'), value: (entry) => csvTimestamp(entry.time) },
      { header: t('audit.column.what'), value: (entry) => t('audit.action', { action: entry.action }) },
      { header: t('audit.column.target'), value: (entry) => targetText(t, entry.target) },
      {
        header: t('audit.column.who'),
        value: (entry) =>
          entry.actor?.keyName
            ? t('audit.actor', { type: entry.actor.type, name: entry.actor.keyName })
            : t('audit.actor.unknown'),
      },
      { header: t('audit.csv.source'), value: (entry) => entry.sourceIp },
      { header: t('audit.column.outcome'), value: (entry) => t('audit.outcome', { outcome: entry.outcome }) },
      { header: t('audit.csv.targetId'), value: (entry) => entry.target?.id },
      { header: k('kit.csv.column.id'), value: (entry) => entry.id },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<AuditEntry>[]>(
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
      <div aria-live="polite" className="visually-hidden">
        {query.isFetching && !query.isFetchingNextPage ? t('audit.updating') : ''}
      </div>
      <KitList
        noun="accountLogEntries"
        label={t('audit.search.label')}
        caption={t('audit.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('audit.search.q'), q, maxLength: 100 }}
        status={{
          label: t('audit.filter.outcome.label'),
          param: 'outcome',
          value: outcome ?? 'all',
          options: outcomeOptions.map((value) => ({ value, label: t('audit.filter.outcome', { outcome: value }) })),
        }}
        fields={<AuditFilterSelects {...params} />}
        filtered={area !== undefined || action !== undefined || period !== undefined}
        orderedBy={{ column: 'time', direction: 'descending' }}
        columns={columns}
        rowKey={(entry) => entry.id}
        pages={pages}
        match={match}
        total={total}
        readPage={readPage}
        csv={{ name: 'account-log', columns: csvColumns }}
        empty={{ title: t('audit.empty.heading'), body: <p className="muted">{t('audit.empty.body')}</p> }}
      />
    </section>
  );
}

/** The entry's resource in words (the link's text on screen, the cell of the CSV). */
function targetText(t: Translate<typeof en>, target: AuditTarget | null): string {
  if (!target) return t('audit.target.none');
  const name = target.name ?? target.id;
  return name ? t('audit.target', { type: target.type, name }) : t('audit.target.unnamed', { type: target.type });
}

/** Area, change and time range: selects that apply at once (the outcome is the kit's status select). */
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
  const text = targetText(t, target);
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

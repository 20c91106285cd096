import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { ApiKey, ApiKeyWithSecret } from '@/api/schemas/api-keys';
import { useLocale, useMessages } from '@/i18n';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { sortWhole, timeValue, useWholePages, wholeReadPage } from '@/ui/kit-whole';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { apiKeyQueries } from '@/features/keys/api/api-key-queries';
import { apiKeyStatusFilters, type ApiKeyStatusFilter } from '@/features/keys/keys-route-params';
import { keysMessages } from '@/features/keys/messages/catalog';
import { accessWords, ApiKeyAccess } from './api-key-access';
import { ApiKeyActions } from './api-key-actions';
import { ApiKeyCreateDialog } from './api-key-create';
import { ApiKeySecretOnce } from './api-key-secret-once';
import '@/features/keys/keys.css';

const statusTone = { active: 'success', expired: 'neutral', revoked: 'danger', unknown: 'neutral' } as const;

/**
 * The account's API keys (`/account/keys`): each with what it may do by area, when and by whom it was made, when it
 * expires, when and from where it was last used, and its status; "Create an API key" (`create` opens the form at
 * once: the palette's action), a new secret and revoking behind their confirmations. A secret is shown once, above
 * the list. The list is a kit list over the whole answer: the text finds a name, the status select and the sort
 * (by name or a date) are applied here, all in the URL; "Download CSV" has the keys the filters show.
 */
export function ApiKeysPage({
  openCreate = false,
  q,
  status = 'all',
  sort = '',
}: {
  openCreate?: boolean;
  q?: string | undefined;
  status?: ApiKeyStatusFilter;
  sort?: string;
}) {
  const t = useMessages(keysMessages);
  const k = useMessages();
  const locale = useLocale();
  const format = useFormat();
  const { data: page } = useSuspenseQuery(apiKeyQueries.list());
  const shown = useMemo(
    () =>
      sortWhole(
        status === 'all' ? page.data : page.data.filter((key) => key.status === status),
        sort,
        {
          name: (key) => key.name,
          created: (key) => timeValue(key.createdAt),
          expires: (key) => timeValue(key.expiresAt),
          lastUsed: (key) => timeValue(key.lastUsedAt),
        },
        locale,
      ),
    [page.data, status, sort, locale],
  );
  const pages = useWholePages(shown, status === 'all' ? page.dropped : 0);
  const readPage = useMemo(() => wholeReadPage(shown, status === 'all' ? page.dropped : 0), [shown, status, page]);
  const match = useCallback((key: ApiKey) => matchesSearch(q, [key.name]), [q]);
  const filtered = q !== undefined || status !== 'all';
  const createGate = useScopeGate(apiKeyRoutes.create);
  const [creating, setCreating] = useState(openCreate && createGate.allowed);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (key: ApiKey) => key.name ?? t('keys.unnamed');

  const csvColumns = useMemo<KitCsvColumn<ApiKey>[]>(
    () => [
      { header: t('keys.column.name'), value: (key) => key.name ?? t('keys.unnamed') },
      { header: t('keys.column.access'), value: (key) => accessWords(t, key.scopes).join('; ') },
      { header: t('keys.column.created'), value: (key) => csvTimestamp(key.createdAt) },
      { header: t('keys.csv.createdBy'), value: (key) => key.createdBy?.name },
      { header: t('keys.column.expires'), value: (key) => csvTimestamp(key.expiresAt) },
      { header: t('keys.column.lastUsed'), value: (key) => csvTimestamp(key.lastUsedAt) },
      { header: t('keys.csv.lastUsedFrom'), value: (key) => key.lastUsedFrom },
      { header: t('keys.column.status'), value: (key) => t('keys.status', { status: key.status }) },
      { header: k('kit.csv.column.id'), value: (key) => key.id },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('keys.column.name'),
        sortKey: 'name',
        primary: true,
        cell: (key) => (
          <span className="keys-name">
            <strong>{key.name ?? t('keys.unnamed')}</strong>
            {key.isCurrent && <span className="keys-current">{t('keys.current')}</span>}
          </span>
        ),
      },
      { id: 'access', header: t('keys.column.access'), cell: (key) => <ApiKeyAccess scopes={key.scopes} /> },
      {
        id: 'created',
        header: t('keys.column.created'),
        sortKey: 'created',
        cell: (key) => {
          const date = format.date(key.createdAt);
          const by = key.createdBy;
          if (!by || by.type === 'account' || by.name === null) return t('keys.created.withAccount', { date });
          return t('keys.created.by', { date, name: by.name });
        },
      },
      {
        id: 'expires',
        header: t('keys.column.expires'),
        sortKey: 'expires',
        cell: (key) => (key.expiresAt ? format.date(key.expiresAt) : t('keys.expires.never')),
      },
      {
        id: 'lastUsed',
        header: t('keys.column.lastUsed'),
        sortKey: 'lastUsed',
        cell: (key) =>
          key.lastUsedAt === null
            ? t('keys.lastUsed.never')
            : key.lastUsedFrom
              ? t('keys.lastUsed.from', { date: format.dateTime(key.lastUsedAt), address: key.lastUsedFrom })
              : format.dateTime(key.lastUsedAt),
      },
      {
        id: 'status',
        header: t('keys.column.status'),
        cell: (key) => (
          <span className="keys-status">
            <StatusBadge tone={statusTone[key.status]}>{t('keys.status', { status: key.status })}</StatusBadge>
            {key.status === 'revoked' && key.revokedAt && (
              <span className="muted">{t('keys.revokedAt', { date: format.dateTime(key.revokedAt) })}</span>
            )}
            {key.previousSecretValidUntil && (
              <span className="muted">
                {t('keys.previousUntil', { date: format.dateTime(key.previousSecretValidUntil) })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('keys.column.actions'),
        cell: (key) => (
          <ApiKeyActions
            apiKey={key}
            name={key.name ?? t('keys.unnamed')}
            onRevoked={(said) => {
              setSecret(null);
              setDone(said);
            }}
            onRotated={(rotated) => {
              setDone(null);
              setSecret(rotated);
            }}
          />
        ),
      },
    ],
    [t, format],
  );

  return (
    // The header's write buttons and the list's point at one read-only reason, in the list's toolbar (issue 40).
    <ReadOnlyReasonScope>
      <section className="page" aria-labelledby="keys-heading">
        <PageHeader
          headingId="keys-heading"
          title={t('keys.title')}
          actions={
            <GatedButton
              gate={createGate}
              variant="primary"
              onClick={() => {
                setDone(null);
                setCreating(true);
              }}
            >
              {t('keys.create.open')}
            </GatedButton>
          }
        />
        <p className="keys-intro">{t('keys.intro')}</p>
        {secret && <ApiKeySecretOnce name={nameOf(secret)} secret={secret.secret} onDone={() => setSecret(null)} />}
        {done && (
          <Notice tone="success" role="status" className="keys-notice">
            <p>{done}</p>
          </Notice>
        )}
        <SharedGateReason gate={createGate}>
          <KitList
            noun="apiKeys"
            label={t('keys.search.label')}
            caption={filtered ? t('keys.caption.filtered') : t('keys.caption')}
            search={{ label: t('keys.search.q'), q, maxLength: 100 }}
            status={{
              param: 'status',
              value: status,
              options: apiKeyStatusFilters.map((value) => ({
                value,
                label: t('keys.filter.status', { status: value }),
              })),
            }}
            filtered={false}
            sort={{ value: sort, defaultValue: '' }}
            columns={columns}
            rowKey={(key) => key.id}
            pages={pages}
            match={match}
            total={page.data.length + page.dropped}
            readPage={readPage}
            csv={{ name: 'api-keys', columns: csvColumns }}
            empty={{ title: t('keys.empty.heading'), body: <p className="muted">{t('keys.empty.body')}</p> }}
            sayReadOnlyOnce
          />
        </SharedGateReason>
        <ApiKeyCreateDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(created) => {
            setCreating(false);
            setDone(null);
            setSecret(created);
          }}
        />
      </section>
    </ReadOnlyReasonScope>
  );
}

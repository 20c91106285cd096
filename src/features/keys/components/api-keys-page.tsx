import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { ApiKey, ApiKeyWithSecret } from '@/api/schemas/api-keys';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { apiKeyQueries } from '@/features/keys/api/api-key-queries';
import { keysMessages } from '@/features/keys/messages/catalog';
import { ApiKeyAccess } from './api-key-access';
import { ApiKeyActions } from './api-key-actions';
import { ApiKeyCreateDialog } from './api-key-create';
import { ApiKeySecretOnce } from './api-key-secret-once';
import '@/features/keys/keys.css';

const statusTone = { active: 'success', expired: 'neutral', revoked: 'danger', unknown: 'neutral' } as const;

/**
 * The account's API keys (`/account/keys`): each with what it may do by area, when and by whom it was made, when it
 * expires, when and from where it was last used, and its status; "Create an API key" (`create` opens the form at
 * once: the palette's action), a new secret and revoking behind their confirmations. A secret is shown once, above
 * the list.
 */
export function ApiKeysPage({ openCreate = false }: { openCreate?: boolean }) {
  const t = useMessages(keysMessages);
  const format = useFormat();
  const { data: page } = useSuspenseQuery(apiKeyQueries.list());
  const createGate = useScopeGate(apiKeyRoutes.create);
  const [creating, setCreating] = useState(openCreate && createGate.allowed);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (key: ApiKey) => key.name ?? t('keys.unnamed');

  const columns = useMemo<Column<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('keys.column.name'),
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
        cell: (key) => (key.expiresAt ? format.date(key.expiresAt) : t('keys.expires.never')),
      },
      {
        id: 'lastUsed',
        header: t('keys.column.lastUsed'),
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
      <DroppedItemsNotice count={page.dropped} />
      <SharedGateReason gate={createGate}>
        <DataTable
          caption={t('keys.caption')}
          columns={columns}
          rows={page.data}
          rowKey={(key) => key.id}
          empty={<EmptyState title={t('keys.access.none')} />}
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
  );
}

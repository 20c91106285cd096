import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { ApiKey, ApiKeyWithSecret } from '@/api/schemas/api-keys';
import { useSession } from '@/app/session';
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
import { apiKeyQueries } from '@/features/api-keys/api/api-key-queries';
import { apiKeysMessages } from '@/features/api-keys/messages/catalog';
import { ApiKeyAccess } from './api-key-access';
import { ApiKeyActions } from './api-key-actions';
import { ApiKeyCreateDialog } from './api-key-create';
import { ApiKeySecretOnce } from './api-key-secret-once';
import '@/features/api-keys/api-keys.css';

const statusTone = { active: 'success', expired: 'neutral', revoked: 'danger', unknown: 'neutral' } as const;

/**
 * The account's API keys (`/account/keys`): each with what it may do by area, when and by whom it was made, when it
 * expires, when and from where it was last used, and its status; "Create an API key" (`create` opens the form at
 * once: the palette's action), a new secret and revoking behind their confirmations. A secret is shown once, above
 * the list.
 */
export function ApiKeysPage({ openCreate = false }: { openCreate?: boolean }) {
  const t = useMessages(apiKeysMessages);
  const format = useFormat();
  const { signOut } = useSession();
  const { data: page } = useSuspenseQuery(apiKeyQueries.list());
  const createGate = useScopeGate(apiKeyRoutes.create);
  const [creating, setCreating] = useState(openCreate && createGate.allowed);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (key: ApiKey) => key.name ?? t('apiKeys.unnamed');

  const columns = useMemo<Column<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('apiKeys.column.name'),
        primary: true,
        cell: (key) => (
          <span className="api-keys-name">
            <strong>{key.name ?? t('apiKeys.unnamed')}</strong>
            {key.isCurrent && <span className="api-keys-current">{t('apiKeys.current')}</span>}
          </span>
        ),
      },
      { id: 'access', header: t('apiKeys.column.access'), cell: (key) => <ApiKeyAccess scopes={key.scopes} /> },
      {
        id: 'created',
        header: t('apiKeys.column.created'),
        cell: (key) => {
          const date = format.date(key.createdAt);
          const by = key.createdBy;
          if (!by || by.type === 'account' || by.name === null) return t('apiKeys.created.withAccount', { date });
          return t('apiKeys.created.by', { date, name: by.name });
        },
      },
      {
        id: 'expires',
        header: t('apiKeys.column.expires'),
        cell: (key) => (key.expiresAt ? format.date(key.expiresAt) : t('apiKeys.expires.never')),
      },
      {
        id: 'lastUsed',
        header: t('apiKeys.column.lastUsed'),
        cell: (key) =>
          key.lastUsedAt === null
            ? t('apiKeys.lastUsed.never')
            : key.lastUsedFrom
              ? t('apiKeys.lastUsed.from', { date: format.dateTime(key.lastUsedAt), address: key.lastUsedFrom })
              : format.dateTime(key.lastUsedAt),
      },
      {
        id: 'status',
        header: t('apiKeys.column.status'),
        cell: (key) => (
          <span className="api-keys-status">
            <StatusBadge tone={statusTone[key.status]}>{t('apiKeys.status', { status: key.status })}</StatusBadge>
            {key.status === 'revoked' && key.revokedAt && (
              <span className="muted">{t('apiKeys.revokedAt', { date: format.dateTime(key.revokedAt) })}</span>
            )}
            {key.previousSecretValidUntil && (
              <span className="muted">
                {t('apiKeys.previousUntil', { date: format.dateTime(key.previousSecretValidUntil) })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('apiKeys.column.actions'),
        cell: (key) => (
          <ApiKeyActions
            apiKey={key}
            name={key.name ?? t('apiKeys.unnamed')}
            onRevoked={(said) => {
              setSecret(null);
              setDone(said);
            }}
            onRotated={(rotated) => {
              setDone(null);
              setSecret(rotated);
            }}
            onRevokedOwn={() => void signOut('key-revoked')}
          />
        ),
      },
    ],
    [t, format, signOut],
  );

  return (
    <section className="page" aria-labelledby="api-keys-heading">
      <PageHeader
        headingId="api-keys-heading"
        title={t('apiKeys.title')}
        actions={
          <GatedButton
            gate={createGate}
            variant="primary"
            onClick={() => {
              setDone(null);
              setCreating(true);
            }}
          >
            {t('apiKeys.create.open')}
          </GatedButton>
        }
      />
      <p className="api-keys-intro">{t('apiKeys.intro')}</p>
      {secret && <ApiKeySecretOnce name={nameOf(secret)} secret={secret.secret} onDone={() => setSecret(null)} />}
      {done && (
        <Notice tone="success" role="status" className="api-keys-notice">
          <p>{done}</p>
        </Notice>
      )}
      <DroppedItemsNotice count={page.dropped} />
      <SharedGateReason gate={createGate}>
        <DataTable
          caption={t('apiKeys.caption')}
          columns={columns}
          rows={page.data}
          rowKey={(key) => key.id}
          empty={<EmptyState title={t('apiKeys.access.none')} />}
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

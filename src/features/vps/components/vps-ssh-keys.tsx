import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { Vps } from '@/api/schemas/vps';
import type { SshKey } from '@/api/schemas/vps-ssh-keys';
import { useLocale, useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { DateTime } from '@/ui/format/date-time';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { sortWhole, timeValue, useWholePages, wholeReadPage } from '@/ui/kit-whole';
import { matchesSearch } from '@/ui/list-toolbar';
import { StatusBadge } from '@/ui/status-badge';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useResetSshKeys } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsSectionsMessages } from '@/features/vps/messages/catalog';
import { keyName, vpsName } from '@/features/vps/vps-labels';
import { sshKeySortValues, sshKeyStatusFilters } from '@/features/vps/vps-route-params';
import { VpsSshKeyAdd } from './vps-ssh-key-add';

/**
 * The SSH keys tab: every key of the account as a kit list (issue 40: found by name or fingerprint, on this server
 * or not, sorted by name, type or when added, counted, "Download CSV" of their public facts), the ones on this server
 * ticked; the choice replaces what is installed (after confirming; choosing none says plainly that key login stops
 * working), and a tick stays while the filters hide its row. New keys are added to the account below and come up
 * chosen.
 */
export function VpsSshKeys({ server }: { server: Vps }) {
  const t = useMessages(vpsSectionsMessages);
  const k = useMessages();
  const locale = useLocale();
  const unnamed = t('vpsSections.sshKeys.unnamed');
  const id = useId();
  const name = vpsName(server);
  const { data } = useSuspenseQuery(vpsSectionQueries.sshKeys(server.id));
  const keys = data.sshKeys;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(keys.filter((key) => key.installed).map((key) => key.id)),
  );
  const [confirmOpen, setConfirmOpen] = useState(false);
  const gate = useScopeGate(vpsRoutes.resetSshKeys);
  const [replacedWith, setReplacedWith] = useState<number | null>(null);
  const reset = useResetSshKeys(server.id);
  const chosenKeys = keys.filter((key) => chosen.has(key.id));
  const toggle = useCallback((keyId: string, on: boolean) => {
    setReplacedWith(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(keyId);
      else next.delete(keyId);
      return next;
    });
  }, []);

  // The kit list over the one answer (the API sends every key at once): text, status and sort on the client, all
  // in the URL beside the tab (the snapshots tab's status or sort there reads as none).
  const search = useSearch({ from: '/_app/vps/$vpsId' });
  const q = search.q?.trim() || undefined;
  const status = sshKeyStatusFilters.find((value) => value === search.status) ?? 'all';
  const sort = sshKeySortValues.find((value) => value === search.sort) ?? '';
  const shown = useMemo(
    () =>
      sortWhole(
        status === 'all' ? keys : keys.filter((key) => key.installed === (status === 'installed')),
        sort,
        {
          name: (key) => keyName(key, unnamed),
          type: (key) => key.type,
          created: (key) => timeValue(key.createdAt),
        },
        locale,
      ),
    [keys, status, sort, locale, unnamed],
  );
  const dropped = status === 'all' ? data.dropped : 0;
  const pages = useWholePages(shown, dropped);
  const readPage = useMemo(() => wholeReadPage(shown, dropped), [shown, dropped]);
  const match = useCallback((key: SshKey) => matchesSearch(q, [key.name, key.fingerprint]), [q]);
  const statusOptions = useMemo(
    () =>
      (['all', ...sshKeyStatusFilters] as const).map((value) => ({
        value,
        label: t('vpsSections.sshKeys.filter', { status: value }),
      })),
    [t],
  );
  // The key's public facts only: no key line (the server has it; a CSV need not carry it around).
  const csvColumns = useMemo<KitCsvColumn<SshKey>[]>(
    () => [
      { header: t('vpsSections.sshKeys.column.name'), value: (key) => keyName(key, unnamed) },
      { header: t('vpsSections.sshKeys.column.type'), value: (key) => key.type },
      { header: t('vpsSections.sshKeys.csv.bits'), value: (key) => key.bits },
      { header: t('vpsSections.sshKeys.column.fingerprint'), value: (key) => key.fingerprint },
      { header: t('vpsSections.sshKeys.column.added'), value: (key) => csvTimestamp(key.createdAt) },
      {
        header: t('vpsSections.sshKeys.column.status'),
        value: (key) => t('vpsSections.sshKeys.filter', { status: key.installed ? 'installed' : 'notInstalled' }),
      },
      { header: k('kit.csv.column.id'), value: (key) => key.id },
    ],
    [t, k, unnamed],
  );
  const columns = useMemo<KitColumn<SshKey>[]>(
    () => [
      {
        id: 'choose',
        header: t('vpsSections.sshKeys.column.choose'),
        cell: (key) => (
          <input
            type="checkbox"
            className="kit-check"
            id={`${id}-${key.id}`}
            aria-label={keyName(key, unnamed)}
            checked={chosen.has(key.id)}
            onChange={(event) => toggle(key.id, event.target.checked)}
          />
        ),
      },
      {
        id: 'name',
        header: t('vpsSections.sshKeys.column.name'),
        sortKey: 'name',
        primary: true,
        cell: (key) => <span className="data-table__title">{keyName(key, unnamed)}</span>,
      },
      {
        id: 'type',
        header: t('vpsSections.sshKeys.column.type'),
        sortKey: 'type',
        cell: (key) =>
          key.type === null
            ? t('value.missing')
            : key.bits === null
              ? key.type
              : t('vpsSections.sshKeys.type', { type: key.type, bits: key.bits }),
      },
      {
        id: 'fingerprint',
        header: t('vpsSections.sshKeys.column.fingerprint'),
        cell: (key) => (key.fingerprint ? <code className="vps-keys__fingerprint">{key.fingerprint}</code> : null),
      },
      {
        id: 'created',
        header: t('vpsSections.sshKeys.column.added'),
        sortKey: 'created',
        cell: (key) => <DateTime value={key.createdAt} />,
      },
      {
        id: 'status',
        header: t('vpsSections.sshKeys.column.status'),
        cell: (key) =>
          key.installed ? (
            <StatusBadge tone="success">{t('vpsSections.sshKeys.installed')}</StatusBadge>
          ) : (
            <span className="muted">{t('vpsSections.sshKeys.filter', { status: 'notInstalled' })}</span>
          ),
      },
    ],
    [t, id, unnamed, chosen, toggle],
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-section">
      <h2 id={`${id}-heading`}>{t('vpsSections.sshKeys.heading')}</h2>
      <p className="vps-lead">{t('vpsSections.sshKeys.intro', { name })}</p>
      <fieldset className="vps-keys">
        <legend className="h3">{t('vpsSections.sshKeys.legend', { name })}</legend>
        <KitList
          noun="sshKeys"
          label={t('vpsSections.sshKeys.search.label')}
          caption={t('vpsSections.sshKeys.caption', { name })}
          search={{ label: t('vpsSections.sshKeys.search.q'), q, maxLength: 100 }}
          status={{
            label: t('vpsSections.sshKeys.filter.label'),
            param: 'status',
            value: status,
            options: statusOptions,
          }}
          filtered={false}
          sort={{ value: sort, defaultValue: '' }}
          columns={columns}
          rowKey={(key) => key.id}
          pages={pages}
          match={match}
          total={keys.length + data.dropped}
          readPage={readPage}
          csv={{ name: 'ssh-keys', columns: csvColumns }}
          empty={{
            title: t('vpsSections.sshKeys.empty.heading'),
            body: <p className="muted">{t('vpsSections.sshKeys.none')}</p>,
          }}
          keep={['tab']}
        />
      </fieldset>
      <div className="vps-keys__actions">
        <GatedButton
          gate={gate}
          variant="primary"
          onClick={() => {
            reset.reset();
            setConfirmOpen(true);
          }}
        >
          {t('vpsSections.sshKeys.replace', { name })}
        </GatedButton>
        <span className="muted" aria-live="polite">
          {t('vpsSections.sshKeys.chosen', { count: chosen.size })}
        </span>
      </div>
      {replacedWith !== null && (
        <Notice tone="success" role="status">
          {t('vpsSections.sshKeys.replaced', { name, count: replacedWith })}
        </Notice>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={
          chosenKeys.length === 0
            ? t('vpsSections.sshKeys.confirm.removeAllTitle', { name })
            : t('vpsSections.sshKeys.confirm.title', { name })
        }
        description={
          chosenKeys.length === 0 ? (
            <p>{t('vpsSections.sshKeys.confirm.removeAll', { name })}</p>
          ) : (
            <>
              <p>{t('vpsSections.sshKeys.confirm.body', { name })}</p>
              <ul>
                {chosenKeys.map((key) => (
                  <li key={key.id}>
                    {keyName(key, t('vpsSections.sshKeys.unnamed'))} {key.fingerprint && <code>{key.fingerprint}</code>}
                  </li>
                ))}
              </ul>
            </>
          )
        }
        confirmLabel={
          chosenKeys.length === 0
            ? t('vpsSections.sshKeys.confirm.removeAllButton')
            : t('vpsSections.sshKeys.confirm.button')
        }
        tone={chosenKeys.length === 0 ? 'danger' : 'default'}
        guard={reset}
        error={reset.error}
        onConfirm={() =>
          reset.mutate(
            chosenKeys.map((key) => key.id),
            {
              onSuccess: () => {
                setConfirmOpen(false);
                setReplacedWith(chosenKeys.length);
              },
            },
          )
        }
      />
      <VpsSshKeyAdd server={server} existingKeys={keys} onChoose={(keyId) => toggle(keyId, true)} />
    </section>
  );
}

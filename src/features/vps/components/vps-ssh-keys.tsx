import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useFormat } from '@/ui/format/use-format';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { StatusBadge } from '@/ui/status-badge';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useResetSshKeys } from '@/features/vps/api/vps-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { keyName, vpsName } from '@/features/vps/vps-labels';
import { VpsSshKeyAdd } from './vps-ssh-key-add';

/**
 * The SSH keys tab: every key of the account, the ones on this server ticked; the choice replaces what is
 * installed (after confirming; choosing none says plainly that key login stops working). New keys are added to
 * the account below and come up chosen.
 */
export function VpsSshKeys({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
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

  function toggle(keyId: string, on: boolean) {
    setReplacedWith(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(keyId);
      else next.delete(keyId);
      return next;
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-section">
      <h2 id={`${id}-heading`}>{t('vpsDetail.sshKeys.heading')}</h2>
      <p className="vps-lead">{t('vpsDetail.sshKeys.intro', { name })}</p>
      <DroppedItemsNotice count={data.dropped} />
      {keys.length === 0 ? (
        <Notice>{t('vpsDetail.sshKeys.none')}</Notice>
      ) : (
        <fieldset className="vps-keys">
          <legend className="h3">{t('vpsDetail.sshKeys.legend', { name })}</legend>
          <ul className="vps-keys__list">
            {keys.map((key) => (
              <li key={key.id} className="vps-keys__item">
                <input
                  type="checkbox"
                  id={`${id}-${key.id}`}
                  checked={chosen.has(key.id)}
                  onChange={(event) => toggle(key.id, event.target.checked)}
                  aria-describedby={`${id}-${key.id}-about`}
                />
                <div className="vps-keys__text">
                  <label htmlFor={`${id}-${key.id}`} className="vps-keys__name">
                    {keyName(key, t('vpsDetail.sshKeys.unnamed'))}
                  </label>
                  {key.installed && <StatusBadge tone="success">{t('vpsDetail.sshKeys.installed')}</StatusBadge>}
                  <span id={`${id}-${key.id}-about`} className="vps-keys__about">
                    {key.type && (
                      <span>
                        {key.bits === null ? key.type : t('vpsDetail.sshKeys.type', { type: key.type, bits: key.bits })}
                      </span>
                    )}
                    {key.fingerprint && <code>{key.fingerprint}</code>}
                    {key.createdAt && <span>{t('vpsDetail.sshKeys.added', { date: format.date(key.createdAt) })}</span>}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="vps-keys__actions">
        <GatedButton
          gate={gate}
          variant="primary"
          onClick={() => {
            reset.reset();
            setConfirmOpen(true);
          }}
        >
          {t('vpsDetail.sshKeys.replace', { name })}
        </GatedButton>
        <span className="muted" aria-live="polite">
          {t('vpsDetail.sshKeys.chosen', { count: chosen.size })}
        </span>
      </div>
      {replacedWith !== null && (
        <Notice tone="success" role="status">
          {t('vpsDetail.sshKeys.replaced', { name, count: replacedWith })}
        </Notice>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={
          chosenKeys.length === 0
            ? t('vpsDetail.sshKeys.confirm.removeAllTitle', { name })
            : t('vpsDetail.sshKeys.confirm.title', { name })
        }
        description={
          chosenKeys.length === 0 ? (
            <p>{t('vpsDetail.sshKeys.confirm.removeAll', { name })}</p>
          ) : (
            <>
              <p>{t('vpsDetail.sshKeys.confirm.body', { name })}</p>
              <ul>
                {chosenKeys.map((key) => (
                  <li key={key.id}>
                    {keyName(key, t('vpsDetail.sshKeys.unnamed'))} {key.fingerprint && <code>{key.fingerprint}</code>}
                  </li>
                ))}
              </ul>
            </>
          )
        }
        confirmLabel={
          chosenKeys.length === 0
            ? t('vpsDetail.sshKeys.confirm.removeAllButton')
            : t('vpsDetail.sshKeys.confirm.button')
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

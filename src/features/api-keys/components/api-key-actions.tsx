import { useState } from 'react';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { ApiKey, ApiKeyWithSecret } from '@/api/schemas/api-keys';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Radio, RadioGroup } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useRevokeApiKey, useRotateApiKey } from '@/features/api-keys/api/api-key-mutations';
import { apiKeysMessages } from '@/features/api-keys/messages/catalog';

const graceChoices = { h0: 0, h1: 1, h24: 24, h168: 168 } as const;
type GraceChoice = keyof typeof graceChoices;

/**
 * A key's row actions, for an active key only: "New secret" (the old one working for a chosen grace period) and
 * "Revoke" after a confirmation that says what stops working. On the key this tab is signed in with, both say what
 * that means for this tab before the click.
 */
export function ApiKeyActions({
  apiKey,
  name,
  onRevoked,
  onRotated,
  onRevokedOwn,
}: {
  apiKey: ApiKey;
  name: string;
  onRevoked: (said: string) => void;
  onRotated: (rotated: ApiKeyWithSecret) => void;
  /** The tab's own key was revoked: the app signs this tab out. */
  onRevokedOwn: () => void;
}) {
  const t = useMessages(apiKeysMessages);
  const revoke = useRevokeApiKey(apiKey.id);
  const rotate = useRotateApiKey(apiKey.id);
  const revokeGate = useScopeGate(apiKeyRoutes.revoke);
  const rotateGate = useScopeGate(apiKeyRoutes.rotate);
  const [dialog, setDialog] = useState<'revoke' | 'rotate' | null>(null);
  const [grace, setGrace] = useState<GraceChoice>('h24');
  if (apiKey.status !== 'active') return null;

  return (
    <div className="api-keys-row-actions">
      <GatedButton
        gate={rotateGate}
        size="small"
        onClick={() => {
          rotate.reset();
          setGrace('h24');
          setDialog('rotate');
        }}
      >
        {t('apiKeys.rotate')}
        <span className="visually-hidden"> {name}</span>
      </GatedButton>
      <GatedButton
        gate={revokeGate}
        size="small"
        variant="danger-outline"
        onClick={() => {
          revoke.reset();
          setDialog('revoke');
        }}
      >
        {t('apiKeys.revoke')}
        <span className="visually-hidden"> {name}</span>
      </GatedButton>
      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={(open) => setDialog(open ? 'revoke' : null)}
        title={t('apiKeys.revoke.title', { name })}
        tone="danger"
        description={
          <>
            <p>{t('apiKeys.revoke.body')}</p>
            {apiKey.isCurrent && (
              <Notice tone="warning">
                <p>{t('apiKeys.revoke.current')}</p>
              </Notice>
            )}
          </>
        }
        confirmLabel={t('apiKeys.revoke.confirm')}
        cancelLabel={t('apiKeys.revoke.keep')}
        guard={revoke}
        error={revoke.error}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              if (apiKey.isCurrent) onRevokedOwn();
              else onRevoked(t('apiKeys.revoked', { name }));
            },
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'rotate'}
        onOpenChange={(open) => setDialog(open ? 'rotate' : null)}
        title={t('apiKeys.rotate.title', { name })}
        description={
          <>
            <p>{t('apiKeys.rotate.body')}</p>
            {apiKey.isCurrent && (
              <Notice tone="warning">
                <p>{t('apiKeys.rotate.current')}</p>
              </Notice>
            )}
          </>
        }
        confirmLabel={t('apiKeys.rotate.confirm')}
        cancelLabel={t('apiKeys.rotate.keep')}
        guard={rotate}
        error={rotate.error}
        onConfirm={() =>
          rotate.mutate(
            { gracePeriodHours: graceChoices[grace] },
            {
              onSuccess: (rotated) => {
                rotate.reset();
                setDialog(null);
                onRotated(rotated);
              },
            },
          )
        }
      >
        <RadioGroup legend={t('apiKeys.rotate.grace')}>
          {(Object.keys(graceChoices) as GraceChoice[]).map((choice) => (
            <Radio
              key={choice}
              name={`grace-${apiKey.id}`}
              value={choice}
              checked={grace === choice}
              onChange={() => setGrace(choice)}
              label={t('apiKeys.rotate.grace.choice', { choice })}
            />
          ))}
        </RadioGroup>
      </ConfirmDialog>
    </div>
  );
}

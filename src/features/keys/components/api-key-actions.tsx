import { useState } from 'react';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { ApiKey, ApiKeyWithSecret } from '@/api/schemas/api-keys';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Radio, RadioGroup } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useRevokeApiKey, useRotateApiKey } from '@/features/keys/api/api-key-mutations';
import { keysMessages } from '@/features/keys/messages/catalog';

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
}: {
  apiKey: ApiKey;
  name: string;
  onRevoked: (said: string) => void;
  onRotated: (rotated: ApiKeyWithSecret) => void;
}) {
  const t = useMessages(keysMessages);
  const revoke = useRevokeApiKey(apiKey.id);
  const rotate = useRotateApiKey(apiKey.id);
  const revokeGate = useScopeGate(apiKeyRoutes.revoke);
  const rotateGate = useScopeGate(apiKeyRoutes.rotate);
  const [dialog, setDialog] = useState<'revoke' | 'rotate' | null>(null);
  const [grace, setGrace] = useState<GraceChoice>('h24');
  if (apiKey.status !== 'active') return null;

  return (
    <div className="keys-row-actions">
      <GatedButton
        gate={rotateGate}
        size="small"
        onClick={() => {
          rotate.reset();
          setGrace('h24');
          setDialog('rotate');
        }}
      >
        {t('keys.rotate')} <span className="visually-hidden">{name}</span>
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
        {t('keys.revoke')} <span className="visually-hidden">{name}</span>
      </GatedButton>
      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={(open) => setDialog(open ? 'revoke' : null)}
        title={t('keys.revoke.title', { name })}
        tone="danger"
        description={
          <>
            <p>{t('keys.revoke.body')}</p>
            {apiKey.isCurrent && (
              <Notice tone="warning">
                <p>{t('keys.revoke.current')}</p>
              </Notice>
            )}
          </>
        }
        confirmLabel={t('keys.revoke.confirm')}
        cancelLabel={t('keys.revoke.keep')}
        guard={revoke}
        error={revoke.error}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              // The tab's own key: the list read again is refused (401 `api_key_revoked`), which signs this tab out
              // with the reason, as any tab using it.
              if (!apiKey.isCurrent) onRevoked(t('keys.revoked', { name }));
            },
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'rotate'}
        onOpenChange={(open) => setDialog(open ? 'rotate' : null)}
        title={t('keys.rotate.title', { name })}
        description={
          <>
            <p>{t('keys.rotate.body')}</p>
            {apiKey.isCurrent && (
              <Notice tone="warning">
                <p>{t('keys.rotate.current')}</p>
              </Notice>
            )}
          </>
        }
        confirmLabel={t('keys.rotate.confirm')}
        cancelLabel={t('keys.rotate.keep')}
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
        <RadioGroup legend={t('keys.rotate.grace')}>
          {(Object.keys(graceChoices) as GraceChoice[]).map((choice) => (
            <Radio
              key={choice}
              name={`grace-${apiKey.id}`}
              value={choice}
              checked={grace === choice}
              onChange={() => setGrace(choice)}
              label={t('keys.rotate.grace.choice', { choice })}
            />
          ))}
        </RadioGroup>
      </ConfirmDialog>
    </div>
  );
}

import { useState } from 'react';
import type { AccountSecurity } from '@/api/schemas/auth';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { useRegenerateRecoveryCodes } from '@/features/account/api/account-mutations';
import { accountMessages } from '@/features/account/messages/catalog';
import { RecoveryCodesOnce } from './recovery-codes-once';

/**
 * How many recovery codes are left, and new ones made after a confirmation (the old ones stop working), shown
 * once with copy and download. Without a second step there is nothing to recover: said before the click.
 */
export function AccountRecovery({ security, factorCount }: { security: AccountSecurity; factorCount: number }) {
  const t = useMessages(accountMessages);
  const regenerate = useRegenerateRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const gate: Gate =
    factorCount > 0
      ? { allowed: true, reason: null }
      : { allowed: false, reason: t('account.recovery.needsFactor'), code: null };
  return (
    <section className="account-section" aria-labelledby="account-recovery-heading">
      <h2 id="account-recovery-heading">{t('account.recovery.heading')}</h2>
      <p>{t('account.recovery.intro')}</p>
      {factorCount > 0 && <p>{t('account.recovery.left', { count: security.recoveryCodesLeft })}</p>}
      {codes && <RecoveryCodesOnce codes={codes} email={security.person.email ?? ''} onDone={() => setCodes(null)} />}
      <div>
        <GatedButton
          gate={gate}
          onClick={() => {
            regenerate.reset();
            setConfirming(true);
          }}
        >
          {t('account.recovery.regenerate')}
        </GatedButton>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.recovery.regenerate.title')}
        description={t('account.recovery.regenerate.description')}
        confirmLabel={t('account.recovery.regenerate.confirm')}
        cancelLabel={t('account.recovery.regenerate.keep')}
        guard={regenerate}
        error={regenerate.error}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              setCodes(answer.codes);
            },
          })
        }
      />
    </section>
  );
}

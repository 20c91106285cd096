import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { AccountSecurity, TotpSetup } from '@/api/schemas/auth';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { GatedButton, type Gate } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { FormProblemAlerts, ProblemAlert } from '@/ui/problem-alert';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '@/features/account/api/account-mutations';
import { accountMessages } from '@/features/account/messages/catalog';
import type en from '@/features/account/messages/en';
import { useFieldErrorText } from './field-error';
import { RecoveryCodesOnce } from './recovery-codes-once';
import { RemoveSecondStepDialog } from './remove-second-step';
import { TotpQrCode } from './totp-qr-code';

type Key = PlainMessageKey<typeof en>;

const codeForm = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{3}\s?\d{3}$/, 'account.totp.setup.code.invalid' satisfies Key)),
});
type CodeForm = z.infer<typeof codeForm>;

/** The secret as an app's manual entry shows it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * The authenticator app: off, "Set up" shows a QR code, the secret in groups of four and the `otpauth://` address,
 * then a code from the app turns it on and the recovery codes come, once. On, it can be turned off after a
 * confirmation, unless it is the last second step (`lastFactor`: said before the click).
 */
export function AccountTotp({
  security,
  lastFactorGate,
}: {
  security: AccountSecurity;
  /** Blocked when removing one second step would leave none. */
  lastFactorGate: Gate;
}) {
  const t = useMessages(accountMessages);
  const errorText = useFieldErrorText();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<'totpOn' | 'totpOff' | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeForm), mode: 'onSubmit', defaultValues: { code: '' } });
  const unplaced = useServerFieldErrors(form, confirm.error, ['code']);
  const enabled = security.totp.enabled;

  const onConfirm = form.handleSubmit((values) => {
    if (!setup) return;
    confirm.mutate(
      { setupId: setup.setupId, code: values.code.replace(/\s/g, '') },
      {
        onSuccess: (answer) => {
          setSetup(null);
          form.reset({ code: '' });
          setDone('totpOn');
          setCodes(answer.codes);
        },
      },
    );
  });

  return (
    <div className="account-factor">
      <h3>{t('account.totp.heading')}</h3>
      <p>{enabled ? t('account.totp.on') : t('account.totp.off')}</p>
      {done && (
        <Notice tone="success" role="status">
          <p>{t('account.done', { what: done, name: '' })}</p>
        </Notice>
      )}
      {codes && <RecoveryCodesOnce codes={codes} email={security.person.email ?? ''} onDone={() => setCodes(null)} />}
      {!enabled && !setup && (
        <div>
          <Button
            guard={start}
            onClick={() => {
              setDone(null);
              start.mutate(undefined, { onSuccess: (answer) => setSetup(answer) });
            }}
          >
            {t('account.totp.start')}
          </Button>
          {start.error ? <ProblemAlert error={start.error} /> : null}
        </div>
      )}
      {setup && (
        <section className="account-setup" aria-labelledby="account-totp-setup">
          <h4 id="account-totp-setup">{t('account.totp.setup.heading')}</h4>
          <p>{t('account.totp.setup.scan')}</p>
          <TotpQrCode text={setup.otpauthUri} label={t('account.totp.setup.qr')} />
          <p>{t('account.totp.setup.manual')}</p>
          <p className="account-secret">
            <span id="account-totp-secret-label">{t('account.totp.setup.secret')}</span>{' '}
            <code aria-labelledby="account-totp-secret-label">{groupedSecret(setup.secret)}</code>{' '}
            <CopyButton value={setup.secret} label={t('account.totp.setup.copySecret')} />
          </p>
          <p>{t('account.totp.setup.uri')}</p>
          <p className="account-secret">
            <code className="account-uri">{setup.otpauthUri}</code>{' '}
            <CopyButton value={setup.otpauthUri} label={t('account.totp.setup.copyUri')} />
          </p>
          <form className="form account-form" noValidate onSubmit={(event) => void onConfirm(event)}>
            <TextField
              label={t('account.totp.setup.code')}
              hint={t('account.totp.setup.code.hint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              error={errorText(form.formState.errors.code)}
              {...form.register('code')}
            />
            <FormProblemAlerts unplaced={unplaced} error={confirm.error} />
            <ButtonRow>
              <Button type="submit" variant="primary" guard={confirm}>
                {t('account.totp.setup.confirm')}
              </Button>
              <Button
                disabled={confirm.isPending}
                onClick={() => {
                  setSetup(null);
                  confirm.reset();
                  form.reset({ code: '' });
                }}
              >
                {t('account.totp.setup.cancel')}
              </Button>
            </ButtonRow>
          </form>
        </section>
      )}
      {enabled && (
        <div>
          <GatedButton
            gate={lastFactorGate}
            variant="danger-outline"
            onClick={() => {
              setDone(null);
              remove.reset();
              setRemoving(true);
            }}
          >
            {t('account.totp.remove')}
          </GatedButton>
          <RemoveSecondStepDialog
            step={{ kind: 'totp' }}
            open={removing}
            onOpenChange={setRemoving}
            remove={remove}
            onRemoved={() => setDone('totpOff')}
          />
        </div>
      )}
    </div>
  );
}

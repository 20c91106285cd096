import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { AccountSecurity } from '@/api/schemas/auth';
import { passwordTooWeakProblem } from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { FormProblemAlerts } from '@/ui/problem-alert';
import { passwordVerdict, usePasswordStrength } from '@/ui/password-estimator/use-password-strength';
import { useChangePassword } from '@/features/account/api/account-mutations';
import { accountMessages } from '@/features/account/messages/catalog';
import type en from '@/features/account/messages/en';
import { useFieldErrorText } from './field-error';
import { PasswordHints } from '@/ui/password-estimator/password-hint';

type Key = PlainMessageKey<typeof en>;

/** The server's shortest password (`password_too_short`); the form says it before sending. */
const MIN_LENGTH = 10;

const passwordForm = z.object({
  currentPassword: z.string().check(z.minLength(1, 'account.password.current.required' satisfies Key)),
  newPassword: z.string().check(z.minLength(1, 'account.password.new.required' satisfies Key), z.maxLength(1024)),
});
type PasswordForm = z.infer<typeof passwordForm>;

/** Why the new password was refused, and by whom (the estimator here, or the server), with its suggestions. */
interface Refusal {
  password: string;
  by: 'check' | 'server';
  suggestions: readonly string[];
}

/** The estimator's context: the parts of the person's e-mail address, which a password should not be built from. */
function contextOf(email: string | null) {
  const [localPart = '', domain = ''] = (email ?? '').split('@');
  return { localPart, domain };
}

/**
 * Changes the password: the current one and a new one, the new one scored as it is typed by the estimator the
 * server uses (the mailboxes' one, in a worker). A password it rates too weak, or shorter than 10 characters, is not
 * sent, with why at the field; the server's refusals (wrong current password, breached, too weak) land at their
 * field in the reader's words. What was typed stays on a failure. Other sessions of the person end on success.
 */
export function AccountPassword({ security, focus }: { security: AccountSecurity; focus: boolean }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const errorText = useFieldErrorText();
  const change = useChangePassword();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const [done, setDone] = useState(false);
  const [checked, setChecked] = useState<Refusal | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const unplaced = useServerFieldErrors(form, change.error, ['currentPassword', 'newPassword']);
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const context = contextOf(security.person.email);
  const { status, strength } = usePasswordStrength(newPassword, context);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) form.setFocus('currentPassword');
  }, [focus, form]);

  const serverWeak =
    isApiError(change.error) && change.error.code === 'password_too_weak' && change.error.problem
      ? z.safeParse(passwordTooWeakProblem, change.error.problem)
      : null;
  const serverRefusal: Refusal | null =
    serverWeak?.success && change.variables
      ? { password: change.variables.newPassword, by: 'server', suggestions: serverWeak.data.suggestions }
      : null;
  // A refusal is about the password it refused: typing another takes it away.
  const refusal = [checked, serverRefusal].find((r) => r !== null && r.password === newPassword) ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(false);
    if (values.newPassword.length < MIN_LENGTH) {
      form.setError(
        'newPassword',
        { type: 'password_too_short', message: 'password_too_short' },
        { shouldFocus: true },
      );
      return;
    }
    const verdict = await passwordVerdict(values.newPassword, context);
    if (verdict && !verdict.passes) {
      setChecked({ password: values.newPassword, by: 'check', suggestions: verdict.suggestions });
      form.setError('newPassword', { type: 'password_too_weak', message: 'password_too_weak' }, { shouldFocus: true });
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        setDone(true);
        setChecked(null);
        form.reset({ currentPassword: '', newPassword: '' });
      },
    });
  });

  return (
    <section className="account-section" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading" ref={heading}>
        {t('account.password.heading')}
      </h2>
      <p className="muted">
        {security.passwordChangedAt
          ? t('account.password.changedAt', { date: format.dateTime(security.passwordChangedAt) })
          : t('account.password.neverChanged')}
      </p>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* For password managers: whose password this is. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={security.person.email ?? ''}
          readOnly
          hidden
        />
        <TextField
          label={t('account.password.current')}
          type={revealed ? 'text' : 'password'}
          autoComplete="current-password"
          spellCheck={false}
          error={errorText(errors.currentPassword)}
          {...form.register('currentPassword', { onChange: () => setDone(false) })}
        />
        <TextField
          label={t('account.password.new')}
          hint={t('account.password.new.hint')}
          type={revealed ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          describedBy={`${id}-meter`}
          error={errorText(errors.newPassword)}
          {...form.register('newPassword', { onChange: () => setDone(false) })}
        />
        <p id={`${id}-meter`} className="account-strength" aria-live="polite">
          {newPassword === ''
            ? t('account.password.strength.none')
            : status === 'failed'
              ? t('account.password.strength.unavailable')
              : strength === null
                ? t('account.password.strength.checking')
                : t('account.password.strength', { score: String(strength.score) })}
        </p>
        {refusal && refusal.suggestions.length > 0 && (
          <Notice tone="warning" role="alert" title={t('account.refused', { code: 'password_too_weak' })}>
            <p>{t('account.password.weak.intro', { by: refusal.by })}</p>
            <PasswordHints suggestions={refusal.suggestions} />
          </Notice>
        )}
        <FormProblemAlerts unplaced={unplaced} error={change.error} />
        {done && (
          <Notice tone="success" role="status">
            <p>{t('account.done', { what: 'password', name: '' })}</p>
          </Notice>
        )}
        <div className="account-actions">
          <Button aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            {t('account.password.show')}
          </Button>
          <Button type="submit" variant="primary" guard={change}>
            {t('account.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

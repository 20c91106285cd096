import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import {
  MAILBOX_DEFAULT_QUOTA_MB,
  MAILBOX_MAX_QUOTA_MB,
  mailboxPasswordChecks,
  mailboxPasswordRules,
  passwordTooWeakProblem,
  type HostingAccount,
  type MailboxPasswordCheck,
} from '@/api/schemas/hosting';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { applyFieldErrors } from '@/ui/form-errors';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCreateMailbox } from '@/features/hosting/api/hosting-mutations';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import type en from '@/features/hosting/messages/en';
import { isLegacyPanelError, LegacyPanelNotice } from './legacy-panel-notice';
import { QuotaSize } from './quota-size';
import { Button } from '@/ui/button';

type Key = PlainMessageKey<typeof en>;
type StrengthModule = typeof import('@/api/schemas/mailbox-password-strength');

const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** The contract's `mailboxCreateBody` rules, with our words (keys) as messages; the server re-checks them. */
const mailboxForm = z.object({
  localPart: z.string().check(
    z.minLength(1, 'hosting.mailboxes.form.localPart.required' satisfies Key),
    z.maxLength(64, 'hosting.mailboxes.form.localPart.tooLong' satisfies Key),
    z.refine((v: string) => !v.includes('@'), 'hosting.mailboxes.form.localPart.at' satisfies Key),
    z.refine(
      (v: string) => v.includes('@') || localPartPattern.test(v),
      'hosting.mailboxes.form.localPart.pattern' satisfies Key,
    ),
  ),
  domain: z.string().check(z.minLength(1, 'hosting.mailboxes.form.domain.required' satisfies Key)),
  password: z
    .string()
    .check(
      z.refine(
        (v: string) => Object.values(mailboxPasswordChecks(v)).every(Boolean),
        'hosting.mailboxes.form.password.rules' satisfies Key,
      ),
    ),
  quotaMb: z.string().check(
    z.refine((v: string) => {
      const n = Number(v);
      return v.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAILBOX_MAX_QUOTA_MB;
    }, 'hosting.mailboxes.form.quota.invalid' satisfies Key),
  ),
});
type MailboxForm = z.infer<typeof mailboxForm>;

const CHECKS: readonly MailboxPasswordCheck[] = ['length', 'upper', 'lower', 'digit'];

/**
 * A new mailbox, behind a button: the estimator (zxcvbn-ts and its dictionaries, the module the server uses)
 * is loaded only when the form opens, as a chunk of its own.
 */
export function MailboxCreate({ account, onCreated }: { account: HostingAccount; onCreated: (email: string) => void }) {
  const t = useMessages(hostingMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="hosting-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('hosting.mailboxes.create.heading')}</h2>
      {!open ? (
        <button type="button" className="button button--primary" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('hosting.mailboxes.create.open')}
        </button>
      ) : (
        <MailboxCreateForm account={account} onCreated={onCreated} onCancel={() => setOpen(false)} />
      )}
    </section>
  );
}

function MailboxCreateForm({
  account,
  onCreated,
  onCancel,
}: {
  account: HostingAccount;
  onCreated: (email: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(hostingMessages);
  const id = useId();
  const [strength, setStrength] = useState<StrengthModule | null>(null);
  const [strengthFailed, setStrengthFailed] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [unplaced, setUnplaced] = useState<unknown>(null);
  const create = useCreateMailbox(account.id);
  const form = useForm<MailboxForm>({
    resolver: zodResolver(mailboxForm),
    mode: 'onTouched',
    defaultValues: {
      localPart: '',
      domain: account.primaryDomain ?? account.domains[0] ?? '',
      password: '',
      quotaMb: String(MAILBOX_DEFAULT_QUOTA_MB),
    },
  });
  const { errors } = form.formState;
  const [localPart, domain, password, quotaText] = useWatch({
    control: form.control,
    name: ['localPart', 'domain', 'password', 'quotaMb'],
  });

  useEffect(() => {
    let live = true;
    import('@/api/schemas/mailbox-password-strength').then(
      (module) => live && setStrength(module),
      () => live && setStrengthFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const checks = mailboxPasswordChecks(password);
  const estimate =
    strength && password !== '' ? strength.estimateMailboxPassword(password, { localPart, domain }) : null;
  const weak =
    create.error && isApiError(create.error) && create.error.code === 'password_too_weak' && create.error.problem
      ? z.safeParse(passwordTooWeakProblem, create.error.problem)
      : null;
  const suggestions = weak?.success ? weak.data.suggestions : [];

  const { error } = create;
  const { setError } = form;
  useEffect(() => {
    if (isApiError(error) && error.status === 400) {
      const rest = applyFieldErrors(error, setError, ['localPart', 'domain', 'password', 'quotaMb']);
      setUnplaced(rest.length > 0 ? error : null);
    } else {
      setUnplaced(null);
    }
  }, [error, setError]);

  function generate() {
    if (!strength) return;
    const value = strength.generateMailboxPassword({ localPart, domain });
    form.setValue('password', value, { shouldValidate: true, shouldDirty: true });
    setShowPassword(true);
  }

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(
      {
        localPart: values.localPart.trim(),
        domain: values.domain,
        password: values.password,
        quotaMb: Number(values.quotaMb),
      },
      {
        onSuccess: (created) => {
          form.reset({ ...values, localPart: '', password: '' });
          setShowPassword(false);
          onCreated(created.email);
        },
      },
    );
  });

  const otherError = error && !(isApiError(error) && (error.status === 400 || isLegacyPanelError(error)));
  const scoreWord = estimate ? estimate.score : null;

  return (
    <form className="form hosting-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="hosting-address-row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-local`}>
            {t('hosting.mailboxes.form.localPart')}
          </label>
          <input
            id={`${id}-local`}
            className="input"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.localPart ? true : undefined}
            aria-describedby={errors.localPart ? `${id}-local-error` : undefined}
            {...form.register('localPart')}
          />
          {errors.localPart?.message && (
            <p id={`${id}-local-error`} className="field__error">
              {t.keyOrText(errors.localPart.message)}
            </p>
          )}
        </div>
        <span className="hosting-address-row__at" aria-hidden="true">
          @
        </span>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-domain`}>
            {t('hosting.mailboxes.form.domain')}
          </label>
          <select
            id={`${id}-domain`}
            className="input"
            aria-invalid={errors.domain ? true : undefined}
            aria-describedby={errors.domain ? `${id}-domain-error` : undefined}
            {...form.register('domain')}
          >
            {account.domains.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {errors.domain?.message && (
            <p id={`${id}-domain-error`} className="field__error">
              {t.keyOrText(errors.domain.message)}
            </p>
          )}
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t('hosting.mailboxes.form.password')}
        </label>
        <div className="input-row">
          <input
            id={`${id}-password`}
            className="input input--mono"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            spellCheck={false}
            maxLength={mailboxPasswordRules.maxLength + 50}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={`${id}-checklist ${id}-meter${errors.password ? ` ${id}-password-error` : ''}`}
            {...form.register('password')}
          />
          <button
            type="button"
            className="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {t('hosting.mailboxes.form.password.show')}
          </button>
          <button type="button" className="button" onClick={generate} disabled={!strength}>
            {t('hosting.mailboxes.form.password.generate')}
          </button>
        </div>
        {errors.password?.message && (
          <p id={`${id}-password-error`} className="field__error">
            {t.keyOrText(errors.password.message)}
          </p>
        )}
        <ul id={`${id}-checklist`} className="hosting-checklist" aria-label={t('hosting.mailboxes.form.checklist')}>
          {CHECKS.map((check) => (
            <ChecklistItem key={check} met={checks[check]} label={t('hosting.mailboxes.form.rule', { rule: check })} />
          ))}
          <ChecklistItem
            met={estimate ? estimate.passes : null}
            label={
              strengthFailed
                ? t('hosting.mailboxes.form.rule.guessUnavailable')
                : !strength
                  ? t('hosting.mailboxes.form.rule.guessLoading')
                  : t('hosting.mailboxes.form.rule', { rule: 'guess' })
            }
          />
        </ul>
        <div id={`${id}-meter`} className="hosting-strength" aria-live="polite">
          <span className="hosting-strength__label">
            {scoreWord === null
              ? t('hosting.mailboxes.form.strength.none')
              : t('hosting.mailboxes.form.strength', { score: String(scoreWord) })}
          </span>
          <span className={`hosting-strength__bar hosting-strength__bar--${scoreWord ?? 'none'}`} aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={
                  scoreWord !== null && scoreWord >= step
                    ? 'hosting-strength__step hosting-strength__step--on'
                    : 'hosting-strength__step'
                }
              />
            ))}
          </span>
        </div>
        {suggestions.length > 0 && (
          <div className="notice hosting-suggestions" role="alert">
            <p>
              <strong>{t('hosting.mailboxes.form.weak.heading')}</strong>
            </p>
            <p>{t('hosting.mailboxes.form.weak.intro')}</p>
            <ul>
              {suggestions.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-quota`}>
          {t('hosting.mailboxes.form.quota')}
        </label>
        <input
          id={`${id}-quota`}
          className="input hosting-quota-input"
          inputMode="numeric"
          aria-invalid={errors.quotaMb ? true : undefined}
          aria-describedby={`${id}-quota-hint${errors.quotaMb ? ` ${id}-quota-error` : ''}`}
          {...form.register('quotaMb')}
        />
        <p id={`${id}-quota-hint`} className="field__hint">
          {t('hosting.mailboxes.form.quota.hint')}{' '}
          {(() => {
            const n = Number(quotaText);
            return quotaText.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAILBOX_MAX_QUOTA_MB ? (
              <strong>
                <QuotaSize mb={n} />
              </strong>
            ) : null;
          })()}
        </p>
        {errors.quotaMb?.message && (
          <p id={`${id}-quota-error`} className="field__error">
            {t.keyOrText(errors.quotaMb.message)}
          </p>
        )}
      </div>

      {isLegacyPanelError(error) && <LegacyPanelNotice account={account} error={error} />}
      {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
      {otherError ? <ProblemAlert error={error} /> : null}

      <div className="button-row">
        <Button type="submit" variant="primary" guard={create}>
          {create.isPending ? t('hosting.working') : t('hosting.mailboxes.form.submit')}
        </Button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={create.isPending}>
          {t('hosting.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A rule of the checklist: met, not met, or not known yet, in words (never by colour or mark alone). */
function ChecklistItem({ met, label }: { met: boolean | null; label: string }) {
  const t = useMessages(hostingMessages);
  const state = met === null ? 'pending' : met ? 'met' : 'unmet';
  return (
    <li className={`hosting-checklist__item hosting-checklist__item--${state}`}>
      <span className="hosting-checklist__mark" aria-hidden="true">
        {met === null ? '…' : met ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{t('hosting.mailboxes.form.rule.state', { state })}: </span>
      {label}
    </li>
  );
}

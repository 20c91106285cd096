import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { mailboxPasswordChecks, mailboxPasswordRules, type MailboxPasswordCheck } from '@/api/schemas/hosting';
import { randomMailboxPassword } from '@/api/schemas/mailbox-password-random';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Notice } from '@/ui/notice';
import { TextInput } from '@/ui/text-input';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { PasswordHints } from '@/ui/password-estimator/password-hint';
import { usePasswordStrength } from '@/ui/password-estimator/use-password-strength';

const CHECKS: readonly MailboxPasswordCheck[] = ['length', 'upper', 'lower', 'digit'];

/** Why a password was refused, and who said so: the form's own check before sending, or the server. */
export interface PasswordRefusal {
  by: 'check' | 'server';
  suggestions: readonly string[];
}

/**
 * A new mailbox's password: shown or hidden, generated, its rules as a checklist and its strength as a meter,
 * and the server's suggestions when it refused one. The estimator (zxcvbn-ts and its word lists, the module the
 * server uses) starts in a Web Worker when the field first shows: the field types at once, the meter says it is
 * checking and arrives after, and if the estimator cannot be loaded the form works on without it (the server
 * still checks) and says so.
 */
export function MailboxPasswordField({
  registration,
  password,
  localPart,
  domain,
  error,
  refusal,
  revealed,
  onRevealedChange,
  onGenerate,
}: {
  registration: UseFormRegisterReturn<'password'>;
  password: string;
  localPart: string;
  domain: string;
  /** The field's error, in the reader's words. */
  error: string | undefined;
  /** The refusal of the password in the field (the check's or the server's), with its suggestions; null: none. */
  refusal: PasswordRefusal | null;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  onGenerate: (password: string) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const id = useId();
  const { status, strength: estimate, stale } = usePasswordStrength(password, { localPart, domain });

  // At once, on the page: the password is in the field before the next click (Create), whether or not the estimator
  // has arrived. Twenty characters from 62 kinds always pass it (mailbox-password-random.test.ts); the meter shows it.
  const generate = () => onGenerate(randomMailboxPassword());

  const checks = mailboxPasswordChecks(password);
  const scoreWord = estimate ? estimate.score : null;
  const meterText =
    password === ''
      ? t('hostingDetail.mailboxes.form.strength.none')
      : status === 'failed'
        ? t('hostingDetail.mailboxes.form.strength.unavailable')
        : scoreWord === null
          ? t('hostingDetail.mailboxes.form.strength.checking')
          : t('hostingDetail.mailboxes.form.strength', { score: String(scoreWord) });

  return (
    <FormField label={t('hostingDetail.mailboxes.form.password')} error={error}>
      {(control) => (
        <>
          <div className="input-row">
            <TextInput
              {...control}
              mono
              type={revealed ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              maxLength={mailboxPasswordRules.maxLength + 50}
              aria-describedby={[`${id}-checklist`, `${id}-meter`, control['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              {...registration}
            />
            <Button aria-pressed={revealed} onClick={() => onRevealedChange(!revealed)}>
              {t('hostingDetail.mailboxes.form.password.show')}
            </Button>
            <Button onClick={generate}>{t('hostingDetail.mailboxes.form.password.generate')}</Button>
          </div>
          <ul
            id={`${id}-checklist`}
            className="hosting-checklist"
            aria-label={t('hostingDetail.mailboxes.form.checklist')}
          >
            {CHECKS.map((check) => (
              <ChecklistItem
                key={check}
                met={checks[check]}
                label={t('hostingDetail.mailboxes.form.rule', { rule: check })}
              />
            ))}
            <ChecklistItem
              met={estimate ? estimate.passes : null}
              label={
                status === 'failed'
                  ? t('hostingDetail.mailboxes.form.rule.guessUnavailable')
                  : status === 'loading'
                    ? t('hostingDetail.mailboxes.form.rule.guessLoading')
                    : t('hostingDetail.mailboxes.form.rule', { rule: 'guess' })
              }
            />
          </ul>
          <div id={`${id}-meter`} className="hosting-strength" aria-live="polite" aria-busy={stale}>
            <span className="hosting-strength__label">{meterText}</span>
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
          {refusal && refusal.suggestions.length > 0 && (
            <Notice
              tone="warning"
              className="hosting-suggestions"
              role="alert"
              title={t('hostingDetail.mailboxes.form.weak.heading', { by: refusal.by })}
            >
              <p>{t('hostingDetail.mailboxes.form.weak.intro', { by: refusal.by })}</p>
              <PasswordHints suggestions={refusal.suggestions} />
            </Notice>
          )}
        </>
      )}
    </FormField>
  );
}

/** A rule of the checklist: met, not met, or not known yet, in words (never by colour or mark alone). */
function ChecklistItem({ met, label }: { met: boolean | null; label: string }) {
  const t = useMessages(hostingDetailMessages);
  const state = met === null ? 'pending' : met ? 'met' : 'unmet';
  return (
    <li className={`hosting-checklist__item hosting-checklist__item--${state}`}>
      <span className="hosting-checklist__mark" aria-hidden="true">
        {met === null ? '…' : met ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{t('hostingDetail.mailboxes.form.rule.state', { state })}: </span>
      {label}
    </li>
  );
}

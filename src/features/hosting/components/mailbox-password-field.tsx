import { useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { mailboxPasswordChecks, mailboxPasswordRules, type MailboxPasswordCheck } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Notice } from '@/ui/notice';
import { TextInput } from '@/ui/text-input';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

type StrengthModule = typeof import('@/api/schemas/mailbox-password-strength');

const CHECKS: readonly MailboxPasswordCheck[] = ['length', 'upper', 'lower', 'digit'];

/**
 * A new mailbox's password: shown or hidden, generated, its rules as a checklist and its strength as a meter,
 * and the server's suggestions when it refused one. The estimator (zxcvbn-ts and its dictionaries, the module the
 * server uses) is loaded when the field first shows, as a chunk of its own.
 */
export function MailboxPasswordField({
  registration,
  password,
  localPart,
  domain,
  error,
  suggestions,
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
  /** What the server suggested when it refused the password as too weak. */
  suggestions: readonly string[];
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
  onGenerate: (password: string) => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const id = useId();
  const [strength, setStrength] = useState<StrengthModule | null>(null);
  const [strengthFailed, setStrengthFailed] = useState(false);

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
  const scoreWord = estimate ? estimate.score : null;

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
            <Button
              onClick={() => {
                if (strength) onGenerate(strength.generateMailboxPassword({ localPart, domain }));
              }}
              disabled={!strength}
            >
              {t('hostingDetail.mailboxes.form.password.generate')}
            </Button>
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
                strengthFailed
                  ? t('hostingDetail.mailboxes.form.rule.guessUnavailable')
                  : !strength
                    ? t('hostingDetail.mailboxes.form.rule.guessLoading')
                    : t('hostingDetail.mailboxes.form.rule', { rule: 'guess' })
              }
            />
          </ul>
          <div id={`${id}-meter`} className="hosting-strength" aria-live="polite">
            <span className="hosting-strength__label">
              {scoreWord === null
                ? t('hostingDetail.mailboxes.form.strength.none')
                : t('hostingDetail.mailboxes.form.strength', { score: String(scoreWord) })}
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
            <Notice
              tone="warning"
              className="hosting-suggestions"
              role="alert"
              title={t('hostingDetail.mailboxes.form.weak.heading')}
            >
              <p>{t('hostingDetail.mailboxes.form.weak.intro')}</p>
              <ul>
                {suggestions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
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

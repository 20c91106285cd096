import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { personLanguageValues, type AccountSecurity } from '@/api/schemas/auth';
import { localeNames, setLocale, useLocale, useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useChangeEmail, useUpdateProfile } from '@/features/account/api/account-mutations';
import { accountMessages } from '@/features/account/messages/catalog';
import type en from '@/features/account/messages/en';
import { useFieldErrorText } from './field-error';

type Key = PlainMessageKey<typeof en>;

const profileForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'account.profile.name.required' satisfies Key),
      z.maxLength(100, 'account.profile.name.tooLong' satisfies Key),
    ),
  language: z.enum(personLanguageValues),
});
type ProfileForm = z.infer<typeof profileForm>;

const emailForm = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, 'account.email.invalid' satisfies Key),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'account.email.invalid' satisfies Key),
    ),
});
type EmailForm = z.infer<typeof emailForm>;

/** A server's 400 that named fields goes to them; any other failure is the form's alert. */
const otherFailure = (error: unknown) => (error && !(isApiError(error) && error.status === 400) ? error : null);

/**
 * The person's name and language (the panel's here and our mail's), the e-mail address with its pending change
 * (a link mailed to the new address makes it count), and the way to the billing details (the invoices' name and
 * address, which are the billing area's).
 */
export function AccountProfile({ security }: { security: AccountSecurity }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const format = useFormat();
  const { person, pendingEmail } = security;
  const errorText = useFieldErrorText();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    mode: 'onTouched',
    defaultValues: { name: person.name ?? '', language: person.language ?? locale },
  });
  const unplaced = useServerFieldErrors(form, update.error, ['name', 'language']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: (answer) => {
        setSaved(true);
        form.reset({ name: answer.name ?? values.name, language: answer.language ?? values.language });
        if (answer.language && answer.language !== locale) void setLocale(answer.language).catch(() => undefined);
      },
    });
  });

  const change = useChangeEmail();
  const mail = useForm<EmailForm>({
    resolver: zodResolver(emailForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const mailUnplaced = useServerFieldErrors(mail, change.error, ['email']);
  const onSend = mail.handleSubmit((values) => {
    change.mutate({ email: values.email }, { onSuccess: () => mail.reset({ email: '' }) });
  });

  return (
    <section className="account-section" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">{t('account.profile.heading')}</h2>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('account.profile.name')}
          autoComplete="name"
          error={errorText(errors.name)}
          {...form.register('name', { onChange: () => setSaved(false) })}
        />
        <SelectField
          label={t('account.profile.language')}
          hint={t('account.profile.language.hint')}
          error={errorText(errors.language)}
          {...form.register('language', { onChange: () => setSaved(false) })}
        >
          {personLanguageValues.map((language) => (
            <option key={language} value={language} lang={language}>
              {localeNames[language]}
            </option>
          ))}
        </SelectField>
        {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
        {otherFailure(update.error) ? <ProblemAlert error={update.error} /> : null}
        {saved && (
          <Notice tone="success" role="status">
            <p>{t('account.done', { what: 'profile', name: '' })}</p>
          </Notice>
        )}
        <div>
          <Button type="submit" variant="primary" guard={update}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
      <p className="account-aside">
        {t('account.profile.billing')} <Link to="/billing/details">{t('account.profile.billingLink')}</Link>
      </p>

      <h3>{t('account.email.heading')}</h3>
      <p>{t('account.email.current', { email: person.email ?? '' })}</p>
      {pendingEmail && (
        <Notice tone="info" title={t('account.email.pendingHeading')}>
          <p>
            {t('account.email.pending', {
              address: pendingEmail.address,
              date: format.dateTime(pendingEmail.sentAt),
              expires: format.dateTime(pendingEmail.expiresAt),
              email: person.email ?? '',
            })}
          </p>
        </Notice>
      )}
      <form className="form account-form" noValidate onSubmit={(event) => void onSend(event)}>
        <TextField
          label={t('account.email.new')}
          hint={t('account.email.new.hint')}
          type="email"
          autoComplete="email"
          error={errorText(mail.formState.errors.email)}
          {...mail.register('email')}
        />
        {mailUnplaced ? <ProblemAlert error={mailUnplaced} showFieldErrors /> : null}
        {otherFailure(change.error) ? <ProblemAlert error={change.error} /> : null}
        <div>
          <Button type="submit" guard={change}>
            {t('account.email.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

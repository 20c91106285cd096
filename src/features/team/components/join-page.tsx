import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { teamEndpoints } from '@/api/endpoints/team-io';
import type { MailboxPasswordStrength } from '@/api/schemas/mailbox-password-strength';
import { INVITEE_NAME_MAX } from '@/api/schemas/team';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAcceptInvitation } from '@/features/team/api/team-mutations';
import { teamMessages } from '@/features/team/messages/catalog';
import type en from '@/features/team/messages/en';
import '@/features/team/team.css';

type Key = PlainMessageKey<typeof en>;
const MIN_PASSWORD = 10;

const joinForm = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'team.join.name.required' satisfies Key), z.maxLength(INVITEE_NAME_MAX)),
  password: z.string().check(z.minLength(MIN_PASSWORD, 'team.join.password.tooShort' satisfies Key)),
});
type JoinForm = z.infer<typeof joinForm>;

/** The server's password refusals, said at the field in the panel's words. */
const PASSWORD_WORDS: Readonly<Record<string, Key>> = {
  password_too_short: 'team.join.password.tooShort',
  password_too_weak: 'team.join.password.weak',
  password_breached: 'team.join.password.breached',
};

/** The strength estimator the server uses (zxcvbn-ts), loaded with this page only. */
function estimate(password: string, email: string): Promise<MailboxPasswordStrength | null> {
  const [localPart = '', domain = ''] = email.split('@');
  return import('@/api/schemas/mailbox-password-strength')
    .then(({ estimateMailboxPassword }) => estimateMailboxPassword(password, { localPart, domain }))
    .catch(() => null);
}

/**
 * Accepting a team invitation (`/join#<token>`, the link of the invitation mail): who invited whom to what, then the
 * person's name and a password (its strength shown as they type; a weak one refused at the field before it is
 * sent). Done: they sign in with the invitation's e-mail.
 */
export function JoinPage() {
  const t = useMessages(teamMessages);
  const format = useFormat();
  // The invitation's token: the link's fragment (`/join#<token>`), which no server sees.
  const hash = useLocation({ select: (location) => location.hash });
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')));
  const preview = useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: ({ signal }) => call(teamEndpoints.lookUpInvitation, { body: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
  });
  const accept = useAcceptInvitation();
  const form = useForm<JoinForm>({
    resolver: zodResolver(joinForm),
    mode: 'onTouched',
    defaultValues: { name: '', password: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const email = preview.data?.email ?? '';
  const [strength, setStrength] = useState<MailboxPasswordStrength | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (password.length === 0) {
      setStrength(null);
      return;
    }
    void estimate(password, email).then((found) => {
      if (current) setStrength(found);
    });
    return () => {
      current = false;
    };
  }, [password, email]);

  const onSubmit = form.handleSubmit(async (values) => {
    const verdict = await estimate(values.password, email);
    if (verdict && !verdict.passes) {
      form.setError(
        'password',
        { type: 'weak', message: 'team.join.password.weak' satisfies Key },
        { shouldFocus: true },
      );
      return;
    }
    accept.mutate(
      { token, name: values.name, password: values.password },
      {
        onSuccess: (answer) => setJoined(answer.email ?? email),
        onError: (error) => {
          const words = isApiError(error) && error.code ? PASSWORD_WORDS[error.code] : undefined;
          if (words) form.setError('password', { type: 'server', message: words }, { shouldFocus: true });
        },
      },
    );
  });

  const acceptRefusal =
    accept.error && !(isApiError(accept.error) && accept.error.code && PASSWORD_WORDS[accept.error.code])
      ? accept.error
      : null;

  return (
    <section className="page team-join-card" aria-labelledby="join-heading">
      <h1 id="join-heading">{joined ? t('team.join.done.title') : t('team.join.title')}</h1>
      {joined ? (
        <>
          <p>{t('team.join.done.body', { email: joined })}</p>
          <p>
            <Link to="/sign-in">{t('team.join.signIn')}</Link>
          </p>
        </>
      ) : token.length === 0 ? (
        <Notice tone="warning">
          <p>{t('team.join.noToken')}</p>
        </Notice>
      ) : preview.isPending ? (
        <p role="status">{t('team.join.loading')}</p>
      ) : preview.error ? (
        <ProblemAlert error={preview.error} />
      ) : (
        <>
          <p>
            {preview.data.invitedBy
              ? t('team.join.intro', {
                  inviter: preview.data.invitedBy,
                  account: preview.data.customerName ?? '',
                  role: t('team.role', { role: preview.data.role }),
                })
              : t('team.join.introNoInviter', {
                  account: preview.data.customerName ?? '',
                  role: t('team.role', { role: preview.data.role }),
                })}
          </p>
          <p className="muted">{t('team.role.hint', { role: preview.data.role })}</p>
          <p>{t('team.join.email', { email })}</p>
          {preview.data.expiresAt && <p>{t('team.join.until', { date: format.dateTime(preview.data.expiresAt) })}</p>}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label={t('team.join.name')}
              hint={t('team.join.name.hint')}
              autoComplete="name"
              error={errors.name?.message && t.keyOrText(errors.name.message)}
              {...form.register('name')}
            />
            <TextField
              label={t('team.join.password')}
              hint={t('team.join.password.hint')}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message && t.keyOrText(errors.password.message)}
              {...form.register('password')}
            />
            <p className="team-join-strength" aria-live="polite">
              {password.length > 0
                ? t('team.join.password.strength', { score: strength ? String(strength.score) : 'checking' })
                : ''}
            </p>
            {acceptRefusal ? <ProblemAlert error={acceptRefusal} /> : null}
            <Button type="submit" variant="primary" guard={accept}>
              {t('team.join.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

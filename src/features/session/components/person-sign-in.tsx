import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/client';
import type { SessionGrant } from '@/api/schemas/auth';
import { getLocale, setLocale, useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { SupportDetails } from '@/ui/support-details';
import {
  finishWithCode,
  sessionOf,
  signInWithPassword,
  signInWithPasskey,
} from '@/features/session/api/person-sign-in';
import { sessionMessages } from '@/features/session/messages/catalog';
import type { Session } from '@/features/session/session-store';

type Step = { kind: 'password' } | { kind: 'second'; token: string; methods: string[]; recoveryLeft: number };

/** Codes this form says in its own words; anything else is the kit's problem alert. */
const OWN_CODES = new Set([
  'invalid_credentials',
  'invalid_code',
  'code_already_used',
  'too_many_attempts',
  'sign_in_expired',
  'invalid_passkey',
]);

/**
 * A person's sign-in (ledger "People and session keys"): e-mail and password, then the second factor the server
 * asks for (a code from the authenticator app, a recovery code, or a passkey), or a passkey alone.
 */
export function PersonSignIn({ onSignedIn }: { onSignedIn: (session: Session) => Promise<void> }) {
  const t = useMessages(sessionMessages);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'form' | 'passkey' | null>(null);
  const sending = useRef(false);

  async function run(kind: 'form' | 'passkey', work: () => Promise<SessionGrant | null>) {
    if (sending.current) return;
    sending.current = true;
    setBusy(kind);
    setFailure(null);
    try {
      const grant = await work();
      if (grant) {
        // The profile's language wins over this browser's (ledger "People and session keys"); a language whose
        // words cannot be loaded leaves the panel as it is.
        const language = grant.person.language;
        if (language && language !== getLocale()) await setLocale(language).catch(() => undefined);
        await onSignedIn(sessionOf(grant));
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'sign_in_expired') setStep({ kind: 'password' });
      // The browser's own "cancelled" of a passkey prompt is not a failure to show.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) setFailure(error);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    void run('form', async () => {
      const answer = await signInWithPassword(email, password);
      if (answer.status === 'signed_in') return answer.session;
      setUseRecovery(false);
      setStep({
        kind: 'second',
        token: answer.token,
        methods: answer.methods,
        recoveryLeft: answer.recoveryCodesLeft,
      });
      return null;
    });
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'second') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run('form', () => finishWithCode(step.token, useRecovery ? 'recovery_code' : 'totp', code));
  }

  const problem = isApiError(failure) && OWN_CODES.has(failure.code) ? failure : null;
  const problemWords = problem
    ? problem.code === 'too_many_attempts'
      ? t('session.person.locked', { minutes: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60)) })
      : t('session.person.problem', { code: problem.code })
    : null;
  const alert = problem ? (
    <Notice tone="danger" role="alert">
      <p>{problemWords}</p>
      <SupportDetails code={problem.code} status={problem.status} requestId={problem.requestId} />
    </Notice>
  ) : failure ? (
    <ProblemAlert error={failure} />
  ) : null;

  if (step.kind === 'second') {
    const hasTotp = step.methods.includes('totp');
    const hasPasskey = step.methods.includes('passkey');
    const hasRecovery = step.methods.includes('recovery_code');
    const byCode = (hasTotp && !useRecovery) || useRecovery;
    return (
      <section aria-labelledby="second-factor-heading" className="form">
        <h2 id="second-factor-heading">{t('session.person.secondHeading')}</h2>
        {byCode ? (
          <form onSubmit={onCode} noValidate className="form">
            <TextField
              key={useRecovery ? 'recovery' : 'totp'}
              label={useRecovery ? t('session.person.recoveryLabel') : t('session.person.codeLabel')}
              hint={
                useRecovery
                  ? t('session.person.recoveryHint', { left: step.recoveryLeft })
                  : t('session.person.codeHint')
              }
              name="code"
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              mono
              required
              autoFocus
            />
            {alert}
            <Button type="submit" variant="primary" block pending={busy === 'form'}>
              {t('session.person.verify')}
            </Button>
          </form>
        ) : (
          alert
        )}
        {hasPasskey && (
          <Button
            block
            variant={byCode ? 'ghost' : 'primary'}
            pending={busy === 'passkey'}
            onClick={() => void run('passkey', () => signInWithPasskey(step.token))}
          >
            {t('session.person.usePasskey')}
          </Button>
        )}
        {hasRecovery && (
          <Button variant="ghost" block onClick={() => setUseRecovery((v) => !v)}>
            {useRecovery ? t('session.person.useApp') : t('session.person.useRecovery')}
          </Button>
        )}
        <p className="sign-in__intro">{t('session.person.lostEverything')}</p>
        <Button variant="ghost" onClick={() => setStep({ kind: 'password' })}>
          {t('session.person.startOver')}
        </Button>
      </section>
    );
  }

  return (
    <>
      <form onSubmit={onPassword} noValidate className="form">
        <TextField
          label={t('session.person.email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
        />
        <TextField
          label={t('session.person.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {alert}
        <Button type="submit" variant="primary" block pending={busy === 'form'}>
          {t('session.submit')}
        </Button>
      </form>
      <Button block pending={busy === 'passkey'} onClick={() => void run('passkey', () => signInWithPasskey())}>
        {t('session.person.passkey')}
      </Button>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { SupportDetails } from '@/ui/support-details';
import { useVerifyEmail } from '@/features/account/api/account-mutations';
import { accountQueries } from '@/features/account/api/account-queries';
import { accountMessages } from '@/features/account/messages/catalog';
import '@/features/account/account.css';

/** The refusals this page says in its own words (src/api/endpoints/auth.ts `verifyEmail`); others: the kit's alert. */
const REASONS: Readonly<Record<string, 'used' | 'expired' | 'replaced' | 'otherPerson' | 'taken' | 'unknown'>> = {
  email_link_used: 'used',
  email_link_expired: 'expired',
  email_link_replaced: 'replaced',
  email_link_other_person: 'otherPerson',
  email_in_use: 'taken',
  email_change_not_found: 'unknown',
};

export interface VerifyEmailPageProps {
  /** The person this tab is signed in as; null when signed out (or with an API key, which has no profile). */
  person: { name: string | null } | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The verification mail's link, `/account/verify-email#<token>` (ledger "People and session keys"): opening it
 * confirms the new address and says what happened. The token is in the fragment (no server sees it) and leaves the
 * address bar once read, so neither a shared view nor the history keeps it. Signed in as the person whose address
 * it is: their profile is read again; signed in as someone else: refused before it is used, said with the way out.
 */
export function VerifyEmailPage({ person, signedIn, onSignOut }: VerifyEmailPageProps) {
  const t = useMessages(accountMessages);
  const router = useRouter();
  const hash = useLocation({ select: (location) => location.hash });
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')));
  useEffect(() => {
    if (hash) router.history.replace(router.state.location.pathname);
  }, [hash, router]);

  // Who this tab is signed in as, so that the server refuses another person's link instead of using it.
  const security = useQuery({ ...accountQueries.security(), enabled: person !== null && token.length > 0 });
  const verify = useVerifyEmail();
  const ready = token.length > 0 && (person === null || !security.isPending);
  const sent = useRef(false);
  const signedInAs = security.data?.person.id;
  const { mutate } = verify;
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    mutate(signedInAs ? { token, signedInAs } : { token });
  }, [ready, signedInAs, token, mutate]);

  const code = isApiError(verify.error) ? verify.error.code : null;
  const reason = code ? REASONS[code] : undefined;
  const title = verify.isSuccess
    ? t('account.verifyEmail.done.title')
    : reason
      ? t('account.verifyEmail.failed.title', { reason })
      : t('account.verifyEmail.title');

  return (
    <section className="page account-verify" aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">{title}</h1>
      {token.length === 0 ? (
        <Notice tone="warning">
          <p>{t('account.verifyEmail.noToken')}</p>
        </Notice>
      ) : verify.isSuccess && verify.data ? (
        <>
          <Notice tone="success">
            <p>{t('account.verifyEmail.done', { email: verify.data.email })}</p>
          </Notice>
          <p>
            {signedIn ? (
              <Link to="/account">{t('account.verifyEmail.toAccount')}</Link>
            ) : (
              <Link to="/sign-in">{t('account.verifyEmail.signIn')}</Link>
            )}
          </p>
        </>
      ) : reason ? (
        <>
          <Notice tone={reason === 'used' ? 'info' : 'warning'}>
            <p>{t('account.verifyEmail.failed', { reason, name: person?.name ?? '' })}</p>
          </Notice>
          {reason === 'otherPerson' ? (
            <p>
              <Button onClick={onSignOut}>{t('account.verifyEmail.signOut')}</Button>
            </p>
          ) : (
            <p>
              {signedIn ? (
                <Link to="/account">{t('account.verifyEmail.toAccount')}</Link>
              ) : (
                <Link to="/sign-in">{t('account.verifyEmail.signIn')}</Link>
              )}
            </p>
          )}
          {isApiError(verify.error) && (
            <SupportDetails code={code} status={verify.error.status} requestId={verify.error.requestId} />
          )}
        </>
      ) : verify.error ? (
        <ProblemAlert error={verify.error} />
      ) : (
        <p role="status">{t('account.verifyEmail.working')}</p>
      )}
    </section>
  );
}

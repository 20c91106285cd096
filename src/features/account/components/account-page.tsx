import { useSuspenseQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '@/api/schemas/auth';
import { useMessages } from '@/i18n';
import type { Gate } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { accountQueries } from '@/features/account/api/account-queries';
import type { AccountTask } from '@/features/account/account-route-params';
import { accountMessages } from '@/features/account/messages/catalog';
import { AccountNav } from './account-nav';
import { AccountPasskeys } from './account-passkeys';
import { AccountPassword } from './account-password';
import { AccountProfile } from './account-profile';
import { AccountRecovery } from './account-recovery';
import { AccountTotp } from './account-totp';
import '@/features/account/account.css';

/** The person's second steps: the authenticator app and each passkey. */
export function secondFactorCount(security: AccountSecurity): number {
  return (security.totp.enabled ? 1 : 0) + security.passkeys.length;
}

/**
 * The signed-in person's own page (`/account`): profile (name, language, e-mail with its verification, the way to
 * the billing details), password, the second steps at sign-in (authenticator app, passkeys) and recovery codes,
 * with the account's other pages (API keys, team, sessions) beside it. `task`: the palette's "Change password"
 * (the form focused) or "Add a passkey" (its dialog open). A tab signed in with an API key is told that a key has
 * none of these.
 */
export function AccountPage({ task }: { task: AccountTask | undefined }) {
  const t = useMessages(accountMessages);
  const { data: security } = useSuspenseQuery(accountQueries.security());
  return (
    <section className="page account" aria-labelledby="account-heading">
      <PageHeader headingId="account-heading" title={t('account.title')} />
      <AccountNav current="profile" />
      {security ? (
        <SignedInAsPerson security={security} task={task} />
      ) : (
        <Notice tone="info">
          <p>{t('account.apiKeySession')}</p>
        </Notice>
      )}
    </section>
  );
}

function SignedInAsPerson({ security, task }: { security: AccountSecurity; task: AccountTask | undefined }) {
  const t = useMessages(accountMessages);
  const factors = secondFactorCount(security);
  // The last second step cannot go (the server's `last_second_factor`): said before the click.
  const lastFactorGate: Gate =
    factors > 1 ? { allowed: true, reason: null } : { allowed: false, reason: t('account.factors.last'), code: null };
  return (
    <div className="account__sections">
      <AccountProfile security={security} />
      <AccountPassword security={security} focus={task === 'password'} />
      <section className="account-section" aria-labelledby="account-factors-heading">
        <h2 id="account-factors-heading">{t('account.factors.heading')}</h2>
        <p>{t('account.factors.intro')}</p>
        {factors === 0 && (
          <Notice tone="warning">
            <p>{t('account.factors.none')}</p>
          </Notice>
        )}
        <AccountTotp security={security} lastFactorGate={lastFactorGate} />
        <AccountPasskeys security={security} lastFactorGate={lastFactorGate} openAdd={task === 'passkey'} />
      </section>
      <AccountRecovery security={security} factorCount={factors} />
    </div>
  );
}

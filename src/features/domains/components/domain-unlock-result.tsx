import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Domain } from '@/api/schemas/domains';
import type { RegistryUnlockResult } from '@/api/schemas/domains-sections';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { MutationGuard } from '@/ui/guard';
import { FactList } from '@/ui/fact-list';
import { GetHelpLink } from '@/ui/get-help-link';
import { SupportDetails } from '@/ui/support-details';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

interface Confirm {
  guard: MutationGuard;
  error: unknown;
  send: () => void;
}

/**
 * One panel per answer of the registry unlock request: what happened, in words a Swedish domain holder knows from
 * Internetstiftelsen and BankID, and what to do now. The heading takes focus when a new answer arrives, so a
 * screen reader hears it.
 */
export function DomainUnlockResult({
  domain,
  result,
  forced,
  confirm,
}: {
  domain: Domain;
  result: RegistryUnlockResult;
  forced: boolean;
  confirm: Confirm;
}) {
  const t = useMessages(domainsDetailMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = result.domainName ?? domain.name;
  const status = result.status;
  useEffect(() => heading.current?.focus(), [result]);

  const tone =
    status === 'submitted' || status === 'already_unlocked'
      ? 'success'
      : status === 'already_requested'
        ? 'info'
        : 'warning';
  return (
    <section className={`domain-result domain-result--${tone}`} aria-labelledby="domain-unlock-result-heading">
      <h3 id="domain-unlock-result-heading" ref={heading} tabIndex={-1} className="domain-result__title">
        <span aria-hidden="true" className="domain-result__icon">
          {tone === 'success' ? '✓' : tone === 'info' ? 'ℹ' : '!'}
        </span>
        {t('domainsDetail.unlockResult.title', { status })}
      </h3>
      {status === 'already_unlocked' && <p>{t('domainsDetail.unlockResult.alreadyUnlocked', { name })}</p>}
      {status === 'already_requested' && (
        <>
          <p>
            {result.daysSinceRequest === null
              ? t('domainsDetail.unlockResult.alreadyRequested.noDays', { name })
              : t('domainsDetail.unlockResult.alreadyRequested', { name, days: result.daysSinceRequest })}
          </p>
          <p>{t('domainsDetail.unlockResult.alreadyRequested.next')}</p>
        </>
      )}
      {status === 'bankid_required' && (
        <>
          <p>{t('domainsDetail.unlockResult.bankid', { name })}</p>
          <ServerReason result={result} />
          <h4 className="domain-result__subheading">{t('domainsDetail.unlockResult.next')}</h4>
          <ol className="domain-result__steps">
            <li>{t('domainsDetail.unlockResult.bankid.step1')}</li>
            <li>{t('domainsDetail.unlockResult.bankid.step2')}</li>
            <li>{t('domainsDetail.unlockResult.bankid.step3')}</li>
          </ol>
          <p>
            <GetHelpLink
              service={{ type: 'domain', id: domain.id, name }}
              subject={t('domainsDetail.help.bankid.subject', { name })}
              about={t('domainsDetail.help.bankid', { name })}
            >
              {t('domainsDetail.blocked.support')}
            </GetHelpLink>
          </p>
        </>
      )}
      {status === 'verification_failed' && (
        <VerificationFailed domain={domain} result={result} name={name} confirm={confirm} />
      )}
      {status === 'submitted' && (
        <>
          <p>
            {forced
              ? t('domainsDetail.unlockResult.submitted.review', { name })
              : t('domainsDetail.unlockResult.submitted', { name })}
          </p>
          {result.companyVerified === true && (
            <p>
              {t('domainsDetail.unlockResult.submitted.verified', {
                company: result.companyName ?? t('value.missing'),
                orgno: result.yourOrgno ?? result.domainOrgno ?? t('value.missing'),
              })}
            </p>
          )}
          <ServerReason result={result} />
          <p>{t('domainsDetail.unlockResult.submitted.next')}</p>
        </>
      )}
      {status === 'unknown' && <p>{t('domainsDetail.unlockResult.unknown')}</p>}
    </section>
  );
}

function VerificationFailed({
  domain,
  result,
  name,
  confirm,
}: {
  domain: Domain;
  result: RegistryUnlockResult;
  name: string;
  confirm: Confirm;
}) {
  const t = useMessages(domainsDetailMessages);
  const [open, setOpen] = useState(false);
  const company = result.companyName ?? t('domainsDetail.unlockResult.yourCompany');
  return (
    <>
      <p>{t('domainsDetail.unlockResult.failed', { name })}</p>
      <FactList
        facts={[
          {
            term: t('domainsDetail.unlockResult.domainOrgno'),
            value: result.domainOrgno ? <code>{result.domainOrgno}</code> : t('value.missing'),
          },
          {
            term: t('domainsDetail.unlockResult.yourOrgno', { company }),
            value: result.yourOrgno ? <code>{result.yourOrgno}</code> : t('value.missing'),
          },
        ]}
      />
      <ServerReason result={result} />
      <h4 className="domain-result__subheading">{t('domainsDetail.unlockResult.next')}</h4>
      {result.requiresConfirmation ? (
        <>
          <p>{t('domainsDetail.unlockResult.failed.confirmable')}</p>
          <Button variant="primary" onClick={() => setOpen(true)}>
            {t('domainsDetail.unlockResult.confirm.open')}
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={t('domainsDetail.unlockResult.confirm.title', { name })}
            description={
              <>
                <p>
                  {t('domainsDetail.unlockResult.confirm.body', {
                    company,
                    name,
                    domainOrgno: result.domainOrgno ?? t('value.missing'),
                    yourOrgno: result.yourOrgno ?? t('value.missing'),
                  })}
                </p>
                <p>{t('domainsDetail.unlockResult.confirm.review')}</p>
              </>
            }
            confirmLabel={t('domainsDetail.unlockResult.confirm.button')}
            guard={confirm.guard}
            error={confirm.error}
            onConfirm={confirm.send}
          />
        </>
      ) : (
        <>
          <p>{t('domainsDetail.unlockResult.failed.notConfirmable')}</p>
          <p>
            <Link to="/domains/$domainId" params={{ domainId: domain.id }} search={{ tab: 'contacts' }}>
              {t('domainsDetail.unlockResult.failed.contactsLink')}
            </Link>
          </p>
        </>
      )}
    </>
  );
}

/**
 * The registry check's own sentence (`verificationReason`), as the server sent it (in English): our words above say
 * the same case in the reader's language, so the server's stays under "Details for support" (issue 40).
 */
function ServerReason({ result }: { result: RegistryUnlockResult }) {
  return <SupportDetails className="domain-result__server" serverText={result.verificationReason} />;
}

import { useQuery } from '@tanstack/react-query';
import { domainRoutes } from '@/api/endpoints/domains';
import { contactVerificationOf } from '@/api/schemas/domains-manage';
import { useMessages } from '@/i18n';
import { DateTime } from '@/ui/format/date-time';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useResendContactVerification } from '@/features/domains/api/domain-manage-mutations';
import { domainManageQueries } from '@/features/domains/api/domain-manage-queries';
import { domainsManageMessages } from '@/features/domains/messages/catalog';

/**
 * The ICANN-style "verify your e-mail" state (`contactDetailsVerification`, ours: `{ status, email, deadline,
 * lastSentAt }`): the address, the deadline and a resend (`resendContactVerification`).
 */
export function DomainContactVerification({
  domainId,
  state,
}: {
  domainId: string;
  state: Record<string, unknown> | null;
}) {
  const t = useMessages(domainsManageMessages);
  const resend = useResendContactVerification(domainId);
  const gate = useScopeGate(domainRoutes.resendContactVerification);
  const verification = contactVerificationOf(state);
  if (!verification) return null;
  const deadline = verification.deadline ? (
    <DateTime value={verification.deadline} mode="date" />
  ) : (
    t('domainsManage.verify.noDeadline')
  );
  const sent = resend.data;
  return (
    <Notice tone="warning" title={t('domainsManage.verify.title')} className="domain-notice">
      <p>
        {verification.email
          ? t.rich('domainsManage.verify.body', { email: <strong>{verification.email}</strong>, deadline })
          : t.rich('domainsManage.verify.bodyNoEmail', { deadline })}
      </p>
      {verification.lastSentAt && (
        <p className="muted">
          {t.rich('domainsManage.verify.lastSent', { when: <DateTime value={verification.lastSentAt} /> })}
        </p>
      )}
      <GatedButton gate={gate} guard={resend} size="small" onClick={() => resend.mutate()}>
        {t('domainsManage.verify.resend')}
      </GatedButton>
      {sent && <p role="status">{t('domainsManage.verify.sent', { email: sent.email ?? verification.email ?? '' })}</p>}
      {resend.error !== null && resend.error !== undefined && <ProblemAlert error={resend.error} />}
    </Notice>
  );
}

/** Back from the e-ID page: how the registrant number change went (`identityVerification` in the endpoint table). */
export function IdentityVerificationResult({ domainId, verificationId }: { domainId: string; verificationId: string }) {
  const t = useMessages(domainsManageMessages);
  const read = useQuery(domainManageQueries.identityVerification(domainId, verificationId));
  if (read.isPending) {
    return (
      <p role="status" className="muted">
        {t('domainsManage.contacts.eid.loading')}
      </p>
    );
  }
  if (read.isError) return <ProblemAlert error={read.error} onRetry={() => void read.refetch()} />;
  const { status, registrationIdentifier } = read.data;
  return (
    <Notice tone={status === 'verified' ? 'success' : 'warning'} role="status" className="domain-notice">
      {t('domainsManage.contacts.eid.result', { status, number: registrationIdentifier?.value ?? '' })}
    </Notice>
  );
}

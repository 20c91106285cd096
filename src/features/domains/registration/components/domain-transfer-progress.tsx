import { useQuery } from '@tanstack/react-query';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { registrationQueries } from '@/features/domains/registration/api/registration-queries';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';

/**
 * A transfer in's steps on the domain's overview while `lifecycle.transferInProgress` says one is open: each step
 * with its state in words and its time, and what happens next. Read again each minute (the steps move on the
 * server's clock).
 */
export function DomainTransferProgress({ domainId }: { domainId: string }) {
  const t = useMessages(domainRegistrationMessages);
  const format = useFormat();
  const query = useQuery({ ...registrationQueries.transfer(domainId), refetchInterval: 60_000 });
  const progress = query.data;
  return (
    <section className="domain-section" aria-labelledby="domain-transfer-in-heading">
      <h2 id="domain-transfer-in-heading">{t('domainRegistration.progress.heading')}</h2>
      {query.isError && <Notice tone="warning">{t('domainRegistration.progress.unavailable')}</Notice>}
      {progress && (
        <>
          <p>
            {t('domainRegistration.progress.status', {
              status: progress.status,
              time: progress.expectedCompletionAt ? format.dateTime(progress.expectedCompletionAt) : '—',
            })}
          </p>
          <ol className="domains-reg-steps">
            {progress.steps.map((step) => (
              <li key={step.step} data-state={step.state}>
                <strong>{t('domainRegistration.progress.step', { step: step.step })}</strong>
                {' · '}
                {t('domainRegistration.progress.state', { state: step.state })}
                {step.at && step.state !== 'upcoming' ? (
                  <> · {t('domainRegistration.progress.at', { time: format.dateTime(step.at) })}</>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

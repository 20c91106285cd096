import { useMessages } from '@/i18n';
import { Notice } from '@/ui/notice';
import type { IneligibleDomain, Ineligibility } from '@/features/domains/api/domain-bulk-eligibility';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';

const INLINE = 5;

/** The reason a domain is left out, in words. */
export function useIneligibilityText() {
  const t = useMessages(domainsBulkMessages);
  return (why: Ineligibility): string => {
    switch (why.kind) {
      case 'renewStatus':
        return t('domainsBulk.ineligible.renewStatus', { status: why.status });
      case 'autoRenewStatus':
        return t('domainsBulk.ineligible.autoRenewStatus', { status: why.status });
      case 'alreadyOn':
        return t('domainsBulk.ineligible.alreadyOn');
      case 'alreadyOff':
        return t('domainsBulk.ineligible.alreadyOff');
      case 'noRedirects':
        return t('domainsBulk.ineligible.noRedirects');
    }
  };
}

/**
 * The selected domains the action cannot take, each with its reason, said before anything is sent: they are left
 * out and only the rest is sent (never a whole batch refused for one of them).
 */
export function IneligibleDomains({ domains }: { domains: readonly IneligibleDomain[] }) {
  const t = useMessages(domainsBulkMessages);
  const reason = useIneligibilityText();
  if (domains.length === 0) return null;
  const list = (
    <ul className="domains-bulk__ineligible" aria-label={t('domainsBulk.ineligible.label')}>
      {domains.map(({ domain, why }) => (
        <li key={domain.id}>
          <strong>{domain.name}</strong>: {reason(why)}
        </li>
      ))}
    </ul>
  );
  return (
    <Notice
      tone="warning"
      className="domains-bulk__left-out"
      title={t('domainsBulk.ineligible.heading', { count: domains.length })}
    >
      <p>{t('domainsBulk.ineligible.hint', { count: domains.length })}</p>
      {domains.length <= INLINE ? (
        list
      ) : (
        <details className="domains-bulk__disclosure">
          <summary>{t('domainsBulk.ineligible.show', { count: domains.length })}</summary>
          {list}
        </details>
      )}
    </Notice>
  );
}

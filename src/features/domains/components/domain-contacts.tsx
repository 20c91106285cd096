import { useQuery } from '@tanstack/react-query';
import type { Domain } from '@/api/schemas/domains';
import type { DomainContact, DomainContacts } from '@/api/schemas/domains-sections';
import { isApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { useBlockedCover } from '@/ui/blocked-banner';
import { FactList } from '@/ui/fact-list';
import { GateReason } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { domainSectionQueries } from '@/features/domains/api/domain-section-queries';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

const roles = ['registrant', 'admin', 'tech', 'billing'] as const;
type Role = (typeof roles)[number];

/**
 * The four contacts of a domain. Read here rather than in the route: a domain no longer managed here answers 409,
 * which is this section's state (said with the server's words and a retry), not the page's.
 */
export function DomainContactsSection({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  // The route prefetched it: a cached failure is shown, not asked again on mount (retry is the user's).
  const contacts = useQuery({ ...domainSectionQueries.contacts(domain.id), retryOnMount: false });

  return (
    <section className="domain-section" aria-labelledby="domain-contacts-heading" aria-busy={contacts.isFetching}>
      <h2 id="domain-contacts-heading">{t('domainsDetail.contacts.heading')}</h2>
      {contacts.isPending && !contacts.isError ? (
        <p className="muted" role="status">
          {t('domainsDetail.contacts.loading')}
        </p>
      ) : contacts.isError ? (
        <>
          {isApiError(contacts.error) && contacts.error.status === 409 && (
            <Notice className="domain-notice">{t('domainsDetail.contacts.unavailable', { name: domain.name })}</Notice>
          )}
          <ProblemAlert error={contacts.error} onRetry={() => void contacts.refetch()} />
        </>
      ) : (
        <ContactsBody domain={domain} data={contacts.data} />
      )}
    </section>
  );
}

function ContactsBody({ domain, data }: { domain: Domain; data: DomainContacts }) {
  const t = useMessages(domainsDetailMessages);
  const identity = data.actions.requiresIdentityVerification;
  const edit = data.actions.canEditContacts;
  const editCovered = useBlockedCover(edit) !== null;
  return (
    <>
      {data.draft && (
        <div className="domain-draft" role="note" aria-label={t('domainsDetail.contacts.draft.label')}>
          <StatusBadge tone="progress">{t('domainsDetail.contacts.draft.badge')}</StatusBadge>
          <p>{t('domainsDetail.contacts.draft.body')}</p>
        </div>
      )}
      {data.contactDetailsVerification !== null && (
        <Notice className="domain-notice">{t('domainsDetail.contactVerification.notice')}</Notice>
      )}
      <div className="domain-identity" role="note" aria-label={t('domainsDetail.contacts.identity.label')}>
        <h3 className="h3">{t('domainsDetail.contacts.identity.heading')}</h3>
        {identity.allowed ? (
          <>
            <p>{t('domainsDetail.contacts.identity.required')}</p>
            {identity.code === 'gate_missing' ? (
              <p className="muted">{t('domainsDetail.contacts.identity.assumed')}</p>
            ) : (
              identity.reason && (
                <p className="domain-result__server">
                  <GateReason gate={identity} />
                </p>
              )
            )}
          </>
        ) : (
          <p>{t('domainsDetail.contacts.identity.notRequired')}</p>
        )}
      </div>
      <p className="domain-contacts__edit">
        <strong>{t('domainsDetail.contacts.edit')}</strong>{' '}
        {edit.allowed ? (
          <>
            {t('domainsDetail.contacts.edit.allowed')}{' '}
            <GetHelpLink
              inline
              service={{ type: 'domain', id: domain.id, name: domain.name }}
              about={t('domainsDetail.help.contacts', { name: domain.name })}
            >
              {t('domainsDetail.gates.supportLink')}
            </GetHelpLink>
          </>
        ) : editCovered ? (
          t('domainsDetail.blocked.seeAbove')
        ) : (
          <GateReason gate={edit} />
        )}
      </p>
      <ul className="domain-contacts">
        {roles.map((role) => (
          <li key={role}>
            <ContactCard role={role} contact={data[role]} draft={data.draft && role === 'registrant'} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ContactCard({ role, contact, draft }: { role: Role; contact: DomainContact | null; draft: boolean }) {
  const t = useMessages(domainsDetailMessages);
  const headingId = `domain-contact-${role}`;
  return (
    <section className="domain-contact" aria-labelledby={headingId}>
      <h3 id={headingId} className="h3">
        {t('domainsDetail.contacts.role', { role })}
        {draft && (
          <>
            {' '}
            <StatusBadge tone="progress">{t('domainsDetail.contacts.draft.badge')}</StatusBadge>
          </>
        )}
      </h3>
      {contact === null ? (
        <p className="domain-contact__empty">{t('domainsDetail.contacts.notSet')}</p>
      ) : (
        <ContactFacts contact={contact} />
      )}
    </section>
  );
}

function ContactFacts({ contact }: { contact: DomainContact }) {
  const t = useMessages(domainsDetailMessages);
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const address = [
    contact.street,
    contact.address2,
    [contact.postalCode, contact.city].filter(Boolean).join(' '),
    contact.state,
    contact.countryCode,
  ].filter((line): line is string => Boolean(line));
  const id = contact.registrationIdentifier;
  const notSet = <span className="muted">{t('domainsDetail.contacts.fieldNotSet')}</span>;
  const facts = [
    { term: t('domainsDetail.contacts.name'), value: name || notSet },
    { term: t('domainsDetail.contacts.company'), value: contact.companyName ?? notSet },
    { term: t('domainsDetail.contacts.email'), value: contact.email ?? notSet },
    { term: t('domainsDetail.contacts.phone'), value: contact.phoneNumber ?? notSet },
    {
      term: t('domainsDetail.contacts.address'),
      value:
        address.length > 0 ? (
          <span className="domain-contact__address">
            {address.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </span>
        ) : (
          notSet
        ),
    },
    {
      term: id?.type
        ? t('domainsDetail.contacts.identifierType', { type: id.type })
        : t('domainsDetail.contacts.identifier'),
      value: id?.value ? (
        <>
          <code>{id.value}</code>
          {id.countryCode && <span className="muted"> ({id.countryCode})</span>}
        </>
      ) : (
        notSet
      ),
    },
  ];
  return <FactList facts={facts} />;
}

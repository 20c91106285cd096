import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { HostingAccount, Mailbox } from '@/api/schemas/hosting';
import { isEmailAddress, isLocalPart } from '@/api/schemas/hosting-mail';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { SelectField, TextField } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import type { Gate } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import {
  useAddAlias,
  useAddForwarder,
  useRemoveAlias,
  useRemoveForwarder,
} from '@/features/hosting/api/hosting-mutations';
import { hostingSectionQueries } from '@/features/hosting/api/hosting-section-queries';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/**
 * A mailbox's forwarders (mail stays and a copy goes on) and aliases (other addresses delivering into it): listed,
 * added (the address checked as typed; the server refuses a loop, a duplicate or one past the limit, said in place)
 * and removed. The limits come from the server.
 */
export function MailboxRoutingDialog({
  account,
  mailbox,
  gate,
  onClose,
}: {
  account: HostingAccount;
  mailbox: Mailbox;
  gate: Gate;
  onClose: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const id = useId();
  const email = mailbox.email;
  const routing = useQuery(hostingSectionQueries.routing(account.id, email));
  const addForwarder = useAddForwarder(account.id, email);
  const removeForwarder = useRemoveForwarder(account.id, email);
  const addAlias = useAddAlias(account.id, email);
  const removeAlias = useRemoveAlias(account.id, email);
  const [destination, setDestination] = useState('');
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [localPart, setLocalPart] = useState('');
  const [aliasDomain, setAliasDomain] = useState(account.primaryDomain ?? account.domains[0] ?? '');
  const [aliasError, setAliasError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = routing.data;

  const onForward = (event: FormEvent) => {
    event.preventDefault();
    const value = destination.trim().toLowerCase();
    if (!isEmailAddress(value)) {
      setDestinationError(t('hostingDetail.mailboxes.routing.address.invalid'));
      return;
    }
    setDestinationError(null);
    addForwarder.mutate(value, {
      onSuccess: () => {
        setDestination('');
        setDone(t('hostingDetail.mailboxes.routing.forwarders.added', { email, address: value }));
      },
    });
  };

  const onAlias = (event: FormEvent) => {
    event.preventDefault();
    const value = localPart.trim().toLowerCase();
    if (!isLocalPart(value)) {
      setAliasError(t('hostingDetail.mailboxes.routing.localPart.invalid'));
      return;
    }
    setAliasError(null);
    addAlias.mutate(
      { localPart: value, domain: aliasDomain },
      {
        onSuccess: () => {
          setLocalPart('');
          setDone(t('hostingDetail.mailboxes.routing.aliases.added', { email, address: `${value}@${aliasDomain}` }));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('hostingDetail.mailboxes.routing.title', { email })}
    >
      {done && (
        <Notice tone="success" role="status">
          {done}
        </Notice>
      )}
      {routing.isError && <ProblemAlert error={routing.error} onRetry={() => void routing.refetch()} />}
      <section aria-labelledby={`${id}-fwd`} className="hosting-routing">
        <h3 id={`${id}-fwd`}>{t('hostingDetail.mailboxes.routing.forwarders.heading')}</h3>
        <p className="muted">
          {t('hostingDetail.mailboxes.routing.forwarders.intro', {
            email,
            limit: String(data?.limits.forwarders ?? '—'),
          })}
        </p>
        {data && <DroppedItemsNotice count={data.forwarders.dropped} />}
        {data && data.forwarders.items.length === 0 && <p>{t('hostingDetail.mailboxes.routing.forwarders.none')}</p>}
        <ul className="hosting-routing__list">
          {data?.forwarders.items.map((entry) => (
            <li key={entry.destination} className="hosting-routing__item">
              <span className="hosting-address">{entry.destination}</span>
              <GatedButton
                gate={gate}
                size="small"
                variant="danger-outline"
                guard={removeForwarder}
                onClick={() =>
                  removeForwarder.mutate(entry.destination, {
                    onSuccess: () =>
                      setDone(t('hostingDetail.mailboxes.routing.removed', { address: entry.destination })),
                  })
                }
              >
                {t('hostingDetail.mailboxes.routing.remove')}
                <span className="visually-hidden"> {entry.destination}</span>
              </GatedButton>
            </li>
          ))}
        </ul>
        {removeForwarder.error ? <ProblemAlert error={removeForwarder.error} /> : null}
        <form className="form hosting-routing__form" noValidate onSubmit={onForward}>
          <TextField
            label={t('hostingDetail.mailboxes.routing.forwarders.field')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={destination}
            error={destinationError ?? undefined}
            onChange={(event) => setDestination(event.target.value)}
          />
          {addForwarder.error ? <ProblemAlert error={addForwarder.error} showFieldErrors /> : null}
          <GatedButton gate={gate} type="submit" guard={addForwarder}>
            {t('hostingDetail.mailboxes.routing.forwarders.submit')}
          </GatedButton>
        </form>
      </section>

      <section aria-labelledby={`${id}-alias`} className="hosting-routing">
        <h3 id={`${id}-alias`}>{t('hostingDetail.mailboxes.routing.aliases.heading')}</h3>
        <p className="muted">
          {t('hostingDetail.mailboxes.routing.aliases.intro', { email, limit: String(data?.limits.aliases ?? '—') })}
        </p>
        {data && <DroppedItemsNotice count={data.aliases.dropped} />}
        {data && data.aliases.items.length === 0 && <p>{t('hostingDetail.mailboxes.routing.aliases.none')}</p>}
        <ul className="hosting-routing__list">
          {data?.aliases.items.map((entry) => (
            <li key={entry.address} className="hosting-routing__item">
              <span className="hosting-address">{entry.address}</span>
              <GatedButton
                gate={gate}
                size="small"
                variant="danger-outline"
                guard={removeAlias}
                onClick={() =>
                  removeAlias.mutate(entry.address, {
                    onSuccess: () => setDone(t('hostingDetail.mailboxes.routing.removed', { address: entry.address })),
                  })
                }
              >
                {t('hostingDetail.mailboxes.routing.remove')}
                <span className="visually-hidden"> {entry.address}</span>
              </GatedButton>
            </li>
          ))}
        </ul>
        {removeAlias.error ? <ProblemAlert error={removeAlias.error} /> : null}
        <form className="form hosting-routing__form" noValidate onSubmit={onAlias}>
          <div className="hosting-address-row">
            <TextField
              label={t('hostingDetail.mailboxes.routing.aliases.field')}
              autoComplete="off"
              spellCheck={false}
              value={localPart}
              error={aliasError ?? undefined}
              onChange={(event) => setLocalPart(event.target.value)}
            />
            <span className="hosting-address-row__at" aria-hidden="true">
              @
            </span>
            <SelectField
              label={t('hostingDetail.mailboxes.form.domain')}
              value={aliasDomain}
              onChange={(event) => setAliasDomain(event.target.value)}
            >
              {account.domains.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
          </div>
          {addAlias.error ? <ProblemAlert error={addAlias.error} showFieldErrors /> : null}
          <GatedButton gate={gate} type="submit" guard={addAlias}>
            {t('hostingDetail.mailboxes.routing.aliases.submit')}
          </GatedButton>
        </form>
      </section>
      <ButtonRow>
        <Button onClick={onClose}>{t('hostingDetail.mailboxes.routing.close')}</Button>
      </ButtonRow>
    </Dialog>
  );
}

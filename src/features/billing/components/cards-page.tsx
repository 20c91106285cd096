import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { billingRoutes } from '@/api/endpoints/billing';
import { httpsUrl } from '@/api/schemas/external-url';
import { isCardExpired, type Card } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { GatedButton, SharedGateReason } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { useProblemWords } from '@/ui/problem-words';
import { StatusBadge } from '@/ui/status-badge';
import { useStartCardSetup, useUpdateBillingSettings } from '@/features/billing/api/billing-mutations';
import { billingKeys, billingQueries } from '@/features/billing/api/billing-queries';
import { goToExternalPage } from '@/features/billing/external-navigation';
import { billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import { CardActions } from './card-actions';
import { useCardName } from './use-card-name';
import '@/features/billing/billing.css';

/**
 * The account's payment cards (brand, last four digits, expiry; the default and the expired ones marked by word and
 * shape), with "Make default" and "Remove" behind their gates, and "Add a card", which leaves for the provider's
 * page. Back from it (`?cardSetup=`), the screen says whether the card was added or declined, then drops the
 * parameter from the address.
 */
export function CardsPage({ cardSetup, onSetupRead }: { cardSetup: string | undefined; onSetupRead: () => void }) {
  const t = useMessages(billingMessages);
  const { name, expiryOf } = useCardName();
  const { data: page } = useSuspenseQuery(billingQueries.cards());
  const scopeGate = useScopeGate(billingRoutes.startCardSetup);
  const [done, setDone] = useState<string | null>(null);
  // The setup the provider sent the customer back with, kept once the address no longer names it.
  const [setupId, setSetupId] = useState(cardSetup);
  if (cardSetup !== undefined && cardSetup !== setupId) setSetupId(cardSetup);
  const [now] = useState(() => new Date());

  const columns = useMemo<Column<Card>[]>(
    () => [
      {
        id: 'card',
        header: t('billing.cards.column.card'),
        primary: true,
        cell: (card) => <CardName card={card} />,
      },
      {
        id: 'expires',
        header: t('billing.cards.column.expires'),
        cell: (card) => expiryOf(card),
      },
      {
        id: 'status',
        header: t('billing.cards.column.status'),
        cell: (card) => {
          const expired = isCardExpired(card, now);
          if (!card.isDefault && !expired) return <span className="muted">{t('billing.none')}</span>;
          return (
            <span className="billing-badges">
              {card.isDefault && <StatusBadge tone="success">{t('billing.cards.default')}</StatusBadge>}
              {expired && <StatusBadge tone="danger">{t('billing.cards.expired')}</StatusBadge>}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('billing.cards.column.actions'),
        cell: (card) => <CardActions card={card} name={name(card)} onDone={setDone} />,
      },
    ],
    [t, name, expiryOf, now],
  );

  return (
    <section className="page" aria-labelledby="billing-cards-heading">
      <PageHeader
        headingId="billing-cards-heading"
        title={t('billing.title')}
        documentTitle={t('billing.cards.title')}
      />
      <BillingTabs current="cards" />
      {setupId && <CardSetupResult setupId={setupId} onRead={onSetupRead} />}
      {done && (
        <Notice tone="success" role="status" className="billing-notice">
          <p>{done}</p>
        </Notice>
      )}
      <DroppedItemsNotice count={page.dropped} />
      <SharedGateReason gate={scopeGate}>
        <DataTable
          caption={t('billing.cards.caption')}
          columns={columns}
          rows={page.data}
          rowKey={(card) => card.id}
          empty={
            <EmptyState title={t('billing.cards.empty.heading')}>
              <p className="muted">{t('billing.cards.empty.body')}</p>
            </EmptyState>
          }
        />
        <AddCard />
      </SharedGateReason>
      <AutoPaySetting />
    </section>
  );
}

/** "Visa •••• 4242" to the eye, "Visa ending 4242" to a screen reader. */
function CardName({ card }: { card: Card }) {
  const { name, brandOf } = useCardName();
  return (
    <span className="billing-card-name">
      <span aria-hidden="true">
        {brandOf(card)}
        {card.last4 && <span className="billing-card-digits"> •••• {card.last4}</span>}
      </span>
      <span className="visually-hidden">{name(card)}</span>
    </span>
  );
}

/**
 * Adding a card happens on the provider's page: the setup is created with this screen as the way back, and the
 * browser goes there only when its address is `https:` (anything else is said, never followed).
 */
function AddCard() {
  const t = useMessages(billingMessages);
  const gate = useScopeGate(billingRoutes.startCardSetup);
  const start = useStartCardSetup();
  const [unsafe, setUnsafe] = useState(false);
  return (
    <section className="billing-section billing-add-card" aria-labelledby="billing-add-card-heading">
      <h2 id="billing-add-card-heading">{t('billing.cards.add.heading')}</h2>
      <p className="muted">{t('billing.cards.add.hint')}</p>
      <GatedButton
        gate={gate}
        variant="primary"
        guard={start}
        onClick={() => {
          setUnsafe(false);
          start.mutate(
            { returnUrl: `${window.location.origin}/billing/cards` },
            {
              onSuccess: (setup) => {
                const url = httpsUrl(setup.redirectUrl);
                if (url) goToExternalPage(url);
                else setUnsafe(true);
              },
            },
          );
        }}
      >
        {t('billing.cards.add')}
      </GatedButton>
      {start.error ? <ProblemAlert error={start.error} /> : null}
      {unsafe && (
        <Notice tone="warning" role="alert" className="billing-notice">
          <p>{t('billing.cards.add.unsafe')}</p>
          <p>
            <GetHelpLink inline about={t('billing.help.cardPage')}>
              {t('billing.help.link')}
            </GetHelpLink>
          </p>
        </Notice>
      )}
    </section>
  );
}

/** What became of the card the customer entered at the provider: added, declined (why, in words), or not known. */
function CardSetupResult({ setupId, onRead }: { setupId: string; onRead: () => void }) {
  const t = useMessages(billingMessages);
  const words = useProblemWords();
  const queryClient = useQueryClient();
  const { name } = useCardName();
  const setup = useQuery(billingQueries.cardSetup(setupId));
  const status = setup.data?.status;

  // Read: the address no longer needs to name it (a reload would say it again), and an added card is listed.
  const read = !setup.isPending;
  useEffect(() => {
    if (read) onRead();
  }, [read, onRead]);
  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: billingKeys.cardList() });
  }, [status, queryClient]);

  if (setup.isPending) {
    return (
      <p role="status" className="muted">
        {t('billing.cards.setup.checking')}
      </p>
    );
  }
  if (setup.isError) {
    return (
      <div className="billing-notice">
        <p>{t('billing.cards.setup.unknown')}</p>
        <ProblemAlert error={setup.error} onRetry={() => void setup.refetch()} />
      </div>
    );
  }
  const result = setup.data;
  if (result.status === 'completed') {
    return (
      <Notice tone="success" role="status" className="billing-notice">
        <p>
          {result.card
            ? t('billing.cards.setup.added', { card: name(result.card) })
            : t('billing.cards.setup.addedNoCard')}
        </p>
      </Notice>
    );
  }
  if (result.status === 'declined') {
    return (
      <Notice tone="danger" role="alert" className="billing-notice" title={t('billing.cards.setup.declined')}>
        <p>{words?.code(result.declineCode) ?? t('billing.cards.setup.declinedHint')}</p>
      </Notice>
    );
  }
  return (
    <Notice role="status" className="billing-notice">
      <p>{result.status === 'pending' ? t('billing.cards.setup.pending') : t('billing.cards.setup.unknown')}</p>
    </Notice>
  );
}

/**
 * Automatic payment: an opt-in that charges the default card on each invoice's due date (for invoices due after it
 * was turned on). Turning it on needs a default card that has not expired (the server's gate, said before the click);
 * off always works. Its outcomes are in the payment history.
 */
function AutoPaySetting() {
  const t = useMessages(billingMessages);
  const settings = useQuery(billingQueries.settings());
  const update = useUpdateBillingSettings();
  const enabled = settings.data?.autoPay.enabled ?? false;
  const gate = useScopeGate(
    billingRoutes.updateSettings,
    enabled ? undefined : (settings.data?.actions.canEnableAutoPay ?? undefined),
  );
  if (!settings.data) return null;
  return (
    <section className="billing-section" aria-labelledby="billing-autopay-heading">
      <h2 id="billing-autopay-heading">{t('billing.autoPay.heading')}</h2>
      <p>{enabled ? t('billing.autoPay.on') : t('billing.autoPay.off')}</p>
      <p className="muted">{t('billing.autoPay.hint')}</p>
      <GatedButton
        gate={gate}
        guard={update}
        variant={enabled ? undefined : 'primary'}
        onClick={() => update.mutate({ autoPay: { enabled: !enabled } })}
      >
        {enabled ? t('billing.autoPay.turnOff') : t('billing.autoPay.turnOn')}
      </GatedButton>
      {update.error ? <ProblemAlert error={update.error} /> : null}
    </section>
  );
}

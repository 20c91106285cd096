import { useState } from 'react';
import { ticketRoutes } from '@/api/endpoints/tickets';
import type { Ticket } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCloseTicket, useReopenTicket } from '@/features/tickets/api/ticket-mutations';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';

/** Close (after confirming) or reopen. Both answer with the refreshed ticket, so the screen updates at once. */
export function TicketActions({ ticket, ticketParam }: { ticket: Ticket; ticketParam: string }) {
  const t = useMessages(ticketMessages);
  const [confirming, setConfirming] = useState(false);
  const close = useCloseTicket(ticketParam);
  const reopen = useReopenTicket(ticketParam);
  const isClosed = ticket.status === 'closed';
  const closeGate = useScopeGate(ticketRoutes.close);
  const reopenGate = useScopeGate(ticketRoutes.reopen);

  return (
    <>
      {isClosed ? (
        <GatedButton gate={reopenGate} variant="secondary" guard={reopen} onClick={() => reopen.mutate()}>
          {reopen.isPending ? t('tickets.actions.reopening') : t('tickets.actions.reopen')}
        </GatedButton>
      ) : (
        <GatedButton
          gate={closeGate}
          variant="secondary"
          onClick={() => {
            close.reset();
            setConfirming(true);
          }}
        >
          {t('tickets.actions.close')}
        </GatedButton>
      )}
      {reopen.error ? <ProblemAlert error={reopen.error} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('tickets.close.title', { number: ticket.number })}
        description={
          <p>
            {ticket.subject
              ? t('tickets.close.description', { subject: ticket.subject })
              : t('tickets.close.descriptionNoSubject')}
          </p>
        }
        confirmLabel={t('tickets.close.confirm')}
        cancelLabel={t('tickets.close.keep')}
        guard={close}
        error={close.error}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

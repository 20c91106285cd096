import { useState } from 'react';
import type { Ticket } from '@/api/schemas/tickets';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCloseTicket, useReopenTicket } from '@/features/tickets/api/ticket-queries';

/** Close (after confirming) or reopen. Both answer with the refreshed ticket, so the screen updates at once. */
export function TicketActions({ ticket, ticketParam }: { ticket: Ticket; ticketParam: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseTicket(ticketParam);
  const reopen = useReopenTicket(ticketParam);
  const isClosed = ticket.status === 'closed';

  return (
    <>
      {isClosed ? (
        <button
          type="button"
          className="button"
          disabled={reopen.isPending}
          aria-busy={reopen.isPending || undefined}
          onClick={() => reopen.mutate()}
        >
          {reopen.isPending ? 'Reopening…' : 'Reopen ticket'}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            close.reset();
            setConfirming(true);
          }}
        >
          Close ticket
        </button>
      )}
      {reopen.error ? <ProblemAlert error={reopen.error} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Close ticket #${ticket.number}?`}
        description={
          <p>
            Support will stop working on “{ticket.subject ?? 'this ticket'}”. You can reopen it later if the problem
            comes back.
          </p>
        }
        confirmLabel="Close ticket"
        pending={close.isPending}
        error={close.error}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

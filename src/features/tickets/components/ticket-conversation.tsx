import type { Ticket } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { DateTime } from '@/ui/format/date-time';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { AttachmentList } from './attachment-list';
import { TicketMessage } from './ticket-message';

/** The conversation, oldest first. Ledger: `messages[]` is all of it, opening message included; `body` repeats it. */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  return (
    <section aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">{t('tickets.detail.conversation')}</h2>
      <DroppedItemsNotice count={ticket.droppedMessages} />
      {ticket.messages.length === 0 && ticket.body && (
        <div className="ticket-message ticket-message--customer">
          <div className="ticket-message__header">
            <span className="ticket-message__sender">{ticket.requesterName ?? t('tickets.detail.you')}</span>
            <span className="muted">{t('tickets.detail.openedTheTicket')}</span>
            <DateTime value={ticket.createdAt} />
          </div>
          <p className="ticket-message__body">{ticket.body}</p>
        </div>
      )}
      {ticket.attachments.length > 0 && (
        <div className="ticket-files">
          <h3 className="h3">{t('tickets.detail.files.heading')}</h3>
          <AttachmentList attachments={ticket.attachments} label={t('tickets.detail.files.label')} />
        </div>
      )}
      {ticket.messages.length === 0 ? (
        !ticket.body && <p className="muted">{t('tickets.detail.noMessages')}</p>
      ) : (
        <ol className="ticket-conversation">
          {ticket.messages.map((m) => (
            <li key={m.id}>
              <TicketMessage message={m} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

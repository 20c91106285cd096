import type { Ticket } from '@/api/schemas/tickets';
import { DateTime } from '@/ui/format/date-time';
import { AttachmentList } from './attachment-list';
import { TicketMessage } from './ticket-message';

/** The conversation, oldest first. Ledger: `messages[]` is all of it, opening message included; `body` repeats it. */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  return (
    <section aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">Conversation</h2>
      {ticket.messages.length === 0 && ticket.body && (
        <div className="message message--customer">
          <div className="message__header">
            <span className="message__sender">{ticket.requesterName ?? 'You'}</span>
            <span className="muted">opened the ticket</span>
            <DateTime value={ticket.createdAt} />
          </div>
          <p className="message__body">{ticket.body}</p>
        </div>
      )}
      {ticket.attachments.length > 0 && (
        <div className="ticket-files">
          <h3 className="h3">Files on this ticket</h3>
          <AttachmentList attachments={ticket.attachments} label="Ticket attachments" />
        </div>
      )}
      {ticket.messages.length === 0 ? (
        !ticket.body && <p className="muted">No messages yet.</p>
      ) : (
        <ol className="conversation">
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

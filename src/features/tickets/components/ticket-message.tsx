import type { TicketMessage as Message } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { DateTime } from '@/ui/format/date-time';
import { StatusBadge } from '@/ui/status-badge';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { AttachmentList } from './attachment-list';

/** The element id of a message in the conversation (a reply just sent is scrolled to and focused). */
export const messageAnchorId = (messageId: string) => `ticket-message-${messageId}`;

/** One message of the conversation: its text as the sender wrote it, with the words around it translated. */
export function TicketMessage({ message }: { message: Message }) {
  const t = useMessages(ticketMessages);
  const role = t('tickets.message.sender', { sender: message.sender });
  return (
    // Focusable by script only: after a reply is sent, focus moves here.
    <div id={messageAnchorId(message.id)} tabIndex={-1} className={`ticket-message ticket-message--${message.sender}`}>
      <div className="ticket-message__header">
        <span className="ticket-message__sender">{message.senderName ?? role}</span>
        <span className="ticket-message__role">{role}</span>
        {message.encrypted && <StatusBadge tone="info">{t('tickets.message.encrypted')}</StatusBadge>}
        <DateTime value={message.sentAt} />
      </div>
      {message.body !== null ? (
        // Rendered as text: markup in a message is shown literally, never interpreted.
        <p className="ticket-message__body">{message.body}</p>
      ) : (
        <p className="ticket-message__body ticket-message__body--muted">
          {message.encrypted ? t('tickets.message.encryptedBody') : t('tickets.message.noText')}
        </p>
      )}
      <AttachmentList attachments={message.attachments} label={t('tickets.message.attachments')} />
    </div>
  );
}

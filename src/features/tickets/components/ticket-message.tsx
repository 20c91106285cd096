import type { TicketMessage as Message } from '@/api/schemas/tickets';
import { DateTime } from '@/ui/format/date-time';
import { StatusBadge } from '@/ui/status-badge';
import { senderLabels } from '@/features/tickets/ticket-labels';
import { AttachmentList } from './attachment-list';

export function TicketMessage({ message }: { message: Message }) {
  return (
    <div className={`message message--${message.sender}`}>
      <div className="message__header">
        <span className="message__sender">{message.senderName ?? senderLabels[message.sender]}</span>
        <span className="message__role">{senderLabels[message.sender]}</span>
        {message.encrypted && <StatusBadge tone="info">Encrypted</StatusBadge>}
        <DateTime value={message.sentAt} />
      </div>
      {message.body !== null ? (
        // Rendered as text: markup in a message is shown literally, never interpreted.
        <p className="message__body">{message.body}</p>
      ) : (
        <p className="message__body message__body--muted">
          {message.encrypted
            ? 'This message is encrypted. Its content is not shown in the panel; read it in the e-mail we sent you.'
            : 'This message has no text.'}
        </p>
      )}
      <AttachmentList attachments={message.attachments} label="Message attachments" />
    </div>
  );
}

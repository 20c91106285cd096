import { useState } from 'react';
import type { TicketAttachment } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { ProblemAlert } from '@/ui/problem-alert';
import { downloadTicketAttachment, isDownloadable } from '@/features/tickets/api/ticket-section-queries';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { withoutBidiControls } from '@/ui/bidi';
import { attachmentDisplayName, attachmentSaveName } from '@/features/tickets/attachment-name';

/** A message's attachments, each a button that downloads it with the key (`ticket-section-queries.ts`). */
export function AttachmentList({ attachments, label }: { attachments: TicketAttachment[]; label: string }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="ticket-attachments" aria-label={label}>
      {attachments.map((a, i) => (
        <li key={a.id ?? `${a.downloadUrl}-${i}`}>
          <AttachmentButton attachment={a} />
        </li>
      ))}
    </ul>
  );
}

function AttachmentButton({ attachment }: { attachment: TicketAttachment }) {
  const t = useMessages(ticketMessages);
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [error, setError] = useState<unknown>(null);
  const fallback = t('tickets.attachment.defaultName');
  // Shown without bidi controls, saved under a name that ends as the API allowed (attachment-name.ts).
  const name = attachmentDisplayName(attachment, fallback);
  const safe = isDownloadable(attachment);

  async function download() {
    setState('busy');
    setError(null);
    try {
      const { blob, filename } = await downloadTicketAttachment(attachment);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = attachmentSaveName(attachment, { filename, type: blob.type || null }, fallback);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e);
    } finally {
      setState('idle');
    }
  }

  return (
    <>
      <button
        type="button"
        className="ticket-attachment"
        onClick={() => void download()}
        disabled={!safe || state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        <span aria-hidden="true" className="ticket-attachment__icon">
          ↓
        </span>
        <span className="ticket-attachment__name">{name}</span>
        {attachment.mimeType && (
          <span className="ticket-attachment__type">{withoutBidiControls(attachment.mimeType)}</span>
        )}
        <span className="visually-hidden">
          , {state === 'busy' ? t('tickets.attachment.downloading') : t('tickets.attachment.download')}
        </span>
      </button>
      {error ? <ProblemAlert error={error} /> : null}
    </>
  );
}

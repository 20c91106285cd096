import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Ticket, TicketMessage } from '@/api/schemas/tickets';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DateTime } from '@/ui/format/date-time';
import { ProblemAlert } from '@/ui/problem-alert';
import { StatusBadge } from '@/ui/status-badge';
import { usePageTitle } from '@/ui/use-page-title';
import { ticketQueries, useCloseTicket, useReopenTicket } from '@/features/tickets/api/ticket-queries';
import { AttachmentList } from './attachment-list';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';

export function TicketDetailPage({ ticketParam }: { ticketParam: string }) {
  const { data: ticket } = useSuspenseQuery(ticketQueries.detail(ticketParam));
  usePageTitle(`Ticket #${ticket.number}`);

  return (
    <article className="page" aria-labelledby="ticket-heading">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/support/tickets" search={{ status: 'all' }}>
              Support tickets
            </Link>
          </li>
          <li aria-current="page">#{ticket.number}</li>
        </ol>
      </nav>
      <div className="page__header">
        <div>
          <h1 id="ticket-heading">{ticket.subject ?? '(no subject)'}</h1>
          <p className="page__meta">
            <span>Ticket #{ticket.number}</span>
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </p>
        </div>
        <TicketActions ticket={ticket} ticketParam={ticketParam} />
      </div>

      <div className="detail-grid">
        <div className="detail-grid__main">
          <section aria-labelledby="conversation-heading">
            <h2 id="conversation-heading">Conversation</h2>
            {/* Ledger: messages[] is the whole conversation, opening message first; body repeats it. */}
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
                    <Message message={m} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside className="detail-grid__side" aria-label="Ticket details">
          <dl className="facts">
            <div>
              <dt>Department</dt>
              <dd>{ticket.departmentName ?? ticket.departmentSlug}</dd>
            </div>
            <div>
              <dt>Requester</dt>
              <dd>{ticket.requesterName ?? '—'}</dd>
            </div>
            <div>
              <dt>Opened</dt>
              <dd>
                <DateTime value={ticket.createdAt} />
              </dd>
            </div>
            <div>
              <dt>Last activity</dt>
              <dd>
                <DateTime value={ticket.lastMessageAt ?? ticket.updatedAt} />
              </dd>
            </div>
            <div>
              <dt>Messages</dt>
              <dd>{ticket.messageCount}</dd>
            </div>
            <div>
              <dt>CC</dt>
              <dd>{ticket.ccEmails.length ? ticket.ccEmails.join(', ') : '—'}</dd>
            </div>
          </dl>
          {ticket.linkedServices.length > 0 && (
            <section aria-labelledby="linked-heading">
              <h2 id="linked-heading" className="h3">
                Linked services
              </h2>
              <ul className="linked">
                {ticket.linkedServices.map((s, i) => (
                  <li key={`${s.serviceType}-${s.serviceId ?? i}`}>
                    <span className="linked__type">{serviceTypeLabel(s.serviceType)}</span>
                    <span>{s.serviceName ?? s.serviceId ?? 'Unnamed service'}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}

function serviceTypeLabel(type: string): string {
  const labels: Record<string, string> = {
    vps: 'VPS',
    domain: 'Domain',
    hosting: 'Hosting',
    shared_hosting: 'Hosting',
    order: 'Order',
    invoice: 'Invoice',
  };
  return labels[type] ?? type;
}

const senderLabels = { customer: 'You', staff: 'Support', automation: 'Automated', unknown: 'Unknown sender' } as const;

function Message({ message }: { message: TicketMessage }) {
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

function TicketActions({ ticket, ticketParam }: { ticket: Ticket; ticketParam: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseTicket(ticketParam);
  const reopen = useReopenTicket(ticketParam);
  const isClosed = ticket.status === 'closed';

  return (
    <div className="page__actions">
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
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

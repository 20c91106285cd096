import { zodResolver } from '@hookform/resolvers/zod';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { TicketReplyBody } from '@/api/schemas/ticket-conversations';
import type { Ticket } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { AttachmentsField } from '@/ui/attachments-field';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/fields';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAttachmentUploads } from '@/ui/use-attachment-uploads';
import { useLastSharedView } from '@/ui/share-view';
import { useFormat } from '@/ui/format/use-format';
import { useReplyToTicket } from '@/features/tickets/api/ticket-mutations';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { parseCcList, sameAddresses } from '@/features/tickets/ticket-cc';
import { forgetReplyDraft, readReplyDraft, saveReplyDraft } from '@/features/tickets/ticket-drafts';
import { messageAnchorId } from './ticket-message';
import { CcField, ccCheck, messageCheck, useConversationErrors, useFieldErrorText } from './ticket-form-parts';

type ReplyForm = { body: string; cc: string };

const replySchema = z.object({ body: messageCheck, cc: ccCheck });

/**
 * Under the conversation: the reply box, or why there is none (a closed ticket is reopened first; a key that may not
 * write says so before anything is typed).
 */
export function TicketReply({ ticket, ticketParam }: { ticket: Ticket; ticketParam: string }) {
  const t = useMessages(ticketMessages);
  const gate = useScopeGate(ticketRoutes.reply);
  return (
    <section aria-labelledby="reply-heading" className="ticket-reply">
      <h2 id="reply-heading">{t('tickets.reply.heading')}</h2>
      {ticket.status === 'closed' ? (
        <Notice tone="info" role="note">
          <p>{t('tickets.reply.closed')}</p>
        </Notice>
      ) : gate.allowed ? (
        // Per ticket: its draft, its files.
        <ReplyBox key={ticket.id} ticket={ticket} ticketParam={ticketParam} />
      ) : (
        <GatedButton gate={gate} variant="primary">
          {t('tickets.reply.send')}
        </GatedButton>
      )}
    </section>
  );
}

const joinCc = (list: readonly string[]) => list.join(', ');

function ReplyBox({ ticket, ticketParam }: { ticket: Ticket; ticketParam: string }) {
  const t = useMessages(ticketMessages);
  const queryClient = useQueryClient();
  const reply = useReplyToTicket(ticketParam);
  const uploads = useAttachmentUploads();
  // The view the customer shared in this tab ("Share this view with support"), one click from this reply.
  const sharedView = useLastSharedView();
  const format = useFormat();
  const viewAttached = sharedView !== null && uploads.rows.some((row) => row.name === sharedView.file.name);
  const gate = useScopeGate(ticketRoutes.reply);
  // The draft of an earlier visit (or of before a reload), read once.
  const [draft] = useState(() => readReplyDraft(ticket.id));
  // Names of the draft's files not chosen again yet (files cannot be kept, only their names).
  const [draftFiles, setDraftFiles] = useState<string[]>(() => draft?.files ?? []);
  const [sentMessageId, setSentMessageId] = useState<string | null>(null);
  const [restored, setRestored] = useState(() => (draft?.body.trim() ?? '') !== '');
  const ticketCc = joinCc(ticket.ccEmails);

  const form = useForm<ReplyForm>({
    resolver: zodResolver(replySchema),
    mode: 'onSubmit',
    defaultValues: { body: draft?.body ?? '', cc: draft?.cc ?? ticketCc },
  });
  const { errors } = form.formState;
  const ccValue = useCallback(() => form.getValues('cc'), [form]);
  const errorText = useFieldErrorText(ccValue);
  const { top } = useConversationErrors(form, reply.error, reply.variables, uploads, ['body']);

  // The files of the message and the draft's files still to pick again, by name, for the draft.
  const chosen = uploads.rows.filter((row) => row.status !== 'refused').map((row) => row.name);
  const missing = draftFiles.filter((name) => !chosen.includes(name));
  // One string, so the draft is written again only when the names change (not on every progress event).
  const filesKey = [...chosen, ...missing].join('\n');
  const chosenKey = chosen.join('\n');

  // A draft's file chosen again is no longer one to pick again (removing it later does not bring the note back).
  useEffect(() => {
    const names = chosenKey === '' ? [] : chosenKey.split('\n');
    setDraftFiles((current) => {
      const left = current.filter((name) => !names.includes(name));
      return left.length === current.length ? current : left;
    });
  }, [chosenKey]);

  // Kept as it is typed (and as files are chosen), until it is sent.
  useEffect(() => {
    const files = filesKey === '' ? [] : filesKey.split('\n');
    const save = (values: Partial<ReplyForm>) =>
      saveReplyDraft(ticket.id, { body: values.body ?? '', cc: values.cc ?? '', files }, ticketCc);
    save(form.getValues());
    const subscription = form.watch((values) => save(values));
    return () => subscription.unsubscribe();
  }, [form, ticket.id, ticketCc, filesKey]);

  // The reply just sent: in view and focused once the conversation shows it, so the next thing read is what was sent.
  const toFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = toFocus.current;
    if (id === null) return;
    const element = document.getElementById(messageAnchorId(id));
    if (!element) return;
    toFocus.current = null;
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
  }, [sentMessageId, ticket.messages]);

  const sent = (messageId: string, ccEmails: readonly string[]) => {
    forgetReplyDraft(ticket.id);
    uploads.clear();
    setDraftFiles([]);
    setRestored(false);
    form.reset({ body: '', cc: joinCc(ccEmails) });
    toFocus.current = messageId;
    setSentMessageId(messageId);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!gate.allowed || uploads.uploading) return;
    const cc = parseCcList(values.cc);
    const body: TicketReplyBody = { body: values.body };
    // `ccEmails` replaces the ticket's list: sent only when it was changed.
    if (!sameAddresses(cc, ticket.ccEmails)) body.ccEmails = cc;
    if (uploads.ids.length > 0) body.attachmentIds = [...uploads.ids];
    const before = new Set(ticket.messages.map((message) => message.id));
    setSentMessageId(null);
    reply.mutate(body, {
      onSuccess: ({ message, ticket: answered }) => sent(message.id, answered.ccEmails),
      onError: (error) => {
        if (!isApiError(error) || !error.outcomeUnknown) return;
        // The ticket was read again before this (the guarded mutation's `touches`): if the reply is in it, it went.
        const now = queryClient.getQueryData<Ticket>(ticketQueries.detail(ticketParam).queryKey);
        const found = now?.messages.find(
          (message) =>
            !before.has(message.id) && message.sender === 'customer' && message.body?.trim() === values.body.trim(),
        );
        if (found && now) {
          reply.reset();
          sent(found.id, now.ccEmails);
        }
      },
    });
  });

  const unknown = isApiError(reply.error) && reply.error.outcomeUnknown;
  const otherProblem =
    reply.error !== null && reply.error !== undefined && !(isApiError(reply.error) && reply.error.status === 400);

  return (
    <form className="form ticket-reply__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {restored && <p className="muted">{t('tickets.reply.draftRestored')}</p>}
      <TextAreaField
        label={t('tickets.reply.body')}
        hint={t('tickets.reply.bodyHint')}
        error={errorText(errors.body)}
        rows={6}
        {...form.register('body')}
      />
      <CcField hint={t('tickets.reply.ccHint')} error={errorText(errors.cc)} {...form.register('cc')} />
      {missing.length > 0 && (
        <Notice tone="info" role="note" title={t('tickets.reply.draftFiles.title')} className="ticket-draft-files">
          <p>{t('tickets.reply.draftFiles.body')}</p>
          <ul aria-label={t('tickets.reply.draftFiles.title')}>
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <Button size="small" variant="ghost" onClick={() => setDraftFiles([])}>
            {t('tickets.reply.draftFiles.forget')}
          </Button>
        </Notice>
      )}
      <AttachmentsField uploads={uploads} />
      {sharedView && !viewAttached && (
        <p className="ticket-reply__view">
          <Button size="small" onClick={() => uploads.add([sharedView.file])}>
            {t('tickets.reply.attachView', { time: format.dateTime(sharedView.createdAt) })}
          </Button>
        </p>
      )}
      {top && <ProblemAlert error={top} showFieldErrors />}
      {otherProblem && <ProblemAlert error={reply.error} />}
      {unknown && <p>{t('tickets.reply.unknown')}</p>}
      <div className="ticket-reply__actions">
        <GatedButton
          type="submit"
          gate={gate}
          variant="primary"
          guard={reply}
          disabled={uploads.uploading}
          aria-describedby={uploads.uploading ? 'ticket-reply-wait' : undefined}
        >
          {reply.isPending ? t('tickets.reply.sending') : t('tickets.reply.send')}
        </GatedButton>
        {uploads.uploading && (
          <span id="ticket-reply-wait" className="muted">
            {t('tickets.reply.waitUploads')}
          </span>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {sentMessageId !== null ? t('tickets.reply.sent') : ''}
      </p>
    </form>
  );
}

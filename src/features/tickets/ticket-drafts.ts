import * as z from 'zod/mini';
import { readDraft, removeDraft, writeDraft } from '@/api/drafts';

/**
 * A reply's draft (ledger "Support conversations", Drafts): its text, its CC addresses and the names of the files
 * chosen for it, kept per ticket (by its `tkt_` id, whichever URL form the screen was opened with) until it is sent.
 * The files themselves cannot be kept: after a reload their names are listed to pick again.
 */
const replyDraft = z.object({
  body: z.catch(z.string().check(z.maxLength(20_000)), ''),
  cc: z.catch(z.string().check(z.maxLength(5_000)), ''),
  files: z.catch(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(20)), []),
});
export type ReplyDraft = z.infer<typeof replyDraft>;

const KIND = 'ticket-reply';

export function readReplyDraft(ticketId: string): ReplyDraft | null {
  return readDraft(KIND, ticketId, replyDraft);
}

/** Keeps the draft; one that holds nothing beyond what the box starts with (`emptyCc`) is forgotten instead. */
export function saveReplyDraft(ticketId: string, draft: ReplyDraft, emptyCc: string): void {
  const empty = draft.body.trim() === '' && draft.cc.trim() === emptyCc.trim() && draft.files.length === 0;
  writeDraft(KIND, ticketId, empty ? null : draft);
}

export function forgetReplyDraft(ticketId: string): void {
  removeDraft(KIND, ticketId);
}

/**
 * A new ticket's draft: every field but the files, kept per what it is about (a plain ticket, or one a screen's "Get
 * help with this" opened for a service), so help asked about one server never overwrites a draft about another.
 */
const newTicketDraft = z.object({
  departmentSlug: z.catch(z.string().check(z.maxLength(100)), ''),
  subject: z.catch(z.string().check(z.maxLength(1_000)), ''),
  priority: z.catch(z.string().check(z.maxLength(20)), ''),
  body: z.catch(z.string().check(z.maxLength(20_000)), ''),
  cc: z.catch(z.string().check(z.maxLength(5_000)), ''),
});
export type NewTicketDraft = z.infer<typeof newTicketDraft>;

const NEW_KIND = 'ticket-new';
const newTicketDraftId = (about: { serviceType: string; serviceId: string } | null) =>
  about ? `${about.serviceType}:${about.serviceId}` : 'general';

export function readNewTicketDraft(about: { serviceType: string; serviceId: string } | null): NewTicketDraft | null {
  return readDraft(NEW_KIND, newTicketDraftId(about), newTicketDraft);
}

/** Keeps the draft; one that holds no more than the form starts with (`initial`) is forgotten instead. */
export function saveNewTicketDraft(
  about: { serviceType: string; serviceId: string } | null,
  draft: NewTicketDraft,
  initial: NewTicketDraft,
): void {
  const untouched = (Object.keys(draft) as (keyof NewTicketDraft)[]).every(
    (field) => draft[field].trim() === initial[field].trim(),
  );
  writeDraft(NEW_KIND, newTicketDraftId(about), untouched ? null : draft);
}

export function forgetNewTicketDraft(about: { serviceType: string; serviceId: string } | null): void {
  removeDraft(NEW_KIND, newTicketDraftId(about));
}

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

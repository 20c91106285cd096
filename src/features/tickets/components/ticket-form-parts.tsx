import { useCallback, useEffect, useMemo, type ComponentProps } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import * as z from 'zod/mini';
import { ApiError, isApiError } from '@/api/client';
import { useMessages, type PlainMessageKey } from '@/i18n';
import { TextAreaField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useFormat } from '@/ui/format/use-format';
import { useProblemWords } from '@/ui/problem-words';
import type { AttachmentUploads } from '@/ui/use-attachment-uploads';
import type en from '@/features/tickets/messages/en';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { MAX_CC, invalidCcAddresses, parseCcList } from '@/features/tickets/ticket-cc';

/*
 * What the reply box and the new-ticket form share: the message and CC checks, the CC field, and where a server's
 * field errors go (the message and the CCs on their fields, a refused upload on its file's row).
 */

type Key = PlainMessageKey<typeof en>;

/** The message: not blank, at most the contract's 10,000 characters. */
export const messageCheck = z.string().check(
  z.refine((value) => value.trim() !== '', 'tickets.form.body.required' satisfies Key),
  z.refine((value) => value.length <= 10_000, 'tickets.form.body.tooLong' satisfies Key),
);

/** The CC addresses as typed: each an e-mail address, at most `MAX_CC`. */
export const ccCheck = z.string().check(
  z.refine((value) => invalidCcAddresses(value).length === 0, 'tickets.cc.invalid'),
  z.refine((value) => parseCcList(value).length <= MAX_CC, 'tickets.cc.tooMany' satisfies Key),
);

/** Server field codes the problem words say better than the server's English sentence. */
const SAID_BY_CODE = new Set([
  'department_not_found',
  'department_not_accepting',
  'service_not_found',
  'attachment_not_found',
]);

/**
 * A field's error in words: ours are keys; the server's its reason as sent, except the codes the problem words know;
 * the CC check names the addresses that are not e-mail addresses (read from what is typed now).
 */
export function useFieldErrorText(ccValue: () => string): (error: FieldError | undefined) => string | undefined {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const words = useProblemWords();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const type = typeof error.type === 'string' ? error.type : null;
      const byCode = type && SAID_BY_CODE.has(type) ? words?.code(type) : null;
      if (byCode) return byCode;
      if (!error.message) return undefined;
      if (error.message === 'tickets.cc.invalid') {
        return t('tickets.cc.invalid', { addresses: format.list(invalidCcAddresses(ccValue())) });
      }
      return t.keyOrText(error.message);
    },
    [t, format, words, ccValue],
  );
}

/** A server field error that the form shows by a control of its own (the linked service): by its code when known. */
export function useServerErrorText(): (error: { code: string; detail: string } | null) => string | null {
  const words = useProblemWords();
  return useCallback(
    (error) => (error ? ((SAID_BY_CODE.has(error.code) ? words?.code(error.code) : null) ?? error.detail) : null),
    [words],
  );
}

/** The CC field: addresses separated by commas or new lines. */
export function CcField({
  error,
  hint,
  ...textarea
}: {
  error: string | undefined;
  hint: string;
} & Omit<ComponentProps<typeof TextAreaField>, 'label' | 'hint' | 'error'>) {
  const t = useMessages(ticketMessages);
  return (
    <TextAreaField
      label={t('tickets.cc.label')}
      hint={hint}
      error={error}
      rows={2}
      autoComplete="off"
      spellCheck={false}
      {...textarea}
    />
  );
}

const isCcPointer = (pointer: string) => pointer === '/ccEmails' || pointer.startsWith('/ccEmails/');
const isAttachmentPointer = (pointer: string) => pointer === '/attachmentIds' || pointer.startsWith('/attachmentIds/');
const isLinkedServicePointer = (pointer: string) =>
  pointer === '/linkedService' || pointer.startsWith('/linkedService/');

/** What a message form sent: the lists a field error's index points into. */
interface SentLists {
  ccEmails?: readonly string[] | undefined;
  attachmentIds?: readonly string[] | undefined;
}

/**
 * A server's 400 on a message form: `fields` (the form's own) through `useServerFieldErrors`; the CC errors on the CC
 * field (which address, and the server's reason); an upload id it refused (`/attachmentIds/<i>`) on that file's row;
 * a linked service's error returned for the form to show by it. What names none of these is the form's top alert.
 */
export function useConversationErrors<T extends FieldValues & { cc: string }>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  sent: SentLists | undefined,
  uploads: AttachmentUploads,
  fields: readonly Path<T>[],
): { top: ApiError | null; linkedService: { code: string; detail: string } | null } {
  const t = useMessages(ticketMessages);
  const unplaced = useServerFieldErrors(form, error, fields);
  const { setError } = form;
  const { refuse } = uploads;
  const fieldError = isApiError(error) && error.status === 400 ? error : null;

  useEffect(() => {
    if (!fieldError) return;
    for (const item of fieldError.errors) {
      if (isCcPointer(item.pointer)) {
        const index = /^\/ccEmails\/(\d+)/.exec(item.pointer)?.[1];
        const address = index === undefined ? undefined : sent?.ccEmails?.[Number(index)];
        setError('cc' as Path<T>, {
          type: item.code,
          message: address ? t('tickets.cc.refused', { address, reason: item.detail }) : item.detail,
        });
      } else if (isAttachmentPointer(item.pointer)) {
        const index = /^\/attachmentIds\/(\d+)/.exec(item.pointer)?.[1];
        const id = index === undefined ? undefined : sent?.attachmentIds?.[Number(index)];
        if (id) {
          refuse(
            id,
            new ApiError({
              status: fieldError.status,
              code: item.code,
              title: item.detail,
              requestId: fieldError.requestId,
              errors: [item],
              problem: fieldError.problem,
            }),
          );
        }
      }
    }
  }, [fieldError, sent, setError, refuse, t]);

  return useMemo(() => {
    const linked = fieldError?.errors.find((item) => isLinkedServicePointer(item.pointer)) ?? null;
    const linkedService = linked ? { code: linked.code, detail: linked.detail } : null;
    if (!unplaced) return { top: null, linkedService };
    const rest = unplaced.errors.filter(
      (item) =>
        !isCcPointer(item.pointer) &&
        !isLinkedServicePointer(item.pointer) &&
        // An upload refusal that found its row is said there; one that did not stays at the top.
        !(isAttachmentPointer(item.pointer) && /^\/attachmentIds\/\d+/.test(item.pointer)),
    );
    const top =
      unplaced.errors.length > 0 && rest.length === 0
        ? null
        : new ApiError({
            status: unplaced.status,
            code: unplaced.code,
            title: unplaced.title,
            detail: unplaced.detail,
            requestId: unplaced.requestId,
            errors: rest,
            problem: unplaced.problem,
          });
    return { top, linkedService };
  }, [unplaced, fieldError]);
}

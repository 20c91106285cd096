import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, type ApiError } from '@/api/client';
import { ATTACHMENT_LIMITS, type UploadedAttachment } from '@/api/schemas/ticket-conversations';
import { precheckAttachment, uploadAttachment } from '@/api/upload';
import { toApiError } from './problem-alert';
import { withoutBidiControls } from './bidi';

/** Why a file will not be sent: too large, a type the API refuses, one too many, or a refusal said by its problem. */
export type AttachmentRefusal =
  { kind: 'too_large' } | { kind: 'type_refused' } | { kind: 'too_many' } | { kind: 'problem'; error: ApiError };

export interface AttachmentRow {
  /** This row's own key (the same file may be chosen twice). */
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'uploaded' | 'refused';
  /** 0–100 while uploading. */
  progress: number;
  /** The stored upload, once the server answered 201. */
  attachment: UploadedAttachment | null;
  refusal: AttachmentRefusal | null;
}

export interface AttachmentUploads {
  rows: readonly AttachmentRow[];
  /** Checks each file against `ATTACHMENT_LIMITS` and uploads the ones that pass, each with its own progress. */
  add(files: Iterable<File>): void;
  /** Forgets the file (stopping its upload). */
  remove(key: string): void;
  /** Forgets every file (once the message is sent). */
  clear(): void;
  /** The server refused an uploaded file that a message named (a 400 at `/attachmentIds/<i>`): said on its row. */
  refuse(attachmentId: string, error: ApiError): void;
  /** The uploaded files' ids, in the order they were chosen: the message's `attachmentIds`. */
  ids: readonly string[];
  /** An upload is on its way: the message waits for it. */
  uploading: boolean;
}

/** The server's refusal of an upload, said like the pre-check's when it is one of those. */
function refusalOf(error: unknown): AttachmentRefusal {
  if (isApiError(error) && (error.code === 'attachment_too_large' || error.status === 413))
    return { kind: 'too_large' };
  if (isApiError(error) && (error.code === 'attachment_type_refused' || error.status === 415)) {
    return { kind: 'type_refused' };
  }
  return { kind: 'problem', error: toApiError(error) };
}

/**
 * The files chosen for one message (`AttachmentsField` shows them): each is checked before it is sent (so a file the
 * server would refuse is refused at once, on its row, without a request), uploaded as soon as it is chosen, and can be
 * removed before the message is sent. At most `ATTACHMENT_LIMITS.maxPerMessage` files count; one more is refused.
 */
export function useAttachmentUploads(): AttachmentUploads {
  const [rows, setRows] = useState<AttachmentRow[]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const nextKey = useRef(0);
  const running = useRef(new Map<string, AbortController>());

  // Leaving the screen stops every upload (an unused upload is dropped by the server after a day).
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      uploads.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<AttachmentRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      let counted = rowsRef.current.filter((row) => row.status !== 'refused').length;
      const added: AttachmentRow[] = [];
      const toSend: { key: string; file: File }[] = [];
      for (const file of files) {
        const key = `file-${nextKey.current++}`;
        const checked = precheckAttachment(file);
        const refusal: AttachmentRefusal | null = checked
          ? { kind: checked }
          : counted >= ATTACHMENT_LIMITS.maxPerMessage
            ? { kind: 'too_many' }
            : null;
        added.push({
          key,
          // Shown on its row and kept in a draft in the order its characters are written (./bidi.ts).
          name: withoutBidiControls(file.name),
          size: file.size,
          status: refusal ? 'refused' : 'uploading',
          progress: 0,
          attachment: null,
          refusal,
        });
        if (!refusal) {
          counted++;
          toSend.push({ key, file });
        }
      }
      if (added.length === 0) return;
      // Seen by a second `add` before the next render (two drops in a row count together).
      rowsRef.current = [...rowsRef.current, ...added];
      setRows((current) => [...current, ...added]);
      for (const { key, file } of toSend) {
        const controller = new AbortController();
        running.current.set(key, controller);
        uploadAttachment(file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            update(key, { progress: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
        })
          .then(
            (attachment) => {
              if (controller.signal.aborted) return;
              update(key, { status: 'uploaded', progress: 100, attachment });
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              update(key, { status: 'refused', refusal: refusalOf(error) });
            },
          )
          .finally(() => {
            if (running.current.get(key) === controller) running.current.delete(key);
          });
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    running.current.delete(key);
    setRows((current) => current.filter((row) => row.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const controller of running.current.values()) controller.abort();
    running.current.clear();
    setRows([]);
  }, []);

  const refuse = useCallback((attachmentId: string, error: ApiError) => {
    setRows((current) =>
      current.map((row) =>
        row.attachment?.id === attachmentId ? { ...row, status: 'refused', refusal: { kind: 'problem', error } } : row,
      ),
    );
  }, []);

  return useMemo(
    () => ({
      rows,
      add,
      remove,
      clear,
      refuse,
      ids: rows.flatMap((row) => (row.status === 'uploaded' && row.attachment ? [row.attachment.id] : [])),
      uploading: rows.some((row) => row.status === 'uploading'),
    }),
    [rows, add, remove, clear, refuse],
  );
}

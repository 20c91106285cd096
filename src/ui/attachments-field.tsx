import { useId, useRef, useState, type DragEvent } from 'react';
import { ATTACHMENT_LIMITS } from '@/api/schemas/ticket-conversations';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';
import { Button } from './button';
import { useFormat, type Formatters } from './format/use-format';
import { describeProblem, ProblemSupportDetails } from './problem-alert';
import { useProblemWords, type ProblemWords } from './problem-words';
import type { AttachmentRow, AttachmentUploads } from './use-attachment-uploads';
import './attachments-field.css';

const extensions = Object.keys(ATTACHMENT_LIMITS.types);
/** The picker offers the types the API takes (a person can still choose "all files"; the pre-check says why not). */
const accept = extensions.map((extension) => `.${extension}`).join(',');
/** Sizes in binary units: the limit is 5 × 1024 × 1024 bytes, "5 MiB" rather than "5.2 MB". */
const SIZE = { system: 'binary' } as const;

/** Why a row's file is not attached, in words: the limit it broke, the types allowed, or its problem's words. */
function refusalText(
  row: AttachmentRow,
  t: Translate<CoreMessages>,
  words: ProblemWords | null,
  format: Formatters,
): string | null {
  const refusal = row.refusal;
  if (!refusal) return null;
  switch (refusal.kind) {
    case 'too_large':
      return t('attachments.refused.tooLarge', {
        size: format.bytes(row.size, SIZE),
        limit: format.bytes(ATTACHMENT_LIMITS.maxBytes, SIZE),
      });
    case 'type_refused':
      return t('attachments.refused.type', { types: format.list(extensions, 'disjunction') });
    case 'too_many':
      return t('attachments.refused.tooMany', { count: ATTACHMENT_LIMITS.maxPerMessage });
    case 'problem':
      if (refusal.error.status === 0 && refusal.error.problem === null) return t('attachments.refused.noAnswer');
      return t('attachments.refused.other', { reason: describeProblem(refusal.error, t, words).title });
  }
}

/**
 * The attachments of one message: an "Add files" button (the way that always works, by keyboard too) inside a zone
 * that also takes dropped files, the limits as a hint, and one row per chosen file with its name, size, upload
 * progress (a progress bar), why it is not attached when it is refused (on that row), and a remove button. The state
 * and the uploads are the form's (`useAttachmentUploads`), so the form knows the ids to send and waits for uploads.
 */
export function AttachmentsField({
  uploads,
  disabled = false,
}: {
  uploads: AttachmentUploads;
  /** The key may not send the message: nothing can be chosen. */
  disabled?: boolean;
}) {
  const t = useMessages();
  const format = useFormat();
  const words = useProblemWords();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const legendId = useId();

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !Array.from(event.dataTransfer?.types ?? []).includes('Files')) return;
    event.preventDefault();
    setOver(true);
  };

  // What happened last, said once by assistive technology (progress itself is on each row's bar).
  const settled = uploads.rows.filter((row) => row.status !== 'uploading');
  const last = settled[settled.length - 1];

  return (
    <fieldset className="attachments" aria-describedby={hintId} disabled={disabled}>
      <legend id={legendId} className="attachments__legend">
        {t('attachments.legend')}
      </legend>
      <div
        className={over ? 'attachments__zone attachments__zone--over' : 'attachments__zone'}
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (disabled) return;
          const files = event.dataTransfer?.files;
          if (files && files.length > 0) uploads.add(Array.from(files));
        }}
      >
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('attachments.input')}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files && files.length > 0) uploads.add(Array.from(files));
            // The same file may be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        <Button size="small" onClick={() => input.current?.click()} disabled={disabled}>
          {t('attachments.choose')}
        </Button>
        <span className="attachments__drop muted">{t('attachments.drop')}</span>
      </div>
      <p id={hintId} className="attachments__hint">
        {t('attachments.hint', {
          count: ATTACHMENT_LIMITS.maxPerMessage,
          size: format.bytes(ATTACHMENT_LIMITS.maxBytes, SIZE),
          types: format.list(extensions),
        })}
      </p>
      {uploads.rows.length > 0 && (
        <ul className="attachments__list" aria-label={t('attachments.list')}>
          {uploads.rows.map((row) => (
            <AttachmentRowView
              key={row.key}
              row={row}
              refusal={refusalText(row, t, words, format)}
              onRemove={() => uploads.remove(row.key)}
            />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {last
          ? last.status === 'refused'
            ? t('attachments.announce.refused', { name: last.name })
            : t('attachments.announce.uploaded', { name: last.name })
          : ''}
      </p>
    </fieldset>
  );
}

function AttachmentRowView({
  row,
  refusal,
  onRemove,
}: {
  row: AttachmentRow;
  refusal: string | null;
  onRemove: () => void;
}) {
  const t = useMessages();
  const format = useFormat();
  const refusalId = useId();
  return (
    <li className={`attachments__row attachments__row--${row.status}`}>
      <span className="attachments__name">{row.name}</span>
      <span className="attachments__size">{format.bytes(row.size, SIZE)}</span>
      {row.status === 'uploading' && (
        <progress
          className="attachments__progress"
          max={100}
          value={row.progress}
          aria-label={t('attachments.uploading', { name: row.name })}
        />
      )}
      {row.status === 'uploaded' && <span className="attachments__done">{t('attachments.uploaded')}</span>}
      <Button
        size="small"
        variant="ghost"
        className="attachments__remove"
        aria-label={t('attachments.remove', { name: row.name })}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={onRemove}
      >
        {t('attachments.removeShort')}
      </Button>
      {refusal && (
        <div className="attachments__refusal">
          <p id={refusalId}>
            <span aria-hidden="true" className="attachments__refusal-icon">
              !
            </span>{' '}
            {refusal}
          </p>
          {row.refusal?.kind === 'problem' && <ProblemSupportDetails problem={row.refusal.error} />}
        </div>
      )}
    </li>
  );
}

import { useState, type ReactNode } from 'react';
import { APP_VERSION } from '../api/app-version';
import { ApiError, isApiError } from '../api/client';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { NOT_IN_VIEW, REPLAY_READ_ONLY } from './replay-mode';
import { useShareView } from './share-view';
import { useProblemWords, type ProblemWords } from './problem-words';
import { SupportDetails } from './support-details';
import './problem-alert.css';

/**
 * Turns anything thrown into something a person can read and quote to support. A failure in the panel
 * itself gets code `client_error` and no title: the alert says it in the active language.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    status: 0,
    code: 'client_error',
    title: '',
    detail: error instanceof Error && error.message ? error.message : null,
  });
}

/** The generic words by HTTP status: while the problem words load, and for an unknown code the server left bare. */
function genericKind(status: number) {
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 409 || status === 412) return 'conflict';
  if (status === 429) return 'busy';
  if (status >= 500) return 'server';
  return 'other';
}

/** The server's title and detail as one line, for "Details for support" (never the main message of a known code). */
export function serverTextOf(problem: Pick<ApiError, 'title' | 'detail'>): string | null {
  const parts = [problem.title, problem.detail].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(': ') : null;
}

/**
 * "Details for support" for a problem shown by other words than a ProblemAlert (a notice, an outcome row): its code,
 * status, request id, the server's own text, the scopes a 403 named and the field pointers.
 */
export function ProblemSupportDetails({ problem }: { problem: ApiError }) {
  return (
    <SupportDetails
      code={problem.code}
      status={problem.status}
      requestId={problem.requestId}
      serverText={serverTextOf(problem)}
      scopes={problem.missingScopes}
      fields={problem.errors}
    />
  );
}

/** A 403 that said what the key lacks, in words: the missing scopes' permissions, or order placement. */
function forbiddenWords(problem: ApiError, words: ProblemWords): string | null {
  if (problem.code !== 'forbidden') return null;
  if (problem.missingScopes.length > 0) return words.missingScopes(problem.missingScopes);
  if (problem.problem?.extensions?.['requiredPermission'] === 'canPlaceOrders') return words.placeOrders();
  return null;
}

interface Described {
  title: string;
  detail: ReactNode;
  /** The server's own words did not make the message: they go under "Details for support". */
  serverTextInDetails: boolean;
}

/**
 * The message: for the failures the client makes up itself (no answer, an answer that breaks the contract, a bug)
 * the core words; for a code the problem words know, those words; for a code they do not know, the server's title
 * and detail as sent; while the problem words load, generic words by status.
 */
export function describeProblem(problem: ApiError, t: Translate<CoreMessages>, words: ProblemWords | null): Described {
  const ours = (title: string, detail: ReactNode): Described => ({ title, detail, serverTextInDetails: true });
  // Never "try again" for a write that may have been applied (src/api/guarded-mutation.ts read it again first).
  if (problem.outcomeUnknown) return ours(t('problem.outcomeUnknown.title'), t('problem.outcomeUnknown.detail'));
  // A replay's own answers (src/features/sharing/replay.ts): what the bundle does not hold, a write refused.
  if (problem.code === NOT_IN_VIEW) return ours(t('replay.notInView'), null);
  if (problem.code === REPLAY_READ_ONLY) return ours(t('replay.readOnly'), null);
  if (problem.problem === null) {
    switch (problem.code) {
      case 'timeout':
        return ours(t('problem.timeout.title'), t('problem.timeout.detail'));
      case 'client_error':
        return ours(t('problem.clientError.title'), t('problem.clientError.detail'));
      case 'network_error':
        return ours(t('problem.network.title'), t('problem.network.detail'));
      case 'invalid_response':
        return ours(t('problem.invalidResponse.title'), t('problem.invalidResponse.detail'));
    }
  }
  const generic = t('problem.generic', { kind: genericKind(problem.status) });
  if (!words) return ours(generic, null);
  const known = forbiddenWords(problem, words) ?? words.code(problem.code);
  if (known) return ours(known, null);
  // A code the catalog does not know: the server's words are the only ones that say what happened.
  if (problem.title || problem.detail) {
    return {
      title: problem.title || generic,
      detail: problem.title ? problem.detail : null,
      serverTextInDetails: false,
    };
  }
  return ours(generic, null);
}

/**
 * What "Copy details for support" puts on the clipboard: one fact a line, labelled in the active language (time,
 * address, HTTP status, code, request id, app version). Never a request header or the key: the address is the
 * screen's, which never holds the key.
 */
export function supportTextOf(
  problem: Pick<ApiError, 'status' | 'code' | 'requestId'>,
  facts: { at: Date; url: string },
  t: Translate<CoreMessages>,
): string {
  const lines: [string, string][] = [
    [t('problem.support.time'), facts.at.toISOString()],
    [t('problem.support.url'), facts.url],
  ];
  if (problem.status > 0) lines.push([t('problem.support.status'), String(problem.status)]);
  lines.push([t('problem.code'), problem.code]);
  lines.push([t('problem.requestId'), problem.requestId ?? t('problem.noRequestId')]);
  lines.push([t('problem.support.version'), APP_VERSION]);
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** A field error in words: what is wrong (by its code), after the field's label when the form gave one. */
function fieldErrorWords(
  error: ApiError['errors'][number],
  t: Translate<CoreMessages>,
  words: ProblemWords | null,
  labels: Readonly<Record<string, string>>,
): string {
  const message =
    error.code === 'missing_required'
      ? t('problem.field.required')
      : error.code !== 'invalid_request' && error.code !== 'unknown'
        ? (words?.code(error.code) ?? t('problem.field.invalid'))
        : t('problem.field.invalid');
  const label = labels[error.pointer];
  return label ? t('problem.field.named', { field: label, message }) : message;
}

/**
 * A failure in customer words, with everything technical (code, HTTP status, request id with a copy button, the
 * server's own text, the scopes the key lacks, field pointers) under "Details for support", closed by default.
 * Field errors are listed (in words, by the field's label from `fieldLabels` when given) when the form has nowhere
 * better to put them.
 */
export function ProblemAlert({
  error,
  onRetry,
  showFieldErrors = false,
  fieldLabels = {},
  said,
}: {
  error: unknown;
  onRetry?: () => void;
  showFieldErrors?: boolean;
  /** Labels of the fields by their JSON pointer (`/name` → "Name"), for `showFieldErrors`. */
  fieldLabels?: Readonly<Record<string, string>>;
  /**
   * What this failure means where it happened and what to do, when the caller knows better than the code's general
   * words (those say "make it smaller" of any request too large); the code and the server's words stay under the
   * details.
   */
  said?: { title: string; detail: string } | undefined;
}) {
  const t = useMessages();
  const words = useProblemWords();
  const problem = toApiError(error);
  // When the customer saw it: the time "Copy details for support" tells.
  const [shownAt] = useState(() => new Date());
  const shareView = useShareView();
  const { title, detail, serverTextInDetails } = said
    ? { ...said, serverTextInDetails: true }
    : describeProblem(problem, t, words);
  const fieldErrors = showFieldErrors ? problem.errors : [];
  // The server's own text for support; of the client-made failures only the technical detail of an answer that broke
  // the contract or of a bug (the English titles the client gives network errors and timeouts are for logs).
  const serverText = !serverTextInDetails
    ? null
    : problem.problem !== null
      ? serverTextOf(problem)
      : problem.code === 'invalid_response' || problem.code === 'client_error'
        ? problem.detail
        : null;
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">
        <span aria-hidden="true" className="alert__icon">
          !
        </span>
        {title}
      </p>
      {detail && <p className="alert__detail">{detail}</p>}
      {fieldErrors.length > 0 && (
        <ul className="alert__list">
          {fieldErrors.map((e) => (
            <li key={`${e.pointer}:${e.code}:${e.detail}`}>{fieldErrorWords(e, t, words, fieldLabels)}</li>
          ))}
        </ul>
      )}
      <SupportDetails
        code={problem.code}
        status={problem.status}
        requestId={problem.requestId}
        serverText={serverText}
        scopes={problem.missingScopes}
        fields={problem.errors}
      />
      <div className="alert__actions">
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('problem.retry')}
          </Button>
        )}
        <CopyButton
          visibleLabel
          label={t('problem.support.copy')}
          value={() => supportTextOf(problem, { at: shownAt, url: window.location.href }, t)}
        />
        {shareView && (
          <Button size="small" variant="ghost" onClick={shareView}>
            {t('shell.shareView')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * A form's problems that no field shows: the server's field errors it could not place at a field (`unplaced`, from
 * `useServerFieldErrors`), and the send's failure when it was not a 400 (a 400's errors are at their fields).
 */
export function FormProblemAlerts({ unplaced, error }: { unplaced: ApiError | null; error: unknown }) {
  return (
    <>
      {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
      {error && !(isApiError(error) && error.status === 400) ? <ProblemAlert error={error} /> : null}
    </>
  );
}

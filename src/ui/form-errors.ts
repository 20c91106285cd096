import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from '../api/client';
import type { CoreMessages, PlainMessageKey } from '@/i18n';

/** `/ips/0/ipId` → `ips.0.ipId` (react-hook-form's path), unescaping `~1` and `~0` per RFC 6901. */
export function pointerToPath(pointer: string): string {
  if (!pointer.startsWith('/')) return '';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/**
 * The form path a pointer names when the form's values sit at `base` in the request body (`/items/0` for a form
 * that fills the first item): `/items/0/primaryDomain` → `primaryDomain`; a pointer outside `base` names no field.
 */
function fieldPathOf(pointer: string, base: string | undefined): string {
  if (!base) return pointerToPath(pointer);
  return pointer.startsWith(`${base}/`) ? pointerToPath(pointer.slice(base.length)) : '';
}

/**
 * Puts a 400's field errors on the form fields their pointers name. Errors whose pointer names no field
 * of this form (query/path pointers, the body root, fields the form does not show) are returned so the
 * caller shows them at the top of the form; nothing the server said is dropped.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  base?: string,
): ApiError['errors'] {
  const unplaced: ApiError['errors'] = [];
  let focused = false;
  for (const fieldError of error.errors) {
    const path = fieldPathOf(fieldError.pointer, base);
    const field = fields.find((f) => f === path);
    if (field) {
      // A required field is said in the panel's words (a core key, rendered with `t.keyOrText`); any other field
      // error is the server's own reason for that value, the most specific words there are.
      const message =
        fieldError.code === 'missing_required'
          ? ('problem.field.required' satisfies PlainMessageKey<CoreMessages>)
          : fieldError.detail;
      setError(field, { type: fieldError.code, message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(fieldError);
    }
  }
  return unplaced;
}

/**
 * The one way a form takes a server's 400: each field error lands on the field its pointer names (the first one
 * focused), and what names no field of this form comes back, to show at the form's top (a `ProblemAlert` with
 * `showFieldErrors`). Any other failure is the caller's to show; this returns null for it.
 *
 *   const unplaced = useServerFieldErrors(form, create.error, ['name', 'publicKey']);
 *   {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
 *
 * `options.base`: where the form's values sit in the request body, when not at its root (`/items/0`).
 */
export function useServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  options?: { base?: string },
): ApiError | null {
  const base = options?.base;
  const { setError } = form;
  // The fields are a literal list at each call: read the latest without making every render a new effect.
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const fieldError = isApiError(error) && error.status === 400 ? error : null;
  useEffect(() => {
    if (fieldError) applyFieldErrors(fieldError, setError, fieldsRef.current, base);
  }, [fieldError, setError, base]);
  const fieldKey = fields.join('\u0000');
  return useMemo(() => {
    if (!fieldError) return null;
    const names = fieldKey.split('\u0000');
    const rest = fieldError.errors.filter((e) => !names.includes(fieldPathOf(e.pointer, base)));
    if (fieldError.errors.length > 0 && rest.length === 0) return null;
    // The alert lists only what found no field: the rest already shows under its field.
    return new ApiError({
      status: fieldError.status,
      code: fieldError.code,
      title: fieldError.title,
      detail: fieldError.detail,
      requestId: fieldError.requestId,
      errors: rest,
      problem: fieldError.problem,
    });
  }, [fieldError, fieldKey, base]);
}

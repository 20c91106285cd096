import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../api/client';

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
 * Puts a 400's field errors on the form fields their pointers name. Errors whose pointer names no field
 * of this form (query/path pointers, the body root, fields the form does not show) are returned so the
 * caller shows them at the top of the form; nothing the server said is dropped.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ApiError['errors'] {
  const unplaced: ApiError['errors'] = [];
  let focused = false;
  for (const fieldError of error.errors) {
    const path = pointerToPath(fieldError.pointer);
    const field = fields.find((f) => f === path);
    if (field) {
      setError(field, { type: fieldError.code, message: fieldError.detail }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(fieldError);
    }
  }
  return unplaced;
}

/**
 * A value (an id, a snapshot name, a mailbox address) made safe to put between two `/` of an API path: encoded,
 * and refused when it is empty, `.` or `..`. `encodeURIComponent('..')` is still `..`, which URL resolution (the
 * browser's and every proxy's) treats as "the folder above": `/vps/1/snapshots/..` would reach `/vps/1`. Once
 * encoded, `%2e` spellings cannot appear (`%` becomes `%25`), so the literal values are the only dot segments.
 * Every path of the client that carries a value built from a URL or a response goes through here.
 */
export function pathSegment(value: string): string {
  if (!isSafePathSegment(value)) throw new UnsafePathSegmentError(value);
  return encodeURIComponent(value);
}

/** Whether `pathSegment` accepts the value: screens use it to not offer an action that could not be sent. */
export function isSafePathSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..';
}

/** Thrown before any request is sent; shown as a failure in the panel (`client_error`) with the value. */
export class UnsafePathSegmentError extends Error {
  constructor(readonly value: string) {
    super(`unsafe path segment: ${JSON.stringify(value)}`);
    this.name = 'UnsafePathSegmentError';
  }
}

/**
 * Idempotency keys for the money writes (the routes flagged `idempotent` in the endpoint tables; ledger "Idempotency
 * keys"): a random UUID v4, made from `crypto.getRandomValues` (also outside a secure context, where
 * `crypto.randomUUID` is missing).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a submission sent, to tell "the same inputs again" from a changed form: JSON with object members in sorted
 * order. Something JSON cannot write (a cycle, a BigInt) is never the same as anything.
 */
export function submissionFingerprint(value: unknown): string | null {
  try {
    return (
      JSON.stringify(value, (_, member: unknown) =>
        typeof member === 'object' && member !== null && !Array.isArray(member)
          ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : member,
      ) ?? 'undefined'
    );
  } catch {
    return null;
  }
}

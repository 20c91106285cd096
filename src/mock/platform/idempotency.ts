import { createHash } from 'node:crypto';
import { estimateHeapBytes } from './world-cost';

/**
 * Idempotency keys on the money writes (ledger "Idempotency keys"; the routes flagged `idempotent` in the endpoint
 * tables). A request that carries `Idempotency-Key` is remembered per world by (customer, method, path, key) for 24
 * hours of the world's clock: the same key with the same request answers the first answer again (its status, headers
 * and body, plus `Idempotent-Replayed: true`) and changes nothing; the same key with another body is a 422
 * `idempotency_key_reused`; a duplicate while the first is still being handled is a 409
 * `idempotency_request_in_progress`. Only answers the route itself gave are kept (2xx and 4xx): the platform's
 * refusals (401, the scope 403, 429, injected faults) never reached it, and a 5xx may be tried again.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys a world keeps at most (the oldest dropped first): a day of a busy account's money writes, with room. */
export const MAX_IDEMPOTENCY_ENTRIES = 500;
/** The longest key taken (the IETF draft's keys are UUIDs; 255 leaves room for any client's scheme). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** A printable ASCII key without spaces at either end, 1..255 characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return (
    key.length > 0 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(key)
  );
}

export interface StoredAnswer {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: string;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  /** null while the first request is still being handled. */
  answer: StoredAnswer | null;
  /** Bytes counted against the world's budget for this entry. */
  cost: number;
}

/** What a request with a key finds: go ahead (and `settle` later), the first answer, or a refusal. */
export type IdempotencyLookup =
  { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in_progress' } | { kind: 'reused' };

export interface IdempotencyHost {
  now(): number;
  /** The world's memory accounting (world-cost.ts): stored answers weigh on its budget. */
  addCost(deltaBytes: number): void;
}

/** `customer method path key`: one namespace per caller and request target. */
export interface IdempotencyScope {
  customerId: string;
  method: string;
  path: string;
  key: string;
}

function storeKey(scope: IdempotencyScope): string {
  return JSON.stringify([scope.customerId, scope.method, scope.path, scope.key]);
}

/** JSON with members in sorted order, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical(Reflect.get(value, name))}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests with one key the same request: the query and the body (JSON compared by value, member
 * order aside; anything else by its bytes).
 */
export function requestFingerprint(query: string, body: Uint8Array): string {
  const hash = createHash('sha256').update(query).update('\n');
  let text: string | null = null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8: the route answers its 400; the bytes themselves are the fingerprint.
  }
  if (text === null) return hash.update(body).digest('hex');
  if (text.trim() === '') return hash.digest('hex');
  try {
    return hash.update(canonical(JSON.parse(text))).digest('hex');
  } catch {
    // Not JSON: the route answers its 400; the text itself is the fingerprint.
    return hash.update(text).digest('hex');
  }
}

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly host: IdempotencyHost) {}

  get size(): number {
    return this.entries.size;
  }

  /** Looks the key up; a new one is marked in flight until `settle` or `forget`. */
  begin(scope: IdempotencyScope, fingerprint: string): IdempotencyLookup {
    const now = this.host.now();
    this.prune(now);
    const id = storeKey(scope);
    const found = this.entries.get(id);
    if (found && found.expiresAt > now) {
      if (found.fingerprint !== fingerprint) return { kind: 'reused' };
      return found.answer ? { kind: 'replay', answer: found.answer } : { kind: 'in_progress' };
    }
    if (found) this.remove(id, found);
    const entry: Entry = { fingerprint, expiresAt: now + IDEMPOTENCY_TTL_MS, answer: null, cost: 0 };
    this.entries.set(id, entry);
    this.charge(entry, estimateHeapBytes([id, fingerprint]));
    while (this.entries.size > MAX_IDEMPOTENCY_ENTRIES) {
      const [oldestId, oldest] = this.entries.entries().next().value ?? [];
      if (oldestId === undefined || oldest === undefined) break;
      this.remove(oldestId, oldest);
    }
    return { kind: 'new' };
  }

  /** Keeps the route's answer for the key's remaining time. */
  settle(scope: IdempotencyScope, answer: StoredAnswer): void {
    const entry = this.entries.get(storeKey(scope));
    if (!entry || entry.answer) return;
    entry.answer = answer;
    this.charge(entry, estimateHeapBytes(answer));
  }

  /** The request ended without an answer worth keeping (a 5xx, an exception): the key may be sent again. */
  forget(scope: IdempotencyScope): void {
    const id = storeKey(scope);
    const entry = this.entries.get(id);
    if (entry && !entry.answer) this.remove(id, entry);
  }

  /** Entries are kept in the order they were made, each for the same time: the expired ones are at the front. */
  private prune(now: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.remove(id, entry);
    }
  }

  private charge(entry: Entry, bytes: number): void {
    entry.cost += bytes;
    this.host.addCost(bytes);
  }

  private remove(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.host.addCost(-entry.cost);
  }
}

import * as z from 'zod/mini';
import { DRAFT_STORAGE_PREFIX } from './storage-keys';

/**
 * Drafts: what a person was writing, kept in localStorage until it is sent, so a reload, a closed tab or a visit
 * elsewhere loses nothing. One entry per thing (`kind` and its id); the value is the caller's, checked with its
 * schema when read back (an entry an older version wrote, or a corrupt one, reads as no draft). A deliberate sign-out
 * forgets every draft (`clearDrafts`, src/app/session.ts). Never put a key or anything of the session in one.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const entryKey = (kind: string, id: string) => `${DRAFT_STORAGE_PREFIX}${kind}.${id}`;

export function readDraft<S extends z.core.$ZodType>(kind: string, id: string, schema: S): z.output<S> | null {
  try {
    const raw = storage()?.getItem(entryKey(kind, id));
    if (!raw) return null;
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft (`null` forgets it). Storage full or blocked: the draft lives only as long as the page. */
export function writeDraft(kind: string, id: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(entryKey(kind, id));
    else storage()?.setItem(entryKey(kind, id), JSON.stringify(value));
  } catch {
    // Nothing to do: the form still holds what was typed.
  }
}

export function removeDraft(kind: string, id: string): void {
  writeDraft(kind, id, null);
}

/** Forgets every draft of this browser (sign-out: the next person at it sees none of them). */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(DRAFT_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}

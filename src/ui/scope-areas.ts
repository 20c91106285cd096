import type { Scope } from '@/api/schemas/me';

/*
 * The scopes a key can hold, by area: light (no React, no router), so the `_app` layout can tell before its first
 * render whether the scope gate's words are needed (`scopeWordsNeeded`), and the API key screens can say and choose
 * what a key may do.
 */

/**
 * Scopes by area, for saying what a key may do and for choosing it (the API key screen; later a team member's role):
 * each area's read scope and the scopes that change it. Every known scope is in exactly one area
 * (`scope-words.test.tsx`).
 */
export const scopeAreas = [
  { area: 'vps', read: ['read:vm'], write: ['write:vm', 'write:network', 'power:vm', 'backup:vm'] },
  { area: 'hosting', read: ['read:hosting'], write: ['write:hosting', 'console:services'] },
  { area: 'domains', read: ['read:domains'], write: ['write:domains'] },
  { area: 'dns', read: ['read:dns'], write: ['write:dns'] },
  { area: 'orders', read: ['read:orders'], write: ['write:orders'] },
  { area: 'billing', read: ['read:billing'], write: ['write:billing'] },
  { area: 'support', read: ['read:support'], write: ['write:support'] },
  { area: 'accountLog', read: ['read:audit'], write: [] },
  { area: 'apiKeys', read: ['read:keys'], write: ['write:keys'] },
] as const satisfies readonly { area: string; read: readonly Scope[]; write: readonly Scope[] }[];

export type ScopeArea = (typeof scopeAreas)[number]['area'];

/**
 * What `scopes` allow in one area: nothing, reading, reading and every change (`write`), or part of it (`partial`:
 * some changes, or changes without reading).
 */
export type AreaAccess = 'none' | 'read' | 'write' | 'partial';

export function areaAccessOf(scopes: readonly string[], area: (typeof scopeAreas)[number]): AreaAccess {
  const reads = area.read.every((scope) => scopes.includes(scope));
  const writes = area.write.filter((scope) => scopes.includes(scope)).length;
  if (!reads) return writes > 0 ? 'partial' : 'none';
  if (writes === 0) return 'read';
  return writes === area.write.length ? 'write' : 'partial';
}

/**
 * The scopes of one area for a chosen access, limited to what `held` has (a key cannot grant what it lacks; null:
 * not known, the server decides).
 */
export function scopesForAccess(
  area: (typeof scopeAreas)[number],
  access: 'none' | 'read' | 'write',
  held: readonly string[] | null,
): Scope[] {
  const wanted: Scope[] = access === 'none' ? [] : access === 'read' ? [...area.read] : [...area.read, ...area.write];
  return held === null ? wanted : wanted.filter((scope) => held.includes(scope));
}

/**
 * Whether a key's scopes can block a write, so that its gates need the scope words: its scopes are known and one of
 * the scopes this panel knows (`scopeAreas`) is not among them. A key that may do everything never downloads them.
 */
export function scopeWordsNeeded(scopes: readonly string[] | null): boolean {
  return scopes !== null && scopeAreas.some((area) => [...area.read, ...area.write].some((s) => !scopes.includes(s)));
}

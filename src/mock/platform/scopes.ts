import type { MiddlewareHandler } from 'hono';
import type { Scope } from '@/api/schemas/me';
import { getAuth, type AuthContext, type MockEnv } from './http';
import { ProblemError } from './problems';

/**
 * Scope rules (ledger "Authentication, scopes, rate limits"). A requirement is one or more scope sets: the key
 * passes when it holds every scope of at least one set. `allOf('write:domains', 'write:billing')` is one set;
 * `anyOf(['read:orders'], ['read:billing'])` accepts either. The 403 names what would have been enough.
 */

export interface ScopeRequirement {
  readonly sets: readonly (readonly Scope[])[];
}

/** The key needs every one of `scopes`. */
export function allOf(...scopes: Scope[]): ScopeRequirement {
  return { sets: [[...scopes]] };
}

/** The key needs every scope of at least one of `sets` (arrays or `allOf(...)`). */
export function anyOf(...sets: (readonly Scope[] | ScopeRequirement)[]): ScopeRequirement {
  return { sets: sets.flatMap((set) => ('sets' in set ? set.sets : [[...set]])) };
}

export interface ScopeShortfall {
  /** The set closest to the key's scopes (fewest missing; the first listed on a tie). */
  requiredScopes: Scope[];
  missingScopes: Scope[];
}

/** What the key lacks for `requirement`, or null when it passes. */
export function scopeShortfall(scopes: readonly Scope[], requirement: ScopeRequirement): ScopeShortfall | null {
  let closest: ScopeShortfall | null = null;
  for (const set of requirement.sets) {
    const missing = set.filter((scope) => !scopes.includes(scope));
    if (missing.length === 0) return null;
    if (!closest || missing.length < closest.missingScopes.length) {
      closest = { requiredScopes: [...set], missingScopes: missing };
    }
  }
  return closest;
}

function listWords(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function forbiddenDetail(requirement: ScopeRequirement, shortfall: ScopeShortfall): string {
  if (requirement.sets.length > 1) {
    const sets = requirement.sets.map((set) => listWords(set, 'and'));
    return `This API key needs ${listWords(sets, 'or')}.`;
  }
  const missing = shortfall.missingScopes;
  return `This API key lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`;
}

/**
 * 403 `forbidden` unless the key meets `requirement`. Extensions: `requiredScopes` and `missingScopes` (for the
 * closest set) and, when alternatives exist, `acceptedScopeSets` (every set that would have been enough).
 * Handlers call this directly where the rule depends on the body (a scope needed only for one option).
 */
export function assertScopes(auth: AuthContext, requirement: ScopeRequirement): void {
  const shortfall = scopeShortfall(auth.apiKey.scopes, requirement);
  if (!shortfall) return;
  const extensions: Record<string, unknown> = {
    requiredScopes: shortfall.requiredScopes,
    missingScopes: shortfall.missingScopes,
  };
  if (requirement.sets.length > 1) extensions.acceptedScopeSets = requirement.sets.map((set) => [...set]);
  throw new ProblemError({
    status: 403,
    code: 'forbidden',
    detail: forbiddenDetail(requirement, shortfall),
    extensions,
  });
}

/** Route middleware: `requireScopes('read:support')`, `requireScopes(anyOf([...], [...]))`. */
export function requireScopes(requirement: ScopeRequirement): MiddlewareHandler<MockEnv>;
export function requireScopes(...scopes: [Scope, ...Scope[]]): MiddlewareHandler<MockEnv>;
export function requireScopes(...args: [ScopeRequirement] | Scope[]): MiddlewareHandler<MockEnv> {
  const first = args[0];
  const requirement =
    typeof first === 'object' ? first : allOf(...args.filter((arg): arg is Scope => typeof arg === 'string'));
  return async (c, next) => {
    assertScopes(getAuth(c), requirement);
    await next();
  };
}

/**
 * Spec: contact sub-accounts also need order-placement permission for some actions (bulk renew, cancelling pending
 * renewal orders). 403 `forbidden` with `extensions.requiredPermission: 'canPlaceOrders'` for a sub-account key
 * without it; the account holder's own keys always pass.
 */
export function assertCanPlaceOrders(auth: AuthContext, action: string): void {
  const subAccount = auth.apiKey.subAccount;
  if (!subAccount || subAccount.canPlaceOrders) return;
  throw new ProblemError({
    status: 403,
    code: 'forbidden',
    detail: `This contact sub-account may not place orders, which ${action} needs. The account holder can grant it.`,
    extensions: { requiredPermission: 'canPlaceOrders' },
  });
}

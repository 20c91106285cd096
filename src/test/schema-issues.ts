import { expect } from 'vitest';
import type * as z from 'zod/mini';

/** The issues of a parse that must fail, as `{ path: 'a.0.b', message }`. */
export function issuesOf(result: z.util.SafeParseResult<unknown>) {
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];
}

/** Just the dotted paths of a failed parse's issues. */
export function paths(result: z.util.SafeParseResult<unknown>) {
  return issuesOf(result).map((issue) => issue.path);
}

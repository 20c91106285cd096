import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { readScopes } from '@/api/schemas/me';
import type { RequestLog } from './render-route';

/**
 * Route tests of "what the key cannot do is known before the click" (src/ui/key-scopes.ts):
 *
 *   const { user, requests } = await renderRoute(`/vps/${id}`, { as: 'readonly', scopes: READ_ONLY_SCOPES });
 *   await expectBlockedByScope(user, requests, screen.getByRole('button', { name: 'Restart' }), VPS_POWER);
 */

/** What the world's read-only key carries (ledger "Read scopes"), as sign-in learns it from `/me`. */
export const READ_ONLY_SCOPES: string[] = [...readScopes];

/** The requests of the log that would change something. */
export function writesIn(requests: RequestLog): string[] {
  return requests.filter((entry) => !entry.startsWith('GET '));
}

/**
 * The control is blocked before the click with `reason` as its description (no scope name in it), and a click on
 * it opens nothing and sends nothing.
 */
export async function expectBlockedByScope(
  user: UserEvent,
  requests: RequestLog,
  control: HTMLElement,
  reason: string,
): Promise<void> {
  expect(control).toHaveAttribute('aria-disabled', 'true');
  expect(control).toHaveAttribute('data-gate-code', 'missing_scope');
  expect(control).toHaveAccessibleDescription(reason);
  expect(reason).not.toMatch(/(read|write|power|backup|console):/);
  const before = writesIn(requests).length;
  await user.click(control);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writesIn(requests).slice(before)).toEqual([]);
}

/** The control is offered as today: no scope reason, not disabled by one. */
export function expectNotBlockedByScope(control: HTMLElement): void {
  expect(control).not.toHaveAttribute('data-gate-code', 'missing_scope');
  expect(control).not.toHaveAccessibleDescription(/^Your API key/);
}

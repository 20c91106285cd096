import { act } from '@testing-library/react';
import type { RequestLog } from './render-route';

/**
 * Double-submit tests (issue 16): a fast double click lands before React re-renders, so `disabled={isPending}` and
 * `if (isPending) return` see the state of before the first click. Only a guard that holds without a render (the
 * ref in `useGuardedMutation`) stops the second send.
 *
 *   clickTwiceInOneTick(screen.getByRole('button', { name: 'Place order' }));
 *   await screen.findByText('Order placed');
 *   expect(sentRequests(requests, 'POST', '/api/v2/orders')).toHaveLength(1);
 */

/**
 * Two native clicks inside one synchronous `act`: no React render (and no microtask) between them, as with a real
 * double click that beats the re-render. Not `user.dblClick`: userEvent awaits between its events, which lets React
 * re-render the control as busy, so it proves nothing about the guard.
 */
export function clickTwiceInOneTick(element: HTMLElement): void {
  // A real double click lands on the same live element twice; a control that is disabled before the first click
  // would make the test pass without sending anything.
  if (element instanceof HTMLButtonElement && element.disabled) {
    throw new Error(`clickTwiceInOneTick: "${element.textContent ?? ''}" is disabled before the first click`);
  }
  act(() => {
    element.click();
    element.click();
  });
}

/**
 * The requests of the log (`METHOD /path?query`) with this method and path: a string is the path exactly (any
 * query), a RegExp is tested against the path with its query.
 */
export function sentRequests(requests: RequestLog, method: string, path: string | RegExp): string[] {
  return requests.filter((entry) => {
    const space = entry.indexOf(' ');
    if (entry.slice(0, space) !== method) return false;
    const target = entry.slice(space + 1);
    if (typeof path !== 'string') return path.test(target);
    const query = target.indexOf('?');
    return (query === -1 ? target : target.slice(0, query)) === path;
  });
}

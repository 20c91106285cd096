import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { quietCaughtApiErrors } from './app-root';

/** A console whose `error` lines are kept, to read back what would have been logged. */
function consoleLines() {
  const lines: unknown[][] = [];
  const target = { error: (...args: unknown[]) => void lines.push(args) };
  quietCaughtApiErrors(target);
  return { target, lines };
}

describe('quietCaughtApiErrors (React 18 logs each error a boundary caught)', () => {
  it('drops the line that is only an API error, already on screen with its request id', () => {
    const { target, lines } = consoleLines();
    target.error(new ApiError({ status: 404, code: 'not_found', title: 'Not found' }));
    expect(lines).toEqual([]);
  });

  it('keeps any other error, and an API error logged with more to say', () => {
    const { target, lines } = consoleLines();
    const bug = new TypeError('x is undefined');
    const api = new ApiError({ status: 500, code: 'internal_error', title: 'Oops' });
    target.error(bug);
    target.error('Loading the words failed:', api);
    expect(lines).toEqual([[bug], ['Loading the words failed:', api]]);
  });
});

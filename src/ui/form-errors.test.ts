import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { applyFieldErrors, pointerToPath } from './form-errors';

describe('pointerToPath', () => {
  it('turns JSON pointers into form paths', () => {
    expect(pointerToPath('/password')).toBe('password');
    expect(pointerToPath('/ips/0/ipId')).toBe('ips.0.ipId');
    expect(pointerToPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToPath('')).toBe('');
  });
});

describe('applyFieldErrors', () => {
  it('puts each error on its field, focuses the first, and returns the rest for the form top', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'invalid_request',
      title: 'Invalid request',
      errors: [
        { pointer: '/localPart', detail: 'Already taken.', code: 'invalid_request' },
        { pointer: '/password', detail: 'Too weak.', code: 'password_too_weak' },
        { pointer: '', detail: 'Body is not valid JSON.', code: 'invalid_request' },
        { pointer: '/query/limit', detail: 'Too large.', code: 'invalid_pagination_limit' },
      ],
    });
    type Form = { localPart: string; password: string };
    const unplaced = applyFieldErrors<Form>(error, setError, ['localPart', 'password']);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'localPart',
      { type: 'invalid_request', message: 'Already taken.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'password_too_weak', message: 'Too weak.' },
      { shouldFocus: false },
    );
    expect(unplaced.map((e) => e.pointer)).toEqual(['', '/query/limit']);
  });
});

describe('applyFieldErrors with a base', () => {
  it('names the fields of a form that fills one part of the body, and leaves the rest unplaced', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'invalid_request',
      title: 'Invalid request',
      errors: [
        { pointer: '/items/0/primaryDomain', detail: 'Not a hostname.', code: 'invalid_request' },
        { pointer: '/items/1/primaryDomain', detail: 'Not a hostname.', code: 'invalid_request' },
        { pointer: '/primaryDomain', detail: 'Unknown.', code: 'invalid_request' },
        { pointer: '/items/0', detail: 'Bad item.', code: 'invalid_request' },
      ],
    });
    type Form = { primaryDomain: string };
    const unplaced = applyFieldErrors<Form>(error, setError, ['primaryDomain'], '/items/0');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'primaryDomain',
      { type: 'invalid_request', message: 'Not a hostname.' },
      { shouldFocus: true },
    );
    expect(unplaced.map((e) => e.pointer)).toEqual(['/items/1/primaryDomain', '/primaryDomain', '/items/0']);
  });
});

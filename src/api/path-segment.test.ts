import { describe, expect, it } from 'vitest';
import { isSafePathSegment, pathSegment, UnsafePathSegmentError } from './path-segment';

describe('pathSegment', () => {
  it('refuses a value that would be read as the current or parent folder, or an empty one', () => {
    for (const value of ['.', '..', '']) {
      expect(() => pathSegment(value), JSON.stringify(value)).toThrow(UnsafePathSegmentError);
      expect(isSafePathSegment(value)).toBe(false);
    }
    // What a path with the refused segment would have reached: the server itself, not the snapshot.
    expect(new URL(`/api/v2/vps/vps_1/snapshots/${encodeURIComponent('..')}`, 'https://x.test').pathname).toBe(
      '/api/v2/vps/vps_1/',
    );
  });

  it('encodes everything else so that it stays one segment', () => {
    expect(pathSegment('nightly-01')).toBe('nightly-01');
    expect(pathSegment('a/../b')).toBe('a%2F..%2Fb');
    expect(pathSegment('%2e%2e')).toBe('%252e%252e');
    expect(pathSegment('...')).toBe('...');
    expect(pathSegment('info@example.se')).toBe('info%40example.se');
    for (const value of ['a/../b', '%2e%2e', '.%2E', '...', ' ..']) {
      const url = new URL(`/api/v2/vps/vps_1/snapshots/${pathSegment(value)}`, 'https://x.test');
      const segments = url.pathname.split('/');
      expect(segments.slice(0, -1), value).toEqual(['', 'api', 'v2', 'vps', 'vps_1', 'snapshots']);
      expect(decodeURIComponent(segments.at(-1) ?? ''), value).toBe(value);
    }
  });
});

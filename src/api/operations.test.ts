// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi } from './client';
import { endsPolling, pollDelayMs, pollTargetOf } from './operations';

afterEach(() => configureApi({ baseUrl: '' }));

describe('pollTargetOf', () => {
  it('takes the API jobs endpoint, relative to the API base or absolute on it', () => {
    configureApi({ baseUrl: 'https://api.example' });
    expect(pollTargetOf('/api/jobs/job_1')).toBe('/api/jobs/job_1');
    expect(pollTargetOf('https://api.example/api/jobs/dbj_2')).toBe('https://api.example/api/jobs/dbj_2');
    configureApi({ baseUrl: 'https://host.example/panel' });
    expect(pollTargetOf('/api/jobs/job_1')).toBe('/api/jobs/job_1');
    expect(pollTargetOf('https://host.example/panel/api/jobs/job_1')).toBe('https://host.example/panel/api/jobs/job_1');
  });

  it('never takes an empty, malformed or off-origin poll URL', () => {
    configureApi({ baseUrl: 'https://api.example' });
    for (const pollUrl of [
      null,
      '',
      '/api/jobs/',
      '/api/jobs/..',
      '/api/jobs/job_1/../../v2/vps',
      'https://evil.example/api/jobs/job_1',
      'http://api.example/api/jobs/job_1',
      'https://api.example:8443/api/jobs/job_1',
      'https://api.example/other/api/jobs/job_1',
      'https://api.example/api/jobs/job_1#x',
    ]) {
      expect(pollTargetOf(pollUrl), String(pollUrl)).toBeNull();
    }
  });

  it("takes the app's own origin when the API is served from it", () => {
    configureApi({ baseUrl: '' });
    expect(pollTargetOf('/api/jobs/job_1')).toBe('/api/jobs/job_1');
    expect(pollTargetOf(`${window.location.origin}/api/jobs/job_1`)).toBe(`${window.location.origin}/api/jobs/job_1`);
    expect(pollTargetOf('https://evil.example/api/jobs/job_1')).toBeNull();
  });
});

describe('endsPolling', () => {
  const answer = (status: number) => new ApiError({ status, code: `http_${status}`, title: '' });

  it('ends on a 4xx, never on 408, 429, 5xx or no answer', () => {
    expect([400, 401, 403, 404, 410].map((s) => endsPolling(answer(s)))).toEqual([true, true, true, true, true]);
    expect([0, 408, 429, 500, 502, 503].map((s) => endsPolling(answer(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(endsPolling(new Error('boom'))).toBe(false);
  });
});

describe('pollDelayMs', () => {
  it('grows with every answer and stops growing at 10 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7].map(pollDelayMs);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    expect(delays[0]).toBe(1000);
    expect(pollDelayMs(40)).toBe(10_000);
  });
});

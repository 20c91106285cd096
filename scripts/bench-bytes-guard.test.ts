import { describe, expect, it } from 'vitest';
import { guardReport, overTheGuard } from './bench-bytes-guard';

const KB = 1024;

describe('the bytes guard', () => {
  it('names each screen over 175 KB, heaviest first, with how far over', () => {
    const screens = [
      { name: 'sign-in, en', bytes: 160 * KB },
      { name: 'area: orders, en', bytes: 193.3 * KB },
      { name: 'landing: home, en', bytes: 198.3 * KB },
      { name: 'area: plans, en', bytes: 175 * KB },
    ];
    expect(overTheGuard(screens)).toEqual(['landing: home, en 198.3 KB (+23.3)', 'area: orders, en 193.3 KB (+18.3)']);
    const report = guardReport(screens);
    expect(report).toMatch(/^Over the bytes guard \(175 KB gzip before a first screen renders\), 2 of 4;/);
    expect(report).toContain('reported, not failed');
    expect(report).toContain('\n  landing: home, en 198.3 KB (+23.3)\n  area: orders, en 193.3 KB (+18.3)');
    expect(report).not.toContain('sign-in');
  });

  it('says the heaviest screen when every one is under it', () => {
    expect(
      guardReport([
        { name: 'sign-in, en', bytes: 160 * KB },
        { name: 'home, en', bytes: 170.04 * KB },
      ]),
    ).toBe('Under the bytes guard: at most 170.0 KB of 175 KB gzip before a first screen renders.');
  });
});

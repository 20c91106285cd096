import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths inside the panel, with their search', () => {
    expect(safeRedirect('/support/tickets/104201')).toBe('/support/tickets/104201');
    expect(safeRedirect('/support/tickets?status=open')).toBe('/support/tickets?status=open');
  });
  it('refuses anything that could leave the panel or loop back to sign-in', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/sign-in?redirect=/x',
      '',
      undefined,
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});

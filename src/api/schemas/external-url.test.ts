import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { externalUrl, httpsUrl } from './external-url';

describe('httpsUrl', () => {
  it('accepts an absolute https address and gives it back normalised', () => {
    expect(httpsUrl('https://pay.example/invoices/inv_1?x=1#top')).toBe('https://pay.example/invoices/inv_1?x=1#top');
    expect(httpsUrl('HTTPS://Pay.Example/a b')).toBe('https://pay.example/a%20b');
    expect(httpsUrl('https://panel.example:8443/login')).toBe('https://panel.example:8443/login');
  });

  it('refuses every other address: plain http, script, data, relative, credentials, nothing', () => {
    for (const value of [
      'http://pay.example/inv_1',
      'HTTP://pay.example/inv_1',
      'javascript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://pay.example/1',
      '//pay.example/inv_1',
      '/invoices/inv_1',
      'https://pay.example@evil.example/',
      'https://user:secret@pay.example/',
      'not a url',
      '',
      `https://pay.example/${'a'.repeat(2048)}`,
    ]) {
      expect(httpsUrl(value), value).toBeNull();
    }
    expect(httpsUrl(null)).toBeNull();
    expect(httpsUrl(undefined)).toBeNull();
  });

  it('is the rule of the response field that becomes a link', () => {
    const field = z.catch(z.nullable(externalUrl), null);
    expect(field.parse('https://pay.example/inv_1')).toBe('https://pay.example/inv_1');
    expect(field.parse('http://pay.example/inv_1')).toBeNull();
  });
});

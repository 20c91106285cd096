import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../src/api/storage-keys';
import { firstRequests, signedOutRequests } from '../src/boot/first-requests';
import { buildBootScript } from './boot-script-plugin';

/**
 * The boot script as the build makes it (its route tables cut to the routes its first reads name), run in a page:
 * it must send each first screen's reads as the source says, or the app asks them itself one round trip later.
 */
describe('the built boot script', () => {
  let code = '';
  beforeAll(async () => {
    code = (await buildBootScript({ demo: false })).code;
  }, 60_000);

  /**
   * The URLs the script fetches in a page at `address` for a key with `scopes` (null: every scope), or signed out
   * (`'signed out'`).
   */
  async function sentAt(address: string, scopes: readonly string[] | null | 'signed out'): Promise<string[]> {
    const { window } = new JSDOM('<!doctype html><link rel="preload" as="fetch" href="/config.json" crossorigin>', {
      url: `https://panel.example.com${address}`,
      runScripts: 'outside-only',
    });
    const sent: string[] = [];
    Object.assign(window, {
      fetch: (url: string) => {
        sent.push(url);
        return Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: 'https://api.example.com' })));
      },
    });
    if (scopes !== 'signed out')
      window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ key: 'hp_test_key', scopes }));
    // The page runs it as a classic script, in the page's global scope.
    window.eval(code);
    // Its reads go once config.json has answered (a few promise turns).
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.close();
    expect(sent[0]).toBe('https://panel.example.com/config.json');
    return sent.slice(1);
  }

  it('is the size of what it does: every route table cut to the routes the first reads name', () => {
    // As a string of its own (Rolldown writes it in backticks), not a part of a longer path.
    expect(code).toMatch(/[`"']\/api\/v2\/support\/tickets[`"']/);
    expect(code).toMatch(/[`"']\/api\/v2\/vps\/\{id\}\/metrics[`"']/);
    // A write and a read no first screen makes are not in it.
    expect(code).not.toContain('/replies');
    expect(code).not.toContain('/api/v2/vps/{id}/actions');
    // About 16 KB: the first-rows renderers (the lists', Home's, a server's) are scripts of their own (src/boot/rows),
    // asked for by screen; the boot script only hands them their reads (Home's by name, a server's in order) and
    // knows which of a server's tabs is drawn (0.7 KB more than with the lists alone).
    expect(code.length).toBeLessThan(16_500);
  });

  it.each([
    ['/', null],
    ['/vps', null],
    ['/vps/vps_3f2a91c4', null],
    ['/vps/vps_3f2a91c4?tab=metrics', null],
    ['/hosting', null],
    ['/domains', null],
    ['/orders', null],
    ['/billing/invoices', null],
    ['/support/tickets', null],
    ['/', ['read:support', 'read:billing']],
  ] as const)('sends at %s (scopes %j) the reads the source names', async (address, scopes) => {
    const [pathname = '', search = ''] = address.split(/(?=\?)/);
    const expected = firstRequests(pathname, search, 'en', scopes).map((r) => `https://api.example.com${r.path}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await sentAt(address, scopes)).toEqual(expected);
  });
  it('sends signed out the public catalog read, and at the sign-in page none (a production build has no demo)', async () => {
    const catalog = signedOutRequests('/catalog', '', 'en').map((r) => `https://api.example.com${r.path}`);
    expect(catalog).toEqual(['https://api.example.com/api/v2/products/shared-hosting?locale=en&limit=20']);
    expect(await sentAt('/catalog', 'signed out')).toEqual(catalog);
    expect(await sentAt('/vps', 'signed out')).toEqual([]);
  });
});

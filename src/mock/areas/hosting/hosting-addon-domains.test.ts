import { describe, expect, it } from 'vitest';
import { addonDomain, addonDomainListPage } from '@/api/schemas/hosting';
import { DEMO_ADDON_DOMAINS, DEMO_HOSTING, DEMO_OTHER_HOSTING } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

const main = DEMO_HOSTING.main;
const domainsOf = (id: string) => `${id}/domains`;

describe('addon domains', () => {
  it('lists the addon domains with their document roots', async () => {
    const kit = await hostingSetup();
    const page = await kit.parse(await kit.get(domainsOf(main.id)), addonDomainListPage);
    expect(page.data).toEqual([
      { domain: main.addonDomain, kind: 'addon', documentRoot: `public_html/${main.addonDomain}` },
    ]);
    const shop = await kit.parse(await kit.get(domainsOf(DEMO_HOSTING.pendingInvoice.id)), addonDomainListPage);
    expect(shop.data[0]?.documentRoot).toBe('shop/nu');
  });

  it('adds a domain: 201 { domain, kind: addon, documentRoot } with and without dir', async () => {
    const kit = await hostingSetup();
    const added = await kit.parse(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.ready, dir: 'sites/blog/' }),
      addonDomain,
      201,
    );
    expect(added).toEqual({ domain: DEMO_ADDON_DOMAINS.ready, kind: 'addon', documentRoot: 'sites/blog' });
    const upper = await kit.parse(
      await kit.post(domainsOf(main.id), { domain: 'Shop.Nordlicht-Blog.SE' }),
      addonDomain,
      201,
    );
    expect(upper).toEqual({
      domain: 'shop.nordlicht-blog.se',
      kind: 'addon',
      documentRoot: 'public_html/shop.nordlicht-blog.se',
    });
    const page = await kit.parse(await kit.get(domainsOf(main.id)), addonDomainListPage);
    expect(page.data.map((item) => item.domain)).toContain(DEMO_ADDON_DOMAINS.ready);
  });

  it('refuses what is not a full hostname, and the retired subdomain field', async () => {
    const kit = await hostingSetup();
    for (const domain of [
      'blog',
      'https://blog.example.org',
      'blog.example.org/x',
      'bl og.example.org',
      '-a.example.org',
    ]) {
      const problem = await expectProblem(await kit.post(domainsOf(main.id), { domain }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/domain');
    }
    const retired = await expectProblem(
      await kit.post(domainsOf(main.id), { domain: 'blog.nordlicht.se', subdomain: 'blog' }),
      400,
      'invalid_request',
    );
    expect(retired.errors?.map((error) => error.pointer)).toEqual(['/subdomain']);
  });

  it('refuses unsafe dirs: absolute, traversal (plain, encoded, backslash, look-alike) and odd characters', async () => {
    const kit = await hostingSetup();
    const unsafe = [
      '/etc',
      '/home/other/public_html',
      '..',
      '../other',
      'public_html/../../etc',
      'public_html/..',
      '%2e%2e/etc',
      '%2E%2E%2Fetc',
      'public_html/%2e%2e/x',
      '%252e%252e/etc',
      '%2fetc',
      '..\\etc',
      'public_html\\..\\x',
      'a\\b',
      '%5c..%5cetc',
      '\uff0e\uff0e/etc',
      '\u2024\u2024/etc',
      'public_html\u2215..',
      '\uff0fetc',
      'tab\there',
      'new\nline',
      'public_html//x',
      './x',
      'with space',
      '',
    ];
    for (const dir of unsafe) {
      const problem = await expectProblem(
        await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.ready, dir }),
        400,
        'invalid_request',
      );
      expect(
        problem.errors?.map((error) => error.pointer),
        dir,
      ).toEqual(['/dir']);
    }
    const page = await kit.parse(await kit.get(domainsOf(main.id)), addonDomainListPage);
    expect(page.data.map((item) => item.domain)).not.toContain(DEMO_ADDON_DOMAINS.ready);
  });

  it('answers 409 domain_not_ready until the domain is DNS-ready, then adds it', async () => {
    const kit = await hostingSetup();
    const recent = await expectProblem(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.recentlyRegistered.domain }),
      409,
      'domain_not_ready',
    );
    expect(recent.detail).toContain('registered too recently');
    expect(recent.detail).toContain('1-2 hours');
    const nameservers = await expectProblem(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.nameserversPending.domain }),
      409,
      'domain_not_ready',
    );
    expect(nameservers.detail).toContain('nameservers');
    await kit.advance(DEMO_ADDON_DOMAINS.recentlyRegistered.readyInMs);
    await kit.parse(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.recentlyRegistered.domain }),
      addonDomain,
      201,
    );
    await expectProblem(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.nameserversPending.domain }),
      409,
      'domain_not_ready',
    );
  });

  it('answers 409 for a domain already on a hosting account, and for the legacy panel', async () => {
    const kit = await hostingSetup();
    for (const domain of [main.domain, main.addonDomain, DEMO_OTHER_HOSTING.main.domain, DEMO_HOSTING.legacy.domain]) {
      await expectProblem(await kit.post(domainsOf(main.id), { domain }), 409, 'addon_domain_exists');
    }
    await expectProblem(
      await kit.post(domainsOf(DEMO_HOSTING.legacy.id), { domain: DEMO_ADDON_DOMAINS.ready }),
      409,
      'account_not_eligible_panel',
    );
  });

  it('deletes an addon domain (204) and its mailboxes; unknown → 404; scopes as for create', async () => {
    const kit = await hostingSetup();
    const path = `${HOSTING_PATH}/${domainsOf(main.id)}?domain=${main.addonDomain}`;
    await expectProblem(await kit.call(path, { method: 'DELETE', key: kit.world.keys.readonly }), 403, 'forbidden');
    const deleted = await kit.call(path, { method: 'DELETE', key: kit.key });
    expect(deleted.status).toBe(204);
    const page = await kit.parse(await kit.get(domainsOf(main.id)), addonDomainListPage);
    expect(page.data).toEqual([]);
    await expectProblem(await kit.call(path, { method: 'DELETE', key: kit.key }), 404, 'not_found');
    const primary = `${HOSTING_PATH}/${domainsOf(main.id)}?domain=${main.domain}`;
    await expectProblem(await kit.call(primary, { method: 'DELETE', key: kit.key }), 404, 'not_found');
    const missing = await expectProblem(
      await kit.call(`${HOSTING_PATH}/${domainsOf(main.id)}`, { method: 'DELETE', key: kit.key }),
      400,
      'invalid_request',
    );
    expect(missing.errors?.[0]?.pointer).toBe('/query/domain');
    const withoutConsole = await expectProblem(
      await kit.post(domainsOf(main.id), { domain: DEMO_ADDON_DOMAINS.ready }, kit.named('hosting-write')),
      403,
      'forbidden',
    );
    expect(withoutConsole.extensions?.missingScopes).toEqual(['console:services']);
  });
});

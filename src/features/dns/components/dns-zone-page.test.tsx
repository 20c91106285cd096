import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { findListCount } from '@/test/list-count';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope } from '@/test/scope-gates';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as D, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';

stubLayoutObservers();

const CHANGES = `/api/v2/domains/${D.se.id}/dns/changes`;

async function openZone(options = {}) {
  const rendered = await renderRoute(`/domains/${D.se.id}/dns`, options);
  await screen.findByRole('heading', { level: 1, name: 'DNS records' });
  return rendered;
}

async function openAddForm(user: Awaited<ReturnType<typeof openZone>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add record' }));
  return screen.findByRole('dialog', { name: 'Add a DNS record' });
}

// Issue 37: a domain's DNS zone, edited as one batch through a preview.
describe('the DNS zone editor', () => {
  it('lists the records, filters them as typed, and says a long TXT is published as several strings', async () => {
    const { user } = await openZone();
    const table = screen.getByRole('table', { name: `DNS records of ${D.se.name}` });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByText('Published as 2 strings')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'MX');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Filter records' }), 'mx2');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(await findListCount('1 of 13 records')).toBeInTheDocument();
  });

  it('draws only the rows near the window of a 5,000-record zone, and says how many there are', async () => {
    const zone = RESELLER_DOMAINS.bigZone;
    const { user } = await renderRoute(`/domains/${zone.id}/dns`, { scenario: 'reseller' });
    const table = await screen.findByRole('table', { name: `DNS records of ${zone.name}` });
    expect(table).toHaveAttribute('aria-rowcount', String(zone.records + 1));
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(await findListCount('5,000 records')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'MX');
    const count = await findListCount(/^[\d,]+ of 5,000 records$/);
    const matching = Number(/^([\d,]+) of/.exec(count.textContent ?? '')?.[1]?.replace(/,/g, ''));
    expect(matching).toBeGreaterThan(0);
    expect(table).toHaveAttribute('aria-rowcount', String(matching + 1));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .every((row) => within(row).getByText('MX')),
    ).toBe(true);
  });

  it('says each rule at its field as typed, and adds nothing until the preview is applied', async () => {
    const { user, requests } = await openZone();
    const form = await openAddForm(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'CNAME');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'shop');
    await user.type(within(form).getByRole('textbox', { name: 'Points to (host name)' }), '192.0.2.1');
    await user.click(within(form).getByRole('button', { name: 'Add to the changes' }));
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('A CNAME record must be the only record at its name'),
    );
    expect(within(form).getByRole('textbox', { name: 'Points to (host name)' })).toHaveAccessibleDescription(
      expect.stringContaining('must be a host name, not an IP address'),
    );
    const ttl = within(form).getByRole('textbox', { name: /^TTL/ });
    await user.clear(ttl);
    await user.type(ttl, '5');
    expect(ttl).toHaveAccessibleDescription(expect.stringContaining('from 60 to 604800'));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'CAA');
    const tag = within(form).getByRole('combobox', { name: 'Tag' });
    await user.clear(tag);
    await user.type(tag, 'issuer');
    await user.tab();
    expect(tag).toHaveAccessibleDescription(expect.stringContaining('Choose a tag from the CAA standard'));
    expect(sentRequests(requests, 'POST', CHANGES)).toHaveLength(0);
  });

  it('adds an MX record through the preview and applies it once, on the version it was made on', async () => {
    const { user, requests } = await openZone();
    const form = await openAddForm(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'MX');
    await user.type(within(form).getByRole('textbox', { name: 'Mail server (host name)' }), 'mx3.hosting.example');
    const priority = within(form).getByRole('textbox', { name: /^Priority/ });
    await user.clear(priority);
    await user.type(priority, '30');
    await user.click(within(form).getByRole('button', { name: 'Add to the changes' }));
    expect(await screen.findByRole('region', { name: 'Changes not applied yet' })).toHaveTextContent('1 change waits');
    await user.click(screen.getByRole('button', { name: 'Review and apply' }));
    const preview = await screen.findByRole('dialog', { name: `Review the changes to ${D.se.name}` });
    const added = await within(preview).findByRole('region', { name: '1 record added' });
    expect(added).toHaveTextContent('@ MX 30 mx3.hosting.example 3600');
    clickTwiceInOneTick(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText(/Applied\. The zone is now version 2/)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', CHANGES)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Changes not applied yet' })).not.toBeInTheDocument();
  });

  it('refuses an apply on a zone someone changed meanwhile, and offers to load it again with the changes kept', async () => {
    const { user, apiWrite } = await openZone();
    await user.click(screen.getAllByRole('button', { name: /^Remove the A record shop/ })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Review and apply' }));
    const preview = await screen.findByRole('dialog', { name: `Review the changes to ${D.se.name}` });
    await within(preview).findByRole('region', { name: '1 record removed' });
    // Someone else applies a change in the meantime.
    expect(
      (
        await apiWrite(CHANGES, {
          kind: 'records',
          baseVersion: 1,
          changes: [{ op: 'add', record: { name: 'other', type: 'A', ttl: 3600, content: '192.0.2.9' } }],
        })
      ).status,
    ).toBe(200);
    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Someone else changed this zone');
    await user.click(within(preview).getByRole('button', { name: 'Load the zone again' }));
    expect(await within(preview).findByText('Made on version 2 of the zone.')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText(/The zone is now version 3/)).toBeInTheDocument();
  });

  it('says a domain on other nameservers is not served here and offers the switch', async () => {
    await renderRoute(`/domains/${D.foreignOrg.id}/dns`);
    const notice = await screen.findByText('This domain uses other nameservers');
    const box = notice.closest('.notice') as HTMLElement;
    expect(box).toHaveTextContent('ns1.dnsprovider.example');
    expect(within(box).getByRole('link', { name: 'Switch to our nameservers' })).toHaveAttribute(
      'href',
      `/domains/${D.foreignOrg.id}#domain-ns-heading`,
    );
    expect(screen.getByRole('button', { name: 'Add record' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens the record form from the palette’s “Add a DNS record for …”', async () => {
    const { user, router } = await renderRoute('/vps');
    await screen.findByRole('heading', { level: 1, name: 'Servers' });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
    await user.type(within(palette).getByRole('combobox', { name: 'Find or do' }), D.se.name);
    await user.click(await within(palette).findByRole('option', { name: `Add a DNS record for ${D.se.name}` }));
    expect(await screen.findByRole('dialog', { name: 'Add a DNS record' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/domains/${D.se.id}/dns`);
  });

  it('blocks every change for a read-only key before the click', async () => {
    const { user, requests } = await openZone({ as: 'readonly', scopes: READ_ONLY_SCOPES });
    await expectBlockedByScope(
      user,
      requests,
      screen.getByRole('button', { name: 'Add record' }),
      'Your API key can only read DNS records, so it cannot change them.',
    );
  });
});

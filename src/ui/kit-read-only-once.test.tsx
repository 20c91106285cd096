import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES } from '@/test/scope-gates';

const READ_ONLY = 'Your API key can only read, so it cannot change anything here.';

/**
 * Every kit list with write controls says a read-only key's reason once, in its toolbar (issue 40, "Less noise"):
 * not under each blocked button (a row's, the header's, the selection bar's), each of which points at that one
 * sentence instead. One case per list; `buttons`: the blocked buttons the list shows without a selection.
 */
/** A read-only key that may also read the account's keys and team (the world's read-only key may not see them). */
const READER = { keys: [{ name: 'reader', scopes: [...READ_ONLY_SCOPES, 'read:keys'] }], as: 'reader' };
const lists: { list: string; path: string; buttons: number; select?: string; reader?: boolean; person?: boolean }[] = [
  { list: 'servers', path: '/vps', buttons: 0 },
  { list: 'hosting accounts', path: '/hosting', buttons: 0 },
  { list: 'mailboxes (row buttons)', path: `/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`, buttons: 3 },
  { list: 'addon domains (row buttons)', path: `/hosting/${DEMO_HOSTING.main.id}?tab=domains`, buttons: 1 },
  { list: 'snapshots (row buttons)', path: `/vps/${DEMO_VPS.web.id}?tab=snapshots`, buttons: 2 },
  { list: 'API keys (header and row buttons)', path: '/account/keys', buttons: 2, reader: true },
  { list: 'team (header button)', path: '/account/team', buttons: 1, reader: true },
  { list: 'sessions', path: '/account/sessions', buttons: 0, person: true },
  { list: 'orders', path: '/orders', buttons: 0 },
  { list: 'invoices', path: '/billing/invoices', buttons: 0 },
  { list: 'tickets (header button)', path: '/support/tickets', buttons: 1 },
  { list: 'domains (selection bar)', path: '/domains', buttons: 0, select: DEMO_DOMAINS.se.name },
];

describe('a read-only key on a kit list with write controls', () => {
  it.each(lists)('$list: the reason once, in the toolbar; every blocked button points at it', async (list) => {
    const { user } = await renderRoute(
      list.path,
      list.person
        ? { person: 'astrid', scopes: [...READ_ONLY_SCOPES, 'read:keys'] }
        : list.reader
          ? { ...READER, scopes: [...READ_ONLY_SCOPES, 'read:keys'] }
          : { as: 'readonly', scopes: READ_ONLY_SCOPES },
    );
    const toolbar = (await screen.findByRole('search')).closest('.list-toolbar');
    if (!(toolbar instanceof HTMLElement)) throw new Error('no list toolbar');
    if (list.select) {
      await user.click(await screen.findByRole('checkbox', { name: `Select ${list.select}` }));
      await screen.findByRole('group', { name: 'Bulk actions' });
    }
    expect(await within(toolbar).findByText(READ_ONLY)).toBeVisible();
    // Said once in the list's section (its header, the reasons around the list, the rows, the selection bar), and no
    // button there says its own read-only reason under it.
    const section = toolbar.closest('section');
    if (!section) throw new Error('the list is in no section');
    expect(within(section).getAllByText(READ_ONLY)).toHaveLength(1);
    expect(
      within(section)
        .queryAllByText(/^Your API key can only read/)
        .map((element) => element.textContent),
    ).toEqual([READ_ONLY]);
    const blocked = within(section)
      .queryAllByRole('button')
      .filter((button) => button.getAttribute('data-gate-code') === 'missing_scope');
    if (list.select) expect(blocked.length).toBeGreaterThan(0);
    else expect(blocked.length).toBeGreaterThanOrEqual(list.buttons);
    for (const button of blocked) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(READ_ONLY);
    }
  });

  it('a full-access key sees no read-only sentence on a list', async () => {
    await renderRoute('/account/keys');
    await screen.findByRole('search');
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });
});

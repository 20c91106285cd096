import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ensureCatalog, getMessages, scopeMessages, setLocale } from '@/i18n';
import { GatedButton, SharedGateReason, type Gate } from './gated-button';
import { replayMode } from './replay-mode';
import { renderGate } from '@/test/render-gate';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { routeKey } from '@/api/endpoints/route';
import { hostingRoutes } from '@/api/endpoints/hosting';
import { orderRoutes } from '@/api/endpoints/orders';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isReadOnlyKey, lacksScopes, withScopeGate, type ScopedAction } from './key-scopes';

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

/**
 * Every write the panel can send that a key's scopes decide (a preview only reads; the account's own reads need no
 * gate; a person's own sign-in methods and sign-out allow any scopes, `[[]]`: a person's session decides them).
 */
const writes = allEndpoints.filter(
  (endpoint) =>
    endpoint.method !== 'GET' &&
    !endpoint.readOnly &&
    endpoint.scopes !== null &&
    !endpoint.scopes.some((set) => set.length === 0),
);

const READ_ONLY = ['read:vm', 'read:orders', 'read:billing', 'read:hosting', 'read:domains', 'read:support'];

describe('lacksScopes', () => {
  it('passes a key that holds every scope of one set, alternatives included', () => {
    const nonDomainOrder = orderRoutes.cancel.scopeVariants.nonDomainOrder;
    expect(lacksScopes(['write:billing'], nonDomainOrder)).toBe(false);
    expect(lacksScopes(['write:orders'], nonDomainOrder)).toBe(false);
    expect(lacksScopes(['write:domains'], orderRoutes.cancel.scopes)).toBe(false);
    expect(lacksScopes(['write:domains'], nonDomainOrder)).toBe(true);
  });

  it('needs every scope of a set: one of two is not enough', () => {
    expect(lacksScopes(['write:hosting'], hostingRoutes.createMailbox.scopes)).toBe(true);
    expect(lacksScopes(['write:hosting', 'console:services'], hostingRoutes.createMailbox.scopes)).toBe(false);
    expect(lacksScopes(['write:vm'], vpsRoutes.networkAction.scopes)).toBe(true);
  });

  it('never blocks while the scopes are unknown', () => {
    for (const endpoint of writes) expect(lacksScopes(null, endpoint.scopes)).toBe(false);
  });

  it('blocks every write for the read-only key', () => {
    for (const endpoint of writes) expect(lacksScopes(READ_ONLY, endpoint.scopes), routeKey(endpoint)).toBe(true);
  });
});

describe('isReadOnlyKey', () => {
  it('is a key of read scopes only', () => {
    expect(isReadOnlyKey(READ_ONLY)).toBe(true);
    expect(isReadOnlyKey(['read:vm', 'power:vm'])).toBe(false);
    expect(isReadOnlyKey([])).toBe(false);
    expect(isReadOnlyKey(null)).toBe(false);
  });
});

describe('withScopeGate', () => {
  const blockedByServer: Gate = { allowed: false, reason: 'The server is busy.', code: 'vps_busy' };
  const blockedByScope: Gate = { allowed: false, reason: 'Your API key …', code: 'missing_scope' };
  it('lets the scope reason win over the server gate', () => {
    expect(withScopeGate(blockedByScope, blockedByServer)).toBe(blockedByScope);
  });
  it('is the server gate when the scopes allow it', () => {
    expect(withScopeGate({ allowed: true, reason: null }, blockedByServer)).toBe(blockedByServer);
  });
  it('in a replay, is the server gate that blocked the customer, else the replay', () => {
    const replay: Gate = { allowed: false, reason: 'A replay', code: 'replay_read_only' };
    expect(withScopeGate(replay, blockedByServer)).toBe(blockedByServer);
    expect(withScopeGate(replay, { allowed: true, reason: null })).toBe(replay);
  });
});

describe('useScopeGate', () => {
  it('blocks every write in a replay of a customer’s view, whatever the key, with that reason', async () => {
    replayMode.set({ createdAt: '2026-11-27T20:00:00.000Z', scenario: 'demo', kept: true });
    try {
      const onClick = vi.fn();
      const button = await renderGate(null, vpsRoutes.restart, { onClick });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(
        'This is a replay of a customer’s view: nothing can be changed in it.',
      );
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    } finally {
      replayMode.set(null);
    }
  });

  it('in a replay, a control the customer could not use says why as it did to them; one they could use says replay', async () => {
    replayMode.set({ createdAt: '2026-11-27T20:00:00.000Z', scenario: 'demo', kept: true });
    try {
      const onClick = vi.fn();
      const byScope = await renderGate(READ_ONLY, vpsRoutes.restart, { onClick });
      expect(byScope).toHaveAttribute('aria-disabled', 'true');
      expect(byScope).toHaveAccessibleDescription(
        'Your API key can only read servers, so it cannot start, stop or restart them.',
      );
      await userEvent.click(byScope);
      cleanup();
      const serverGate: Gate = { allowed: false, reason: 'The server is not running.', code: null };
      const byServer = await renderGate(null, vpsRoutes.restart, { serverGate, onClick });
      expect(byServer).toHaveAccessibleDescription('The server is not running.');
      await userEvent.click(byServer);
      cleanup();
      const allowedByServer = await renderGate(null, vpsRoutes.restart, {
        serverGate: { allowed: true, reason: null },
        onClick,
      });
      expect(allowedByServer).toHaveAttribute('aria-disabled', 'true');
      expect(allowedByServer).toHaveAccessibleDescription(
        'This is a replay of a customer’s view: nothing can be changed in it.',
      );
      await userEvent.click(allowedByServer);
      expect(onClick).not.toHaveBeenCalled();
    } finally {
      replayMode.set(null);
    }
  });

  it('blocks a read-only key with plain words, no scope names, and refuses the click', async () => {
    const onClick = vi.fn();
    const button = await renderGate(READ_ONLY, vpsRoutes.restart, { onClick });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Your API key can only read servers, so it cannot start, stop or restart them.',
    );
    expect(button).toHaveAttribute('data-gate-code', 'missing_scope');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('says what a key with other write scopes may not do', async () => {
    const button = await renderGate(['read:hosting', 'write:hosting'], hostingRoutes.createMailbox);
    expect(button).toHaveAccessibleDescription('Your API key is not allowed to create, change or delete mailboxes.');
    expect(button.closest('.gated')).not.toHaveTextContent(/console:services|write:/);
  });

  it('accepts any one of the alternatives', async () => {
    const onClick = vi.fn();
    const button = await renderGate(['read:orders', 'write:billing'], orderRoutes.create, { onClick });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps today’s behaviour while the scopes are unknown, the server gate included', async () => {
    const button = await renderGate(null, ticketRoutes.close, {
      serverGate: { allowed: false, reason: 'Closed tickets cannot be closed again.' },
    });
    expect(button).toHaveAccessibleDescription('Closed tickets cannot be closed again.');
  });

  it('puts the scope reason before a server gate that is blocked too', async () => {
    const button = await renderGate(READ_ONLY, ticketRoutes.close, {
      serverGate: { allowed: false, reason: 'Closed tickets cannot be closed again.' },
    });
    expect(button).toHaveAccessibleDescription('Your API key can only read support tickets, so it cannot close them.');
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    try {
      const button = await renderGate(READ_ONLY, vpsRoutes.createSnapshot);
      expect(button).toHaveAccessibleDescription(
        'Din API-nyckel har bara läsbehörighet för servrar, så den kan inte ta eller ta bort ögonblicksbilder.',
      );
    } finally {
      await setLocale('en', null);
    }
  });
});

describe('SharedGateReason', () => {
  const scope: Gate = { allowed: false, reason: 'Your API key can only read servers.', code: 'missing_scope' };

  it('says one reason once for the buttons it blocks, each described by it', () => {
    render(
      <SharedGateReason gate={scope}>
        <GatedButton gate={scope}>Delete one</GatedButton>
        <GatedButton gate={scope}>Delete two</GatedButton>
        <GatedButton gate={{ allowed: false, reason: 'Being created.' }}>Delete three</GatedButton>
      </SharedGateReason>,
    );
    expect(screen.getAllByText('Your API key can only read servers.')).toHaveLength(1);
    for (const name of ['Delete one', 'Delete two']) {
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription('Your API key can only read servers.');
    }
    // Another reason is still said beside its own button.
    expect(screen.getByRole('button', { name: 'Delete three' })).toHaveAccessibleDescription('Being created.');
  });

  it('adds nothing when its gate is allowed', () => {
    const { container } = render(
      <SharedGateReason gate={{ allowed: true, reason: null }}>
        <GatedButton gate={scope}>Delete</GatedButton>
      </SharedGateReason>,
    );
    expect(container.querySelectorAll('.gated__reason')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Your API key can only read servers.',
    );
  });
});

describe('the words of every action', () => {
  it('say what the key cannot do in both languages, each its own sentence, with no scope name', async () => {
    // Every write's words, from the tables (a write without words would read the catalog's missing option).
    const actions = [...new Set(writes.map((endpoint) => endpoint.gate))].filter(
      (gate): gate is ScopedAction => gate !== undefined,
    );
    expect(writes.filter((endpoint) => endpoint.gate === undefined).map(routeKey)).toEqual([]);
    const said: Record<string, string[]> = {};
    for (const locale of ['en', 'sv'] as const) {
      await setLocale(locale, null);
      await ensureCatalog(scopeMessages, locale);
      const t = getMessages(scopeMessages);
      said[locale] = actions.flatMap((action) => [t('scope.readOnly', { action }), t('scope.notAllowed', { action })]);
    }
    await setLocale('en', null);
    for (const text of [...(said.en ?? []), ...(said.sv ?? [])]) {
      expect(text).toMatch(/^(Your API key|Din API-nyckel) .+\.$/);
      expect(text).not.toMatch(/(read|write|power|backup|console):/);
    }
    // Swedish is not English left untranslated.
    said.sv?.forEach((text, index) => expect(text).not.toBe(said.en?.[index]));
  });
});

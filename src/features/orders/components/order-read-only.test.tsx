import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope, writesIn } from '@/test/scope-gates';
import { DEMO_CATALOG, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

const PLAN = { slug: DEMO_CATALOG.withSetupFee.slug, name: DEMO_CATALOG.withSetupFee.name.en };

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };

// What the key cannot do is known before the click (issue 18).
describe('a read-only key on orders', () => {
  it('sees cancel blocked with the reason, and a click sends nothing', async () => {
    const { user, requests } = await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.id}`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Cancel order' }),
      'Your API key can only read orders, so it cannot cancel them.',
    );
  });

  it('is told up front that it cannot place the order; typing and Enter send nothing', async () => {
    const { user, requests } = await renderRoute(`/orders/new?plan=${PLAN.slug}&cycle=monthly`, readOnly);
    await screen.findByRole('heading', { level: 1, name: `Order ${PLAN.name}` });
    const submit = screen.getByRole('button', { name: 'Show the price' });
    // Said before anything is typed; the fields stay readable.
    expect(submit).toHaveAccessibleDescription('Your API key can only read orders, so it cannot place them.');
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se{Enter}');
    expect(writesIn(requests)).toEqual([]);
    await expectBlockedByScope(user, requests, submit, 'Your API key can only read orders, so it cannot place them.');
  });
});

describe('scope alternatives', () => {
  it('lets a billing key place orders (write:orders or write:billing)', async () => {
    const scopes = ['read:billing', 'write:billing'];
    await renderRoute(`/orders/new?plan=${PLAN.slug}&cycle=monthly`, {
      keys: [{ name: 'billing', scopes }],
      as: 'billing',
      scopes,
    });
    expectNotBlockedByScope(await screen.findByRole('button', { name: 'Show the price' }));
  });

  it('does not let a domains key cancel a hosting order', async () => {
    const scopes = ['read:orders', 'read:domains', 'write:domains'];
    const options = { keys: [{ name: 'domains', scopes }], as: 'domains', scopes };
    const { user, requests } = await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.id}`, options);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Cancel order' }),
      'Your API key is not allowed to cancel orders.',
    );
  });

  it('offers cancel on a domain order to a key with write:domains', async () => {
    const scopes = ['read:orders', 'read:domains', 'write:domains'];
    await renderRoute(`/orders/${DEMO_ORDERS.domainRenewal.id}`, {
      keys: [{ name: 'domains', scopes }],
      as: 'domains',
      scopes,
    });
    expectNotBlockedByScope(await screen.findByRole('button', { name: 'Cancel order' }));
  });
});

describe('a key whose scopes are unknown', () => {
  it('keeps cancel and the order form as today', async () => {
    await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.id}`, { as: 'readonly', scopes: null });
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    expectNotBlockedByScope(cancel);
    expect(cancel).not.toHaveAttribute('aria-disabled');
  });
});

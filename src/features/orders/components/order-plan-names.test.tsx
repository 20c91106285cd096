import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { renderRoute } from '@/test/render-route';
import { DEMO_CATALOG, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

const order = DEMO_ORDERS.pendingHosting;
const plan = DEMO_CATALOG.webSmall;

// The order was placed as "Web Small"; the catalog names the plan per language. Every screen uses the catalog's.
describe('one plan name per language', () => {
  afterEach(() => setLocale('en', null));

  it('an order names its plan as the catalog does in English', async () => {
    await renderRoute(`/orders/${order.id}`);
    expect(await screen.findByText(new RegExp(`^${plan.name.en} · `))).toBeInTheDocument();
  });

  it('on a Swedish screen the same order says the Swedish plan name, never the English one', async () => {
    await setLocale('sv', null);
    await renderRoute(`/orders/${order.id}`);
    expect(await screen.findByText(new RegExp(`^${plan.name.sv} · `))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(plan.name.en))).not.toBeInTheDocument();
  });
});

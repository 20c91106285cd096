import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax } from '@/test/tax';

// WordPress Small: SEK 72 a month + a one-off setup fee of SEK 49, SEK 720 a year (net, as the API sends them).
const PLAN = DEMO_CATALOG.withSetupFee;

async function planCard(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: PLAN.name.en });
  const card = heading.closest('li');
  if (!card) throw new Error('no plan card');
  return card;
}

describe('catalog prices per the account (consumer incl. VAT, business excl. VAT)', () => {
  it('a consumer sees each price with Swedish VAT, and the saving as the difference of those prices', async () => {
    await renderRoute('/catalog?cycle=annually', { rewrite: meWithTax(consumerTax) });
    const card = await planCard();
    // 720 → 900.00; the saving: 12 × 90.00 − 900.00 = 180.00 (not 25 % of the net saving alone).
    expect(await within(card).findByText(/^SEK\s900\.00 incl\. VAT per year$/)).toBeVisible();
    expect(within(card).getByText(/^Save SEK\s180\.00 a year/)).toBeVisible();
  });

  it('a business sees the prices as sent, excl. VAT', async () => {
    await renderRoute('/catalog?cycle=monthly', { rewrite: meWithTax(businessTax) });
    const card = await planCard();
    expect(await within(card).findByText(/^SEK\s72\.00 excl\. VAT per month$/)).toBeVisible();
    expect(within(card).getByText(/setup fee of SEK\s49\.00 excl\. VAT/)).toBeVisible();
  });

  it('without a tax summary on /me the prices are shown as sent, excl. VAT (as before)', async () => {
    await renderRoute('/catalog?cycle=monthly');
    const card = await planCard();
    expect(await within(card).findByText(/^SEK\s72\.00 excl\. VAT per month$/)).toBeVisible();
  });

  it('signed out: a private person’s prices incl. Swedish VAT, and a "Prices for companies" switch in the URL', async () => {
    const { user, router } = await renderRoute('/catalog?cycle=monthly', { signedIn: false });
    const card = await planCard();
    expect(within(card).getByText(/^SEK\s90\.00 incl\. VAT per month$/)).toBeVisible();
    expect(screen.getByText(/Prices include Swedish VAT \(25%\)/)).toBeVisible();
    const switcher = screen.getByRole('navigation', { name: 'Show prices for' });
    expect(within(switcher).getByRole('link', { name: 'Private persons (incl. VAT)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(switcher).getByRole('link', { name: 'Prices for companies (excl. VAT)' }));
    expect(await within(await planCard()).findByText(/^SEK\s72\.00 excl\. VAT per month$/)).toBeVisible();
    expect(router.state.location.search).toMatchObject({ prices: 'companies' });
    expect(screen.getByText(/Prices exclude VAT; Swedish VAT \(25%\) is added to the invoice\./)).toBeVisible();

    await user.click(within(switcher).getByRole('link', { name: 'Private persons (incl. VAT)' }));
    expect(await within(await planCard()).findByText(/^SEK\s90\.00 incl\. VAT per month$/)).toBeVisible();
    expect(router.state.location.search).not.toHaveProperty('prices');
  });

  it('signed in, there is no switch: the account decides', async () => {
    await renderRoute('/catalog', { rewrite: meWithTax(consumerTax) });
    await planCard();
    expect(screen.queryByRole('navigation', { name: 'Show prices for' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { meQueryKey } from '@/features/session/api/session-queries';
import { SESSION_STORAGE_KEY } from '@/api/storage-keys';
import { renderRoute } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax } from '@/test/tax';

const PLAN = DEMO_CATALOG.withSetupFee;

async function monthlyPrice(text: RegExp): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 2, name: PLAN.name.en });
  const card = heading.closest('li');
  if (!card) throw new Error('no plan card');
  expect(await within(card).findByText(text)).toBeVisible();
}

describe('the session keeps /me tax and follows a profile change', () => {
  it('reads /me once signed in, keeps the summary with the session, and follows it when meQueryKey is invalidated', async () => {
    let tax: typeof consumerTax | typeof businessTax = businessTax;
    const { queryClient, session } = await renderRoute('/catalog?cycle=monthly', {
      rewrite: (request, body) => meWithTax(tax)(request, body),
    });
    await monthlyPrice(/^SEK\s72\.00 excl\. VAT per month$/);
    expect(session.get()?.tax).toEqual(businessTax);
    // Kept where the session is, so a reload draws these prices before /me answers.
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ tax: businessTax });

    // The billing profile changed (another screen invalidates /me): the prices follow.
    tax = consumerTax;
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await monthlyPrice(/^SEK\s90\.00 incl\. VAT per month$/);
    expect(session.get()?.tax).toEqual(consumerTax);
  });

  it('sends no /me on a first load when the session kept a summary, until a profile change invalidates it', async () => {
    let tax: typeof consumerTax | typeof businessTax = businessTax;
    const { queryClient, session, requests } = await renderRoute('/catalog?cycle=monthly', {
      tax: businessTax,
      rewrite: (request, body) => meWithTax(tax)(request, body),
    });
    await monthlyPrice(/^SEK\s72\.00 excl\. VAT per month$/);
    const reads = () => requests.filter((request) => request === 'GET /api/v2/me');
    expect(reads()).toHaveLength(0);

    tax = consumerTax;
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await monthlyPrice(/^SEK\s90\.00 incl\. VAT per month$/);
    expect(reads()).toHaveLength(1);
    expect(session.get()?.tax).toEqual(consumerTax);
  });
});

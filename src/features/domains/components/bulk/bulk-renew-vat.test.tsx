import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { renderRoute } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax } from '@/test/tax';

// The demo's com: SEK 290 for 2 years; expired: SEK 189 for 1 year (net, as the list sends them).
stubLayoutObservers();

async function renewDialog(user: UserEvent): Promise<HTMLElement> {
  await screen.findByRole('table', { name: 'All domains' });
  for (const name of [D.com.name, D.expired.name]) {
    await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  }
  const bar = screen.getByRole('region', { name: 'Selection' });
  await user.click(await within(bar).findByRole('button', { name: 'Renew' }));
  return screen.findByRole('dialog');
}

function priceCells(dialog: HTMLElement): (string | null)[] {
  const table = within(dialog).getByRole('table', { name: 'Renewal prices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent ?? null);
}

describe('bulk renew: the prices before sending, per the account', () => {
  it('a consumer sees each renewal with VAT and a total that is the sum of those', async () => {
    const { user } = await renderRoute('/domains', { rewrite: meWithTax(consumerTax) });
    const dialog = await renewDialog(user);
    expect(priceCells(dialog)).toEqual([
      expect.stringMatching(/^SEK\s362\.50 incl\. VAT$/),
      expect.stringMatching(/^SEK\s236\.25 incl\. VAT$/),
    ]);
    expect(within(dialog).getByRole('definition')).toHaveTextContent(/^SEK\s598\.75 incl\. VAT$/);
  });

  it('a business sees the net prices, and beside the total the VAT and the total with VAT', async () => {
    const { user } = await renderRoute('/domains', { rewrite: meWithTax(businessTax) });
    const dialog = await renewDialog(user);
    expect(priceCells(dialog)).toEqual([
      expect.stringMatching(/^SEK\s290\.00 excl\. VAT$/),
      expect.stringMatching(/^SEK\s189\.00 excl\. VAT$/),
    ]);
    expect(within(dialog).getByRole('definition')).toHaveTextContent(
      /^SEK\s479\.00 excl\. VAT · VAT 25% SEK\s119\.75 · SEK\s598\.75 incl\. VAT$/,
    );
  });
});

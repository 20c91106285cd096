import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_ORDERS } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';

/** Issue 40, "Less noise": what cannot apply to a finished order is not shown; the server's own sentences stay aside. */
describe('a finished order', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('a completed order has no Retry line; a failed one keeps it', async () => {
    const { unmount } = await renderRoute(`/orders/${DEMO_ORDERS.paygVps.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.paygVps.number}` });
    expect(screen.queryByText('Retry', { exact: true })).not.toBeInTheDocument();
    unmount();

    await renderRoute(`/orders/${DEMO_ORDERS.failedTransfer.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.failedTransfer.number}` });
    expect(screen.getByText('Retry', { exact: true })).toBeInTheDocument();
  });

  it('a credited invoice is said in the page’s words; the server’s sentence only under "Details for support"', async () => {
    await setLocale('sv');
    await renderRoute(`/orders/${DEMO_ORDERS.cancelled.id}`);
    const section = await screen.findByRole('region', { name: `Faktura ${DEMO_ORDERS.cancelled.invoiceNumber}` });
    expect(
      within(section).getByText('Fakturan makulerades och en kreditfaktura utfärdades för den.'),
    ).toBeInTheDocument();
    // The server's English sentence is not in the main text: only inside the closed support details.
    const sentence = within(section).getByText(/was cancelled with a credit note/);
    expect(sentence.closest('details')).not.toBeNull();
    expect(sentence.closest('details')).not.toHaveAttribute('open');
  });
});

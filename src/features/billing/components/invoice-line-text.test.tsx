import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_BILLING, DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';

const { invoices, creditNotes } = DEMO_BILLING;

afterEach(async () => {
  await setLocale('en', null);
});

/** The invoice screen's line texts (the first cell of each body row of "Invoice lines"). */
async function lineTexts(name: RegExp): Promise<string[]> {
  const lines = await screen.findByRole('table', { name });
  return within(lines)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('invoice lines in the reader’s language (issues 36 and 40)', () => {
  it('a Swedish invoice says its line in Swedish, the plan by its Swedish name, no English left', async () => {
    await setLocale('sv', null);
    await renderRoute(`/billing/invoices/${invoices.unpaid.id}`);
    // The plan's Swedish name comes with the catalog's names: the line reads it once they are in.
    expect(await screen.findByText('Webbhotell Webb Liten för nordlicht-shop.se, årsvis')).toBeVisible();
    const texts = await lineTexts(/fakturarader/i);
    expect(texts).toEqual(['Webbhotell Webb Liten för nordlicht-shop.se, årsvis']);
    expect(document.body).not.toHaveTextContent('Web Small (annually)');
  });

  it('a Swedish credit note says the credited line in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute(`/billing/invoices/${creditNotes.cancelled.id}`);
    expect(await screen.findByText(`Extra lagring 50 GB för ${DEMO_HOSTING.main.domain}`)).toBeVisible();
    expect(document.body).not.toHaveTextContent('Extra storage');
  });

  it('the same invoice in English says the line in English', async () => {
    await renderRoute(`/billing/invoices/${invoices.unpaid.id}`);
    expect(await screen.findByText('Web Small hosting for nordlicht-shop.se, annually')).toBeVisible();
  });

  it('a line without an item, or of a kind the panel does not know, shows the server’s description as sent', async () => {
    await setLocale('sv', null);
    await renderRoute(`/billing/invoices/${invoices.unpaid.id}`, {
      rewrite: (request, body) => {
        if (request !== `GET /api/v2/billing/invoices/${invoices.unpaid.id}`) return undefined;
        const invoice = body as { lines: Record<string, unknown>[] };
        const [line] = invoice.lines;
        return {
          ...invoice,
          lines: [
            { ...line, description: 'Något nytt', item: { kind: 'gift_card', subject: 'x' } },
            { ...line, description: 'Utan sak', item: undefined },
          ],
        };
      },
    });
    expect(await screen.findByText('Något nytt')).toBeVisible();
    expect(screen.getByText('Utan sak')).toBeVisible();
  });
});

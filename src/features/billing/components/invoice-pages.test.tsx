import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BILLING, DEMO_HOSTING, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { mockControl, renderRoute } from '@/test/render-route';
import { setLocale } from '@/i18n';
import { rowOf } from '@/test/table-rows';

const { invoices } = DEMO_BILLING;
/** The Webshop's renewal invoice: unpaid, nothing paid, its order (`WEBSHOP.order`) cancellable. */
const WEBSHOP = DEMO_HOSTING.pendingInvoice;

// jsdom cannot open the provider's page: a followed link would be a "not implemented" navigation. The click still
// reaches the screen (React's handler runs first); only the browser's default is stopped.
const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[target="_blank"]')) event.preventDefault();
};
beforeEach(() => window.addEventListener('click', stopNavigation));
afterEach(() => window.removeEventListener('click', stopNavigation));

describe('the invoice list', () => {
  it('lists every invoice, marks the overdue one by word, and filters to what is to pay in the URL', async () => {
    const { user, router } = await renderRoute('/billing/invoices');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(document.title).toBe('Invoices · Control panel');
    expect(screen.getByRole('navigation', { name: 'Billing sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    const all = await screen.findByRole('table', { name: 'All invoices' });
    for (const invoice of [invoices.paid, invoices.cancelled, invoices.refunded, invoices.unpaid]) {
      expect(within(all).getByRole('link', { name: `Invoice ${invoice.number}` })).toHaveAttribute(
        'href',
        `/billing/invoices/${invoice.id}`,
      );
    }
    // Overdue: a word (and the badge's shape), never colour alone; not on an invoice still within its time.
    expect(within(rowOf(all, invoices.overdue.number)).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf(all, invoices.unpaid.number)).queryByText('Overdue')).not.toBeInTheDocument();
    const unpaidOrder = DEMO_ORDERS.pendingHosting;
    expect(
      within(rowOf(all, invoices.unpaid.number)).getByRole('link', { name: `Order ${unpaidOrder.number}` }),
    ).toHaveAttribute('href', `/orders/${unpaidOrder.id}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'To pay');
    const toPay = await screen.findByRole('table', { name: 'Invoices matching your filters' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'outstanding' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('To pay');
    const statuses = within(toPay)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByText(/^(Unpaid|Partly paid|Paid|Cancelled|Refunded|Being prepared)$/).textContent);
    expect(new Set(statuses)).toEqual(new Set(['Unpaid', 'Partly paid']));
    expect(within(toPay).queryByRole('link', { name: `Invoice ${invoices.paid.number}` })).not.toBeInTheDocument();
  });

  it('falls back to every invoice for a bad filter in the URL', async () => {
    await renderRoute('/billing/invoices?status=overdue');
    await screen.findByRole('table', { name: 'All invoices' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
  });

  it('says a refused list with a retry, and offers the list without its filter', async () => {
    // A server that refuses the `outstanding` filter (ours) answers 400, once.
    let refused = false;
    const { user } = await renderRoute('/billing/invoices?status=outstanding', {
      answer: (request) => {
        if (refused || request !== 'GET /api/v2/billing/invoices') return undefined;
        refused = true;
        return new Response(
          JSON.stringify({ type: 'about:blank', title: 'Bad request', status: 400, code: 'invalid_filter' }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all invoices' }));
    expect(await screen.findByRole('table', { name: 'All invoices' })).toBeInTheDocument();
  });

  it('speaks Swedish: the area, its sections, the filters and a status', async () => {
    await setLocale('sv', null);
    try {
      await renderRoute('/billing/invoices');
      await screen.findByRole('heading', { level: 1, name: 'Fakturering' });
      expect(document.title).toBe('Fakturor · Kontrollpanel');
      const sections = screen.getByRole('navigation', { name: 'Delar av faktureringen' });
      expect(
        within(sections)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Fakturor', 'Tillgodohavande', 'Betalsätt', 'Betalningshistorik', 'Faktureringsuppgifter']);
      const filter = screen.getByRole('combobox', { name: 'Status' });
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Alla', 'Att betala', 'Betalda', 'Makulerade', 'Återbetalda']);
      expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Alla fakturor' });
      expect(within(rowOf(table, invoices.overdue.number)).getByText('Förfallen')).toBeInTheDocument();
    } finally {
      await setLocale('en', null);
    }
  });

  it('says so when there are none', async () => {
    await renderRoute('/billing/invoices', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  });

  it('opens on the invoices at /billing', async () => {
    const { router } = await renderRoute('/billing');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(router.state.location.pathname).toBe('/billing/invoices');
  });
});

describe('an invoice', () => {
  it('shows its order, lines and totals: total, paid and left to pay', async () => {
    const invoice = invoices.partiallyPaid;
    await renderRoute(`/billing/invoices/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.number}` });
    expect(document.title).toBe(`Invoice ${invoice.number} · Control panel`);
    expect(screen.getAllByText('Partly paid').length).toBeGreaterThan(0);
    const order = DEMO_ORDERS.partiallyPaid;
    expect(screen.getByRole('link', { name: `Order ${order.number}` })).toHaveAttribute('href', `/orders/${order.id}`);
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getAllByRole('row').length).toBeGreaterThan(1);
    const totals = screen.getByText('Left to pay', { selector: 'dt' }).closest('dl');
    // Gross amounts: the invoice's 1,975.00 net with 25 % VAT (ledger "Money: VAT").
    expect(totals).toHaveTextContent('Total incl. VATSEK 2,468.75 incl. VAT');
    expect(totals).toHaveTextContent('PaidSEK 1,000.00 incl. VAT');
    expect(totals).toHaveTextContent('Left to paySEK 1,468.75 incl. VAT');
    expect(screen.getByRole('link', { name: /^Pay SEK\s1,468\.75/ })).toBeInTheDocument();
  });

  it('links only an https payment page; any other address is said in words, never linked', async () => {
    const { unmount } = await renderRoute(`/billing/invoices/${invoices.unpaid.id}`);
    const pay = await screen.findByRole('link', { name: /^Pay SEK\s575\.00/ });
    expect(pay.getAttribute('href')).toMatch(/^https:\/\/pay\.hosting\.example\//);
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    await renderRoute(`/billing/invoices/${invoices.unsafePaymentUrl.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoices.unsafePaymentUrl.number}` });
    expect(await screen.findByText(/The payment link could not be shown safely/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    // What to do instead: the new-ticket form, about this invoice's payment link.
    const help = screen.getByRole('link', { name: 'Contact support' });
    expect(help.getAttribute('href')).toMatch(
      new RegExp(
        `^/support/tickets/new\\?.*about=The\\+payment\\+link\\+of\\+invoice\\+${invoices.unsafePaymentUrl.number}`,
      ),
    );
  });

  it('says why a draft cannot be paid yet, instead of a pay link', async () => {
    await renderRoute(`/billing/invoices/${invoices.draft.id}`);
    expect(
      await screen.findByText('This invoice is still being prepared. You can pay it once it is ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('after "Pay" reads the invoice every few seconds, says so politely, and stops once it is paid', async () => {
    const { user, world, requests } = await renderRoute(`/billing/invoices/${invoices.unpaid.id}`);
    const detailPath = `/api/v2/billing/invoices/${invoices.unpaid.id}`;
    await user.click(await screen.findByRole('link', { name: /^Pay SEK\s575\.00/ }));
    expect(await screen.findByText('Waiting for your payment. This page checks every few seconds.')).toHaveAttribute(
      'role',
      'status',
    );
    // The provider tells the shop it was paid.
    const paid = await mockControl(`/__mock/worlds/${world.worldId}/invoices/${invoices.unpaid.id}/payments`, {});
    expect(paid.status).toBe(200);
    expect(
      await screen.findByText('Payment received. The invoice is paid.', undefined, { timeout: 8000 }),
    ).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('Paid', { selector: '.badge' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    // No more reads once it is paid.
    const reads = sentRequests(requests, 'GET', detailPath).length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(sentRequests(requests, 'GET', detailPath)).toHaveLength(reads);
  });

  it('applies part of the credit: the dialog shows what is left to pay before sending, once, then partly paid', async () => {
    const invoice = invoices.unpaid;
    const { user, requests } = await renderRoute(`/billing/invoices/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Apply credit' }));
    const dialog = await screen.findByRole('dialog', { name: `Apply credit to invoice ${invoice.number}` });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to apply' });
    // As much as the credit allows (300 of the gross 575), and what that leaves.
    expect(amount).toHaveValue('300.00');
    expect(dialog).toHaveTextContent('Your creditSEK 300.00 excl. VAT');
    expect(dialog).toHaveTextContent('Left to pay after thisSEK 275.00');
    // More than the credit is refused before anything is sent.
    await user.clear(amount);
    await user.type(amount, '400');
    expect(await within(dialog).findByText('That is more than your credit.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100,50');
    await waitFor(() => expect(dialog).toHaveTextContent('Left to pay after thisSEK 474.50'));
    expect(dialog).toHaveTextContent('Credit left after thisSEK 199.50 excl. VAT');
    expect(sentRequests(requests, 'POST', /apply-credit/)).toEqual([]);

    clickTwiceInOneTick(within(dialog).getByRole('button', { name: /^Apply SEK\s100\.50 excl\. VAT$/ }));
    expect(
      await screen.findByText(/Your credit paid SEK 100\.50 excl\. VAT of the invoice\. Left to pay: SEK 474\.50/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `/api/v2/billing/invoices/${invoice.id}/actions/apply-credit`)).toHaveLength(
      1,
    );
    expect(screen.getAllByText('Partly paid', { selector: '.badge' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^Pay SEK\s474\.50/ })).toBeInTheDocument();
  });

  it('says which order is cancelled with the invoice before sending, sends once, and shows it cancelled', async () => {
    const { user, requests } = await renderRoute(`/billing/invoices/${WEBSHOP.invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${WEBSHOP.invoice.number}` });
    await user.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel invoice ${WEBSHOP.invoice.number}?` });
    expect(dialog).toHaveTextContent(`Order ${WEBSHOP.order.number} is cancelled with it.`);
    expect(within(dialog).getByRole('button', { name: 'Keep invoice' })).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', /actions\/cancel/)).toEqual([]);

    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText(`Invoice ${WEBSHOP.invoice.number} was cancelled.`)).toBeInTheDocument();
    expect(
      sentRequests(requests, 'POST', `/api/v2/billing/invoices/${WEBSHOP.invoice.id}/actions/cancel`),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Cancelled', { selector: '.badge' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says why a partly paid invoice cannot be cancelled, before the click', async () => {
    await renderRoute(`/billing/invoices/${invoices.partiallyPaid.id}`);
    const cancel = await screen.findByRole('button', { name: 'Cancel invoice' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(cancel).toHaveAccessibleDescription(
        'Part of this invoice is already paid, so it can no longer be cancelled.',
      ),
    );
  });

  it('shows no Cancel or Apply credit on a finished invoice; an unpaid one keeps them, its days as dates (issue 40)', async () => {
    for (const finished of [invoices.paid, invoices.cancelled, invoices.refunded]) {
      const { unmount } = await renderRoute(`/billing/invoices/${finished.id}`);
      await screen.findByRole('heading', { level: 1, name: `Invoice ${finished.number}` });
      expect(screen.queryByRole('button', { name: 'Cancel invoice' }), finished.number).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Apply credit' }), finished.number).not.toBeInTheDocument();
      unmount();
    }
    await renderRoute(`/billing/invoices/${invoices.unpaid.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoices.unpaid.number}` });
    // Issued and due are days: a date, no "11:59 PM" beside "12:00 AM".
    for (const term of ['Issued', 'Due']) {
      const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
      expect(value?.querySelector('time')?.textContent, term).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    }
    expect(screen.getByRole('button', { name: 'Cancel invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply credit' })).toBeInTheDocument();
  });

  it('treats a malformed invoice id as an unknown page without asking the server', async () => {
    // An invoice's number is not its id.
    const { requests } = await renderRoute(`/billing/invoices/${WEBSHOP.invoice.number}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/api/v2/billing'))).toEqual([]);
  });
});

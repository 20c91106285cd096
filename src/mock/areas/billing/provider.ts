import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StoredInvoice } from '@/mock/areas/orders/state';
import { PROVIDER_PAGES_PREFIX } from '@/mock/platform/control-guard';
import type { MockContext, MockEnv } from '@/mock/platform/http';
import { escapeHtml, htmlPage } from '@/mock/platform/html-page';
import type { World, WorldRegistry } from '@/mock/platform/worlds';
import {
  completeCardSetup,
  declineCardSetup,
  findCardSetupById,
  findInvoiceById,
  payGate,
  payInvoice,
  payableAmount,
  returnUrlOf,
  PROVIDER_TEST_CARD,
  type StoredCardSetup,
} from './state';
import { applyPaymentEffects } from './payment-effects';
import { completeAtProvider, failAtProvider, findPaymentById, paymentReturnUrlOf, TEST_CARD_LAST4 } from './payments';

/**
 * The payment provider's site, stood in for by the mock (ledger "Billing → Payment URLs and the stand-in provider").
 * `https://pay.hosting.example/<worldId>/…` is served here as `/__mock/provider/<worldId>/…` (e2e maps the one onto
 * the other), so a payment or a card setup can be walked through in a browser as a customer would.
 *
 * These pages stand for another site: the customer's browser posts their forms from the provider's origin (or, in
 * e2e, from `pay.hosting.example`), never from the app's, so the control plane's own-origin and JSON-only rules do
 * not apply to them (control-guard.ts leaves `/__mock/provider/` out). What keeps them harmless instead: each acts
 * only on the world and the record named in its path (unguessable random ids), and only as the provider would
 * (pay what is due, add the test card, decline).
 *
 * The pages are plain HTML: no script, every text escaped, and a Content-Security-Policy that allows nothing but
 * their inline style and their forms' targets. Form actions are relative, so they resolve under whichever address
 * the page was reached by.
 */

/** `1 234,00 SEK`: how the provider's (Swedish) page writes an amount. */
export function providerAmount(amount: number, currencyCode: string): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} ${currencyCode}`;
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f4f6;
    color: #111827; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .brand { margin: 0 0 1rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; color: #4b5563;
    text-transform: uppercase; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; white-space: nowrap; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer;
    border: 2px solid #1d4ed8; background: #1d4ed8; color: #fff; }
  button.secondary { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: #1d4ed8; }
  .note { margin: 1.5rem 0 0; font-size: 0.875rem; color: #4b5563; }
`;

const TEST_NOTE =
  'This page stands in for the payment provider in the mock server: no card is charged and no money moves.';

interface PageOptions {
  status?: ContentfulStatusCode;
  title: string;
  /** Already escaped HTML, inside `<main>` after the brand line. */
  body: string;
  /** Origins (besides the page's own) its forms may send the browser to, e.g. a card setup's return address. */
  formTargets?: readonly string[];
}

function page(c: MockContext, options: PageOptions): Response {
  return htmlPage(c, {
    title: `${options.title} · Hosting Pay`,
    style: STYLE,
    main: `<p class="brand">Hosting Pay (test)</p>\n${options.body}\n<p class="note">${escapeHtml(TEST_NOTE)}</p>`,
    status: options.status ?? 200,
    // No script, no images, no frames, no other site's styles: only the inline style and the forms' targets.
    formTargets: options.formTargets ?? [],
  });
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function details(rows: readonly [string, string][]): string {
  const items = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<dl>${items}</dl>`;
}

function button(action: string, label: string, secondary = false): string {
  const kind = secondary ? ' class="secondary"' : '';
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit"${kind}>${escapeHtml(label)}</button></form>`;
}

const CLOSE_TAB = 'You can close this tab and return to the control panel.';

/**
 * The return address's origin as a CSP source, when it is a plain one. A host may hold characters a policy reads as
 * syntax (`;`, `,`): such an origin is left out, and the browser then refuses the redirect rather than the policy
 * changing meaning.
 */
function formTargetOf(returnUrl: string): string[] {
  const { origin } = new URL(returnUrl);
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) || /^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(origin)
    ? [origin]
    : [];
}

function notFoundPage(c: MockContext): Response {
  return page(c, {
    status: 404,
    title: 'Page not found',
    body: `<h1>Page not found</h1>${paragraph('This payment page does not exist. The link may be old, or its test world may have been deleted.')}`,
  });
}

function worldOf(registry: WorldRegistry, c: MockContext): World | undefined {
  return registry.get(c.req.param('worldId') ?? '');
}

function invoiceOf(world: World, c: MockContext): StoredInvoice | undefined {
  return findInvoiceById(world.state.orders, c.req.param('invoiceId') ?? '');
}

function setupOf(world: World, c: MockContext): StoredCardSetup | undefined {
  return findCardSetupById(world.state.billing, c.req.param('setupId') ?? '');
}

function billedTo(world: World, invoice: StoredInvoice): string {
  const customer = world.customer(invoice.customerId);
  return customer?.companyName ?? customer?.name ?? 'Customer';
}

function nothingToPay(c: MockContext, invoice: StoredInvoice, status: ContentfulStatusCode): Response {
  const reason = payGate(invoice).reason ?? 'There is nothing to pay on this invoice.';
  return page(c, {
    status,
    title: `Invoice ${invoice.number}`,
    body: `<h1>Nothing to pay on invoice ${escapeHtml(invoice.number)}</h1>${paragraph(reason)}${paragraph(CLOSE_TAB)}`,
  });
}

export function billingProviderRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  const invoicePath = `${PROVIDER_PAGES_PREFIX}/:worldId/invoices/:invoiceId`;
  const setupPath = `${PROVIDER_PAGES_PREFIX}/:worldId/card-setups/:setupId`;

  routes.get(invoicePath, (c) => {
    const world = worldOf(registry, c);
    const invoice = world && invoiceOf(world, c);
    if (!world || !invoice) return notFoundPage(c);
    const due = payableAmount(invoice);
    if (due <= 0) return nothingToPay(c, invoice, 200);
    const amount = providerAmount(due, invoice.currencyCode);
    const id = encodeURIComponent(invoice.id);
    return page(c, {
      title: `Pay invoice ${invoice.number}`,
      body:
        `<h1>Pay invoice ${escapeHtml(invoice.number)}</h1>` +
        details([
          ['Billed to', billedTo(world, invoice)],
          ['Invoice', invoice.number],
          ['Amount due', amount],
          ...(invoice.dueAt ? ([['Due', invoice.dueAt.slice(0, 10)]] as [string, string][]) : []),
        ]) +
        button(`./${id}/pay`, `Pay ${amount}`) +
        button(`./${id}/decline`, 'Decline payment', true),
    });
  });

  routes.post(`${invoicePath}/pay`, (c) => {
    const world = worldOf(registry, c);
    const invoice = world && invoiceOf(world, c);
    if (!world || !invoice) return notFoundPage(c);
    const outcome = payInvoice(world.state.orders, world.state.billing, invoice, undefined, world.nowIso());
    if (outcome.outcome !== 'paid') return nothingToPay(c, invoice, 409);
    applyPaymentEffects(world.state, invoice, world.nowIso());
    return page(c, {
      title: 'Payment received',
      body:
        '<h1>Payment received</h1>' +
        paragraph(
          `The payment of ${providerAmount(outcome.amount, invoice.currencyCode)} for invoice ${invoice.number} was received.`,
        ) +
        paragraph(CLOSE_TAB),
    });
  });

  routes.post(`${invoicePath}/decline`, (c) => {
    const world = worldOf(registry, c);
    const invoice = world && invoiceOf(world, c);
    if (!world || !invoice) return notFoundPage(c);
    const due = payableAmount(invoice);
    if (due <= 0) return nothingToPay(c, invoice, 409);
    // Declining changes nothing: the invoice stays as it was, to be paid another time.
    return page(c, {
      title: 'Payment declined',
      body:
        '<h1>Payment declined</h1>' +
        paragraph(
          `The payment of ${providerAmount(due, invoice.currencyCode)} for invoice ${invoice.number} was declined; nothing was charged.`,
        ) +
        paragraph(CLOSE_TAB),
    });
  });

  const paymentPath = `${PROVIDER_PAGES_PREFIX}/:worldId/payments/:paymentId`;

  /**
   * One page for a payment waiting at the provider: a card's confirmation (3-D Secure style: confirm or fail) or a
   * combined checkout (pay all its invoices, or decline). Both answers go back to the app with `payment=<id>`.
   */
  routes.get(paymentPath, (c) => {
    const world = worldOf(registry, c);
    const payment = world && findPaymentById(world.state.billing, c.req.param('paymentId') ?? '');
    if (!world || !payment) return notFoundPage(c);
    const back = paymentReturnUrlOf(payment);
    const formTargets = formTargetOf(payment.returnUrl);
    const amount = providerAmount(payment.amount, payment.currencyCode);
    const numbers = payment.invoiceIds
      .map((id) => findInvoiceById(world.state.orders, id)?.number)
      .filter((number): number is string => number !== undefined)
      .join(', ');
    if (payment.status !== 'pending' && payment.status !== 'requires_action') {
      const outcome = payment.status === 'succeeded' ? 'it was paid' : 'nothing was charged';
      return page(c, {
        title: 'Payment finished',
        body:
          '<h1>Payment finished</h1>' +
          paragraph(`This payment is already finished: ${outcome}.`) +
          `<p><a href="${escapeHtml(back)}">Return to the control panel</a></p>`,
        formTargets,
      });
    }
    const id = encodeURIComponent(payment.id);
    const card = payment.cardId === null ? undefined : world.state.billing.cards.find((x) => x.id === payment.cardId);
    const confirming = payment.status === 'requires_action';
    return page(c, {
      title: confirming ? 'Confirm your payment' : 'Pay invoices',
      body:
        `<h1>${confirming ? 'Confirm your payment' : 'Pay invoices'}</h1>` +
        (confirming ? paragraph('Your bank asks you to confirm this card payment.') : '') +
        details([
          ['Invoices', numbers],
          ['Amount', amount],
          ...(card ? ([['Card', `${card.brand} ending in ${card.last4}`]] as [string, string][]) : []),
        ]) +
        button(`./${id}/complete`, confirming ? `Confirm ${amount}` : `Pay ${amount}`) +
        button(`./${id}/fail`, confirming ? 'Fail confirmation' : 'Decline payment', true),
      formTargets,
    });
  });

  const finishPayment = (complete: boolean) => (c: MockContext) => {
    const world = worldOf(registry, c);
    const payment = world && findPaymentById(world.state.billing, c.req.param('paymentId') ?? '');
    if (!world || !payment) return notFoundPage(c);
    if (complete) completeAtProvider(world.state, payment, world.nowIso());
    else failAtProvider(payment, world.nowIso());
    return c.redirect(paymentReturnUrlOf(payment), 303);
  };
  routes.post(`${paymentPath}/complete`, finishPayment(true));
  routes.post(`${paymentPath}/fail`, finishPayment(false));

  routes.get(setupPath, (c) => {
    const world = worldOf(registry, c);
    const setup = world && setupOf(world, c);
    if (!world || !setup) return notFoundPage(c);
    const back = returnUrlOf(setup);
    const formTargets = formTargetOf(setup.returnUrl);
    if (setup.status !== 'pending') {
      const outcome = setup.status === 'completed' ? 'the card was added' : 'the card was declined';
      return page(c, {
        title: 'Card setup finished',
        body:
          '<h1>Card setup finished</h1>' +
          paragraph(`This card setup is already finished: ${outcome}.`) +
          `<p><a href="${escapeHtml(back)}">Return to the control panel</a></p>`,
        formTargets,
      });
    }
    const customer = world.customer(setup.customerId);
    const id = encodeURIComponent(setup.id);
    return page(c, {
      title: 'Add a card',
      body:
        '<h1>Add a card</h1>' +
        paragraph(
          `${customer?.companyName ?? customer?.name ?? 'The customer'} is saving a card for payments to the hosting provider.`,
        ) +
        details([
          ['Card', `Visa ending in ${PROVIDER_TEST_CARD.last4}`],
          ['Valid for', `${PROVIDER_TEST_CARD.validYears} years`],
        ]) +
        button(`./${id}/complete`, 'Add card') +
        button(`./${id}/decline`, 'Decline card', true) +
        paragraph('Test cards for trying other answers of the bank when the card is charged:') +
        button(
          `./${id}/complete?card=${TEST_CARD_LAST4.insufficientFunds}`,
          'Add a card without funds (ending 9995)',
          true,
        ) +
        button(
          `./${id}/complete?card=${TEST_CARD_LAST4.requiresAction}`,
          'Add a card that asks to confirm (ending 3155)',
          true,
        ),
      // The forms' answers send the browser back to the app: the CSP must allow that redirect.
      formTargets,
    });
  });

  /** Both answers go back to the app (303: the browser follows with a GET), also when the setup had finished. */
  const finish = (complete: boolean) => (c: MockContext) => {
    const world = worldOf(registry, c);
    const setup = world && setupOf(world, c);
    if (!world || !setup) return notFoundPage(c);
    const test = c.req.query('card');
    const last4 = Object.values(TEST_CARD_LAST4).find((candidate) => candidate === test);
    if (complete) completeCardSetup(world.state.billing, setup, world.nowIso(), last4);
    else declineCardSetup(setup, world.nowIso());
    return c.redirect(returnUrlOf(setup), 303);
  };
  routes.post(`${setupPath}/complete`, finish(true));
  routes.post(`${setupPath}/decline`, finish(false));

  return routes;
}

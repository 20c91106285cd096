import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope } from '@/test/scope-gates';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';

const RENEW = `/api/v2/domains/${D.com.id}/actions/renew`;
const PERIOD = `/api/v2/domains/${D.com.id}/billing-cycle`;

stubLayoutObservers();

/** An element's text with its no-break spaces (money, dates) as plain ones. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

async function openRenew(path = `/domains/${D.com.id}`, options = {}) {
  const rendered = await renderRoute(path, options);
  const section = await screen.findByRole('region', { name: 'Renewal' });
  await rendered.user.click(within(section).getByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog', { name: `Renew ${D.com.name}` });
  await within(dialog).findByRole('group', { name: 'Renew for' });
  return { ...rendered, dialog };
}

// Issue 23: renewing a domain from its screen (ledger "Domains → Renewal").
describe('renewing a domain', () => {
  it('shows the price and the new expiry of the chosen period before confirming, then the order and its invoice', async () => {
    const { user, dialog, requests, router } = await openRenew();
    expect(router.state.location.search).toMatchObject({ open: 'renew' });
    // nordlicht.com is renewed every 2 years: that period is chosen to start with.
    expect(within(dialog).getByRole('radio', { name: /^2 years/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^3 years/ }));
    const summary = within(dialog).getByRole('region', { name: 'Before you confirm' });
    const threeYears = within(dialog).getByRole('radio', { name: /^3 years/ });
    const hint = document.getElementById(threeYears.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    // Money and dates are written with no-break spaces; the assertions below compare normalised text.
    const [, price = '', date = ''] =
      /^(.+ excl\. VAT), expires on (.+) once paid$/.exec(hint.replace(/\s/g, ' ')) ?? [];
    expect(price).not.toBe('');
    expect(summary).toHaveTextContent(`Period3 years`);
    expect(summary).toHaveTextContent(`Price${price}`);
    expect(summary).toHaveTextContent(`New expiry date, once the invoice is paid${date}`);
    expect(sentRequests(requests, 'POST', RENEW)).toHaveLength(0);

    const confirm = within(dialog).getByRole('button', { name: /^Renew for 3 years · / });
    expect(text(confirm)).toBe(`Renew for 3 years · ${price}`);
    clickTwiceInOneTick(confirm);

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Renewal ordered');
    expect(text(done)).toContain(`for 3 years: ${price}. Once its invoice is paid, ${D.com.name} expires on ${date}.`);
    expect(within(done).getByRole('link', { name: /^Show invoice / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/billing\/invoices\/inv_/),
    );
    expect(within(done).getByRole('link', { name: /^Order / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/orders\/ord_/),
    );
    // Sent once, although clicked twice in one tick.
    expect(sentRequests(requests, 'POST', RENEW)).toHaveLength(1);

    // Closed: the domain's screen now shows the renewal waiting for payment, and Renew says why it is blocked.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('region', { name: 'Pending renewal' })).toBeInTheDocument();
    const renew = within(screen.getByRole('region', { name: 'Renewal' })).getByRole('button', { name: 'Renew' });
    await waitFor(() => expect(renew).toHaveAttribute('aria-disabled', 'true'));
    expect(renew).toHaveAccessibleDescription(
      'A renewal of this domain is already waiting for payment. Pay or cancel it first.',
    );
    expect(router.state.location.search).not.toHaveProperty('open');
  });

  it('says a renewal already waiting for payment before the click, and a shared link opens nothing', async () => {
    const { requests } = await renderRoute(`/domains/${D.se.id}?open=renew`);
    const section = await screen.findByRole('region', { name: 'Renewal' });
    const renew = within(section).getByRole('button', { name: 'Renew' });
    expect(renew).toHaveAttribute('aria-disabled', 'true');
    expect(renew).toHaveAccessibleDescription(
      'A renewal of this domain is already waiting for payment. Pay or cancel it first.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'GET', `/api/v2/domains/${D.se.id}/renewal`)).toHaveLength(0);
  });

  it('disables a period past the registry maximum with its reason, before anything is sent', async () => {
    const { dialog } = await openRenew(`/domains/${D.com.id}`, {
      rewrite: (request: string, body: unknown) => {
        if (request !== `GET /api/v2/domains/${D.com.id}/renewal`) return;
        const view = body as { options: { periodYears: number; canSelect: object }[] };
        return {
          ...view,
          options: view.options.map((option) =>
            option.periodYears === 9
              ? {
                  ...option,
                  canSelect: { allowed: false, reason: 'Too far ahead.', code: 'registry_maximum_exceeded' },
                }
              : option,
          ),
        };
      },
    });
    const nine = within(dialog).getByRole('radio', { name: /^9 years/ });
    expect(nine).toBeDisabled();
    expect(nine).toHaveAccessibleDescription(/registry/i);
    expect(nine).not.toHaveAccessibleDescription(/registry_maximum_exceeded/);
    expect(within(dialog).getByRole('group', { name: 'Renew for' })).toHaveAccessibleDescription(
      'The registry accepts at most 10 years of registration ahead, so longer periods cannot be chosen.',
    );
  });

  it('says a refusal of the period on the choices, keeps the choice, and shows no code', async () => {
    const refusal = new Response(
      JSON.stringify({
        type: 'about:blank',
        title: 'Invalid request',
        status: 400,
        code: 'invalid_request',
        detail: 'periodYears is past the registry maximum.',
        errors: [{ pointer: '/periodYears', code: 'registry_maximum_exceeded', detail: 'Too far ahead.' }],
      }),
      { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
    );
    const { user, dialog } = await openRenew(`/domains/${D.com.id}`, {
      answer: (request: string) => (request === `POST ${RENEW}` ? refusal : undefined),
    });
    await user.click(within(dialog).getByRole('radio', { name: /^9 years/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Renew for 9 years · / }));
    const group = within(dialog).getByRole('group', { name: 'Renew for' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/registry/i));
    expect(group).not.toHaveAccessibleDescription(/registry_maximum_exceeded|periodYears/);
    expect(within(dialog).getByRole('radio', { name: /^9 years/ })).toBeChecked();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens from the URL (?open=renew) when renewing is possible', async () => {
    await renderRoute(`/domains/${D.com.id}?open=renew`);
    expect(await screen.findByRole('dialog', { name: `Renew ${D.com.name}` })).toBeInTheDocument();
  });
});

describe('the renewal period', () => {
  it('previews the chosen period (nothing changes), then changes it; each control sends once', async () => {
    const { user, requests } = await renderRoute(`/domains/${D.com.id}`);
    const section = await screen.findByRole('region', { name: 'Renewal' });
    await user.click(within(section).getByRole('button', { name: 'Change renewal period' }));
    const dialog = await screen.findByRole('dialog', { name: `Change the renewal period of ${D.com.name}` });
    const group = await within(dialog).findByRole('group', { name: 'Renew each time for' });
    expect(within(group).getByRole('radio', { name: '2 years · current' })).toBeInTheDocument();
    // Nothing chosen yet: the preview says what to do first.
    const previewButton = within(dialog).getByRole('button', { name: 'Preview the change' });
    expect(previewButton).toHaveAccessibleDescription('Choose another period first.');

    await user.click(within(group).getByRole('radio', { name: '1 year' }));
    clickTwiceInOneTick(previewButton);
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(/renewed for 1 year at a time, at .+ excl\. VAT\. Nothing is charged now\./);
    expect(sentRequests(requests, 'POST', PERIOD)).toHaveLength(1);

    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Change to 1 year' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /The renewal period is now 1 year; the next renewal costs .+ excl\. VAT\./,
    );
    expect(sentRequests(requests, 'POST', PERIOD)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const facts = within(screen.getByRole('region', { name: 'Renewal' }));
    await waitFor(() => expect(facts.getByText(/every year/)).toBeInTheDocument());
  });

  it('is blocked while a domain order waits, with the reason before the click', async () => {
    const { user, requests } = await renderRoute(`/domains/${D.pending.id}`);
    const section = await screen.findByRole('region', { name: 'Renewal' });
    const change = within(section).getByRole('button', { name: 'Change renewal period' });
    expect(change).toHaveAttribute('aria-disabled', 'true');
    expect(change).toHaveAttribute('data-gate-code', 'pending_domain_order');
    await user.click(change);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `/api/v2/domains/${D.pending.id}/billing-cycle`)).toHaveLength(0);
  });
});

describe('a read-only key', () => {
  it('sees Renew and the renewal period blocked, in words, with nothing sent', async () => {
    const { user, requests } = await renderRoute(`/domains/${D.com.id}`, { as: 'readonly', scopes: READ_ONLY_SCOPES });
    const section = await screen.findByRole('region', { name: 'Renewal' });
    await expectBlockedByScope(
      user,
      requests,
      within(section).getByRole('button', { name: 'Renew' }),
      'Your API key can only read domains, so it cannot renew them.',
    );
    await expectBlockedByScope(
      user,
      requests,
      within(section).getByRole('button', { name: 'Change renewal period' }),
      'Your API key can only read domains, so it cannot change their renewal period.',
    );
  });
});

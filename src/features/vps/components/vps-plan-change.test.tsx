import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute, type ResponseRewrite } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, writesIn } from '@/test/scope-gates';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;
const app = DEMO_VPS.mismatch;
const upgrade = (id: string) => `/api/v2/vps/${id}/actions/upgrade`;

async function openPlanDialog(user: { click: (element: Element) => Promise<void> }, name: string) {
  const plan = await screen.findByRole('region', { name: 'Plan and resources' });
  await user.click(await within(plan).findByRole('button', { name: 'Change plan' }));
  const dialog = await screen.findByRole('dialog', { name: `Change the plan of ${name}` });
  await within(dialog).findByRole('group', { name: 'New plan' });
  return { plan, dialog };
}

describe('a server’s plan and how it is paid for', () => {
  it('shows a prepaid server’s billing beside its plan', async () => {
    await renderRoute(`/vps/${web.id}`);
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(billing).findByText('Prepaid monthly')).toBeInTheDocument();
    expect(billing).toHaveTextContent(/399\.00.* a month/);
    expect(billing).toHaveTextContent('Paid until');
    expect(billing).not.toHaveTextContent('Pay as you go');
  });

  it('shows a pay-as-you-go server’s price by the hour, billed afterwards, and no paid period', async () => {
    await renderRoute(`/vps/${app.id}`);
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(billing).findByText('Pay as you go')).toBeInTheDocument();
    expect(billing).toHaveTextContent(/an hour/);
    expect(billing).toHaveTextContent('Monthly, for the hours used');
    expect(billing).not.toHaveTextContent('Paid until');
  });
});

describe('changing a server’s plan', () => {
  it('says before the request which plans cannot be chosen and why, then the restart and the money, and sends once', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`);
    const { plan, dialog } = await openPlanDialog(user, web.name);
    expect(dialog).toHaveTextContent('Now: VPS L, 4 vCPUs, 8 GB memory, 160 GB disk');

    // A smaller disk, and fewer cores on a running server: blocked with their reasons, before anything is sent.
    const small = within(dialog).getByRole('radio', { name: /^VPS S:/ });
    expect(small).toBeDisabled();
    expect(small).toHaveAccessibleDescription(/disk can only grow/);
    const mStorage = within(dialog).getByRole('radio', { name: /^VPS M Storage:/ });
    expect(mStorage).toBeDisabled();
    expect(mStorage).toHaveAccessibleDescription(/stop/i);

    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription('Choose a plan first.');

    await user.click(within(dialog).getByRole('radio', { name: /^VPS XL:/ }));
    const summary = within(dialog).getByRole('region', { name: 'What changes with VPS XL' });
    expect(summary).toHaveTextContent('4 vCPUs → 8 vCPUs');
    expect(summary).toHaveTextContent('8 GB → 16 GB');
    expect(summary).toHaveTextContent('160 GB → 320 GB');
    expect(summary).toHaveTextContent(`${web.name} restarts while the change is applied`);
    expect(summary).toHaveTextContent(
      /Due now: SEK [\d,.]+ excl\. VAT, the difference for the rest of the paid period/,
    );
    expect(summary).toHaveTextContent(/799\.00 excl\. VAT a month/);
    expect(writesIn(requests)).toEqual([]);

    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Change to VPS XL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', upgrade(web.id))).toHaveLength(1);
    // Progress in place, and the invoice for the difference with the way to it.
    expect(await within(plan).findByText(`Change the plan of ${web.name} to VPS XL`)).toBeInTheDocument();
    const invoice = await within(plan).findByRole('link', { name: /^Show invoice / });
    expect(invoice.getAttribute('href')).toMatch(/^\/billing\/invoices\/inv_/);
  });

  it('a pay-as-you-go server: a disk-only growth keeps it running, and nothing is due now', async () => {
    const { user } = await renderRoute(`/vps/${app.id}`);
    const { dialog } = await openPlanDialog(user, app.name);
    expect(within(dialog).getByRole('radio', { name: /^VPS XL:/ })).toHaveAccessibleName(/an hour/);
    await user.click(within(dialog).getByRole('radio', { name: /^VPS M Storage:/ }));
    const summary = within(dialog).getByRole('region', { name: 'What changes with VPS M Storage' });
    expect(summary).toHaveTextContent(`${app.name} keeps running: this change needs no restart.`);
    expect(summary).toHaveTextContent('Nothing is due now: this server is paid as you go.');
    expect(summary).not.toHaveTextContent('Due now:');
  });

  it('a read-only key sees "Change plan" blocked with the reason in words, and a click sends nothing', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`, { as: 'readonly', scopes: READ_ONLY_SCOPES });
    const plan = await screen.findByRole('region', { name: 'Plan and resources' });
    await expectBlockedByScope(
      user,
      requests,
      await within(plan).findByRole('button', { name: 'Change plan' }),
      'Your API key can only read servers, so it cannot change their plan.',
    );
  });

  it('guard flags the server left out are never read as harmless: "may restart", "may need a stop"', async () => {
    // The server sends the XL option without `restarts` and `requiresStop` (they read as null).
    const rewrite: ResponseRewrite = (request, body) => {
      if (request !== `GET ${upgrade(web.id)}`) return undefined;
      const view = body as { plans: { options: Record<string, unknown>[] } };
      return {
        ...view,
        plans: {
          ...view.plans,
          // Sent as JSON: a member set to undefined is left out.
          options: view.plans.options.map((option) =>
            option['code'] === 'vps-xl' ? { ...option, restarts: undefined, requiresStop: undefined } : option,
          ),
        },
      };
    };
    const { user } = await renderRoute(`/vps/${web.id}`, { rewrite });
    const { dialog } = await openPlanDialog(user, web.name);
    await user.click(within(dialog).getByRole('radio', { name: /^VPS XL:/ }));
    const summary = within(dialog).getByRole('region', { name: 'What changes with VPS XL' });
    expect(summary).toHaveTextContent(`${web.name} may restart while the change is applied`);
    expect(summary).toHaveTextContent(`It is not known whether ${web.name} must be stopped for this change.`);
    expect(summary).not.toHaveTextContent('keeps running');
  });

  it('when how the server is paid for is not known, the price is not guessed and the change is not offered', async () => {
    const unknownMode: ResponseRewrite = (request, body) => {
      const value = body as Record<string, unknown>;
      if (request === `GET /api/v2/vps/${web.id}/actions/billing-cycle`) return { ...value, isPayg: 'maybe' };
      if (request !== `GET ${upgrade(web.id)}`) return undefined;
      return { ...value, billing: { ...(value['billing'] as object), isPayg: 'maybe' } };
    };
    const { user, requests } = await renderRoute(`/vps/${web.id}`, { rewrite: unknownMode });
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(billing).findByText('Not known right now')).toBeInTheDocument();
    expect(billing).not.toHaveTextContent('Prepaid');
    const { dialog } = await openPlanDialog(user, web.name);
    await user.click(within(dialog).getByRole('radio', { name: /^VPS XL:/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Change to VPS XL' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription(/could not tell how this server is paid for/);
    await user.click(confirm);
    expect(sentRequests(requests, 'POST', upgrade(web.id))).toEqual([]);
  });

  it('a plan the server refuses after all (409): the reason in words, and the choices read again say it', async () => {
    // The first read offers VPS M Storage (as if the server were stopped); the server then refuses it.
    let reads = 0;
    const rewrite: ResponseRewrite = (request, body) => {
      if (request !== `GET ${upgrade(web.id)}`) return undefined;
      reads += 1;
      if (reads > 1) return undefined;
      const view = body as { plans: { options: Record<string, unknown>[] } };
      const allowed = { allowed: true, reason: null, code: null };
      return {
        ...view,
        plans: {
          ...view.plans,
          options: view.plans.options.map((o) => (o['code'] === 'vps-m-storage' ? { ...o, canSelect: allowed } : o)),
        },
      };
    };
    const { user, requests } = await renderRoute(`/vps/${web.id}`, { rewrite });
    const plan = await screen.findByRole('region', { name: 'Plan and resources' });
    // The panel's own read comes first; the dialog reads again when it opens: let that one be the offer.
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    reads = 0;
    await user.click(await within(plan).findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: `Change the plan of ${web.name}` });
    const mStorage = await within(dialog).findByRole('radio', { name: /^VPS M Storage:/ });
    await waitFor(() => expect(mStorage).toBeEnabled());
    await user.click(mStorage);
    await user.click(within(dialog).getByRole('button', { name: 'Change to VPS M Storage' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Stop the server first/);
    expect(sentRequests(requests, 'POST', upgrade(web.id))).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /^VPS M Storage:/ })).toBeDisabled());
    expect(within(dialog).getByRole('radio', { name: /^VPS M Storage:/ })).toHaveAccessibleDescription(/stop/i);
  });
});

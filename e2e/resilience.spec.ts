import { expect, expectAccessible, httpStatusConsole, test } from './fixtures';
import { operationsButton } from './steps';
import { DEMO_TICKETS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { powerAction } from './vps-steps';

const ticket = DEMO_TICKETS.openWithStaffReply;

/** Worlds made unreliable on purpose: the screen shows the failure with a retry, and a mutation is never doubled. */
test.describe('degrading well under injected faults', () => {
  test('a failing read shows the problem and its request id, and Try again recovers', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(502));
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [502] } });
    await page.getByRole('link', { name: ticket.subject }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('HTTP status502', { timeout: 15_000 });
    await expect(alert).toContainText(/req_[0-9a-f]+/);
    // Never a blank screen: the shell and its navigation stay.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page, 'ticket under faults');

    await patchWorld(world.worldId, { faults: null });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();
  });

  test('a failing close changes nothing; the retry closes the ticket exactly once', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(503));
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${ticket.number}`);
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();

    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog.getByRole('alert')).toContainText('HTTP status503');
    // The dialog stays open with the failure in place, so nothing the user decided is lost.
    await expect(dialog.getByRole('button', { name: 'Close ticket' })).toBeEnabled();

    await patchWorld(world.worldId, { faults: null });
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.page__header').getByText('Closed', { exact: true })).toBeVisible();
    // The failed attempt was never applied: one close, one automated note.
    await expect(page.getByText(/Ticket closed by/)).toHaveCount(1);
  });

  test('added latency shows the loading state, then the screen', async ({ page, makeWorld, signInAs }) => {
    const world = await makeWorld({ latencyMs: 1500 });
    await signInAs(world.keys.full);
    await page.goto('/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: ticket.subject }).click();
    // While the slow answer is on its way the screen says so, instead of freezing or going blank.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 15_000 });
  });

  test('add funds pressed again after its answer was lost creates one invoice', async ({
    page,
    world,
    signInAs,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_CONNECTION_RESET|ERR_FAILED/);
    await signInAs(world.keys.full);
    await page.goto('/billing/credit');
    const sentKeys: (string | null)[] = [];
    await page.route('**/api/v2/billing/credit/actions/add-funds', async (route) => {
      sentKeys.push(await route.request().headerValue('Idempotency-Key'));
      if (sentKeys.length > 1) return route.continue();
      // The server creates the invoice; the connection breaks before its answer arrives.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('textbox', { name: 'Amount' }).fill('250');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not confirm that this went through');

    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText(/^Invoice .+ for SEK\s250\.00 no VAT \(prepayment\) was created\./)).toBeVisible();
    // The same submission sent again: the same key, and the server answered its first invoice.
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    const invoices = await request.get('/api/v2/billing/invoices?limit=100', {
      headers: { Authorization: `Bearer ${world.keys.full}` },
    });
    const { data } = (await invoices.json()) as { data: { id: string; kind: string }[] };
    const added = data.filter((invoice) => invoice.kind === 'add_funds');
    expect(added).toHaveLength(1);
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${added[0]?.id ?? 'none'}(\\?|$)`));
  });
});

/** Jobs the panel cannot follow: it says so in customer words, refreshes, and never asks where it should not. */
test.describe('operations the panel cannot follow', () => {
  const web = DEMO_VPS.web;

  test('a restart accepted without a poll URL is shown as accepted, never polled, and the server is read again', async ({
    page,
    world,
    signInAs,
  }) => {
    const jobRequests: string[] = [];
    let detailReads = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/jobs/')) jobRequests.push(request.url());
      if (request.method() === 'GET' && url.pathname === `/api/v2/vps/${web.id}`) detailReads++;
    });
    await page.route(`**/api/v2/vps/${web.id}/actions/restart`, (route) =>
      route.fulfill({
        status: 202,
        json: { operation: { status: 'pending', jobId: 'job_e2e', pollUrl: 'https://evil.example/api/jobs/job_e2e' } },
      }),
    );
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    const power = page.getByRole('region', { name: 'Power' });
    await (await powerAction(page, 'Restart')).click();
    await expect.poll(() => detailReads).toBeGreaterThan(0);
    const readsBefore = detailReads;
    await page
      .getByRole('dialog', { name: `Restart ${web.name}?` })
      .getByRole('button', { name: 'Restart' })
      .click();

    const progress = power.getByRole('status').first();
    await expect(progress).toContainText('Accepted. Its progress cannot be followed here');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => detailReads).toBeGreaterThan(readsBefore);
    await expectAccessible(page, 'operation accepted without a poll URL');
    expect(jobRequests).toEqual([]);
  });

  test('a job whose poll answers 403 is asked once, then the drawer says it could not be followed', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(403));
    let polls = 0;
    await page.route('**/api/jobs/*', (route) => {
      polls++;
      return route.fulfill({
        status: 403,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Forbidden', status: 403, code: 'forbidden', requestId: 'req_e2e403' }),
      });
    });
    await signInAs(world.keys.full);
    await page.goto(`/vps/${web.id}`);
    const power = page.getByRole('region', { name: 'Power' });
    await (await powerAction(page, 'Restart')).click();
    await page
      .getByRole('dialog', { name: `Restart ${web.name}?` })
      .getByRole('button', { name: 'Restart' })
      .click();

    await expect(power.getByRole('status').first()).toContainText('Could not follow this operation');
    await (await operationsButton(page)).click();
    const drawer = page.getByRole('dialog', { name: 'Operations' });
    await expect(drawer.getByRole('region', { name: 'Recent (1)' })).toContainText('Could not follow this operation');
    await expect(drawer).toContainText('req_e2e403');
    await page.waitForTimeout(3000);
    expect(polls).toBe(1);
  });
});

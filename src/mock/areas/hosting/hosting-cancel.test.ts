import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { hostingAccount, hostingAccountListPage } from '@/api/schemas/hosting';
import { hostingCancellation } from '@/api/schemas/hosting-cancel';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

const main = DEMO_HOSTING.main;
const DAY = 24 * 60 * 60 * 1000;

describe('cancelling an account at the end of its period', () => {
  it('previews what ends and when, schedules it, shows it on the list and detail, and undoes it', async () => {
    const kit = await hostingSetup();
    const before = await kit.parse(await kit.get(main.id), hostingAccount);
    const preview = await kit.parse(await kit.get(`${main.id}/actions/cancel`), hostingCancellation);
    expect(preview.scheduled).toBeNull();
    expect(preview.effectiveAt).toBe(before.nextDueAt);
    expect(preview.refundAmount).toBe(0);
    expect(preview.domains).toEqual(before.domains);
    expect(preview.mailboxes).toBeGreaterThanOrEqual(4);
    expect(preview.unused?.days).toBeGreaterThan(0);
    expect(preview.unused?.amount).toBeGreaterThan(0);
    expect(Date.parse(preview.dataDeletedAt ?? '') - Date.parse(preview.effectiveAt ?? '')).toBe(30 * DAY);
    expect(preview.actions.canCancel.allowed).toBe(true);
    expect(preview.actions.canUndo).toMatchObject({ allowed: false, code: 'no_cancellation' });

    await expectProblem(await kit.post(`${main.id}/actions/cancel`, { when: 'now' }), 400, 'invalid_request');
    const scheduled = await kit.parse(await kit.post(`${main.id}/actions/cancel`, {}), hostingCancellation);
    expect(scheduled.scheduled?.effectiveAt).toBe(before.nextDueAt);
    expect(scheduled.actions.canUndo.allowed).toBe(true);
    expect(scheduled.actions.canCancel).toMatchObject({ allowed: false, code: 'cancellation_scheduled' });

    const detail = await kit.parse(await kit.get(main.id), hostingAccount);
    expect(detail.serviceStatus).toBe('active');
    expect(detail.cancellation?.effectiveAt).toBe(before.nextDueAt);
    expect(detail.actions.canRenew).toMatchObject({ allowed: false, code: 'cancellation_scheduled' });
    expect(detail.actions.canUpgrade.code).toBe('cancellation_scheduled');
    const list = await kit.parse(await kit.get(''), hostingAccountListPage);
    expect(list.data.find((item) => item.id === main.id)?.cancellation?.effectiveAt).toBe(before.nextDueAt);
    // Renewing while it ends is refused by the gate.
    await expectProblem(await kit.post(`${main.id}/actions/renew`, {}), 403, 'cancellation_scheduled');
    await expectProblem(await kit.post(`${main.id}/actions/cancel`, {}), 403, 'cancellation_scheduled');

    const undo = await kit.call(`${HOSTING_PATH}/${main.id}/actions/cancel`, { method: 'DELETE', key: kit.key });
    const undone = await kit.parse(undo, hostingCancellation);
    expect(undone.scheduled).toBeNull();
    const again = await kit.parse(await kit.get(main.id), hostingAccount);
    expect(again.cancellation).toBeNull();
    expect(again.actions.canRenew.allowed).toBe(true);
    const second = await kit.call(`${HOSTING_PATH}/${main.id}/actions/cancel`, { method: 'DELETE', key: kit.key });
    await expectProblem(second, 409, 'no_cancellation');

    const log = await kit.parse(await kit.call('/api/v2/audit-log', { key: kit.key }), auditLogPage);
    const actions = log.data.map((entry) => entry.action);
    expect(actions).toContain('hosting.cancel');
    expect(actions).toContain('hosting.undo_cancel');
  });

  it('ends the account when the period ends; then the undo is refused', async () => {
    const kit = await hostingSetup();
    const scheduled = await kit.parse(await kit.post(`${main.id}/actions/cancel`, {}), hostingCancellation);
    const end = Date.parse(scheduled.scheduled?.effectiveAt ?? '');
    const now = Date.parse((await kit.parse(await kit.get(main.id), hostingAccount)).cancellation?.requestedAt ?? '');
    await kit.advance(end - now + 1000);
    const detail = await kit.parse(await kit.get(main.id), hostingAccount);
    expect(detail.serviceStatus).toBe('cancelled');
    const undo = await kit.call(`${HOSTING_PATH}/${main.id}/actions/cancel`, { method: 'DELETE', key: kit.key });
    await expectProblem(undo, 409, 'cancellation_done');
  });

  it('refuses an account with an unpaid invoice, a suspended one, and a key without write:billing', async () => {
    const kit = await hostingSetup();
    const blocked = await kit.parse(
      await kit.get(`${DEMO_HOSTING.pendingInvoice.id}/actions/cancel`),
      hostingCancellation,
    );
    expect(blocked.blockingInvoice?.number).toBe(DEMO_HOSTING.pendingInvoice.invoice.number);
    const problem = await expectProblem(
      await kit.post(`${DEMO_HOSTING.pendingInvoice.id}/actions/cancel`, {}),
      409,
      'existing_invoice_blocking',
    );
    expect(problem).toHaveProperty('invoice');
    await expectProblem(await kit.post(`${DEMO_HOSTING.suspended.id}/actions/cancel`, {}), 403, 'account_suspended');
    await expectProblem(await kit.post(`${main.id}/actions/cancel`, {}, kit.named('no-billing')), 403, 'forbidden');
  });
});

import { describe, expect, it } from 'vitest';
import { hostingAccount, hostingAccountListPage } from '@/api/schemas/hosting';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

/** Home's fields of a hosting account (ours, ledger "Home"): `mailboxesOverQuota`, `blockingInvoice`. */
async function setup() {
  const kit = await hostingSetup();
  const rows = async () => (await kit.parse(await kit.get('?limit=100'), hostingAccountListPage)).data;
  return { ...kit, rows };
}

describe('hosting list: what Home needs (ours)', () => {
  it('counts the mailboxes over quota; raising the quota clears it', async () => {
    const t = await setup();
    const main = (await t.rows()).find((row) => row.id === DEMO_HOSTING.main.id);
    expect(main?.mailboxesOverQuota).toBe(1);
    expect((await t.rows()).find((row) => row.id === DEMO_HOSTING.legacy.id)?.mailboxesOverQuota).toBe(0);
    const raised = await t.call(
      `${HOSTING_PATH}/${DEMO_HOSTING.main.id}/email-accounts/${DEMO_HOSTING.main.mailboxes.overQuota}/quota`,
      { method: 'PUT', key: t.key, body: { quotaMb: 8192 } },
    );
    expect(raised.status).toBe(200);
    expect((await t.rows()).find((row) => row.id === DEMO_HOSTING.main.id)?.mailboxesOverQuota).toBe(0);
  });

  it('names the invoice that blocks a change, in the list and on the detail', async () => {
    const t = await setup();
    const shop = (await t.rows()).find((row) => row.id === DEMO_HOSTING.pendingInvoice.id);
    expect(shop?.blockingInvoice).toMatchObject({ status: 'unpaid', currencyCode: 'SEK' });
    expect(shop?.blockingInvoice?.number).toBeTruthy();
    const detail = await t.parse(await t.get(DEMO_HOSTING.pendingInvoice.id), hostingAccount);
    expect(detail.blockingInvoice).toEqual(shop?.blockingInvoice);
    expect((await t.rows()).find((row) => row.id === DEMO_HOSTING.main.id)?.blockingInvoice).toBeNull();
  });
});

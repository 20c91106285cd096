import { describe, expect, it } from 'vitest';
import { DEMO_HOSTING, DEMO_VPS } from './demo/ids';
import { clockShiftDays, SCENARIO_AUTHORED_DAY, shiftedInstant } from './clock';
import { findScenario } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Worlds created on the authored day, a day in a leap year's February, and years later near midnight. */
const CLOCKS = [
  Date.parse(`${SCENARIO_AUTHORED_DAY}T12:00:00.000Z`),
  Date.parse('2028-02-29T00:00:01.000Z'),
  Date.parse('2031-07-09T23:59:59.000Z'),
];

function demoAt(nowMs: number) {
  const demo = findScenario('demo');
  if (!demo) throw new Error('no demo scenario');
  return demo.seed(nowMs).state;
}

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : NaN);

describe('demo data is dated relative to the world clock', () => {
  for (const nowMs of CLOCKS) {
    const day = new Date(nowMs).toISOString().slice(0, 10);

    it(`a world created on ${day}: active hosting is due in the future, the suspended one is overdue`, () => {
      const { hosting } = demoAt(nowMs);
      const active = hosting.accounts.filter((account) => account.serviceStatus === 'active');
      expect(active.length).toBeGreaterThan(3);
      for (const account of active) {
        expect(ms(account.nextDueAt), account.primaryDomain).toBeGreaterThan(nowMs);
        // A monthly..annual account is due within about a year, never years ahead.
        expect(ms(account.nextDueAt) - nowMs, account.primaryDomain).toBeLessThan(400 * DAY_MS);
      }
      const suspended = hosting.accounts.find((account) => account.id === DEMO_HOSTING.suspended.id);
      expect(ms(suspended?.nextDueAt)).toBeLessThan(nowMs);
      for (const account of hosting.accounts) expect(ms(account.createdAt)).toBeLessThan(nowMs);
    });

    it(`a world created on ${day}: the pending account was ordered in the last two days, not months ago`, () => {
      const pending = demoAt(nowMs).hosting.accounts.find((account) => account.id === DEMO_HOSTING.pending.id);
      expect(pending?.serviceStatus).toBe('pending');
      const age = nowMs - ms(pending?.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(2 * DAY_MS);
    });

    it(`a world created on ${day}: unpaid invoices fall due ahead, tickets and servers are in the past`, () => {
      const state = demoAt(nowMs);
      const unpaid = state.orders.invoices.filter((invoice) => invoice.status === 'unpaid');
      expect(unpaid.length).toBeGreaterThan(3);
      // Every unpaid invoice falls due ahead, but the ones the suspended account and server are blocked for: overdue,
      // and recently.
      const overdue: string[] = [DEMO_HOSTING.suspended.invoice.number, DEMO_VPS.suspended.invoice.number];
      for (const invoice of unpaid) {
        if (overdue.includes(invoice.number)) {
          expect(ms(invoice.dueAt), invoice.number).toBeLessThan(nowMs);
          expect(ms(invoice.dueAt), invoice.number).toBeGreaterThan(nowMs - 45 * 86_400_000);
        } else expect(ms(invoice.dueAt), invoice.number).toBeGreaterThan(nowMs);
      }
      for (const invoice of state.orders.invoices) expect(ms(invoice.issuedAt)).toBeLessThan(nowMs);
      for (const ticket of state.tickets.tickets) {
        for (const message of ticket.messages) expect(ms(message.sentAt), ticket.number).toBeLessThan(nowMs);
      }
      for (const server of state.vps.servers) {
        if (server.createdAtRel === null) expect(ms(server.createdAt), server.name).toBeLessThan(nowMs);
        else expect(server.createdAtRel, server.name).toBeLessThan(0);
      }
    });

    it(`a world created on ${day}: active domains expire ahead, the expired one has expired`, () => {
      const { domains } = demoAt(nowMs);
      for (const domain of domains.domains) {
        if (domain.status === 'active') expect(ms(domain.expiresAt), domain.name).toBeGreaterThan(nowMs);
        if (domain.status === 'expired') expect(ms(domain.expiresAt), domain.name).toBeLessThan(nowMs);
        if (domain.unlockRequestedAt) expect(ms(domain.unlockRequestedAt)).toBeLessThan(nowMs);
      }
    });
  }

  it('moves by whole days, so times of day and the order of events stay as written', () => {
    const nowMs = Date.parse('2027-03-01T17:45:00.000Z');
    expect(clockShiftDays(Date.parse(`${SCENARIO_AUTHORED_DAY}T23:59:59.000Z`))).toBe(0);
    expect(shiftedInstant('2026-11-20T05:26:00.000Z', nowMs)).toBe('2027-02-27T05:26:00.000Z');
    const a = demoAt(Date.parse(`${SCENARIO_AUTHORED_DAY}T08:00:00.000Z`));
    const b = demoAt(nowMs);
    const shift = clockShiftDays(nowMs) * DAY_MS;
    expect(b.hosting.accounts.map((account) => ms(account.createdAt) - shift)).toEqual(
      a.hosting.accounts.map((account) => ms(account.createdAt)),
    );
  });
});

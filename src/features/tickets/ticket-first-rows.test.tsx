import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { setUpListTests } from '@/test/list-tests';
import { expectFrameCount, firstPage, reactAndBootTables, withShapes } from '@/test/first-rows';
import { rowWriting, type RowWriting } from '@/ui/first-rows';
import ticketsEn from './messages/en';
import ticketsSv from './messages/sv';
import { ticketFirstRowKeys, ticketFirstTable } from './ticket-first-rows';

setUpListTests();

/**
 * The boot script draws the support tickets list's first rows from its early read (ticket-first-rows.ts) before React
 * has run; React's rows then take their place. They must be the same rows, or the list would change under the
 * customer's eyes: React renders the list from an answer, and the boot's markup from the same answer must equal it.
 */

const catalogs = { en: { ...coreEn, ...ticketsEn }, sv: { ...coreSv, ...ticketsSv } } as const;

function writing(locale: 'en' | 'sv'): RowWriting {
  return rowWriting(catalogs[locale], locale, null);
}

/** Every shape a row takes: no subject, unknown status and priority, no department name, odd dates, escaping. */
const varied = (body: unknown) =>
  withShapes(
    body,
    [
      { subject: null, departmentName: null, lastMessageAt: null, updatedAt: null, createdAt: null, messageCount: 0 },
      { subject: 'a <b>"bold"</b> & co', status: 'melting', priority: 42, departmentName: 7, messageCount: 1 },
      { number: 'T-9', lastMessageAt: '', updatedAt: 'soon', status: 'on_hold', priority: 'critical' },
      { lastMessageAt: undefined, updatedAt: null, createdAt: '2026-01-02T03:04:05.000Z', messageCount: 1000 },
    ],
    'tkt_shape',
  );

const renderedAndDrawn = (locale: 'en' | 'sv', shapes: boolean) =>
  reactAndBootTables({
    path: '/support/tickets',
    locale,
    list: 'GET /api/v2/support/tickets',
    vary: shapes ? varied : undefined,
    boot: (answer) => ticketFirstTable(answer, writing(locale)),
  });

describe("the support tickets list's first rows, drawn before React", () => {
  it('are the rows React draws from the same answer', async () => {
    const { react, boot } = await renderedAndDrawn('en', false);
    expect(react).toContain('<time');
    expect(boot).toBe(react);
  });

  it('are the same for every shape of a row (missing members, unknown values, odd dates, escaping)', async () => {
    const { react, boot } = await renderedAndDrawn('en', true);
    expect(react).toContain('a &lt;b&gt;"bold"&lt;/b&gt; &amp; co');
    expect(react).toContain('(no subject)');
    expect(react).toContain('No date');
    expect(boot).toBe(react);
  });

  it('are the same in Swedish', async () => {
    const { react, boot } = await renderedAndDrawn('sv', true);
    expect(react).toContain('1&nbsp;000 meddelanden');
    expect(boot).toBe(react);
  });

  it('say above them how many there are, as the list does once its only page is in', async () => {
    // The demo has more tickets than a page: here its first page is all of them.
    const { answer, count } = await reactAndBootTables({
      path: '/support/tickets',
      locale: 'sv',
      list: 'GET /api/v2/support/tickets',
      vary: (body) => ({ ...(body as object), hasMore: false, nextCursor: null }),
      boot: (page) => ticketFirstTable(page, writing('sv')),
    });
    expectFrameCount(answer, count, 'tickets', rowWriting(catalogs.sv, 'sv', null));
  });

  it('use only words of the catalogs, in both languages', () => {
    for (const key of ticketFirstRowKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });

  it('draw nothing for an answer the list shows with a note or without rows', () => {
    const write = writing('en');
    const ticket = { id: 'tkt_1', number: '1', subject: 'Hi', departmentSlug: 'billing', messageCount: 1 };
    expect(ticketFirstTable(firstPage([ticket]), write)).not.toBeNull();
    expect(ticketFirstTable(firstPage([]), write)).toBeNull();
    expect(ticketFirstTable(firstPage([ticket, { ...ticket, id: 'tkt_2', number: 2 }]), write)).toBeNull();
    expect(ticketFirstTable(firstPage([{ ...ticket, subject: undefined }]), write)).toBeNull();
    expect(ticketFirstTable(firstPage([{ ...ticket, messageCount: 1.5 }]), write)).toBeNull();
    expect(ticketFirstTable({ hasMore: false, nextCursor: null, items: [ticket] }, write)).toBeNull();
    expect(ticketFirstTable(null, write)).toBeNull();
  });
});

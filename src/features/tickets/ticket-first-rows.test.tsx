import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import { setUpListTests } from '@/test/list-tests';
import { drawnTable, parsedMarkup } from '@/test/first-rows';
import { renderRoute } from '@/test/render-route';
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
function varied(body: Record<string, unknown>): Record<string, unknown> {
  const [first] = body.data as Record<string, unknown>[];
  const shapes: Record<string, unknown>[] = [
    { subject: null, departmentName: null, lastMessageAt: null, updatedAt: null, createdAt: null, messageCount: 0 },
    { subject: 'a <b>"bold"</b> & co', status: 'melting', priority: 42, departmentName: 7, messageCount: 1 },
    { number: 'T-9', lastMessageAt: '', updatedAt: 'soon', status: 'on_hold', priority: 'critical' },
    { lastMessageAt: undefined, updatedAt: null, createdAt: '2026-01-02T03:04:05.000Z', messageCount: 1000 },
  ];
  return {
    ...body,
    data: [...(body.data as unknown[]), ...shapes.map((shape, i) => ({ ...first, ...shape, id: `tkt_shape${i}` }))],
  };
}

async function renderedAndDrawn(locale: 'en' | 'sv', shapes: boolean) {
  await setLocale(locale, null);
  let answer: unknown;
  await renderRoute('/support/tickets', {
    // The list's first page is read first (the loader); a count of all tickets after it gets the same rows.
    rewrite: (sent, body) => {
      if (sent !== 'GET /api/v2/support/tickets') return undefined;
      const rewritten = shapes ? varied(body as Record<string, unknown>) : body;
      answer ??= rewritten;
      return rewritten;
    },
  });
  await screen.findAllByRole('row');
  return { react: drawnTable(), boot: parsedMarkup(ticketFirstTable(answer, writing(locale))) };
}

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

  it('use only words of the catalogs, in both languages', () => {
    for (const key of ticketFirstRowKeys) {
      expect(catalogs.en[key]).toEqual(expect.any(String));
      expect(catalogs.sv[key]).toEqual(expect.any(String));
    }
  });

  it('draw nothing for an answer the list shows with a note or without rows', () => {
    const write = writing('en');
    const ticket = { id: 'tkt_1', number: '1', subject: 'Hi', departmentSlug: 'billing', messageCount: 1 };
    expect(ticketFirstTable({ data: [ticket] }, write)).not.toBeNull();
    expect(ticketFirstTable({ data: [] }, write)).toBeNull();
    expect(ticketFirstTable({ data: [ticket, { ...ticket, id: 'tkt_2', number: 2 }] }, write)).toBeNull();
    expect(ticketFirstTable({ data: [{ ...ticket, subject: undefined }] }, write)).toBeNull();
    expect(ticketFirstTable({ data: [{ ...ticket, messageCount: 1.5 }] }, write)).toBeNull();
    expect(ticketFirstTable({ items: [ticket] }, write)).toBeNull();
    expect(ticketFirstTable(null, write)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, formatMessageParts, parseMessage } from './message-format';

const count = '{count, plural, =0 {No messages} one {# message} other {# messages}}';
const antal = '{count, plural, =0 {Inga meddelanden} one {# meddelande} other {# meddelanden}}';

describe('plural', () => {
  it('picks the English form by the plural rules, with =0 as an exact match', () => {
    expect(formatMessage(count, { count: 0 }, 'en')).toBe('No messages');
    expect(formatMessage(count, { count: 1 }, 'en')).toBe('1 message');
    expect(formatMessage(count, { count: 3 }, 'en')).toBe('3 messages');
  });

  it('picks the Swedish form', () => {
    expect(formatMessage(antal, { count: 0 }, 'sv')).toBe('Inga meddelanden');
    expect(formatMessage(antal, { count: 1 }, 'sv')).toBe('1 meddelande');
    expect(formatMessage(antal, { count: 3 }, 'sv')).toBe('3 meddelanden');
  });

  it('formats # with the locale number format (Swedish groups with a no-break space, as Intl gives it)', () => {
    const sv = formatMessage(antal, { count: 1234 }, 'sv');
    expect(sv).toBe(`${new Intl.NumberFormat('sv').format(1234)} meddelanden`);
    expect(sv).toMatch(/^1[\u00a0\u202f]234 meddelanden$/);
    expect(formatMessage(count, { count: 1234 }, 'en')).toBe('1,234 messages');
    expect(formatMessage(count, { count: 1.5 }, 'sv')).toBe('1,5 messages');
  });

  it('uses the plural value for # inside a select nested in the plural', () => {
    const message =
      '{n, plural, one {{kind, select, vps {# server} other {# item}}} other {{kind, select, vps {# servers} other {# items}}}}';
    expect(formatMessage(message, { n: 2, kind: 'vps' }, 'en')).toBe('2 servers');
    expect(formatMessage(message, { n: 1, kind: 'disk' }, 'en')).toBe('1 item');
  });

  it('keeps # literal outside a plural', () => {
    expect(formatMessage('Ticket #{number}', { number: '104201' }, 'en')).toBe('Ticket #104201');
  });
});

describe('select', () => {
  const status = '{status, select, open {Open} closed {Closed} other {Unknown}}';
  it('picks the matching option, else other', () => {
    expect(formatMessage(status, { status: 'open' }, 'en')).toBe('Open');
    expect(formatMessage(status, { status: 'archived' }, 'en')).toBe('Unknown');
  });
  it('allows an empty option and text around it', () => {
    const caption =
      '{filter, select, all {All tickets} open {Open tickets}}{page, select, first {} other {, later page}}';
    expect(formatMessage(caption, { filter: 'open', page: 'first' }, 'en')).toBe('Open tickets');
    expect(formatMessage(caption, { filter: 'all', page: 'later' }, 'en')).toBe('All tickets, later page');
  });
  it('can show the value itself as the fallback', () => {
    expect(formatMessage('{type, select, vps {VPS} other {{type}}}', { type: 'dns_zone' }, 'en')).toBe('dns_zone');
  });
});

describe('values', () => {
  it('fills placeholders and formats numbers in the locale', () => {
    expect(formatMessage('Hello {name}, {n} left', { name: 'Astrid', n: 12345.5 }, 'sv')).toBe(
      `Hello Astrid, ${new Intl.NumberFormat('sv').format(12345.5)} left`,
    );
  });
  it('reads multi-line messages and spaces around names', () => {
    const message = `{ count , plural,
      one {# item}
      other {# items}
    } in { place }`;
    expect(formatMessage(message, { count: 2, place: 'Stockholm' }, 'en')).toBe('2 items in Stockholm');
  });
  it('treats apostrophes as ordinary text', () => {
    expect(formatMessage("Don't close {name}'s ticket", { name: 'Bo' }, 'en')).toBe("Don't close Bo's ticket");
  });
  it('shows a missing value as its placeholder, so the mistake is visible', () => {
    expect(formatMessage('Hello {name}', {}, 'en')).toBe('Hello {name}');
  });
  it('passes non-text values through as parts (for React nodes) and joins the text around them', () => {
    const node = { node: true };
    expect(formatMessageParts('Type {name} to confirm', { name: node }, 'en')).toEqual(['Type ', node, ' to confirm']);
  });
});

describe('syntax', () => {
  it.each([
    ['Hello {name', 11],
    ['Hello name}', 10],
    ['{n, number}', 10],
    ['{n, plural, one {# x}}', 21],
    ['{n, select, {x} other {y}}', 12],
    ['{}', 1],
  ])('rejects %s, saying where', (message, at) => {
    expect(() => parseMessage(message)).toThrow(new SyntaxError(`Bad message at ${at}: ${message}`));
  });
});

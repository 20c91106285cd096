import { beforeAll, describe, expect, it } from 'vitest';
import type ticketsEn from '@/features/tickets/messages/en';
import { defineCatalog } from './catalog';
import { coreCatalog } from './core/catalog';
import { defineMessages, defineTranslation } from './define';
import { ensureCatalog, getMessages, startI18n } from './i18n-store';
import type { CoreMessages } from './core/catalog';
import { formatMessage } from './message-format';
import type { MessageParams, PlainMessageKey } from './message-types';

/**
 * The compiler is the first test: each `@ts-expect-error` below must be an error, or the typecheck fails
 * ("unused directive"). If the types ever stop catching a missing key, a misspelt placeholder or a missing
 * value, `npm run typecheck` goes red here.
 */

const tickets = defineCatalog('tickets', {
  en: () => import('@/features/tickets/messages/en'),
  sv: () => import('@/features/tickets/messages/sv'),
});

beforeAll(() => startI18n({ languages: ['en'], storage: null }));

describe('typed messages', () => {
  it('accepts the right keys and values and refuses the wrong ones', async () => {
    await ensureCatalog(tickets, 'en');
    const t = getMessages(tickets);

    expect(t('tickets.list.messageCount', { count: 3 })).toBe('3 messages');
    expect(t('tickets.status', { status: 'customer_reply' })).toBe('Awaiting support');
    expect(t('shell.signOut')).toBe('Sign out'); // core words come with every area's t

    // @ts-expect-error a key that exists in no catalog
    t('tickets.list.titel');
    // @ts-expect-error a placeholder name that the message does not have
    t('tickets.list.messageCount', { cnt: 3 });
    // @ts-expect-error the message needs a value and gets none
    t('tickets.list.messageCount');
    // @ts-expect-error a plural needs a number
    t('tickets.list.messageCount', { count: '3' });
    // @ts-expect-error a select without `other` accepts only its own options
    t('tickets.status', { status: 'archived' });
    // @ts-expect-error a message without placeholders takes no values
    t('tickets.list.title', { title: 'x' });
    // @ts-expect-error one of two values missing
    t('problem.missingScopes', { count: 1 });

    // `t.rich` takes React nodes for plain placeholders.
    expect(t.rich('problem.missingScopes', { count: 2, scopes: 'a, b' })).toContain('Missing scopes: a, b');
  });

  it('reads the placeholders and their types from the English text', () => {
    const count: MessageParams<(typeof ticketsEn)['tickets.list.messageCount']> = { count: 1 };
    const status: MessageParams<(typeof ticketsEn)['tickets.status']>['status'] = 'on_hold';
    // A select with `other` takes any string.
    const kind = defineMessages({ 'a.type': '{type, select, vps {VPS} other {{type}}}' });
    const type: MessageParams<(typeof kind)['a.type']> = { type: 'anything' };
    expect([count.count, status, type.type]).toEqual([1, 'on_hold', 'anything']);
    expect(formatMessage(kind['a.type'], { type: 'dns_zone' }, 'en')).toBe('dns_zone');
  });

  it('refuses a translation that lacks a key, adds one, or changes a placeholder', () => {
    const en = defineMessages({
      'a.count': '{count, plural, one {# message} other {# messages}}',
      'a.name': 'Hi {name}',
    });
    const kinds = defineMessages({ 'b.title': 'Hello', 'b.kind': '{kind, select, vps {VPS} other {Other}}' });
    const translate = defineTranslation<typeof en>();
    expect(en['a.name']).toBe('Hi {name}');
    const good = translate({
      'a.count': '{count, plural, one {# meddelande} other {# meddelanden}}',
      'a.name': 'Hej {name}',
    });
    // @ts-expect-error 'a.name' is missing
    translate({ 'a.count': '{count, plural, one {# x} other {# y}}' });
    translate({
      'a.count': '{count, plural, one {# x} other {# y}}',
      // @ts-expect-error a placeholder renamed in translation
      'a.name': 'Hej {namn}',
    });
    translate({
      // @ts-expect-error a plural turned into plain text
      'a.count': '{count} st',
      'a.name': 'Hej {name}',
    });
    expect(kinds['b.title']).toBe('Hello');
    const plain = defineTranslation<typeof kinds>();
    // English without placeholders skips the parse (message-types.ts): a translation that adds one still fails.
    plain({
      // @ts-expect-error a placeholder English does not have
      'b.title': 'Hej {name}',
      'b.kind': '{kind, select, vps {VPS} other {Annat}}',
    });
    plain({
      'b.title': 'Hej',
      // @ts-expect-error a select option English does not have
      'b.kind': '{kind, select, vm {VPS} other {Annat}}',
    });
    translate({
      'a.count': '{count, plural, one {# x} other {# y}}',
      'a.name': 'Hej {name}',
      // @ts-expect-error a key English does not have
      'a.extra': 'Extra',
    });
    expect(good['a.name']).toBe('Hej {name}');
  });

  it('names the keys a plain string may hold, such as a form schema message', () => {
    const t = getMessages();
    const required: PlainMessageKey<CoreMessages> = 'common.cancel';
    // @ts-expect-error this message needs a value, so it cannot stand alone in a schema
    const needsValue: PlainMessageKey<CoreMessages> = 'shell.documentTitle';
    expect(t.keyOrText(required)).toBe('Cancel');
    expect(t.keyOrText('Must be at least 8 characters.')).toBe('Must be at least 8 characters.'); // server text
    expect(needsValue).toBe('shell.documentTitle');
  });

  it('keeps the core catalog typed when used on its own', () => {
    const t = getMessages();
    expect(t('shell.account.operationsRunning', { count: 1 })).toBe('1 operation running');
    // @ts-expect-error an area's key is not a core key
    t('tickets.list.title');
    expect(coreCatalog.name).toBe('core');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { clearDrafts, readDraft, removeDraft, writeDraft } from './drafts';

const schema = z.object({ body: z.string() });

afterEach(() => window.localStorage.clear());

describe('drafts', () => {
  it('keeps a draft per kind and id until it is removed', () => {
    writeDraft('ticket-reply', 'tkt_1', { body: 'Half written' });
    writeDraft('ticket-reply', 'tkt_2', { body: 'Another' });
    expect(readDraft('ticket-reply', 'tkt_1', schema)).toEqual({ body: 'Half written' });
    expect(window.localStorage.getItem('hosting-panel.draft.ticket-reply.tkt_1')).toBe('{"body":"Half written"}');
    removeDraft('ticket-reply', 'tkt_1');
    expect(readDraft('ticket-reply', 'tkt_1', schema)).toBeNull();
    expect(readDraft('ticket-reply', 'tkt_2', schema)).toEqual({ body: 'Another' });
  });

  it('reads a corrupt or foreign entry as no draft', () => {
    window.localStorage.setItem('hosting-panel.draft.ticket-reply.tkt_1', '{not json');
    window.localStorage.setItem('hosting-panel.draft.ticket-reply.tkt_2', '{"body":42}');
    expect(readDraft('ticket-reply', 'tkt_1', schema)).toBeNull();
    expect(readDraft('ticket-reply', 'tkt_2', schema)).toBeNull();
  });

  it('forgets every draft, and nothing else, on sign-out', () => {
    window.localStorage.setItem('hosting-panel.locale', 'sv');
    writeDraft('ticket-reply', 'tkt_1', { body: 'a' });
    writeDraft('ticket-reply', 'tkt_2', { body: 'b' });
    clearDrafts();
    expect(Object.keys(window.localStorage)).toEqual(['hosting-panel.locale']);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scopeMessages } from '@/i18n';
import { loadedMessages } from '@/i18n/catalog';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES } from '@/test/scope-gates';

/*
 * The `_app` layout loads the scope gate's words before its first render for a key that lacks a scope, so no blocked
 * control waits for them (src/ui/scope-words.test.tsx has the rest). The account log has no control a key's scopes
 * block, so nothing but the layout can have loaded them; this file's module registry starts without them.
 */
describe('the signed-in layout', () => {
  it('has the scope words before it renders, for a key that lacks a scope', async () => {
    expect(loadedMessages(scopeMessages, 'en')).toBeUndefined();
    await renderRoute('/account-log', { as: 'readonly', scopes: READ_ONLY_SCOPES });
    await screen.findByRole('heading', { level: 1, name: 'Account log' });
    expect(loadedMessages(scopeMessages, 'en')).toBeDefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';

// Its own file: the virtualizer's chunk must not be loaded yet when the list first draws (a module-level cache).
stubLayoutObservers();

describe('domain list: the virtualizer taking over', () => {
  it('keeps the rows on the screen as the same elements, so a tick or the focus on one is never lost', async () => {
    const { user } = await renderRoute('/domains');
    const table = await screen.findByRole('table', { name: 'All domains' });
    const body = within(table).getAllByRole('rowgroup')[1]!;
    // The first rows are drawn in the page's flow, before the virtualizer's chunk is here.
    expect(body.style.height).toBe('');
    const checkbox = within(table).getByRole('checkbox', { name: 'Select nordlicht.net' });
    checkbox.focus();

    // The virtualizer places the rows (the body gets its full height) ...
    await waitFor(() => expect(body.style.height).not.toBe(''));
    // ... and the row the user was on is still the element they focused.
    expect(checkbox.isConnected).toBe(true);
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(within(table).getByRole('checkbox', { name: 'Select nordlicht.net' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 domain');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';

describe('billing details: saved once', () => {
  it('two clicks on "Save details" in one tick send one change and say it was saved', async () => {
    const { user, requests } = await renderRoute('/billing/details');
    const name = await screen.findByRole('textbox', { name: 'Name, as invoices print it' });
    await user.clear(name);
    await user.type(name, 'Nordlicht Handel AB');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText(
        'Saved. Prices follow the new details from now on; invoices already issued do not change.',
      ),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'PATCH', '/api/v2/billing/profile')).toHaveLength(1);
  });
});

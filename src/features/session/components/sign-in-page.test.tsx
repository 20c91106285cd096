import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { renderRoute } from '@/test/render-route';

describe('sign-in with a key the server refuses', () => {
  afterEach(() => setLocale('en', null));

  it('says once that the key was not accepted, never that a sign-in ended; the codes stay for support', async () => {
    const { user } = await renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const field = screen.getByLabelText('API key');
    await user.type(field, 'hpk_not_a_real_key');
    await user.click(screen.getByRole('button', { name: 'Sign in with the key' }));

    expect(await screen.findByText(/^This API key was not accepted/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    // Nobody was signed in: "Your sign-in has ended" (the 401's words elsewhere) would contradict the field.
    expect(screen.queryByText(/sign-in has ended/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const details = screen.getByText('Details for support').closest('details') as HTMLElement;
    expect(within(details).getByText('unauthorized')).toBeInTheDocument();
    expect(details).toHaveTextContent(/req_[0-9a-f]+/);
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    const { user } = await renderRoute('/sign-in', { signedIn: false });
    const field = await screen.findByLabelText('API-nyckel');
    await user.type(field, 'hpk_not_a_real_key');
    await user.click(screen.getByRole('button', { name: 'Logga in med nyckeln' }));
    expect(await screen.findByText(/^API-nyckeln godtogs inte/)).toBeInTheDocument();
    expect(screen.queryByText(/inloggning har gått ut/i)).not.toBeInTheDocument();
    expect(screen.getByText('Detaljer för supporten')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_CONSOLE } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';

/** Issue 39: the sign-in page's demo speaks to customers, not to the developers who test the panel. */
describe('the demo on the sign-in page', () => {
  afterEach(() => setLocale('en', null));

  it('describes the example account in customer words, with the console’s password', async () => {
    const { user } = await renderRoute('/sign-in', { signedIn: false });
    const choice = await screen.findByRole('combobox', { name: 'Example account' });
    expect(
      screen.getByRole('option', { name: 'Nordlicht AB: an account with a bit of everything' }),
    ).toBeInTheDocument();
    const section = choice.closest('section') as HTMLElement;
    expect(section).toHaveTextContent(/ten servers/);
    expect(section).toHaveTextContent(`as ${DEMO_CONSOLE.user} with the password ${DEMO_CONSOLE.password}`);
    expect(section).not.toHaveTextContent(/HTML|script|unsafe|payment URL|mock API|scenario/i);
    await user.selectOptions(choice, 'empty');
    expect(section).toHaveTextContent(/before it has bought anything/);
  });

  it('says the same in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/sign-in', { signedIn: false });
    const choice = await screen.findByRole('combobox', { name: 'Exempelkonto' });
    const section = choice.closest('section') as HTMLElement;
    expect(section).toHaveTextContent(/tio servrar/);
    expect(section).toHaveTextContent(`lösenordet ${DEMO_CONSOLE.password}`);
    expect(section).not.toHaveTextContent(/HTML|script|unsafe|payment URL|test-API|scenario/i);
  });
});

import { expect, httpStatusConsole, test } from './fixtures';
import { checkEveryLook } from './steps';
import { DEMO_BILLING_PROFILES } from '@/mock/scenarios/demo/ids';

/** Account and billing details (`/billing/details`, ledger "Money: VAT"): who is billed decides the VAT. */
test.describe('billing details', () => {
  test.use({ locale: 'en-US' });

  test('a bad VAT number is refused on its field before sending, nothing typed is lost', async ({
    page,
    makeWorld,
    signInAs,
    consoleErrors,
  }) => {
    // The register's refusal below is a 400 on purpose.
    consoleErrors.allow(httpStatusConsole(400));
    const world = await makeWorld({ scenario: 'empty' });
    await signInAs(world.keys.full);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') sent.push(request.url());
    });
    await page.goto('/billing/details');
    await expect(page.getByRole('heading', { level: 2, name: 'Account and billing details' })).toBeVisible();
    // The consumer sees 25 % on their invoices.
    await expect(page.getByText('Your invoices carry 25% VAT.')).toBeVisible();

    await page.getByRole('radio', { name: 'A company' }).check();
    await page.getByLabel('Name, as invoices print it').fill('Lindqvist Design AB');
    await page.getByLabel('VAT number').fill('SE556677889801');
    await page.getByRole('button', { name: 'Save details' }).click();

    const vatNumber = page.getByLabel('VAT number');
    await expect(vatNumber).toHaveAccessibleDescription(/check digit does not match/);
    await expect(vatNumber).toBeFocused();
    expect(sent).toEqual([]);
    // Nothing typed is lost.
    await expect(vatNumber).toHaveValue('SE556677889801');
    await expect(page.getByLabel('Name, as invoices print it')).toHaveValue('Lindqvist Design AB');
    await expect(page.getByRole('radio', { name: 'A company' })).toBeChecked();

    // A number the register does not know is the server's refusal, on the same field.
    await vatNumber.fill('SE556012345601');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(vatNumber).toHaveAccessibleDescription(/VAT register does not know this number/);
    expect(sent).toHaveLength(1);

    // A good one is saved; prices follow from now on, issued invoices do not change.
    await vatNumber.fill(DEMO_BILLING_PROFILES.main.vatNumber);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'invoices already issued do not change' })).toBeVisible();
    await expect(page.getByText('confirmed by the EU')).toBeVisible();
  });

  test('the register down: the number is kept as pending, said so', async ({
    page,
    makeWorld,
    patchWorld,
    signInAs,
  }) => {
    const world = await makeWorld({ scenario: 'empty' });
    await patchWorld(world.worldId, { vatRegisterOutage: true });
    await signInAs(world.keys.full);
    await page.goto('/billing/details');
    await page.getByRole('radio', { name: 'A company' }).check();
    await page.getByLabel('Country').selectOption('FI');
    await page.getByLabel('VAT number').fill('FI 2077 4740');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('could not be checked now')).toBeVisible();
    await expect(page.getByText('kept as pending', { exact: false })).toBeVisible();
    // Until it is confirmed: the country's rate.
    await expect(page.getByText('Your invoices carry 25.5% VAT.')).toBeVisible();
    await expect(page.getByLabel('VAT number')).toHaveValue('FI20774740');

    // The register back: the next read confirms it, reverse charge from now on.
    await patchWorld(world.worldId, { vatRegisterOutage: false });
    await page.reload();
    await expect(page.getByText('Reverse charge: your invoices carry no VAT')).toBeVisible();
  });
});

for (const language of ['en', 'sv'] as const) {
  test.describe(`billing details looks (${language === 'en' ? 'English' : 'Swedish'})`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'sv-SE' });
    test('/billing/details at 1280 and 390 px, light and dark, with a pending number', async ({
      page,
      makeWorld,
      patchWorld,
      signInAs,
    }) => {
      test.slow();
      const world = await makeWorld({ scenario: 'demo' });
      await patchWorld(world.worldId, { vatRegisterOutage: true });
      await signInAs(world.keys.full);
      await page.goto('/billing/details');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const vatLabel = language === 'en' ? 'VAT number' : 'Momsregistreringsnummer';
      await page.getByLabel(vatLabel).fill('DK13585628');
      await page.getByLabel(language === 'en' ? 'Country' : 'Land').selectOption('DK');
      await page.getByRole('button', { name: language === 'en' ? 'Save details' : 'Spara uppgifterna' }).click();
      await expect(page.getByRole('status').first()).toBeVisible();
      await checkEveryLook(page, '/billing/details', `billing-details-${language}`);
    });
  });
}

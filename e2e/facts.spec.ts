import { expect, expectAccessible, test } from './fixtures';
import { DEMO_HOSTING, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { overflow } from './steps';
import { power, powerAction } from './vps-steps';

const main = DEMO_HOSTING.main;

/** Creates a mailbox with a generated password on the main account; returns the password the form made. */
async function createWithGeneratedPassword(
  page: import('@playwright/test').Page,
  words: { open: string; name: string; generate: string; password: string; submit: string },
  localPart: string,
): Promise<string> {
  await page.getByRole('button', { name: words.open }).click();
  await page.getByLabel(words.name).fill(localPart);
  await page.getByRole('button', { name: words.generate }).click();
  const password = await page.getByLabel(words.password, { exact: true }).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: words.submit }).click();
  return password;
}

test.describe('facts that stay true (English)', () => {
  test('a new mailbox: the generated password once, quota in GB, mail client settings', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    const settings = page.getByRole('region', { name: 'Mail client settings' });
    await expect(settings).toContainText('Incoming mail (IMAP)');
    await expect(settings).toContainText('993');
    await expect(settings).toContainText('Outgoing mail (SMTP)');
    await expect(settings).toContainText('465');
    await expect(settings.getByRole('button', { name: 'Copy the server of Incoming mail (IMAP)' })).toBeVisible();

    await page.getByRole('button', { name: 'Create a mailbox' }).click();
    await expect(page.getByLabel('Quota in GB')).toHaveValue('32');
    await page.getByLabel('Quota in GB').fill('2.5');
    await expect(page.getByText('Saved as 2,560 MB (1 GB is 1024 MB).')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const password = await createWithGeneratedPassword(
      page,
      {
        open: 'Create a mailbox',
        name: 'Name before @',
        generate: 'Generate a strong password',
        password: 'Password',
        submit: 'Create mailbox',
      },
      'sales',
    );
    const once = page.getByRole('region', { name: `The password of sales@${main.domain}` });
    await expect(once.getByText(password, { exact: true })).toBeVisible();
    await expect(once).toContainText("Save it now, in your password manager or mail app: it won't be shown again");
    await expect(once.getByRole('button', { name: `Copy the password of sales@${main.domain}` })).toBeVisible();
    await expectAccessible(page, 'mailbox password shown once');

    // Leaving the screen drops it: back on Mailboxes it is gone for good.
    await page
      .getByRole('navigation', { name: /sections/i })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page
      .getByRole('navigation', { name: /sections/i })
      .getByRole('link', { name: 'Mailboxes' })
      .click();
    await expect(page.getByRole('cell', { name: `sales@${main.domain}` }).first()).toBeVisible();
    await expect(page.getByText(password, { exact: true })).toHaveCount(0);
  });

  test('a cancelled account shows no recurring price', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${DEMO_HOSTING.cancelled.id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_HOSTING.cancelled.domain })).toBeVisible();
    await expect(page.getByText('No recurring charge').first()).toBeVisible();
    await expect(page.getByText(/per month/)).toHaveCount(0);
  });
});

test.describe('server overview on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the addresses are on the first screen, with copy buttons (${colorScheme})`, async ({
      page,
      world,
      signInAs,
    }) => {
      await page.emulateMedia({ colorScheme });
      await signInAs(world.keys.full);
      await page.goto(`/vps/${DEMO_VPS.web.id}`);
      const addresses = page.getByRole('region', { name: 'Addresses' });
      const copyV4 = addresses.getByRole('button', { name: `Copy ${DEMO_VPS.web.ipv4}` });
      await expect(copyV4).toBeInViewport();
      await expect(addresses.getByText(DEMO_VPS.web.ipv4, { exact: true })).toBeInViewport();
      await expect(addresses.getByText(DEMO_VPS.web.ipv6, { exact: true })).toBeInViewport();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, `server overview 390 px ${colorScheme}`);
      await page.screenshot({ path: `/tmp/facts-vps-390-${colorScheme}.png`, fullPage: true });

      // The Power menu opens over the page with the same actions and explanations, and fits the phone.
      const restart = await powerAction(page, 'Restart');
      await expect(restart).toBeVisible();
      await expect(power(page)).toContainText('Programs close properly');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, `power menu 390 px ${colorScheme}`);
      await page.screenshot({ path: `/tmp/facts-power-390-${colorScheme}.png` });
      await page.keyboard.press('Escape');
      await expect(power(page).getByRole('button', { name: 'Power', exact: true })).toBeFocused();
    });
  }
});

test.describe('facts that stay true (Swedish)', () => {
  test.use({ locale: 'sv-SE' });

  test('a suspended account reads "Spärrat", a suspended server "Spärrad", never "Avstängd"', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${DEMO_HOSTING.suspended.id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_HOSTING.suspended.domain })).toBeVisible();
    await expect(page.locator('.page__meta')).toContainText('Spärrat');
    await expect(page.locator('main')).not.toContainText(/Avstängd|Avstängt/);
    await expectAccessible(page, 'spärrat konto');

    await page.goto(`/vps/${DEMO_VPS.suspended.id}`);
    await expect(page.locator('.page__header')).toContainText('Spärrad');
    await expect(page.locator('main')).not.toContainText(/Avstängd|Avstängt/);
  });

  test('ett nytt e-postkonto: lösenordet visas en gång, kvoten i GB', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    await expect(page.getByRole('region', { name: 'Inställningar för e-postprogram' })).toContainText(
      'Inkommande e-post (IMAP)',
    );
    const password = await createWithGeneratedPassword(
      page,
      {
        open: 'Skapa ett e-postkonto',
        name: 'Namn före @',
        generate: 'Skapa ett starkt lösenord',
        password: 'Lösenord',
        submit: 'Skapa e-postkonto',
      },
      'fakturor',
    );
    const once = page.getByRole('region', { name: `Lösenordet för fakturor@${main.domain}` });
    await expect(once.getByText(password, { exact: true })).toBeVisible();
    await expect(once).toContainText('Spara det nu');
    await expect(once.getByRole('button', { name: `Kopiera lösenordet för fakturor@${main.domain}` })).toBeVisible();
    await expectAccessible(page, 'lösenordet visas en gång');
    await once.getByRole('button', { name: 'Jag har sparat det' }).click();
    await expect(page.getByText(password, { exact: true })).toHaveCount(0);
  });
});

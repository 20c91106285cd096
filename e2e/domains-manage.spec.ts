import type { Locator, Page } from '@playwright/test';
import { checkEveryLook as checkStepsLook } from './steps';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

// Some tests pay or set up a card on the provider's site (its stand-in in the mock).
test.use({ providerSite: true });

/**
 * Managing a domain (issue 37): the transfer code behind the registrar lock, nameservers changed in bulk with glue,
 * a .se registrant number changed through the (stand-in) e-ID page, the contact e-mail verification's resend.
 */

const D = DEMO_DOMAINS;
/** Jobs never end on their own: the test moves the world clock when it wants them done. */
const JOB_MS = 600_000;

type DemoDomain = (typeof DEMO_DOMAINS)[keyof typeof DEMO_DOMAINS];
const openDomain = (page: Page, domain: DemoDomain, tab?: 'contacts') =>
  page.goto(`/domains/${domain.id}${tab ? `?tab=${tab}` : ''}`);
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'dommanage');

/** The national e-ID provider's site, served by the mock's stand-in (as the payment provider's, fixtures.ts). */
async function routeIdentityProvider(page: Page, baseURL: string | undefined) {
  await page.context().route('https://eid.hosting.example/**', async (route) => {
    const sent = new URL(route.request().url());
    const target = new URL(`/__mock/eid${sent.pathname}${sent.search}`, baseURL);
    await route.fulfill({ response: await route.fetch({ url: target.href, maxRedirects: 0 }) });
  });
}

async function select(page: Page, ...names: string[]) {
  for (const name of names) {
    const box = page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
    await expect(async () => {
      if ((await box.count()) === 0) {
        await page.mouse.wheel(0, 300);
        throw new Error(`${name} is not drawn yet`);
      }
      await box.check({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

function outcomeRow(dialog: Locator, name: string): Locator {
  return dialog
    .getByRole('table', { name: 'What happened to each selected domain' })
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell', { name, exact: true }) });
}

test.describe.configure({ timeout: 90_000 });

test.describe('managing a domain', () => {
  test.use({ locale: 'en-US' });

  test('get a transfer code after turning the registrar lock off', async ({ page, world, signInAs }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(world.keys.full);
    await openDomain(page, D.com);
    const section = page.getByRole('region', { name: 'Move to another registrar' });
    const get = section.getByRole('button', { name: 'Get transfer code' });
    await expect(get).toHaveAttribute('aria-disabled', 'true');
    await expect(section).toContainText('The registrar lock stops transfers. Turn it off first');
    await expectAccessible(page, 'transfer code blocked by the lock');

    await section.getByRole('button', { name: 'Turn the registrar lock off' }).click();
    await expect(page.getByRole('switch', { name: 'Registrar lock' })).toHaveAttribute('aria-checked', 'false');
    await expect(get).not.toHaveAttribute('aria-disabled', 'true');
    await get.click();
    const code = section.getByRole('status').filter({ hasText: `Transfer code of ${D.com.name}` });
    await expect(code).toContainText('Shown only now');
    const shown = (await code.locator('code').textContent()) ?? '';
    expect(shown).toMatch(/^[A-Za-z0-9]{16}$/);
    await code.getByRole('button', { name: 'Copy the transfer code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await checkEveryLook(page, 'transfer code shown');

    // Shown once: the screen read again has no code.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Move to another registrar' })).not.toContainText(shown);
  });

  test('a .se domain points at the registry lock first, and says its registry allows no Whois privacy', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openDomain(page, D.se);
    const section = page.getByRole('region', { name: 'Move to another registrar' });
    await expect(section.getByRole('link', { name: 'Go to the registry lock' })).toHaveAttribute(
      'href',
      `/domains/${D.se.id}?tab=registry-lock`,
    );
    const whois = page.getByRole('region', { name: 'Whois privacy' });
    await expect(whois).toContainText('The .se registry does not allow a privacy service');
    await expect(whois.getByRole('switch')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Nameservers' }).getByRole('button', { name: 'Change nameservers' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  test('change nameservers in bulk, with glue for a host under a selected domain', async ({
    page,
    makeWorld,
    signInAs,
    advanceClock,
  }) => {
    const world = await makeWorld({ jobDurationMs: JOB_MS });
    await signInAs(world.keys.full);
    await page.goto('/domains');
    await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();
    await select(page, D.com.name, D.farExpiry.name, D.se.name);
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Change nameservers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change nameservers' });
    await expect(dialog).toContainText('The nameservers of 3 domains will be replaced.');

    await dialog.getByRole('textbox', { name: 'Nameserver 1' }).fill('ns1.nordlicht.com');
    await dialog.getByRole('textbox', { name: 'Nameserver 2' }).fill('ns_2.example');
    await dialog.getByRole('button', { name: 'Change nameservers' }).click();
    const glue = dialog.getByRole('textbox', { name: 'IP addresses of nameserver 1' });
    await expect(glue).toHaveAccessibleDescription(/This host is under the domain itself: enter its IP address/);
    await expect(dialog.getByRole('textbox', { name: 'Nameserver 2' })).toHaveAccessibleDescription(
      /Enter a host name such as ns1\.example\.com/,
    );
    await expectAccessible(page, 'bulk nameservers with errors at the fields');

    await glue.fill('192.0.2.53, 2001:db8::53');
    await dialog.getByRole('textbox', { name: 'Nameserver 2' }).fill('ns2.example.net');
    await dialog.getByRole('button', { name: 'Change nameservers' }).click();
    // The clock moves the jobs once they exist: a jump while the request is still on its way leaves them queued.
    await expect(outcomeRow(dialog, D.com.name)).toContainText('Queued');
    await expect(outcomeRow(dialog, D.farExpiry.name)).toContainText('Queued');
    await advanceClock(world.worldId, JOB_MS + 1000);
    await expect(outcomeRow(dialog, D.com.name)).toContainText('Nameservers changed; in effect within hours.');
    await expect(outcomeRow(dialog, D.farExpiry.name)).toContainText('Done');
    await expect(outcomeRow(dialog, D.se.name)).toContainText('the registry lock holds the nameservers');
    await checkEveryLook(page, 'bulk nameservers outcome');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await openDomain(page, D.com);
    const nameservers = page.getByRole('list', { name: 'Nameservers' });
    await expect(nameservers.getByRole('listitem')).toHaveText([
      'ns1.nordlicht.com Glue: 192.0.2.53, 2001:db8::53',
      'ns2.example.net',
    ]);
  });

  test('edit a .se registrant number through the e-ID page', async ({ page, world, signInAs, baseURL }) => {
    await routeIdentityProvider(page, baseURL);
    await signInAs(world.keys.full);
    await openDomain(page, D.se, 'contacts');
    const registrant = page.getByRole('region', { name: 'Registrant' });
    await registrant.getByRole('button', { name: 'Edit the registrant' }).click();
    const number = registrant.getByRole('textbox', { name: 'Personal or organisation number' });
    await expect(number).toHaveAccessibleDescription(/Changing this number needs e-ID/);
    await registrant.getByRole('textbox', { name: 'City' }).fill('Uppsala');
    await number.fill('559911-2233');
    await checkEveryLook(page, 'registrant form');
    await registrant.getByRole('button', { name: 'Save contact' }).click();

    const saved = page.getByRole('status').filter({ hasText: 'The other details are saved' });
    await expect(saved).toBeVisible();
    await expect(registrant).toContainText('Uppsala');
    await expect(registrant).toContainText('556677-8899');
    await saved.getByRole('button', { name: 'Continue to e-ID' }).click();

    await expect(page).toHaveURL(/^https:\/\/eid\.hosting\.example\//);
    await expect(page.getByRole('heading', { name: 'Identify yourself' })).toBeVisible();
    await expect(page.getByRole('definition')).toContainText(['nordlicht.se', '559911-2233']);
    await expectAccessible(page, 'e-ID stand-in page');
    await page.getByRole('button', { name: 'Sign with e-ID' }).click();

    await expect(page).toHaveURL(new RegExp(`/domains/${D.se.id}\\?tab=contacts&identityVerification=eidv_`));
    await expect(page.getByRole('status').filter({ hasText: 'Confirmed with e-ID' })).toContainText(
      'the registrant’s number is now 559911-2233.',
    );
    await expect(page.getByRole('region', { name: 'Registrant' })).toContainText('559911-2233');
    await expectAccessible(page, 'registrant number confirmed');
  });

  test('copy the registrant to the other contacts', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openDomain(page, D.com, 'contacts');
    await expect(page.getByRole('region', { name: 'Billing contact' })).toContainText('Not set');
    await page
      .getByRole('region', { name: 'Registrant' })
      .getByRole('button', { name: 'Copy to the other contacts' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the other contacts.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Billing contact' })).toContainText('astrid@nordlicht.example');
  });
});

test.describe('managing a domain in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the e-mail verification with its deadline and a resend, and the nameserver form', async ({
    page,
    world,
    signInAs,
  }) => {
    await page.addInitScript(() => localStorage.setItem('hosting-panel.locale', 'sv'));
    await signInAs(world.keys.full);
    await openDomain(page, D.farExpiry, 'contacts');
    await expect(page.getByText('Bekräfta domäninnehavarens e-postadress')).toBeVisible();
    await expect(page.getByText(/Vi skickade en länk till astrid@nordlicht\.example\. Öppna den senast/)).toBeVisible();
    await page.getByRole('button', { name: 'Skicka e-postmeddelandet igen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Skickat igen till astrid@nordlicht.example.' }),
    ).toBeVisible();
    await expectAccessible(page, 'sv contact verification');

    await openDomain(page, D.farExpiry);
    await page.getByRole('button', { name: 'Ändra namnservrar' }).click();
    await page.getByRole('radio', { name: /Egna namnservrar/ }).check();
    await page.getByRole('textbox', { name: 'Namnserver 1' }).fill('ns1.nordlicht.io');
    await page.getByRole('button', { name: 'Spara namnservrar' }).click();
    await expect(page.getByRole('textbox', { name: 'IP-adresser för namnserver 1' })).toHaveAccessibleDescription(
      /ange dess IP-adress/,
    );
    await checkEveryLook(page, 'sv nameserver form');
  });
});

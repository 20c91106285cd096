import type { Locator, Page } from '@playwright/test';
import { expect, httpStatusConsole, test } from './fixtures';
import { checkEveryLook as checkStepsLook, openDialog, recordWrites } from './steps';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

/**
 * Issue 38, web hosting: a mailbox's new password (generated, shown once, copied; a typed one the check rates too
 * weak is not sent), its forwarders and aliases (a loop refused in words), and cancelling the account at the end of
 * its period with what happens said before confirming, then undone. Each dialog at 1280 and 390 px, light and dark,
 * in English and Swedish.
 */

const main = DEMO_HOSTING.main;
const astrid = main.mailboxes.nearQuota;
const info = main.mailboxes.overQuota;
const checkEveryLook = (page: Page, label: string) => checkStepsLook(page, label, 'hostmail');
const mailboxRow = (page: Page, address: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: address });
const passwordWrites = (writes: ReturnType<typeof recordWrites>) =>
  writes.filter((write) => write.method === 'PUT' && write.path.endsWith('/password'));

test.describe.configure({ timeout: 180_000 });

test.describe('mailboxes and cancelling an account', () => {
  test.use({ locale: 'en-GB' });

  test('a new password: a weak one is not sent, a generated one is shown once and copied', async ({
    page,
    context,
    world,
    signInAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    const dialog = await openDialog(
      page,
      mailboxRow(page, astrid).getByRole('button', { name: /^New password/ }),
      `A new password for ${astrid}`,
    );
    await expect(dialog).toContainText('Mail apps signed in with the old password stop getting mail');
    const field = dialog.getByLabel('Password', { exact: true });
    await field.fill('Nordlicht2026');
    await dialog.getByRole('button', { name: 'Set the new password' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'This password is too easy to guess' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Nothing was sent');
    expect(passwordWrites(writes)).toEqual([]);
    await checkEveryLook(page, 'new password refused');

    // A generated one clears the refusal and is sent; it is shown once, with a copy button.
    await dialog.getByRole('button', { name: 'Generate a strong password' }).click();
    await expect(refusal).toBeHidden();
    await expect(field).not.toHaveValue('Nordlicht2026');
    const generated = await field.inputValue();
    await dialog.getByRole('button', { name: 'Set the new password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `The password of ${astrid} was changed.` })).toBeVisible();
    expect(passwordWrites(writes)).toHaveLength(1);
    const once = page.getByRole('region', { name: `The password of ${astrid}` });
    await expect(once).toContainText(generated);
    await expect(once).toContainText("it won't be shown again once you leave this page");
    await once.getByRole('button', { name: `Copy the password of ${astrid}` }).click();
    await expect(once.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await checkEveryLook(page, 'new password shown once');
    await once.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByText(generated)).toHaveCount(0);
  });

  test('forwarders and aliases: added, a loop refused with its reason, removed', async ({
    page,
    world,
    signInAs,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpStatusConsole(409));
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    const routing = async (address: string) =>
      openDialog(
        page,
        mailboxRow(page, address).getByRole('button', { name: /^Forwarding and aliases/ }),
        `Forwarding and aliases of ${address}`,
      );

    let dialog = await routing(astrid);
    await expect(dialog.getByText('Mail is not forwarded.')).toBeVisible();
    await dialog.getByLabel('Forward to address').fill(info);
    await dialog.getByRole('button', { name: 'Add forwarding' }).click();
    await expect(dialog.getByText(`Mail to ${astrid} is now also sent to ${info}.`)).toBeVisible();
    await dialog.getByLabel('Alias before @').fill('hello');
    await dialog.getByRole('button', { name: 'Add alias' }).click();
    await expect(dialog.getByText(`Mail to hello@${main.domain} now arrives in ${astrid}.`)).toBeVisible();
    await checkEveryLook(page, 'forwarding and aliases');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // info@ forwarding back to astrid@ would send mail round in a circle: refused, in words.
    dialog = await routing(info);
    await dialog.getByLabel('Forward to address').fill(astrid);
    await dialog.getByRole('button', { name: 'Add forwarding' }).click();
    const loop = dialog.getByRole('alert');
    await expect(loop).toContainText('Forwarding there would send the mail round in a circle. Choose another address.');
    await expect(dialog.getByText('Mail is not forwarded.')).toBeVisible();
    await checkEveryLook(page, 'forwarding loop refused');
    await dialog.getByRole('button', { name: 'Close' }).click();

    dialog = await routing(astrid);
    await removeEntry(dialog, info);
    await expect(dialog.getByText(`${info} was removed.`)).toBeVisible();
    await expect(dialog.getByText('Mail is not forwarded.')).toBeVisible();
    await removeEntry(dialog, `hello@${main.domain}`);
    await expect(dialog.getByText('No aliases.')).toBeVisible();
  });

  test('cancel at the end of the period: what happens said before confirming, then undone', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=billing`);
    const section = page.getByRole('region', { name: 'Cancel the account' });
    await expect(section.getByText(/go offline on/)).toContainText(main.domain);
    await expect(section).toContainText(/mailboxes stop getting mail/);
    await expect(section).toContainText(/deleted for good/);
    await expect(section).toContainText(/Nothing is refunded and nothing more is charged/);
    const confirm = await openDialog(
      page,
      section.getByRole('button', { name: 'Cancel at the end of the period' }),
      new RegExp(`^Cancel ${main.domain.replace('.', '\\.')} on `),
    );
    await expect(confirm).toContainText('The account ends when the period you have paid for ends');
    await expect(confirm).toContainText('deleted for good');
    await checkEveryLook(page, 'cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel the account' }).click();
    await expect(confirm).toBeHidden();
    await expect(section).toContainText(/ends on .*you can undo the cancellation/);
    await expect(page.getByText(/^Ends /).first()).toBeVisible();
    await checkEveryLook(page, 'cancellation scheduled');

    await section.getByRole('button', { name: 'Undo the cancellation' }).click();
    await expect(section).toContainText('The cancellation is undone');
    await expect(page.getByText(/^Ends /)).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Cancel at the end of the period' })).toBeVisible();
  });
});

/** Removes a forwarder or an alias by its address (the row's Remove button). */
async function removeEntry(dialog: Locator, address: string) {
  await dialog
    .getByRole('listitem')
    .filter({ hasText: address })
    .getByRole('button', { name: /^Remove/ })
    .click();
}

test.describe('the same dialogs in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('new password, forwarding and the cancellation read in Swedish at every width and scheme', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/hosting/${main.id}?tab=mailboxes`);
    let dialog = await openDialog(
      page,
      mailboxRow(page, astrid).getByRole('button', { name: /^Nytt lösenord/ }),
      `Ett nytt lösenord för ${astrid}`,
    );
    await dialog.getByRole('button', { name: /^(Skapa|Generera)/ }).click();
    await checkEveryLook(page, 'sv new password');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openDialog(
      page,
      mailboxRow(page, astrid).getByRole('button', { name: /^Vidarebefordran och alias/ }),
      `Vidarebefordran och alias för ${astrid}`,
    );
    await expect(dialog.getByText('E-posten vidarebefordras inte.')).toBeVisible();
    await checkEveryLook(page, 'sv forwarding');
    await dialog.getByRole('button', { name: 'Stäng' }).click();

    await page.goto(`/hosting/${main.id}?tab=billing`);
    const section = page.getByRole('region', { name: 'Säg upp kontot' });
    dialog = await openDialog(
      page,
      section.getByRole('button', { name: 'Säg upp till periodens slut' }),
      new RegExp(`^Säga upp ${main.domain.replace('.', '\\.')} den `),
    );
    await checkEveryLook(page, 'sv cancel confirmation');
    await dialog.getByRole('button', { name: 'Behåll kontot' }).click();
    await expect(dialog).toBeHidden();
  });
});

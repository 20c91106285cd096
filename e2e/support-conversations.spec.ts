import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkEveryLook, chooseLanguage, recordWrites, scopesOf } from './steps';
import { DEMO_DOMAINS, DEMO_SUPPORT_CONVERSATIONS, DEMO_SUPPORT_DEPARTMENTS } from '@/mock/scenarios/demo/ids';

const open = DEMO_SUPPORT_CONVERSATIONS.openForReplies;
const closed = DEMO_SUPPORT_CONVERSATIONS.closed;

/** A small file as the picker takes it. */
const file = (name: string, mimeType: string, text = `contents of ${name}\n`) => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

const ticketPage = (page: Page) => page.getByRole('heading', { level: 1 });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });

test.describe('support conversations', () => {
  test.use({ locale: 'en-US' });

  test('reply with two attachments, see it at once, and download one back', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();

    await replyBox(page).fill('The server is back after the reboot. Logs attached.');
    await page
      .getByLabel('Choose files to attach')
      .setInputFiles([file('boot.log', 'text/plain'), file('notes.txt', 'text/plain')]);
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByText('Attached')).toHaveCount(2);

    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was sent.')).toBeVisible();
    const sent = page.getByRole('article').filter({ hasText: 'The server is back after the reboot.' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeInViewport();
    await expect(replyBox(page)).toHaveValue('');
    expect(writes.filter((write) => write.path.endsWith('/messages'))).toHaveLength(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sent.getByRole('button', { name: /boot\.log/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('boot.log');
    const path = await download.path();
    expect(path).not.toBeNull();
  });

  test('attachments download under their own names, and a name cannot pretend to be another', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await replyBox(page).fill('Files with awkward names.');
    // U+202E (right-to-left override) would show `invoice<RLO>fdp.txt` as `invoicetxt.pdf`.
    const names = ['invoice.html;.txt', '50% off.txt', 'räkning.pdf', 'invoice\u202Efdp.txt'];
    await page
      .getByLabel('Choose files to attach')
      .setInputFiles(names.map((name) => file(name, name.endsWith('.pdf') ? 'application/pdf' : 'text/plain')));
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByText('Attached')).toHaveCount(4);
    await page.getByRole('button', { name: 'Send reply' }).click();
    const sent = page.getByRole('article').filter({ hasText: 'Files with awkward names.' });
    await expect(sent).toBeVisible();

    const saved = async (button: RegExp) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sent.getByRole('button', { name: button }).click(),
      ]);
      return download.suggestedFilename();
    };
    // The header's name as RFC 6266 reads it (`filename*` first): not cut at `;`, `%` not decoded, `ä` kept.
    expect(await saved(/^invoice\.html;\.txt/)).toBe('invoice.html;.txt');
    expect(await saved(/^50% off\.txt/)).toBe('50% off.txt');
    expect(await saved(/^räkning\.pdf/)).toBe('räkning.pdf');
    // Shown and saved in the order its characters are written: the override is taken out.
    await expect(sent.getByText('invoicefdp.txt', { exact: true })).toBeVisible();
    expect(await saved(/^invoicefdp\.txt/)).toBe('invoicefdp.txt');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A header that names another extension: saved under the one the API allowed for the file.
    await page.route('**/api/v2/support/attachments/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-disposition': 'attachment; filename="50% off.exe"' },
      });
    });
    expect(await saved(/^50% off\.txt/)).toBe('50% off.exe.txt');
    // No name in the header at all: the attachment's name from the API.
    await page.unroute('**/api/v2/support/attachments/*');
    await page.route('**/api/v2/support/attachments/*', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers['content-disposition'];
      await route.fulfill({ response, headers });
    });
    expect(await saved(/^räkning\.pdf/)).toBe('räkning.pdf');
  });

  test('a refused file is said on its row and never sent; the rest of the reply stays', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await replyBox(page).fill('Attaching the installer.');
    await page.getByLabel('Choose files to attach').setInputFiles([file('setup.exe', 'application/x-msdownload')]);
    await expect(page.getByText(/Not attached: files of this type cannot be sent/)).toBeVisible();
    await expect(replyBox(page)).toHaveValue('Attaching the installer.');
  });

  test('a draft survives a reload; the files are named to be picked again', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await replyBox(page).fill('Half-written answer');
    await page.getByLabel('Choose files to attach').setInputFiles([file('trace.txt', 'text/plain')]);
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByText('Attached')).toBeVisible();

    await page.reload();
    await expect(replyBox(page)).toHaveValue('Half-written answer');
    await expect(page.getByText('Pick these files again')).toBeVisible();
    await expect(page.getByText('trace.txt')).toBeVisible();
  });

  test('a closed ticket offers reopening instead of a reply box', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets/${closed.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await expect(page.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    await expect(replyBox(page)).toHaveCount(0);
  });

  test('a new ticket from a domain’s screen carries the domain; the closed department is said first', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/domains/${DEMO_DOMAINS.se.id}`);
    await page.getByRole('link', { name: 'Get help with this' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New support ticket' })).toBeVisible();
    await expect(page.getByText(DEMO_DOMAINS.se.name).first()).toBeVisible();

    const department = page.getByLabel('Department');
    await expect(department.getByRole('option', { name: /Abuse/ })).toBeDisabled();
    await department.selectOption(DEMO_SUPPORT_DEPARTMENTS.technical.slug);
    await page.getByLabel('Subject').fill('DNS changes do not show');
    await page.getByLabel('Message', { exact: true }).fill('I changed the A record an hour ago.');
    await page.getByRole('button', { name: 'Create ticket' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/support/tickets/(tkt_[0-9a-f]+|${DEMO_SUPPORT_CONVERSATIONS.nextTicketNumber})`),
    );
    await expect(page.getByRole('heading', { level: 1, name: /DNS changes do not show/ })).toBeVisible();
    await expect(page.getByText(DEMO_DOMAINS.se.name).first()).toBeVisible();
  });

  test('a read-only key cannot reply and is told why', async ({ page, world, signInAs, request }) => {
    await signInAs(world.keys.readonly, { scopes: await scopesOf(request, world.keys.readonly) });
    const writes = recordWrites(page);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await expect(page.getByText(/Your API key can only read/).first()).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('under injected faults a reply is sent once, and its outcome is said', async ({
    page,
    world,
    signInAs,
    patchWorld,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 50\d/);
    await signInAs(world.keys.full);
    const writes = recordWrites(page);
    await page.goto(`/support/tickets/${open.number}`);
    await expect(ticketPage(page)).toBeVisible();
    await replyBox(page).fill('Sent while the service is flaky.');
    await patchWorld(world.worldId, { faults: { rate: 1, statuses: [503] } });
    await page.getByRole('button', { name: 'Send reply' }).dblclick();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/messages'))).toHaveLength(1);
    // The reply was refused before anything changed: the text is kept to send again.
    await expect(replyBox(page)).toHaveValue('Sent while the service is flaky.');

    await patchWorld(world.worldId, { faults: null });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was sent.')).toBeVisible();
    expect(writes.filter((write) => write.path.endsWith('/messages'))).toHaveLength(2);
    await expect(page.getByRole('article').filter({ hasText: 'Sent while the service is flaky.' })).toHaveCount(1);
  });

  test('an answer from support shows in the navigation and on the ticket', async ({
    page,
    world,
    signInAs,
    request,
  }) => {
    await signInAs(world.keys.full, { scopes: await scopesOf(request, world.keys.full) });
    await page.goto('/vps');
    const support = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support tickets' });
    await expect(support).toHaveAccessibleDescription('4 tickets answered by support wait for you');

    const answered = await request.post(`/__mock/worlds/${world.worldId}/tickets/${open.id}/staff-replies`, {
      data: { body: 'We restarted the network service; please check again.' },
    });
    expect(answered.status()).toBe(200);
    await page.reload();
    await expect(support).toHaveAccessibleDescription('5 tickets answered by support wait for you');
    await support.click();
    await page.getByRole('link', { name: new RegExp(open.subject) }).click();
    await expect(page.getByText('We restarted the network service; please check again.')).toBeVisible();
    await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();
  });

  test('the reply box and the new-ticket form at 1280 and 390 px, light and dark, in both languages', async ({
    page,
    world,
    signInAs,
  }) => {
    test.slow();
    await signInAs(world.keys.full);
    for (const language of ['en', 'sv'] as const) {
      if (language === 'sv') {
        await chooseLanguage(page, 'Svenska');
        await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      }
      await page.goto(`/support/tickets/${open.number}`);
      await expect(ticketPage(page)).toBeVisible();
      await page
        .getByLabel(language === 'en' ? 'Choose files to attach' : /Välj filer/)
        .setInputFiles([file('boot.log', 'text/plain'), file('setup.exe', 'application/x-msdownload')]);
      await checkEveryLook(page, 'ticket reply', `support-${language}`);
      await page.goto('/support/tickets/new');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkEveryLook(page, 'new ticket', `support-${language}`);
    }
  });
});

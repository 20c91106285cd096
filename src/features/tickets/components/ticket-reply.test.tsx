import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '@/api/schemas/ticket-conversations';
import { signOut } from '@/app/session';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';

const open = DEMO_TICKETS.openWithStaffReply;
const REPLY_PATH = `/api/v2/support/tickets/${open.number}/messages`;
const UPLOAD_PATH = '/api/v2/support/attachments';
const DRAFT_KEY = `hosting-panel.draft.ticket-reply.${open.id}`;

const draftKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('hosting-panel.draft.'));

async function replyBox() {
  await screen.findByRole('heading', { level: 1, name: open.subject });
  return screen.getByRole('region', { name: 'Reply' });
}

const fileInput = (box: HTMLElement) => within(box).getByLabelText('Choose files to attach');
const chosenFiles = (box: HTMLElement) =>
  within(within(box).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');

// Route tests: the ticket screen's reply box against the in-process mock (uploads through the mock's XHR stand-in).
describe('replying to a ticket', () => {
  it('shows an upload’s progress on its row, and the reply waits for it', async () => {
    const { user, releaseUploads } = await renderRoute(`/support/tickets/${open.number}`, { holdUploads: true });
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Log attached.');
    await user.upload(fileInput(box), new File(['eth0 up'], 'boot.log', { type: 'text/plain' }));

    const bar = await within(box).findByRole('progressbar', { name: 'Uploading boot.log' });
    expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0);
    expect(chosenFiles(box)[0]).toHaveTextContent('boot.log');
    expect(chosenFiles(box)[0]).toHaveTextContent('7 B');
    const send = within(box).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('The reply can be sent once the files have finished uploading.');
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('boot.log');

    releaseUploads();
    expect(await within(box).findByText('Attached')).toBeInTheDocument();
    expect(within(box).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('shows a chosen file’s name in the order its characters are written (no bidi override)', async () => {
    const { user } = await renderRoute(`/support/tickets/${open.number}`);
    const box = await replyBox();
    // U+202E would show `invoice<RLO>fdp.txt` as `invoicetxt.pdf`.
    await user.upload(fileInput(box), new File(['total'], 'invoice\u202Efdp.txt', { type: 'text/plain' }));
    expect(await within(box).findByText('Attached')).toBeInTheDocument();
    expect(chosenFiles(box)[0]).toHaveTextContent('invoicefdp.txt');
    expect(chosenFiles(box)[0]?.textContent).not.toContain('\u202E');
  });

  it('sends the text and the uploaded file, shows the message, focuses it and forgets the draft', async () => {
    const { user, requests, world } = await renderRoute(`/support/tickets/${open.number}`);
    const box = await replyBox();
    const text = within(box).getByRole('textbox', { name: 'Your reply' });
    await user.type(text, 'It answers again since the restart, thanks.');
    await user.upload(fileInput(box), new File(['eth0 up'], 'boot.log', { type: 'text/plain' }));
    expect(await within(box).findByText('Attached')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('It answers again');

    await user.click(within(box).getByRole('button', { name: 'Send reply' }));

    const conversation = screen.getByRole('region', { name: 'Conversation' });
    const body = await within(conversation).findByText('It answers again since the restart, thanks.');
    const message = body.closest('.ticket-message') as HTMLElement;
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(message).getByRole('button', { name: /boot\.log/ })).toBeInTheDocument();
    expect(within(box).getByRole('status')).toHaveTextContent('Your reply was sent.');
    expect(text).toHaveValue('');
    expect(within(box).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    // Answered by the customer: the header says support is next.
    const header = screen.getByRole('heading', { level: 1 }).closest('.page__header') as HTMLElement;
    expect(within(header).getByText('Awaiting support', { exact: true })).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', UPLOAD_PATH)).toHaveLength(1);
    expect(sentRequests(requests, 'POST', REPLY_PATH)).toHaveLength(1);
    // The key is in no stored draft.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(world.keys['full']);
  });

  it('sends once for two clicks in one tick', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${open.number}`);
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Only once, please.');

    clickTwiceInOneTick(within(box).getByRole('button', { name: 'Send reply' }));

    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Only once, please.')).toBeInTheDocument();
    expect(within(conversation).getAllByText('Only once, please.')).toHaveLength(1);
    expect(sentRequests(requests, 'POST', REPLY_PATH)).toHaveLength(1);
  });

  it('keeps the draft when the screen is left and opened again, and lists its files to pick again', async () => {
    const { user, router, world } = await renderRoute(`/support/tickets/${open.number}`);
    let box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Half written');
    const cc = within(box).getByRole('textbox', { name: 'CC (optional)' });
    await user.clear(cc);
    await user.type(cc, 'ops@nordlicht.se');
    await user.upload(fileInput(box), new File(['eth0 up'], 'boot.log', { type: 'text/plain' }));
    expect(await within(box).findByText('Attached')).toBeInTheDocument();

    // Away (the box unmounts) and back (a new one reads the draft).
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Support tickets' }));
    await screen.findByRole('table', { name: 'All support tickets' });
    expect(screen.queryByRole('region', { name: 'Reply' })).not.toBeInTheDocument();
    await router.navigate({ to: '/support/tickets/$ticketId', params: { ticketId: open.number } });
    box = await replyBox();

    expect(within(box).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Half written');
    expect(within(box).getByRole('textbox', { name: 'CC (optional)' })).toHaveValue('ops@nordlicht.se');
    expect(within(box).getByText('Your unsent reply is back as you left it.')).toBeInTheDocument();
    const again = within(box).getByRole('list', { name: 'Pick these files again' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['boot.log']);
    expect(box).toHaveTextContent('A draft cannot keep files, only their names');
    // Picked again: no longer listed.
    await user.upload(fileInput(box), new File(['eth0 up'], 'boot.log', { type: 'text/plain' }));
    await waitFor(() => expect(within(box).queryByRole('list', { name: 'Pick these files again' })).toBeNull());
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(world.keys['full']);

    // Signing out forgets it (the next person at this browser sees none of it).
    await signOut(router, 'signed-out');
    expect(draftKeys()).toEqual([]);
  });

  it('refuses a file of a refused type and a file too large on their rows, before sending anything', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${open.number}`);
    const box = await replyBox();
    // Dropped on the zone (the picker's filter would hide it).
    const zone = within(box).getByRole('button', { name: 'Add files' }).parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })], types: ['Files'] },
    });
    const big = new File([new Uint8Array(ATTACHMENT_LIMITS.maxBytes + 600 * 1024)], 'screen.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(box), big);

    const [refusedType, tooLarge] = chosenFiles(box);
    expect(refusedType).toHaveTextContent('setup.exe');
    expect(refusedType).toHaveTextContent(
      'Not attached: files of this type cannot be sent. Allowed types: png, jpg, jpeg, gif, webp, pdf, txt, log, csv, json, or zip.',
    );
    expect(within(refusedType!).getByRole('button', { name: 'Remove setup.exe' })).toHaveAccessibleDescription(
      /files of this type cannot be sent/,
    );
    expect(tooLarge).toHaveTextContent('screen.png');
    expect(tooLarge).toHaveTextContent('Not attached: this file is 5.6 MiB, larger than the limit of 5 MiB.');
    expect(sentRequests(requests, 'POST', UPLOAD_PATH)).toEqual([]);

    await user.click(within(tooLarge!).getByRole('button', { name: 'Remove screen.png' }));
    expect(chosenFiles(box)).toHaveLength(1);
  });

  it('says a refusal by the server on the file’s row', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${open.number}`, {
      // What the server sees is not what the name says: it refuses it (415).
      rewriteUpload: (part) => ({ ...part, type: 'application/x-msdownload' }),
    });
    const box = await replyBox();
    await user.upload(fileInput(box), new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(chosenFiles(box)[0]).toHaveTextContent('Not attached: files of this type cannot be sent.'),
    );
    expect(sentRequests(requests, 'POST', UPLOAD_PATH)).toHaveLength(1);
    // Nothing refused is sent with the reply.
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Without the photo then.');
    await user.click(within(box).getByRole('button', { name: 'Send reply' }));
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Without the photo then.')).toBeInTheDocument();
  });

  it('puts a file the server no longer has on its row, and keeps what was typed', async () => {
    const { user } = await renderRoute(`/support/tickets/${open.number}`, {
      // The upload the reply names is not the caller's (an id used before, or expired).
      rewriteRequest: (request, body) =>
        request === `POST ${REPLY_PATH}` ? { ...(body as object), attachmentIds: ['tatt_not_ours'] } : undefined,
    });
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'With the log.');
    await user.upload(fileInput(box), new File(['eth0 up'], 'boot.log', { type: 'text/plain' }));
    expect(await within(box).findByText('Attached')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Send reply' }));

    await waitFor(() =>
      expect(chosenFiles(box)[0]).toHaveTextContent(
        'Not attached: This file is no longer available to send. Remove it and add it again.',
      ),
    );
    expect(within(box).getByRole('textbox', { name: 'Your reply' })).toHaveValue('With the log.');
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a CC address the server refused on the CC field', async () => {
    const { user } = await renderRoute(`/support/tickets/${open.number}`, {
      rewriteRequest: (request, body) =>
        request === `POST ${REPLY_PATH}` ? { ...(body as object), ccEmails: ['not-an-address'] } : undefined,
    });
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Copy my colleague.');
    const cc = within(box).getByRole('textbox', { name: 'CC (optional)' });
    await user.clear(cc);
    await user.type(cc, 'ops@nordlicht.se');
    await user.click(within(box).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(cc).toHaveAttribute('aria-invalid', 'true'));
    expect(cc).toHaveAccessibleDescription(/not-an-address|ops@nordlicht\.se/);
    expect(within(box).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Copy my colleague.');
  });

  it('checks the CC addresses before sending', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${open.number}`);
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Hello');
    const cc = within(box).getByRole('textbox', { name: 'CC (optional)' });
    await user.clear(cc);
    await user.type(cc, 'ops@nordlicht.se, nobody');
    await user.click(within(box).getByRole('button', { name: 'Send reply' }));
    expect(await within(box).findByText('Not an e-mail address: nobody.')).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', REPLY_PATH)).toEqual([]);
  });

  it('reads the ticket again when the answer could not be read, and shows the reply as sent when it is there', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${open.number}`, {
      // A 201 whose body breaks the contract: the outcome is unknown.
      rewrite: (request) => (request === `POST ${REPLY_PATH}` ? { broken: true } : undefined),
    });
    const box = await replyBox();
    await user.type(within(box).getByRole('textbox', { name: 'Your reply' }), 'Did this arrive?');
    const readsBefore = sentRequests(requests, 'GET', `/api/v2/support/tickets/${open.number}`).length;
    await user.click(within(box).getByRole('button', { name: 'Send reply' }));

    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Did this arrive?')).toBeInTheDocument();
    expect(sentRequests(requests, 'GET', `/api/v2/support/tickets/${open.number}`).length).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(within(box).getByRole('textbox', { name: 'Your reply' })).toHaveValue(''));
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', REPLY_PATH)).toHaveLength(1);
  });
});

describe('a closed ticket', () => {
  it('offers no reply box, says to reopen it, and offers the box once it is reopened', async () => {
    const { user } = await renderRoute(`/support/tickets/${DEMO_TICKETS.closed.number}`);
    await screen.findByRole('heading', { level: 1, name: DEMO_TICKETS.closed.subject });
    const box = screen.getByRole('region', { name: 'Reply' });
    expect(box).toHaveTextContent('This ticket is closed. Reopen it to reply.');
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await within(box).findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });
});

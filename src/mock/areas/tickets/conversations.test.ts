import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LIMITS,
  supportDepartmentList,
  ticketReplyResponse,
  uploadedAttachment,
  type TicketCreateBody,
  type TicketReplyBody,
} from '@/api/schemas/ticket-conversations';
import { ticket, ticketListPage } from '@/api/schemas/tickets';
import type { StaffReplyBody } from '@/api/schemas/mock-control';
import {
  DEMO_CUSTOMERS,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_OTHER_DOMAINS,
  DEMO_OTHER_TICKETS,
  DEMO_OTHER_VPS,
  DEMO_SUPPORT_CONVERSATIONS,
  DEMO_SUPPORT_DEPARTMENTS,
  DEMO_TICKETS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import { TINY_PNG } from './seed';
import { UPLOAD_TTL_MS } from './uploads';

const OPEN = DEMO_SUPPORT_CONVERSATIONS.openForReplies;
const CLOSED = DEMO_SUPPORT_CONVERSATIONS.closed;
const TICKETS = '/api/v2/support/tickets';
const ATTACHMENTS = '/api/v2/support/attachments';
const DEPARTMENTS = '/api/v2/support/departments';

interface FileInput {
  name: string;
  type: string;
  content: Uint8Array<ArrayBuffer> | string;
}

const png = (name = 'screenshot.png'): FileInput => ({
  name,
  type: 'image/png',
  content: new Uint8Array(Buffer.from(TINY_PNG, 'base64')),
});
const text = (name: string, content: string, type = 'text/plain'): FileInput => ({ name, type, content });

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    keys: [
      { name: 'support-read', scopes: ['read:support'] },
      { name: 'no-support', scopes: ['read:vm'] },
    ],
  });
  const { call, parse, app } = harness;

  /** `POST /support/attachments` as a browser's FormData sends it (`files`: several parts named `file`). */
  const uploadRaw = (files: FileInput[], key = world.keys.full, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const file of files) form.append('file', new File([file.content], file.name, { type: file.type }));
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    return app.fetch(
      new Request(`http://mock.test${ATTACHMENTS}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        body: form,
      }),
    );
  };
  const upload = async (file: FileInput, key = world.keys.full) =>
    parse(await uploadRaw([file], key), uploadedAttachment, 201);
  const download = (id: string, key = world.keys.full) => call(`${ATTACHMENTS}/${id}`, { key });
  const detail = async (id: string, key = world.keys.full) => parse(await call(`${TICKETS}/${id}`, { key }), ticket);
  const replyRaw = (id: string, body: TicketReplyBody | Record<string, unknown>, key = world.keys.full) =>
    call(`${TICKETS}/${id}/messages`, { method: 'POST', key, body });
  const reply = async (id: string, body: TicketReplyBody) => parse(await replyRaw(id, body), ticketReplyResponse, 201);
  const createRaw = (body: TicketCreateBody | Record<string, unknown>, key = world.keys.full) =>
    call(TICKETS, { method: 'POST', key, body });
  const create = async (body: TicketCreateBody) => parse(await createRaw(body), ticket, 201);
  const staffReplyRaw = (ticketId: string, body?: StaffReplyBody | Record<string, unknown>) =>
    call(`/__mock/worlds/${world.worldId}/tickets/${ticketId}/staff-replies`, { method: 'POST', body: body ?? {} });
  const departments = async (query = '', key = world.keys.full) =>
    parse(await call(`${DEPARTMENTS}${query}`, { key }), supportDepartmentList);
  return {
    ...harness,
    world,
    uploadRaw,
    upload,
    download,
    detail,
    replyRaw,
    reply,
    createRaw,
    create,
    staffReplyRaw,
    departments,
  };
}

const NEW_TICKET = {
  departmentSlug: DEMO_SUPPORT_DEPARTMENTS.technical.slug,
  subject: 'Backups of web-01 fail at night',
  body: 'The nightly backup job has failed three nights in a row. Log attached.',
} satisfies TicketCreateBody;

describe('support departments', () => {
  it('lists every department in English, with the one that takes no tickets', async () => {
    const { departments } = await setup();
    const page = await departments('?locale=en');
    expect(page).toMatchObject({ hasMore: false, nextCursor: null, dropped: 0 });
    expect(page.data.map((d) => [d.slug, d.name, d.acceptingTickets])).toEqual(
      Object.values(DEMO_SUPPORT_DEPARTMENTS).map((d) => [d.slug, d.name.en, d.acceptingTickets]),
    );
    for (const department of page.data) expect(department.description?.length ?? 0).toBeGreaterThan(10);
    const open = page.data.filter((d) => d.acceptingTickets);
    expect(open.every((d) => d.reason === null && d.reasonCode === null)).toBe(true);
    const abuse = page.data.find((d) => d.slug === DEMO_SUPPORT_DEPARTMENTS.abuse.slug);
    expect(abuse).toMatchObject({ acceptingTickets: false, reasonCode: DEMO_SUPPORT_DEPARTMENTS.abuse.reasonCode });
    expect(abuse?.reason).toMatch(/abuse form/);
    // Without a locale, or one the server does not speak: English.
    expect(await departments()).toEqual(page);
    expect(await departments('?locale=de')).toEqual(page);
  });

  it('says names and descriptions in Swedish', async () => {
    const { departments } = await setup();
    const en = await departments('?locale=en');
    const sv = await departments('?locale=sv');
    expect(sv.data.map((d) => d.name)).toEqual(Object.values(DEMO_SUPPORT_DEPARTMENTS).map((d) => d.name.sv));
    sv.data.forEach((department, index) => {
      expect(department.description).not.toBe(en.data[index]?.description);
      expect(department.acceptingTickets).toBe(en.data[index]?.acceptingTickets);
    });
    // The reason stays English: the app says it by its code.
    expect(sv.data.find((d) => d.slug === 'abuse')?.reason).toBe(en.data.find((d) => d.slug === 'abuse')?.reason);
  });

  it("matches the tickets' department names (English)", async () => {
    const { detail, departments } = await setup();
    const names = new Map((await departments()).data.map((d) => [d.slug, d.name]));
    for (const id of [OPEN.id, CLOSED.id, DEMO_TICKETS.onHold.id]) {
      const t = await detail(id);
      expect(t.departmentName, id).toBe(names.get(t.departmentSlug));
    }
  });
});

describe('support uploads', () => {
  it('stores a file for its uploader and serves it back with its name and type', async () => {
    const { upload, uploadRaw, download, world } = await setup();
    const file = png();
    const response = await uploadRaw([file]);
    expect(response.status).toBe(201);
    const stored = uploadedAttachment.parse(await response.json());
    expect(stored).toMatchObject({
      filename: 'screenshot.png',
      extension: 'png',
      mimeType: 'image/png',
      size: (file.content as Uint8Array).byteLength,
    });
    expect(stored.id).toMatch(/^tatt_/);
    expect(stored.downloadUrl).toBe(`${ATTACHMENTS}/${stored.id}`);
    expect(response.headers.get('location')).toBe(stored.downloadUrl);

    const back = await download(stored.id);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(back.headers.get('content-disposition')).toBe(
      `attachment; filename="screenshot.png"; filename*=UTF-8''screenshot.png`,
    );
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(file.content);
    // Any key of the uploader's customer (the read-only one too); nobody else.
    expect((await download(stored.id, world.keys.readonly)).status).toBe(200);
    await expectProblem(await download(stored.id, world.keys.other), 404, 'ticket_not_found');

    // A name beyond ASCII, with quotes and brackets: the fallback keeps ASCII, filename* the name (RFC 8187).
    const odd = await upload(text('skärmbild "1" (kopia).txt', 'hej'));
    const named = await download(odd.id);
    expect(named.headers.get('content-type')).toBe('text/plain');
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="sk_rmbild _1_ (kopia).txt"; filename*=UTF-8''sk%C3%A4rmbild%20%221%22%20%28kopia%29.txt`,
    );
    expect(await named.text()).toBe('hej');
  });

  it('accepts every listed type, the extension in any case, and keeps only the name of a path', async () => {
    const { upload } = await setup();
    for (const [extension, types] of Object.entries(ATTACHMENT_LIMITS.types)) {
      for (const type of types) {
        const stored = await upload(text(`file.${extension.toUpperCase()}`, 'x', type));
        expect(stored, `${extension} ${type}`).toMatchObject({ extension, mimeType: type });
      }
    }
    expect(await upload(text('C:\\fakepath\\notes.txt', 'x'))).toMatchObject({ filename: 'notes.txt' });
  });

  it('refuses a file over 5 MB with 413 at /file', async () => {
    const { uploadRaw } = await setup();
    const big = new Uint8Array(ATTACHMENT_LIMITS.maxBytes + 1);
    const problem = await expectProblem(
      await uploadRaw([{ name: 'dump.zip', type: 'application/zip', content: big }]),
      413,
      'attachment_too_large',
    );
    expect(problem.errors).toEqual([
      { pointer: '/file', code: 'attachment_too_large', detail: expect.stringContaining('5 MB') },
    ]);
    expect(problem.extensions).toMatchObject({ filename: 'dump.zip', size: big.byteLength, maxBytes: 5 * 1024 * 1024 });
    // Far beyond the limit the body is not read to its end; the name still comes from the part's headers.
    const huge = new Uint8Array(ATTACHMENT_LIMITS.maxBytes + 512 * 1024);
    const cut = await expectProblem(
      await uploadRaw([{ name: 'huge.log', type: 'text/plain', content: huge }]),
      413,
      'attachment_too_large',
    );
    expect(cut.errors?.[0]).toMatchObject({ pointer: '/file', code: 'attachment_too_large' });
    expect(cut.extensions).toMatchObject({ filename: 'huge.log' });
    // Exactly the limit is fine.
    const exact = await uploadRaw([
      { name: 'exact.zip', type: 'application/zip', content: new Uint8Array(ATTACHMENT_LIMITS.maxBytes) },
    ]);
    expect(exact.status).toBe(201);
  });

  it('refuses types outside the list, and a type that does not match the extension, with 415 at /file', async () => {
    const { uploadRaw } = await setup();
    for (const file of [
      text('setup.exe', 'MZ', 'application/octet-stream'),
      text('README', 'no extension'),
      text('report.csv', 'a,b', 'application/vnd.ms-excel'),
      text('photo.png', 'not really', 'text/plain'),
    ]) {
      const problem = await expectProblem(await uploadRaw([file]), 415, 'attachment_type_refused');
      expect(problem.errors, file.name).toEqual([
        { pointer: '/file', code: 'attachment_type_refused', detail: expect.any(String) },
      ]);
      expect(problem.extensions).toMatchObject({ filename: file.name });
    }
  });

  it('refuses a request without one file (400 at /file) and a body that is not multipart (415)', async () => {
    const { uploadRaw, call, world } = await setup();
    const none = await expectProblem(await uploadRaw([], world.keys.full, { note: 'hi' }), 400, 'invalid_request');
    expect(none.errors).toEqual([{ pointer: '/file', code: 'missing_required', detail: expect.any(String) }]);
    expect(none.extensions).toEqual({ filename: null });
    const textField = await expectProblem(
      await uploadRaw([], world.keys.full, { file: 'just text' }),
      400,
      'invalid_request',
    );
    expect(textField.errors?.[0]?.pointer).toBe('/file');
    const two = await expectProblem(await uploadRaw([png('a.png'), png('b.png')]), 400, 'invalid_request');
    expect(two.errors?.[0]).toMatchObject({ pointer: '/file', code: 'invalid_request' });
    await expectProblem(await uploadRaw([text('empty.txt', '')]), 400, 'invalid_request');

    const json = await call(ATTACHMENTS, { key: world.keys.full, body: { file: 'screenshot.png' } });
    const problem = await expectProblem(json, 415, 'unsupported_media_type');
    expect(json.headers.get('accept-post')).toBe('multipart/form-data');
    expect(problem.detail).toMatch(/multipart\/form-data/);
    expect(problem.errors?.[0]?.pointer).toBe('/file');
  });

  it('drops an unused upload after 24 hours and counts stored files in the world cost', async () => {
    const { upload, download, replyRaw, advanceClock, registry, world } = await setup();
    const before = registry.costBytes;
    const content = new Uint8Array(200_000);
    const stored = await upload({ name: 'big.pdf', type: 'application/pdf', content });
    expect(registry.costBytes - before).toBeGreaterThanOrEqual(content.byteLength);
    await advanceClock(world.worldId, UPLOAD_TTL_MS - 60_000);
    expect((await download(stored.id)).status).toBe(200);
    await advanceClock(world.worldId, 120_000);
    await expectProblem(await download(stored.id), 404, 'ticket_not_found');
    expect(registry.costBytes).toBe(before);
    const problem = await expectProblem(
      await replyRaw(OPEN.id, { body: 'Here it is.', attachmentIds: [stored.id] }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.[0]).toMatchObject({ pointer: '/attachmentIds/0', code: 'attachment_not_found' });
  });
});

describe('support replies', () => {
  it('adds the reply with its uploads; the ticket becomes customer_reply with counts, times and CCs updated', async () => {
    const { upload, reply, detail, download, world } = await setup();
    const before = await detail(OPEN.id);
    const screenshot = await upload(png());
    const log = await upload(text('boot.log', 'eth0: link up'));
    const { message, ticket: updated } = await reply(OPEN.id, {
      body: 'Here is the output you asked for.',
      attachmentIds: [screenshot.id, log.id],
      ccEmails: ['oncall@nordlicht.example', 'ONCALL@nordlicht.example', 'cto@nordlicht.example'],
    });
    expect(message).toMatchObject({
      ticketId: OPEN.id,
      body: 'Here is the output you asked for.',
      sender: 'customer',
      senderName: DEMO_CUSTOMERS.main.name,
      encrypted: false,
    });
    expect(message.id).toBe(`tmsg_${OPEN.number}_${String(before.messages.length + 1).padStart(2, '0')}`);
    expect(message.attachments.map((a) => [a.id, a.filename, a.downloadUrl])).toEqual([
      [screenshot.id, 'screenshot.png', screenshot.downloadUrl],
      [log.id, 'boot.log', log.downloadUrl],
    ]);
    expect(updated).toMatchObject({
      id: OPEN.id,
      status: 'customer_reply',
      messageCount: before.messageCount + 1,
      lastMessageAt: message.sentAt,
      updatedAt: message.sentAt,
      ccEmails: ['oncall@nordlicht.example', 'cto@nordlicht.example'],
    });
    expect(updated.messages[updated.messages.length - 1]).toEqual(message);
    expect(Date.parse(message.sentAt ?? '')).toBeGreaterThan(Date.parse(before.lastMessageAt ?? ''));
    // The ticket as read again; its files now download for whoever sees the ticket, by their stored names.
    expect(await detail(OPEN.number)).toEqual(updated);
    const back = await download(log.id, world.keys.readonly);
    expect(back.headers.get('content-disposition')).toMatch(/^attachment; filename="boot\.log"/);
    await expectProblem(await download(log.id, world.keys.other), 404, 'ticket_not_found');

    // Without ccEmails the CC list stays; with [] it is emptied.
    expect((await reply(OPEN.id, { body: 'One more thing.' })).ticket.ccEmails).toEqual([
      'oncall@nordlicht.example',
      'cto@nordlicht.example',
    ]);
    expect((await reply(OPEN.id, { body: 'No CCs please.', ccEmails: [] })).ticket.ccEmails).toEqual([]);
  });

  it('uses an upload once', async () => {
    const { upload, reply, replyRaw } = await setup();
    const file = await upload(png());
    await reply(OPEN.id, { body: 'First.', attachmentIds: [file.id] });
    const again = await expectProblem(
      await replyRaw(DEMO_TICKETS.answered.id, { body: 'Again.', attachmentIds: [file.id] }),
      400,
      'invalid_request',
    );
    expect(again.errors).toEqual([
      { pointer: '/attachmentIds/0', code: 'attachment_not_found', detail: expect.any(String) },
    ]);
    const twice = await upload(png());
    const doubled = await expectProblem(
      await replyRaw(OPEN.id, { body: 'Twice.', attachmentIds: [twice.id, twice.id] }),
      400,
      'invalid_request',
    );
    expect(doubled.errors?.map((e) => e.pointer)).toEqual(['/attachmentIds/1']);
  });

  it("refuses another customer's upload, and an unknown one, at its index", async () => {
    const { upload, replyRaw, download, world } = await setup();
    const theirs = await upload(png(), world.keys.other);
    const mine = await upload(png());
    await expectProblem(await download(theirs.id), 404, 'ticket_not_found');
    const problem = await expectProblem(
      await replyRaw(OPEN.id, { body: 'Files.', attachmentIds: [mine.id, theirs.id, 'tatt_nosuchupload'] }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/attachmentIds/1', 'attachment_not_found'],
      ['/attachmentIds/2', 'attachment_not_found'],
    ]);
    // Nothing was sent: mine is still unused.
    expect((await replyRaw(OPEN.id, { body: 'Now.', attachmentIds: [mine.id] })).status).toBe(201);
  });

  it('refuses a reply on a closed ticket with 409 ticket_closed until it is reopened', async () => {
    const { replyRaw, call, world, detail } = await setup();
    const problem = await expectProblem(await replyRaw(CLOSED.id, { body: 'Hello?' }), 409, 'ticket_closed');
    expect(problem.extensions).toEqual({ status: 'closed' });
    expect((await detail(CLOSED.id)).status).toBe('closed');
    await call(`${TICKETS}/${CLOSED.id}/actions/reopen`, { method: 'POST', key: world.keys.full });
    expect((await replyRaw(CLOSED.number, { body: 'Hello again.' })).status).toBe(201);
  });

  it('validates the body and hides other customers’ tickets', async () => {
    const { replyRaw, world } = await setup();
    const blank = await expectProblem(await replyRaw(OPEN.id, { body: '   ' }), 400, 'invalid_request');
    expect(blank.errors?.[0]?.pointer).toBe('/body');
    const missing = await expectProblem(await replyRaw(OPEN.id, {}), 400, 'invalid_request');
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/body', code: 'missing_required' });
    const unknown = await expectProblem(
      await replyRaw(OPEN.id, { body: 'x', status: 'closed' }),
      400,
      'invalid_request',
    );
    expect(unknown.errors?.[0]?.pointer).toBe('/status');
    const cc = await expectProblem(
      await replyRaw(OPEN.id, { body: 'x', ccEmails: ['not-an-address'] }),
      400,
      'invalid_request',
    );
    expect(cc.errors?.[0]?.pointer).toBe('/ccEmails/0');
    const tooMany = await expectProblem(
      await replyRaw(OPEN.id, { body: 'x', attachmentIds: Array.from({ length: 6 }, (_, i) => `tatt_${i}`) }),
      400,
      'invalid_request',
    );
    expect(tooMany.errors?.[0]?.pointer).toBe('/attachmentIds');
    await expectProblem(await replyRaw(DEMO_OTHER_TICKETS.open.id, { body: 'x' }), 404, 'ticket_not_found');
    await expectProblem(await replyRaw(OPEN.id, { body: 'x' }, world.keys.other), 404, 'ticket_not_found');
  });
});

describe('new support tickets', () => {
  it('opens a ticket with the next number, its opening message carrying the uploads', async () => {
    const { create, upload, call, parse, world, detail } = await setup();
    const log = await upload(text('backup.log', 'rsync error 23'));
    const created = await create({
      ...NEW_TICKET,
      priority: 'high',
      ccEmails: ['ops@nordlicht.example'],
      attachmentIds: [log.id],
    });
    expect(created).toMatchObject({
      number: DEMO_SUPPORT_CONVERSATIONS.nextTicketNumber,
      subject: NEW_TICKET.subject,
      body: NEW_TICKET.body,
      status: 'open',
      priority: 'high',
      departmentSlug: 'technical',
      departmentName: DEMO_SUPPORT_DEPARTMENTS.technical.name.en,
      requesterName: DEMO_CUSTOMERS.main.name,
      ccEmails: ['ops@nordlicht.example'],
      messageCount: 1,
      linkedServices: [],
      attachments: [],
      droppedMessages: 0,
    });
    expect(created.id).toMatch(/^tkt_[0-9a-f]{12}$/);
    expect(created.createdAt).toBe(created.updatedAt);
    expect(created.lastMessageAt).toBe(created.createdAt);
    expect(created.messages).toEqual([
      {
        id: `tmsg_${created.number}_01`,
        ticketId: created.id,
        sentAt: created.createdAt,
        body: NEW_TICKET.body,
        sender: 'customer',
        senderName: DEMO_CUSTOMERS.main.name,
        encrypted: false,
        attachments: [
          {
            id: log.id,
            filename: 'backup.log',
            extension: 'log',
            mimeType: 'text/plain',
            downloadUrl: log.downloadUrl,
          },
        ],
      },
    ]);
    // First in the list, readable by id and number; the next one takes the next number (any customer's).
    const list = await parse(await call(`${TICKETS}?limit=1`, { key: world.keys.full }), ticketListPage);
    expect(list.data[0]?.id).toBe(created.id);
    expect(await detail(created.number)).toEqual(created);
    const theirs = await parse(
      await call(TICKETS, { method: 'POST', key: world.keys.other, body: NEW_TICKET }),
      ticket,
      201,
    );
    expect(theirs).toMatchObject({ number: String(Number(created.number) + 1), priority: 'medium' });
    await expectProblem(await call(`${TICKETS}/${theirs.id}`, { key: world.keys.full }), 404, 'ticket_not_found');
  });

  it('links a VPS, a hosting account, a domain or an order by id, named as the panel names it', async () => {
    const { create } = await setup();
    const cases = [
      { serviceType: 'vps', serviceId: DEMO_VPS.web.id, serviceName: DEMO_VPS.web.hostname },
      {
        serviceType: 'hosting',
        serviceId: DEMO_HOSTING.pendingInvoice.id,
        serviceName: DEMO_HOSTING.pendingInvoice.name,
      },
      { serviceType: 'hosting', serviceId: DEMO_HOSTING.main.id, serviceName: DEMO_HOSTING.main.domain },
      { serviceType: 'domain', serviceId: DEMO_DOMAINS.se.id, serviceName: DEMO_DOMAINS.se.name },
      {
        serviceType: 'order',
        serviceId: DEMO_ORDERS.pendingHosting.id,
        serviceName: DEMO_ORDERS.pendingHosting.number,
      },
    ] as const;
    for (const { serviceType, serviceId, serviceName } of cases) {
      const created = await create({ ...NEW_TICKET, linkedService: { serviceType, serviceId } });
      expect(created.linkedServices, serviceType).toEqual([
        expect.objectContaining({ serviceType, serviceId, serviceName }),
      ]);
    }
    const vps = await create({ ...NEW_TICKET, linkedService: { serviceType: 'vps', serviceId: DEMO_VPS.web.id } });
    expect(vps.linkedServices[0]?.details).toMatchObject({ ipv4: DEMO_VPS.web.ipv4, location: DEMO_VPS.web.location });
    expect((await create({ ...NEW_TICKET, linkedService: null })).linkedServices).toEqual([]);
  });

  it("refuses another customer's service, or an unknown one, at /linkedService/serviceId", async () => {
    const { createRaw } = await setup();
    for (const linkedService of [
      { serviceType: 'vps', serviceId: DEMO_OTHER_VPS.web.id },
      { serviceType: 'domain', serviceId: DEMO_OTHER_DOMAINS.main.id },
      { serviceType: 'vps', serviceId: 'vps_nosuchserver' },
      // The right id under the wrong kind is not that service either.
      { serviceType: 'hosting', serviceId: DEMO_VPS.web.id },
    ]) {
      const problem = await expectProblem(await createRaw({ ...NEW_TICKET, linkedService }), 400, 'invalid_request');
      expect(problem.errors, linkedService.serviceId).toEqual([
        { pointer: '/linkedService/serviceId', code: 'service_not_found', detail: expect.any(String) },
      ]);
    }
    const kind = await expectProblem(
      await createRaw({ ...NEW_TICKET, linkedService: { serviceType: 'server', serviceId: DEMO_VPS.web.id } }),
      400,
      'invalid_request',
    );
    expect(kind.errors?.[0]?.pointer).toBe('/linkedService/serviceType');
  });

  it('refuses a department that takes no tickets, or none, at /departmentSlug', async () => {
    const { createRaw, departments } = await setup();
    const closed = await expectProblem(
      await createRaw({ ...NEW_TICKET, departmentSlug: DEMO_SUPPORT_DEPARTMENTS.abuse.slug }),
      400,
      'invalid_request',
    );
    const abuse = (await departments()).data.find((d) => d.slug === 'abuse');
    expect(closed.errors).toEqual([
      { pointer: '/departmentSlug', code: 'department_not_accepting', detail: abuse?.reason },
    ]);
    const unknown = await expectProblem(
      await createRaw({ ...NEW_TICKET, departmentSlug: 'legal' }),
      400,
      'invalid_request',
    );
    expect(unknown.errors).toEqual([
      { pointer: '/departmentSlug', code: 'department_not_found', detail: expect.stringContaining('technical') },
    ]);
  });

  it('reports the field errors together: a missing subject beside a closed department, a foreign service and a used upload', async () => {
    const { createRaw, upload, reply } = await setup();
    const used = await upload(png());
    await reply(OPEN.id, { body: 'Used.', attachmentIds: [used.id] });
    const problem = await expectProblem(
      await createRaw({
        departmentSlug: 'abuse',
        body: NEW_TICKET.body,
        priority: 'critical',
        linkedService: { serviceType: 'vps', serviceId: DEMO_OTHER_VPS.web.id },
        attachmentIds: [used.id],
      }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => [e.pointer, e.code]).sort()).toEqual(
      [
        ['/subject', 'missing_required'],
        ['/priority', 'invalid_request'],
        ['/departmentSlug', 'department_not_accepting'],
        ['/linkedService/serviceId', 'service_not_found'],
        ['/attachmentIds/0', 'attachment_not_found'],
      ].sort(),
    );
    const blank = await expectProblem(await createRaw({ ...NEW_TICKET, subject: ' ' }), 400, 'invalid_request');
    expect(blank.errors).toEqual([{ pointer: '/subject', code: 'invalid_request', detail: 'Write a subject.' }]);
    const extra = await expectProblem(await createRaw({ ...NEW_TICKET, status: 'closed' }), 400, 'invalid_request');
    expect(extra.errors?.[0]?.pointer).toBe('/status');
    const none = await expectProblem(await createRaw(undefined as unknown as TicketCreateBody), 400, 'invalid_request');
    expect(none.errors?.[0]).toMatchObject({ pointer: '', code: 'missing_required' });
  });
});

describe('staff replies (control)', () => {
  it('adds a staff message and the ticket becomes answered', async () => {
    const { staffReplyRaw, parse, reply, detail } = await setup();
    await reply(OPEN.id, { body: 'Any news?' });
    const answered = await parse(await staffReplyRaw(OPEN.number), ticket);
    expect(answered.status).toBe('answered');
    const last = answered.messages[answered.messages.length - 1];
    expect(last).toMatchObject({ sender: 'staff', senderName: 'Erik Sandberg', encrypted: false });
    expect(last?.body).toMatch(/^Hello,/);
    expect(answered.lastMessageAt).toBe(last?.sentAt);
    const custom = await parse(
      await staffReplyRaw(OPEN.id, { body: 'Fixed: the netplan file had a typo.', senderName: 'Maja Holm' }),
      ticket,
    );
    expect(custom.messages[custom.messages.length - 1]).toMatchObject({
      body: 'Fixed: the netplan file had a typo.',
      senderName: 'Maja Holm',
      sender: 'staff',
    });
    expect(await detail(OPEN.id)).toEqual(custom);
  });

  it("answers any customer's ticket; refuses closed and unknown tickets and unknown members", async () => {
    const { staffReplyRaw, parse, call, world } = await setup();
    const theirs = await parse(await staffReplyRaw(DEMO_OTHER_TICKETS.open.number, { body: 'Hallo Bruno.' }), ticket);
    expect(theirs.status).toBe('answered');
    const closed = await expectProblem(await staffReplyRaw(CLOSED.id), 409, 'ticket_closed');
    expect(closed.extensions).toEqual({ status: 'closed' });
    await expectProblem(await staffReplyRaw('tkt_nosuchticket'), 404, 'ticket_not_found');
    const bad = await expectProblem(await staffReplyRaw(OPEN.id, { text: 'hi' }), 400, 'invalid_request');
    expect(bad.errors?.[0]?.pointer).toBe('/text');
    await expectProblem(await staffReplyRaw(OPEN.id, { body: '' }), 400, 'invalid_request');
    const path = await expectProblem(await staffReplyRaw('hello'), 400, 'invalid_request');
    expect(path.errors?.[0]?.pointer).toBe('/path/ticketId');
    await expectProblem(
      await call(`/__mock/worlds/wld_gone/tickets/${OPEN.id}/staff-replies`, { method: 'POST', body: {} }),
      404,
      'not_found',
    );
    expect(world.worldId).toMatch(/^wld_/);
  });
});

describe('support conversation scopes', () => {
  it('needs write:support to upload, reply and open a ticket; read:support reads departments', async () => {
    const { uploadRaw, replyRaw, createRaw, departments, call, world } = await setup();
    const key = world.keys.readonly;
    for (const response of [
      await uploadRaw([png()], key),
      await replyRaw(OPEN.id, { body: 'x' }, key),
      await createRaw(NEW_TICKET, key),
    ]) {
      const problem = await expectProblem(response, 403, 'forbidden');
      expect(problem.extensions).toEqual({ requiredScopes: ['write:support'], missingScopes: ['write:support'] });
    }
    expect((await departments('', namedKey(world, 'support-read'))).data).toHaveLength(4);
    const denied = await expectProblem(
      await call(DEPARTMENTS, { key: namedKey(world, 'no-support') }),
      403,
      'forbidden',
    );
    expect(denied.extensions).toEqual({ requiredScopes: ['read:support'], missingScopes: ['read:support'] });
  });
});

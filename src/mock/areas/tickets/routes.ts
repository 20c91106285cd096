import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { FieldError, ListPage } from '@/api/schemas/common';
import { ticketEndpoints as api } from '@/api/endpoints/tickets-io';
import { pathOf } from '@/api/endpoints/route';
import { ticketCreateBody, type SupportDepartment } from '@/api/schemas/ticket-conversations';
import type { LinkedService } from '@/api/schemas/tickets';
import { json, readJsonBody, type MockEnv } from '@/mock/platform/http';
import { ProblemError, invalidRequest, notFound, zodToFieldErrors } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import { addCustomerReply, createTicket, ticketClosed } from './conversations';
import { SUPPORT_DEPARTMENTS, findDepartment, toDepartment, type StoredDepartment } from './departments';
import { SERVICE_WORDS, resolveLinkedService } from './linked-services';
import { closeTicket, findAttachment, findTicket, listTickets, reopenTicket, toDetail, toMessage } from './state';
import { readUpload } from './upload-request';
import {
  MAX_UPLOADED_BYTES_PER_WORLD,
  hasUploadRoom,
  pruneExpiredUploads,
  storeUpload,
  toUploadedAttachment,
  uploadErrors,
} from './uploads';

function ticketNotFound(id: string): ProblemError {
  return notFound('ticket_not_found', `No ticket ${id} was found for this account.`);
}

/** Field errors of `departmentSlug` (unknown, or taking no new tickets), or the department. */
function departmentOf(slug: string, errors: FieldError[]): StoredDepartment | null {
  const department = findDepartment(slug);
  const accepting = SUPPORT_DEPARTMENTS.filter((candidate) => candidate.closed === null).map((item) => item.slug);
  if (!department) {
    errors.push({
      pointer: '/departmentSlug',
      code: 'department_not_found',
      detail: `There is no department "${slug}"; choose one of ${accepting.join(', ')}.`,
    });
    return null;
  }
  if (department.closed) {
    errors.push({ pointer: '/departmentSlug', code: 'department_not_accepting', detail: department.closed.reason });
    return null;
  }
  return department;
}

/** A body member, when it has no field error of its own (at or under its pointer) and passes its schema. */
function wellFormedMember<T extends z.ZodMiniType>(
  raw: unknown,
  errors: readonly FieldError[],
  name: string,
  schema: T,
): z.output<T> | undefined {
  const pointer = `/${name}`;
  if (errors.some((error) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`))) return undefined;
  const result = z.safeParse(schema, typeof raw === 'object' && raw !== null ? Reflect.get(raw, name) : undefined);
  return result.success ? result.data : undefined;
}

/**
 * RFC 6266 filename: an ASCII fallback plus the UTF-8 `filename*` (RFC 8187: `encodeURIComponent` leaves `'()*`
 * as they are, which `attr-char` does not allow).
 */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function ticketRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth: { world, customer }, query }) =>
    json(c, listTickets(world.state.tickets, customer.id, query)),
  );

  serve(routes, api.detail, (c, { auth: { world, customer }, params: { id } }) => {
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    return json(c, toDetail(world.state.tickets, ticket));
  });

  serve(routes, api.close, (c, { auth: { world, customer }, params: { id } }) => {
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    closeTicket(ticket, customer.name, world.nowIso());
    return json(c, toDetail(world.state.tickets, ticket));
  });

  serve(routes, api.reopen, (c, { auth: { world, customer }, params: { id } }) => {
    const ticket = findTicket(world.state.tickets, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    if (!reopenTicket(ticket, customer.name, world.nowIso())) {
      throw new ProblemError({
        status: 409,
        code: 'ticket_not_closed',
        detail: `Ticket ${ticket.number} is ${ticket.status.replace('_', ' ')}; only closed tickets can be reopened.`,
        extensions: { status: ticket.status },
      });
    }
    return json(c, toDetail(world.state.tickets, ticket));
  });

  serve(routes, api.departments, (c, { query: { locale } }) => {
    const page: ListPage<SupportDepartment> = {
      data: SUPPORT_DEPARTMENTS.map((department) => toDepartment(department, locale)),
      hasMore: false,
      nextCursor: null,
    };
    c.header('Content-Language', locale);
    return json(c, page);
  });

  // Step one of a message with files (ledger "Support conversations"): the file is kept for its uploader until a
  // reply or a new ticket names it.
  serve(routes, api.upload, async (c, { auth: { world, customer } }) => {
    pruneExpiredUploads(world);
    const upload = await readUpload(c);
    if (!hasUploadRoom(world.state.tickets, upload.bytes.byteLength)) {
      const detail =
        `This mock world already keeps ${Math.round(world.state.tickets.uploadedBytes / 1024 / 1024)} MB of uploaded ` +
        `files, its limit is ${MAX_UPLOADED_BYTES_PER_WORLD / 1024 / 1024} MB; make a new world.`;
      throw new ProblemError({
        status: 503,
        code: 'mock_capacity_exceeded',
        detail,
        errors: [{ pointer: '/file', code: 'mock_capacity_exceeded', detail }],
        extensions: {
          filename: upload.filename,
          uploadedBytes: world.state.tickets.uploadedBytes,
          maxUploadedBytes: MAX_UPLOADED_BYTES_PER_WORLD,
        },
      });
    }
    const stored = storeUpload(world, customer.id, upload);
    const body = toUploadedAttachment(stored);
    if (body.downloadUrl) c.header('Location', body.downloadUrl);
    return json(c, body, 201);
  });

  serve(routes, api.reply, (c, { auth: { world, customer }, params: { id }, body }) => {
    const state = world.state.tickets;
    const ticket = findTicket(state, customer.id, id);
    if (!ticket) throw ticketNotFound(id);
    if (ticket.status === 'closed') throw ticketClosed(ticket);
    pruneExpiredUploads(world);
    const errors = uploadErrors(state, customer.id, body.attachmentIds);
    if (errors.length > 0) throw invalidRequest(errors);
    const message = addCustomerReply(state, ticket, body, customer, world.nowIso());
    return json(c, { message: toMessage(state, ticket, message), ticket: toDetail(state, ticket) }, 201);
  });

  serve(routes, api.create, async (c, { auth: { world, customer } }) => {
    const raw = await readJsonBody(c);
    if (raw === undefined) {
      throw invalidRequest([{ pointer: '', detail: 'A JSON request body is required.', code: 'missing_required' }]);
    }
    const parsed = z.safeParse(ticketCreateBody, raw);
    const errors: FieldError[] = parsed.success ? [] : zodToFieldErrors(parsed.error, raw, 'body');
    // The world's checks run on every member that is well formed, so the form hears of every field at once (a
    // missing subject and a closed department together).
    const members = ticketCreateBody.shape;
    const member = <T extends z.ZodMiniType>(name: string, schema: T) => wellFormedMember(raw, errors, name, schema);
    const state = world.state.tickets;
    pruneExpiredUploads(world);
    const slug = member('departmentSlug', members.departmentSlug);
    const department = slug === undefined ? null : departmentOf(slug, errors);
    const ref = member('linkedService', members.linkedService);
    let linkedService: LinkedService | null = null;
    if (ref) {
      linkedService = resolveLinkedService(world.state, customer.id, ref);
      if (!linkedService) {
        errors.push({
          pointer: '/linkedService/serviceId',
          code: 'service_not_found',
          detail: `No ${SERVICE_WORDS[ref.serviceType]} ${ref.serviceId} was found for this account.`,
        });
      }
    }
    errors.push(...uploadErrors(state, customer.id, member('attachmentIds', members.attachmentIds)));
    if (!parsed.success || errors.length > 0 || !department) throw invalidRequest(errors);
    const body = parsed.data;
    const ticket = createTicket(
      state,
      {
        departmentSlug: department.slug,
        subject: body.subject,
        body: body.body,
        priority: body.priority,
        linkedService,
        ccEmails: body.ccEmails,
        attachmentIds: body.attachmentIds,
      },
      customer,
      world.nowIso(),
    );
    c.header('Location', pathOf(api.detail, { id: ticket.id }));
    return json(c, toDetail(state, ticket), 201);
  });

  serve(routes, api.attachment, (c, { auth: { world, customer }, params: { id } }) => {
    pruneExpiredUploads(world);
    const attachment = findAttachment(world.state.tickets, customer.id, id);
    if (!attachment) throw notFound('ticket_not_found', `No attachment ${id} was found for this account.`);
    return new Response(new Uint8Array(attachment.bytes), {
      status: 200,
      headers: {
        'Content-Type': attachment.mimeType,
        'Content-Length': String(attachment.bytes.byteLength),
        'Content-Disposition': contentDisposition(attachment.filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  return routes;
}

import {
  supportDepartmentList,
  supportDepartmentQuery,
  ticketCreateBody,
  ticketReplyBody,
  ticketReplyResponse,
  uploadedAttachment,
} from '@/api/schemas/ticket-conversations';
import {
  ticket,
  ticketActionBody,
  ticketAttachmentIdParam,
  ticketListPage,
  ticketListQuery,
  ticketRef,
} from '@/api/schemas/tickets';
import { bindIo, param } from './endpoint';
import { ticketRoutes } from './tickets';

const ticketId = param(ticketRef, 'Expected a ticket id (tkt_…) or a numeric ticket number.');

/** Support's endpoints with their contract (`tickets.ts` holds the routes and the decisions). */
export const ticketEndpoints = bindIo(ticketRoutes, {
  list: { query: ticketListQuery, response: ticketListPage },
  // The handler reads the body itself: the schema's field errors and the world's come in one 400.
  create: { body: ticketCreateBody, bodyReadByHandler: true, response: ticket, status: 201 },
  detail: { params: { id: ticketId }, response: ticket },
  close: { params: { id: ticketId }, body: ticketActionBody, bodyOptional: true, response: ticket },
  reopen: { params: { id: ticketId }, body: ticketActionBody, bodyOptional: true, response: ticket },
  reply: { params: { id: ticketId }, body: ticketReplyBody, response: ticketReplyResponse, status: 201 },
  departments: { query: supportDepartmentQuery, response: supportDepartmentList },
  // Multipart (one part `file`): read by the handler; the answer is the stored upload.
  upload: { bodyReadByHandler: true, response: uploadedAttachment, status: 201 },
  attachment: {
    params: { id: param(ticketAttachmentIdParam, 'Expected an attachment id (tatt_…).') },
    response: null,
  },
});

/**
 * Problem codes of the support-ticket area and their titles (ledgers "Support tickets" and "Support
 * conversations"): the 404 and 409s, the upload refusals, and the field codes of its 400s (`errors[].code`). Tickets
 * need a key on every path.
 */
export const ticketsProblems = {
  titles: {
    ticket_not_found: 'Ticket not found',
    ticket_not_closed: 'Ticket is not closed',
    ticket_closed: 'Ticket is closed',
    // Uploads (`POST /support/attachments`), errors at `/file`
    attachment_too_large: 'Attachment too large',
    attachment_type_refused: 'Attachment type not accepted',
    // Field codes of 400 `invalid_request`
    attachment_not_found: 'Upload not found',
    department_not_found: 'Department not found',
    department_not_accepting: 'Department not accepting tickets',
    service_not_found: 'Service not found',
  },
  publicPaths: [],
};

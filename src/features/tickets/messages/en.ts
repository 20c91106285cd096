import { defineMessages } from '@/i18n';

/** The support area's words. Ticket subjects, messages and department names come from the API as sent. */
export default defineMessages({
  // Ticket list.
  'tickets.list.title': 'Support tickets',
  'tickets.list.search.label': 'Find tickets',
  'tickets.list.search.q': 'Subject or ticket number',
  'tickets.list.filter.label': 'Filter tickets by status',
  'tickets.list.filter': '{filter, select, all {All} open {Open} closed {Closed}}',
  'tickets.list.updating': 'Updating tickets…',
  'tickets.list.caption':
    '{filter, select, all {All support tickets} open {Open support tickets} closed {Closed support tickets}}{search, select, yes { matching the search} other {}}{page, select, first {} other {, later page}}',
  'tickets.list.column.ticket': 'Ticket',
  'tickets.list.column.status': 'Status',
  'tickets.list.column.priority': 'Priority',
  'tickets.list.column.department': 'Department',
  'tickets.list.column.lastActivity': 'Last activity',
  'tickets.list.messageCount': '{count, plural, =0 {No messages} one {# message} other {# messages}}',
  'tickets.list.empty.heading': 'No tickets yet',
  'tickets.list.empty.body': 'Tickets you open with support show here, with every reply.',

  // Any ticket.
  'tickets.subject.none': '(no subject)',
  'tickets.number': 'Ticket #{number}',
  'tickets.status':
    '{status, select, open {Open} answered {Answered} customer_reply {Awaiting support} in_progress {In progress} on_hold {On hold} closed {Closed} unknown {Unknown}}',
  'tickets.priority':
    '{priority, select, low {Low} medium {Medium} high {High} urgent {Urgent} critical {Critical} unknown {Unknown}}',

  // Ticket detail.
  'tickets.detail.pageTitle': 'Ticket #{number}',
  'tickets.detail.breadcrumb': 'Support tickets',
  'tickets.detail.conversation': 'Conversation',
  'tickets.detail.openedTheTicket': 'opened the ticket',
  'tickets.detail.you': 'You',
  'tickets.detail.noMessages': 'No messages yet.',
  'tickets.detail.files.heading': 'Files on this ticket',
  'tickets.detail.files.label': 'Ticket attachments',
  'tickets.detail.facts.label': 'Ticket details',
  'tickets.detail.facts.department': 'Department',
  'tickets.detail.facts.requester': 'Requester',
  'tickets.detail.facts.opened': 'Opened',
  'tickets.detail.facts.lastActivity': 'Last activity',
  'tickets.detail.facts.messages': 'Messages',
  'tickets.detail.facts.cc': 'CC',
  'tickets.detail.linked.heading': 'Linked services',
  'tickets.detail.linked.unnamed': 'Unnamed service',

  // One message in the conversation.
  'tickets.message.sender':
    '{sender, select, customer {You} staff {Support} automation {Automated} unknown {Unknown sender}}',
  'tickets.message.encrypted': 'Encrypted',
  'tickets.message.encryptedBody':
    'This message is encrypted. Its content is not shown in the panel; read it in the e-mail we sent you.',
  'tickets.message.noText': 'This message has no text.',
  'tickets.message.attachments': 'Message attachments',

  // Attachments.
  'tickets.attachment.defaultName': 'attachment',
  'tickets.attachment.download': 'download',
  'tickets.attachment.downloading': 'downloading',

  // Close and reopen.
  'tickets.actions.reopen': 'Reopen ticket',
  'tickets.actions.reopening': 'Reopening…',
  'tickets.actions.close': 'Close ticket',
  'tickets.close.title': 'Close ticket #{number}?',
  'tickets.close.description':
    'Support will stop working on “{subject}”. You can reopen it later if the problem comes back.',
  'tickets.close.descriptionNoSubject':
    'Support will stop working on this ticket. You can reopen it later if the problem comes back.',
  'tickets.close.confirm': 'Close ticket',
  'tickets.close.keep': 'Keep it open',
});

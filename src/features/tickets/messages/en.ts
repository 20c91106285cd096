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
  'tickets.csv.subject': 'Subject',
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

  // The reply box under the conversation.
  'tickets.reply.heading': 'Reply',
  'tickets.reply.body': 'Your reply',
  'tickets.reply.bodyHint': 'Kept on this device as you type, until it is sent.',
  'tickets.reply.ccHint':
    'These addresses get a copy of every reply on this ticket. Separate them with commas or new lines; leave it empty for no copies.',
  'tickets.reply.attachView': 'Attach the view you shared ({time})',
  'tickets.reply.send': 'Send reply',
  'tickets.reply.sending': 'Sending…',
  'tickets.reply.sent': 'Your reply was sent.',
  'tickets.reply.waitUploads': 'The reply can be sent once the files have finished uploading.',
  'tickets.reply.closed': 'This ticket is closed. Reopen it to reply.',
  'tickets.reply.draftRestored': 'Your unsent reply is back as you left it.',
  'tickets.reply.draftFiles.title': 'Pick these files again',
  'tickets.reply.draftFiles.body':
    'Your draft had these files. A draft cannot keep files, only their names, so add them again if you still want to send them:',
  'tickets.reply.draftFiles.forget': 'Send without them',
  'tickets.reply.unknown':
    'The conversation above has been read again. If your reply is not in it, send it again: your text is still here.',

  // Message forms (a reply, a new ticket).
  'tickets.form.body.required': 'Write a message.',
  'tickets.form.body.tooLong': 'The message is too long: at most 10,000 characters.',
  'tickets.cc.label': 'CC (optional)',
  'tickets.cc.invalid': 'Not an e-mail address: {addresses}.',
  'tickets.cc.tooMany': 'You can add at most 10 addresses.',
  'tickets.cc.refused': '{address}: {reason}',

  // A new ticket.
  'tickets.new.link': 'New ticket',
  'tickets.new.title': 'New support ticket',
  'tickets.new.intro': 'Tell us what you need. We answer here and by e-mail.',
  'tickets.new.department': 'Department',
  'tickets.new.department.choose': 'Choose a department',
  'tickets.new.department.required': 'Choose a department.',
  'tickets.new.department.closed': '{name} (not taking tickets here)',
  'tickets.new.department.closedHeading': 'Not taking tickets here',
  'tickets.new.department.none':
    'No department is taking new tickets here right now. Try again later, or write to us by e-mail.',
  'tickets.new.subject': 'Subject',
  'tickets.new.subject.required': 'Write a subject.',
  'tickets.new.subject.tooLong': 'The subject is too long: at most 200 characters.',
  'tickets.new.priority': 'Priority',
  'tickets.new.priority.hint': 'Urgent is for a service that is down or unreachable.',
  'tickets.new.body': 'Message',
  'tickets.new.body.hint': 'What happened, what you expected, and what you have tried already.',
  'tickets.new.ccHint': 'These addresses get a copy of every reply. Separate them with commas or new lines.',
  'tickets.new.linked.heading': 'About',
  'tickets.new.linked.remove': 'Not about this',
  'tickets.new.linked.removeLabel': 'Not about {name}',
  'tickets.new.submit': 'Create ticket',
  'tickets.new.draftRestored': 'Your unsent ticket is back as you left it. Files have to be chosen again.',
  'tickets.new.waitUploads': 'The ticket can be created once the files have finished uploading.',
});

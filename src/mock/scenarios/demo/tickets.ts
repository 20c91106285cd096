import type { LinkedService } from '@/api/schemas/tickets';
import { TINY_PNG, base64File, textFile, tinyPdf, type TicketSpec } from '@/mock/areas/tickets/seed';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_OTHER_TICKETS, DEMO_TICKETS, DEMO_VPS } from './ids';

/**
 * The demo scenario's support tickets. Astrid has 24 (104201..104224) in every status, priority and department:
 * 4 open, 4 answered, 4 customer_reply, 3 in_progress, 3 on_hold, 6 closed; messages from customer, staff and
 * automation, attachments on tickets and messages, an encrypted message and one holding HTML and a script tag.
 * Bruno has 3 of his own. The records tests open by name come from ./ids (DEMO_TICKETS, DEMO_OTHER_TICKETS).
 */

const STAFF = {
  erik: 'Erik Sandberg',
  maja: 'Maja Holm',
  jonas: 'Jonas Berg',
  lina: 'Lina Ek',
} as const;
const AUTOMATION_NAME = 'Support system';

function linkedVps(vps: (typeof DEMO_VPS)[keyof typeof DEMO_VPS]): LinkedService {
  return {
    serviceType: 'vps',
    serviceId: vps.id,
    serviceName: vps.hostname,
    details: { hostname: vps.hostname, ipv4: vps.ipv4, location: vps.location },
  };
}

function linkedDomain(domain: (typeof DEMO_DOMAINS)[keyof typeof DEMO_DOMAINS]): LinkedService {
  return { serviceType: 'domain', serviceId: domain.id, serviceName: domain.name, details: null };
}

const VPS_WEB = linkedVps(DEMO_VPS.web);
const VPS_DB = linkedVps(DEMO_VPS.db);
const DOMAIN_SE = linkedDomain(DEMO_DOMAINS.se);
const DOMAIN_NU = linkedDomain(DEMO_DOMAINS.nu);
const HOSTING: LinkedService = {
  serviceType: 'hosting',
  serviceId: DEMO_HOSTING.main.id,
  serviceName: DEMO_HOSTING.main.domain,
  details: { plan: DEMO_HOSTING.main.plan },
};

/** Astrid's 24 tickets (104201..104224), then Bruno's 3 (104231..104233). */
export const DEMO_TICKET_SPECS: readonly TicketSpec[] = [
  {
    id: DEMO_TICKETS.openWithStaffReply.id,
    number: DEMO_TICKETS.openWithStaffReply.number,
    owner: 'main',
    subject: DEMO_TICKETS.openWithStaffReply.subject,
    status: DEMO_TICKETS.openWithStaffReply.status,
    priority: DEMO_TICKETS.openWithStaffReply.priority,
    department: 'technical',
    cc: ['ops@nordlicht.example'],
    linked: [VPS_WEB],
    files: [
      {
        filename: DEMO_TICKETS.openWithStaffReply.ticketAttachment.filename,
        mimeType: DEMO_TICKETS.openWithStaffReply.ticketAttachment.mimeType,
        content: base64File(TINY_PNG),
      },
    ],
    messages: [
      {
        at: '2026-11-19T07:42:10.000Z',
        from: 'customer',
        body:
          'Hi,\n\nI restarted web-01.nordlicht.se from the panel at 08:30 and it has not come back. Ping and SSH time out, ' +
          'the console shows the boot stopping at "Waiting for network". Log attached.\n\nAstrid',
        files: [
          {
            filename: DEMO_TICKETS.openWithStaffReply.messageAttachment.filename,
            mimeType: DEMO_TICKETS.openWithStaffReply.messageAttachment.mimeType,
            content: textFile(
              '[  OK  ] Reached target Basic System.\n' +
                '[  ***  ] A start job is running for Wait for Network to be Configured (1min 32s / no limit)\n' +
                'systemd-networkd-wait-online[412]: Timeout occurred while waiting for network connectivity.\n',
            ),
          },
        ],
      },
      {
        at: '2026-11-19T07:42:11.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'We have received your request (ticket #104201). A technician will reply shortly.',
      },
      {
        at: '2026-11-19T08:05:37.000Z',
        from: 'staff',
        name: STAFF.erik,
        body:
          'Hello Astrid,\n\nthe hypervisor shows the VPS as running but the guest has no address on eth0. ' +
          'It looks like the network configuration inside the server was changed before the restart. ' +
          'Could you open the console and send us the output of `ip addr` and `cat /etc/netplan/*.yaml`?\n\n' +
          'Best regards,\nErik Sandberg, Technical support',
      },
    ],
  },
  {
    id: DEMO_TICKETS.answered.id,
    number: DEMO_TICKETS.answered.number,
    owner: 'main',
    subject: DEMO_TICKETS.answered.subject,
    status: DEMO_TICKETS.answered.status,
    priority: DEMO_TICKETS.answered.priority,
    department: 'technical',
    linked: [DOMAIN_SE],
    messages: [
      {
        at: '2026-11-17T13:10:00.000Z',
        from: 'customer',
        body: 'Since this morning nordlicht.se does not resolve from some networks. www works. Did something change with the .se zone?',
      },
      {
        at: '2026-11-17T14:02:45.000Z',
        from: 'staff',
        name: STAFF.erik,
        body:
          'The apex record was removed when the zone was edited yesterday at 22:14. We restored the A record ' +
          '(203.0.113.24). Resolvers that cached the negative answer will pick it up within an hour (SOA minimum 3600).',
      },
    ],
  },
  {
    id: 'tkt_3c7315cc9e17',
    number: '104203',
    owner: 'main',
    subject: 'Mailbox quota exceeded for info@nordlicht.se',
    status: 'customer_reply',
    priority: 'medium',
    department: 'technical',
    linked: [HOSTING],
    files: [
      {
        filename: 'quota-warning.txt',
        mimeType: 'text/plain',
        content: textFile(
          'Your mailbox info@nordlicht.se is 100% full (2048 MB of 2048 MB). New mail is being rejected.\n',
        ),
      },
    ],
    messages: [
      {
        at: '2026-11-16T09:00:00.000Z',
        from: 'customer',
        body: 'info@ bounces mail with "mailbox full". Can the quota be raised to 10 GB? The warning is attached.',
      },
      {
        at: '2026-11-16T10:20:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'You can raise it yourself under Hosting → Mailboxes → Quota, up to the 50 GB of your plan. Shall we do it for you?',
      },
      {
        at: '2026-11-18T06:55:00.000Z',
        from: 'customer',
        body: 'I cannot find the quota field, the mailbox page only shows usage. Please set it to 10 GB.',
      },
    ],
  },
  {
    id: 'tkt_9a9c2e6d8c6d',
    number: '104204',
    owner: 'main',
    subject: 'Invoice question: VAT on the November invoice',
    status: 'answered',
    priority: 'low',
    department: 'billing',
    messages: [
      {
        at: '2026-11-05T11:30:00.000Z',
        from: 'customer',
        body: 'Our November invoice charges 25 % VAT although our VAT number SE556677889901 is on file. Please correct it.',
      },
      {
        at: '2026-11-05T15:12:00.000Z',
        from: 'staff',
        name: STAFF.maja,
        body: 'Swedish customers are always charged Swedish VAT (no reverse charge within Sweden), so the invoice is correct.',
      },
    ],
  },
  {
    id: 'tkt_47d9adaf7dd6',
    number: '104205',
    owner: 'main',
    subject: 'SSL certificate renewal failed for shop.nordlicht.se',
    status: 'in_progress',
    priority: 'urgent',
    department: 'technical',
    cc: ['webshop@nordlicht.example', 'it@nordlicht.example'],
    linked: [HOSTING, DOMAIN_SE],
    messages: [
      {
        at: '2026-11-18T16:40:00.000Z',
        from: 'customer',
        body: 'Browsers warn that the certificate for shop.nordlicht.se expires in 2 days. Auto-renewal did not run.',
      },
      {
        at: '2026-11-18T16:40:02.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Priority raised to urgent: a certificate expires within 72 hours.',
      },
      {
        at: '2026-11-18T17:15:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'The HTTP-01 challenge fails because /.well-known is redirected to the shop. We are issuing the certificate with DNS validation instead.',
      },
    ],
  },
  {
    id: DEMO_TICKETS.onHold.id,
    number: DEMO_TICKETS.onHold.number,
    owner: 'main',
    subject: DEMO_TICKETS.onHold.subject,
    status: DEMO_TICKETS.onHold.status,
    priority: DEMO_TICKETS.onHold.priority,
    department: 'sales',
    linked: [VPS_WEB],
    messages: [
      {
        at: '2026-11-08T10:00:00.000Z',
        from: 'customer',
        body: 'We would like to move web-01 to a plan with 8 GB RAM before Black Friday. What does it cost and is there downtime?',
      },
      {
        at: '2026-11-08T13:45:00.000Z',
        from: 'staff',
        name: STAFF.jonas,
        body: 'The upgrade costs 149 SEK more per month and needs one restart (about 2 minutes). We keep this on hold until you pick a time.',
      },
    ],
  },
  {
    id: DEMO_TICKETS.withHtml.id,
    number: DEMO_TICKETS.withHtml.number,
    owner: 'main',
    subject: DEMO_TICKETS.withHtml.subject,
    status: DEMO_TICKETS.withHtml.status,
    priority: DEMO_TICKETS.withHtml.priority,
    department: 'technical',
    linked: [HOSTING],
    messages: [
      {
        at: '2026-11-14T08:20:00.000Z',
        from: 'customer',
        body: DEMO_TICKETS.withHtml.body,
        files: [{ filename: 'contact-form.png', mimeType: 'image/png', content: base64File(TINY_PNG) }],
      },
      {
        at: '2026-11-14T09:02:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'Thanks. The form plugin prints submitted text without escaping it. Which plugin version do you run?',
      },
      {
        at: '2026-11-15T07:31:00.000Z',
        from: 'customer',
        body: 'Version 3.2.1 of the contact form plugin. Updating now.',
      },
    ],
  },
  {
    id: DEMO_TICKETS.inProgressCritical.id,
    number: DEMO_TICKETS.inProgressCritical.number,
    owner: 'main',
    subject: DEMO_TICKETS.inProgressCritical.subject,
    status: DEMO_TICKETS.inProgressCritical.status,
    priority: DEMO_TICKETS.inProgressCritical.priority,
    department: 'technical',
    cc: ['it@nordlicht.example'],
    linked: [VPS_DB, VPS_WEB],
    messages: [
      {
        at: '2026-11-20T05:12:00.000Z',
        from: 'customer',
        body: 'db-01 stopped answering at 06:00, the shop shows "Error establishing a database connection". Please help ASAP.',
      },
      {
        at: '2026-11-20T05:12:03.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Critical ticket: the on-call technician has been paged.',
      },
      {
        at: '2026-11-20T05:26:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'The disk of db-01 is full (binary logs). We are freeing space and will restart MariaDB in a few minutes.',
      },
    ],
  },
  {
    id: 'tkt_961cab68ea26',
    number: '104209',
    owner: 'main',
    subject: 'Phishing page reported on our domain',
    status: 'answered',
    priority: 'urgent',
    department: 'abuse',
    linked: [DOMAIN_NU],
    messages: [
      {
        at: '2026-11-12T19:00:00.000Z',
        from: 'staff',
        name: STAFF.lina,
        body: 'We received a report of a phishing page at https://nordlicht.nu/wp-includes/login/. Please remove it within 24 hours.',
      },
      {
        at: '2026-11-12T20:30:00.000Z',
        from: 'customer',
        body: 'That folder is not ours; the old WordPress must have been hacked. I deleted it and changed all passwords.',
      },
      {
        at: '2026-11-13T08:10:00.000Z',
        from: 'staff',
        name: STAFF.lina,
        body: 'Confirmed removed. Please update WordPress and its plugins; we will close the case in 7 days if nothing reappears.',
      },
    ],
  },
  {
    id: DEMO_TICKETS.closed.id,
    number: DEMO_TICKETS.closed.number,
    owner: 'main',
    subject: DEMO_TICKETS.closed.subject,
    status: DEMO_TICKETS.closed.status,
    priority: DEMO_TICKETS.closed.priority,
    department: 'billing',
    messages: [
      {
        at: '2026-11-02T09:15:00.000Z',
        from: 'customer',
        body: 'Invoice 2026-0412 was paid by card and by bank transfer. Please refund one payment. Bank receipt attached.',
        files: [
          {
            filename: 'receipt-2026-0412.pdf',
            mimeType: 'application/pdf',
            content: tinyPdf('Bank receipt 2026-0412'),
          },
        ],
      },
      {
        at: '2026-11-03T10:40:00.000Z',
        from: 'staff',
        name: STAFF.maja,
        body: 'We refunded the card payment (1 249,00 SEK). The credit note is attached; the refund shows on your card in 3–5 days.',
        files: [
          {
            filename: 'credit-note-CN-2026-0087.pdf',
            mimeType: 'application/pdf',
            content: tinyPdf('Credit note CN-2026-0087'),
          },
        ],
      },
      { at: '2026-11-03T11:02:00.000Z', from: 'customer', body: 'Thank you, that was quick.' },
      {
        at: '2026-11-03T11:05:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Ticket closed by Astrid Lindqvist.',
      },
    ],
  },
  {
    id: 'tkt_006314b03085',
    number: '104211',
    owner: 'main',
    subject: 'Request for offsite backups',
    status: 'closed',
    priority: 'low',
    department: 'sales',
    messages: [
      {
        at: '2026-11-01T08:00:00.000Z',
        from: 'customer',
        body: 'Do you offer backups stored in another data centre? Snapshots are only kept for a day.',
      },
      {
        at: '2026-11-01T12:30:00.000Z',
        from: 'staff',
        name: STAFF.jonas,
        body: 'Yes: the Backup add-on keeps 30 daily copies in our Gothenburg site for 49 SEK per VPS and month.',
      },
      {
        at: '2026-11-08T12:30:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Ticket closed automatically after 7 days without a reply.',
      },
    ],
  },
  {
    id: 'tkt_bf2707e04d50',
    number: '104212',
    owner: 'main',
    subject: 'Reverse DNS for mail server IP',
    status: 'closed',
    priority: 'medium',
    department: 'technical',
    linked: [VPS_WEB],
    messages: [
      {
        at: '2026-11-04T07:45:00.000Z',
        from: 'customer',
        body: 'Please set the PTR record of 203.0.113.24 to mail.nordlicht.se; Gmail rejects our mail.',
      },
      {
        at: '2026-11-04T08:30:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'Done. You can also change reverse DNS yourself under VPS → Network → Reverse DNS.',
      },
      {
        at: '2026-11-04T09:00:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Ticket closed by Erik Sandberg.',
      },
    ],
  },
  {
    id: 'tkt_c835c3c014ca',
    number: '104213',
    owner: 'main',
    subject: 'FTP login fails after password change',
    status: 'on_hold',
    priority: 'high',
    department: 'technical',
    linked: [HOSTING],
    messages: [
      {
        at: '2026-11-10T14:00:00.000Z',
        from: 'customer',
        body: 'Since I changed the FTP password yesterday, FileZilla says "530 Login incorrect".',
      },
      {
        at: '2026-11-10T15:10:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'Your IP was blocked after several failed logins. We unblocked it; please try again and tell us if it works.',
      },
    ],
  },
  {
    id: 'tkt_dfe484f13ec0',
    number: '104214',
    owner: 'main',
    subject: 'Transfer domain nordlicht.nu to you',
    status: 'open',
    priority: 'medium',
    department: 'sales',
    linked: [DOMAIN_NU],
    messages: [
      {
        at: '2026-11-11T10:00:00.000Z',
        from: 'customer',
        body: 'We want to move nordlicht.nu from our old registrar. How do we start and do we need an auth code?',
      },
    ],
  },
  {
    id: 'tkt_1807710bc096',
    number: '104215',
    owner: 'main',
    subject: 'Spam sent from our mailbox',
    status: 'closed',
    priority: 'high',
    department: 'abuse',
    messages: [
      {
        at: '2026-11-06T06:00:00.000Z',
        from: 'staff',
        name: STAFF.lina,
        body: 'sales@nordlicht.se sent 12 000 messages in one hour. We have blocked outgoing mail for that mailbox.',
      },
      {
        at: '2026-11-06T07:15:00.000Z',
        from: 'customer',
        body: 'The password was leaked. It has been changed and 2FA enabled. Please unblock it.',
      },
      {
        at: '2026-11-06T08:00:00.000Z',
        from: 'staff',
        name: STAFF.lina,
        body: 'Unblocked. Thank you for acting quickly.',
      },
      { at: '2026-11-06T08:01:00.000Z', from: 'automation', name: AUTOMATION_NAME, body: 'Ticket closed by Lina Ek.' },
    ],
  },
  {
    id: DEMO_TICKETS.encryptedMessage.id,
    number: DEMO_TICKETS.encryptedMessage.number,
    owner: 'main',
    subject: DEMO_TICKETS.encryptedMessage.subject,
    status: DEMO_TICKETS.encryptedMessage.status,
    priority: DEMO_TICKETS.encryptedMessage.priority,
    department: 'technical',
    linked: [VPS_WEB],
    messages: [
      {
        at: '2026-11-19T12:00:00.000Z',
        from: 'customer',
        body: 'An update broke web-01. Please restore the snapshot "before-update-1118" from yesterday.',
      },
      {
        at: '2026-11-19T12:20:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'We can do that. To verify the application afterwards we need the admin login; please send it encrypted.',
      },
      { at: '2026-11-19T12:41:00.000Z', from: 'customer', body: null, encrypted: true },
    ],
  },
  {
    id: 'tkt_179906a5ca84',
    number: '104217',
    owner: 'main',
    subject: 'Update the card used for automatic payments',
    status: 'closed',
    priority: 'low',
    department: 'billing',
    messages: [
      {
        at: '2026-11-07T09:00:00.000Z',
        from: 'customer',
        body: 'Our company card was replaced. How do we update it without paying an invoice first?',
      },
      {
        at: '2026-11-07T09:45:00.000Z',
        from: 'staff',
        name: STAFF.maja,
        body: 'Add the new card under Billing → Cards and mark it as default; you can then remove the old one.',
      },
      {
        at: '2026-11-07T10:00:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Ticket closed by Astrid Lindqvist.',
      },
    ],
  },
  {
    id: 'tkt_e10e4c19ad1e',
    number: '104218',
    owner: 'main',
    subject: 'Website slow since Tuesday',
    status: 'open',
    priority: 'medium',
    department: 'technical',
    linked: [HOSTING],
    messages: [
      {
        at: '2026-11-18T11:00:00.000Z',
        from: 'customer',
        body: 'nordlicht.se takes 6–8 seconds to load since Tuesday. Nothing changed on our side.',
      },
    ],
  },
  {
    id: 'tkt_a3e500fa3e69',
    number: '104219',
    owner: 'main',
    subject: 'Cancel old hosting plan',
    status: 'on_hold',
    priority: 'low',
    department: 'billing',
    messages: [
      {
        at: '2026-11-09T13:00:00.000Z',
        from: 'customer',
        body: 'Please cancel the Starter plan for oldsite.nordlicht.se at the end of the period.',
      },
      {
        at: '2026-11-09T14:00:00.000Z',
        from: 'staff',
        name: STAFF.maja,
        body: 'Noted. We keep this ticket on hold until the period ends and cancel it then.',
      },
    ],
  },
  {
    id: 'tkt_f7c5a83055b2',
    number: '104220',
    owner: 'main',
    subject: 'IPv6 address for VPS',
    status: 'answered',
    priority: 'low',
    department: 'technical',
    linked: [VPS_DB],
    messages: [
      { at: '2026-11-13T15:00:00.000Z', from: 'customer', body: 'Can db-01 get an IPv6 address too?' },
      {
        at: '2026-11-13T16:00:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'Yes, at no cost: VPS → Network → Assign IP, choose IPv6. The server restarts its network once.',
      },
    ],
  },
  {
    id: 'tkt_24950590aaed',
    number: '104221',
    owner: 'main',
    subject: 'DDoS attack on VPS',
    status: 'closed',
    priority: 'critical',
    department: 'technical',
    linked: [VPS_WEB],
    messages: [
      {
        at: '2026-11-03T22:00:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Attack detected on 203.0.113.24 (UDP flood, 14 Gbit/s). Filtering is active.',
      },
      { at: '2026-11-03T22:10:00.000Z', from: 'customer', body: 'The site is down. Is there anything we should do?' },
      {
        at: '2026-11-03T23:30:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'The attack has stopped and the filter has been relaxed. No action needed on your side.',
      },
      {
        at: '2026-11-04T07:00:00.000Z',
        from: 'automation',
        name: AUTOMATION_NAME,
        body: 'Ticket closed by Erik Sandberg.',
      },
    ],
  },
  {
    id: 'tkt_0feae71efd5f',
    number: '104222',
    owner: 'main',
    subject: 'Quote for 10 additional domains',
    status: 'in_progress',
    priority: 'low',
    department: 'sales',
    messages: [
      {
        at: '2026-11-15T10:00:00.000Z',
        from: 'customer',
        body: 'We are launching in Norway and Denmark. Could you quote 10 .no/.dk domains with DNS hosting?',
      },
      {
        at: '2026-11-15T13:00:00.000Z',
        from: 'staff',
        name: STAFF.jonas,
        body: 'We are checking availability and registry requirements for .no; the quote follows tomorrow.',
      },
    ],
  },
  {
    id: 'tkt_6ca83589d095',
    number: '104223',
    owner: 'main',
    subject: 'WordPress admin locked out',
    status: 'open',
    priority: 'high',
    department: 'technical',
    linked: [HOSTING],
    messages: [
      {
        at: '2026-11-17T20:00:00.000Z',
        from: 'customer',
        body: 'A security plugin locked every admin out of wp-admin on nordlicht.se. Can you disable the plugin?',
      },
    ],
  },
  {
    id: 'tkt_347a5f927c2b',
    number: '104224',
    owner: 'main',
    subject: 'Refund for unused months',
    status: 'customer_reply',
    priority: 'medium',
    department: 'billing',
    messages: [
      {
        at: '2026-11-10T08:00:00.000Z',
        from: 'customer',
        body: 'We cancelled the annual Business plan after 4 months. Can we get the remaining 8 months back?',
      },
      {
        at: '2026-11-10T12:00:00.000Z',
        from: 'staff',
        name: STAFF.maja,
        body: 'Annual plans are not refundable, but we can convert the remainder to account credit.',
      },
      { at: '2026-11-11T07:00:00.000Z', from: 'customer', body: 'Credit is fine, please go ahead.' },
    ],
  },
  // Bruno Keller's tickets: never visible to Astrid's keys.
  {
    id: DEMO_OTHER_TICKETS.open.id,
    number: DEMO_OTHER_TICKETS.open.number,
    owner: 'other',
    subject: 'Mail delivery delayed',
    status: 'open',
    priority: 'medium',
    department: 'technical',
    messages: [
      {
        at: '2026-11-18T09:00:00.000Z',
        from: 'customer',
        body: 'Mail to our customers arrives hours late. Bounce attached.',
        files: [{ filename: 'bounce.txt', mimeType: 'text/plain', content: textFile('451 4.7.1 Try again later\n') }],
      },
    ],
  },
  {
    id: DEMO_OTHER_TICKETS.answered.id,
    number: DEMO_OTHER_TICKETS.answered.number,
    owner: 'other',
    subject: 'CPU steal on build server',
    status: 'answered',
    priority: 'high',
    department: 'technical',
    messages: [
      { at: '2026-11-12T09:00:00.000Z', from: 'customer', body: 'top shows 30 % steal time on our build VPS.' },
      {
        at: '2026-11-12T10:00:00.000Z',
        from: 'staff',
        name: STAFF.erik,
        body: 'We moved the VPS to a less busy host. Steal time should be below 2 % now.',
      },
    ],
  },
  {
    id: DEMO_OTHER_TICKETS.closed.id,
    number: DEMO_OTHER_TICKETS.closed.number,
    owner: 'other',
    subject: 'Change invoice address',
    status: 'closed',
    priority: 'low',
    department: 'billing',
    messages: [
      {
        at: '2026-11-02T09:00:00.000Z',
        from: 'customer',
        body: 'Please send invoices to Hauptstrasse 5, 8001 Zürich.',
      },
      { at: '2026-11-02T10:00:00.000Z', from: 'staff', name: STAFF.maja, body: 'Updated. Ticket closed.' },
    ],
  },
];

/**
 * Fixed records of the demo scenario that tests, e2e and support staff rely on. Plain constants only (this file
 * imports nothing), so e2e specs can import it without pulling in the mock. The scenario's data files build their
 * records from these constants, and src/mock/scenarios/scenarios.test.ts checks each one against a live world, so
 * a test that uses a name from here cannot silently point at nothing.
 */

/** The two account holders of every built-in scenario. */
export const DEMO_CUSTOMERS = {
  /** Astrid Lindqvist of Nordlicht AB: the `full` and `readonly` keys (and named keys) are hers. */
  main: {
    id: 'client_7c1e4a90',
    name: 'Astrid Lindqvist',
    email: 'astrid@nordlicht.example',
    companyName: 'Nordlicht AB',
  },
  /** Bruno Keller of Keller Bau GmbH: the `other` key. None of his ids may ever be visible to Astrid's keys. */
  other: {
    id: 'client_b52d0f13',
    name: 'Bruno Keller',
    email: 'bruno@keller-bau.example',
    companyName: 'Keller Bau GmbH',
  },
} as const;

/** Astrid's VPSs (linked from tickets; the VPS and metrics areas seed them with these ids). */
export const DEMO_VPS = {
  /** web-01.nordlicht.se, Stockholm, 203.0.113.24. */
  web: { id: 'vps_3f2a91c4', hostname: 'web-01.nordlicht.se', ipv4: '203.0.113.24', location: 'Stockholm' },
  /** db-01.nordlicht.se, Stockholm, 203.0.113.25. */
  db: { id: 'vps_8b7e2d10', hostname: 'db-01.nordlicht.se', ipv4: '203.0.113.25', location: 'Stockholm' },
} as const;

/** Astrid's domains (linked from tickets; the domains area seeds them with these ids). */
export const DEMO_DOMAINS = {
  /** nordlicht.se */
  se: { id: 'dom_5a1c9e77', name: 'nordlicht.se' },
  /** nordlicht.nu */
  nu: { id: 'dom_c4d2e8a1', name: 'nordlicht.nu' },
} as const;

/** Astrid's shared-hosting accounts (linked from tickets; the hosting area seeds them with these ids). */
export const DEMO_HOSTING = {
  /** The Business plan account for nordlicht.se. */
  main: { id: 'acct_2e6f4b18', domain: 'nordlicht.se', plan: 'Business' },
} as const;

/** The text of message tmsg_104207_01: HTML and script tags that must be shown as text, never run. */
export const XSS_MESSAGE_BODY =
  'Here is what the page shows: <script>alert("xss")</script> <b>bold?</b> <img src=x onerror="alert(1)">';

/** Astrid's tickets that tests open by name. */
export const DEMO_TICKETS = {
  /**
   * #104201, open, high: web-01 unreachable. A staff reply, a ticket attachment (PNG screenshot) and an attachment
   * on the first message (console log, text/plain). Linked to the VPS web-01.
   */
  openWithStaffReply: {
    id: 'tkt_a0e0743df6bf',
    number: '104201',
    subject: 'VPS unreachable after restart',
    status: 'open',
    priority: 'high',
    ticketAttachment: { id: 'tatt_104201_01', filename: 'vps-console-screenshot.png', mimeType: 'image/png' },
    messageAttachment: { id: 'tatt_104201_02', filename: 'console-after-restart.txt', mimeType: 'text/plain' },
  },
  /** #104202, answered, medium: DNS for nordlicht.se. */
  answered: {
    id: 'tkt_365c0532c05f',
    number: '104202',
    subject: 'DNS for nordlicht.se not resolving',
    status: 'answered',
    priority: 'medium',
  },
  /** #104206, on hold, low: plan upgrade of web-01. */
  onHold: {
    id: 'tkt_a3a055a993ef',
    number: '104206',
    subject: 'Upgrade VPS plan to 8 GB RAM',
    status: 'on_hold',
    priority: 'low',
  },
  /** #104207, customer reply: its first message holds HTML and a script tag (`XSS_MESSAGE_BODY`). */
  withHtml: {
    id: 'tkt_4923ed4f6b4f',
    number: '104207',
    subject: 'Contact form shows strange markup',
    status: 'customer_reply',
    priority: 'medium',
    messageId: 'tmsg_104207_01',
    body: XSS_MESSAGE_BODY,
  },
  /** #104208, in progress, critical: db-01 down. */
  inProgressCritical: {
    id: 'tkt_3c88b5693140',
    number: '104208',
    subject: 'Database server down, shop offline',
    status: 'in_progress',
    priority: 'critical',
  },
  /** #104210, closed: invoice paid twice, PDF attachments on two messages. The one to reopen. */
  closed: {
    id: 'tkt_f5fe92459ab6',
    number: '104210',
    subject: 'Invoice 2026-0412 paid twice',
    status: 'closed',
    priority: 'medium',
  },
  /** #104216, customer reply, urgent: its third message is encrypted (body null in the API). */
  encryptedMessage: {
    id: 'tkt_59bcdeec6010',
    number: '104216',
    subject: 'Snapshot restore needed',
    status: 'customer_reply',
    priority: 'urgent',
    messageId: 'tmsg_104216_03',
  },
} as const;

/** Bruno Keller's tickets: every one of them is a 404 `ticket_not_found` for Astrid's keys. */
export const DEMO_OTHER_TICKETS = {
  /** #104231, open, with attachment tatt_104231_01. */
  open: { id: 'tkt_99d67550cb02', number: '104231', attachmentId: 'tatt_104231_01' },
  /** #104232, answered. */
  answered: { id: 'tkt_3204207874b0', number: '104232' },
  /** #104233, closed. */
  closed: { id: 'tkt_3dcd58e487f0', number: '104233' },
} as const;

/** How many tickets each list shows. */
export const DEMO_TICKET_COUNTS = {
  /** Astrid: 24 tickets (104201..104224); with the default limit of 20 the list has a second page of 4. */
  main: {
    total: 24,
    firstPage: 20,
    secondPage: 4,
    /** `status=open`: every status but closed. */
    open: 18,
    closed: 6,
    byStatus: { open: 4, answered: 4, customer_reply: 4, in_progress: 3, on_hold: 3, closed: 6 },
    closedNumbers: ['104210', '104211', '104212', '104215', '104217', '104221'],
  },
  /** Bruno: 3 tickets. */
  other: { total: 3 },
} as const;

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

/**
 * Who each customer is billed as (ledger "Money: VAT"; `GET /billing/profile`): Nordlicht AB a Swedish business (25 %,
 * its number confirmed by the register); Keller Bau GmbH a German business with a confirmed number (reverse charge,
 * 0 %). The empty scenario's Astrid is a Swedish consumer (`EMPTY_CONSUMER_PROFILE`).
 */
export const DEMO_BILLING_PROFILES = {
  main: {
    customerType: 'business',
    name: 'Nordlicht AB',
    address: { street: 'Storgatan 12', postalCode: '411 38', city: 'Göteborg' },
    country: 'SE',
    vatNumber: 'SE556677889901',
    vatRate: 25,
    reverseCharge: false,
  },
  other: {
    customerType: 'business',
    name: 'Keller Bau GmbH',
    address: { street: 'Hafenstraße 3', postalCode: '20457', city: 'Hamburg' },
    country: 'DE',
    vatNumber: 'DE136695976',
    vatRate: 0,
    reverseCharge: true,
  },
} as const;

export const EMPTY_CONSUMER_PROFILE = {
  customerType: 'consumer',
  name: 'Astrid Lindqvist',
  address: { street: 'Vasagatan 7', postalCode: '411 24', city: 'Göteborg' },
  country: 'SE',
  vatNumber: null,
  vatRate: 25,
  reverseCharge: false,
} as const;

/**
 * Astrid's VPSs, one per state the screens must show (the VPS area seeds them from these records; tickets link
 * web and db). Listed by name: app-01, backup-01, build-01, db-01, edge-01, legacy-01, new-01, old-shop, staging-01,
 * web-01.
 * Addresses are documentation ranges: Stockholm 203.0.113.0/24, 192.0.2.0/24 and 2001:db8:10::/64, Frankfurt
 * 198.51.100.0/24 and 2001:db8:20::/64.
 */
export const DEMO_VPS = {
  /**
   * web-01.nordlicht.se, Stockholm, running: restart, stop, shutdown, reset and every network action but
   * delete_primary_interface allowed (its only public interface). eth0 (primary, public) holds the primary IPv4 and
   * IPv6 and a removable secondary IPv4 (mail.nordlicht.se); eth1 is private on the backend network. 2 of 3
   * snapshot slots used (one snapshot expires 30 minutes after world creation). Keys laptop and ci installed.
   */
  web: {
    id: 'vps_3f2a91c4',
    name: 'web-01',
    hostname: 'web-01.nordlicht.se',
    status: 'running',
    location: 'Stockholm',
    region: 'sto1',
    ipv4: '203.0.113.24',
    ipv6: '2001:db8:10::24',
    primaryInterface: 'eth0',
    privateInterface: 'eth1',
    ips: {
      primaryV4: { id: 'ip_5b0e7d21', address: '203.0.113.24' },
      primaryV6: { id: 'ip_9c4f1a02', address: '2001:db8:10::24' },
      /** Not primary: the one `remove_ip` may detach. Reverse DNS mail.nordlicht.se. */
      secondaryV4: { id: 'ip_2d8e6b13', address: '203.0.113.31' },
      private: { id: 'ip_6a1f0c55', address: '10.20.0.11' },
    },
    snapshots: {
      slots: 3,
      /** 5 hours old. */
      kept: 'before-php-upgrade',
      /** 23.5 hours old at world creation: gone 30 minutes later. */
      expiringSoon: 'pre-deploy-2026-05',
    },
  },
  /**
   * db-01.nordlicht.se, Stockholm, stopped unexpectedly (ticket #104208; `stoppedUnexpectedly`, Home lists it):
   * restart and stop blocked `vps_not_running`, start allowed.
   */
  db: {
    id: 'vps_8b7e2d10',
    name: 'db-01',
    hostname: 'db-01.nordlicht.se',
    status: 'stopped',
    location: 'Stockholm',
    region: 'sto1',
    ipv4: '203.0.113.25',
    ipv6: '2001:db8:10::25',
  },
  /**
   * app-01.nordlicht.se, running, guest network `mismatch` on eth0: the guest still has a stale 203.0.113.77 and
   * lacks its IPv6. `repair_guest_network` with interfaceName eth0 fixes it.
   */
  mismatch: {
    id: 'vps_c71d3e58',
    name: 'app-01',
    hostname: 'app-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.40',
    ipv6: '2001:db8:10::40',
    mismatchInterface: 'eth0',
    staleAddress: '203.0.113.77',
  },
  /**
   * build-01.nordlicht.se, running but busy with a migration (job kind `vps.migrate`) for the first 10 minutes of
   * world time: every gate blocked `vps_busy`, network changes 409 `vps_busy`; free after the clock passes 10 min.
   */
  busy: {
    id: 'vps_4e9b0a36',
    name: 'build-01',
    hostname: 'build-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.52',
    busyKind: 'vps.migrate',
    busyForMs: 10 * 60 * 1000,
  },
  /** backup-01.nordlicht.se, running, snapshots full: 2 of 2 slots used, canCreate blocked `snapshot_limit_reached`. */
  snapshotsFull: {
    id: 'vps_d2a85f17',
    name: 'backup-01',
    hostname: 'backup-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.61',
    slots: 2,
    snapshotNames: ['nightly-a', 'nightly-b'],
  },
  /** legacy-01.nordlicht.se, running, no snapshot slots: snapshots unavailable (`snapshots_unavailable`). */
  snapshotsUnavailable: {
    id: 'vps_71f3c9e2',
    name: 'legacy-01',
    hostname: 'legacy-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.70',
  },
  /**
   * staging-01.nordlicht.se, running, flaky guest: a graceful restart (no force) or shutdown job ends `failed` with
   * error code `guest_unresponsive` and the VPS stays running; restart with force, reset and stop work. Its last
   * graceful restart failed 3 hours before the world (`lastFailedJob`, Home lists it).
   */
  flaky: {
    id: 'vps_e5b27c93',
    name: 'staging-01',
    hostname: 'staging-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.88',
    failureCode: 'guest_unresponsive',
  },
  /**
   * edge-01.nordlicht.se, Frankfurt, running, two public interfaces: eth0 (primary) and eth1, so
   * `delete_primary_interface` is allowed here (eth1 takes over).
   */
  twoPublicInterfaces: {
    id: 'vps_0a6d4f81',
    name: 'edge-01',
    hostname: 'edge-01.nordlicht.se',
    status: 'running',
    location: 'Frankfurt',
    region: 'fra1',
    ipv4: '198.51.100.10',
    ipv6: '2001:db8:20::10',
    primaryInterface: 'eth0',
    secondInterface: 'eth1',
    secondIpv4: '198.51.100.11',
  },
  /** new-01.nordlicht.se, running, created 40 minutes before the world: under an hour of metrics history. */
  fresh: {
    id: 'vps_6b2f8d47',
    name: 'new-01',
    hostname: 'new-01.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'running',
    ipv4: '203.0.113.105',
    createdAgoMs: 40 * 60 * 1000,
  },
  /**
   * old-shop.nordlicht.se, suspended for an overdue invoice: every gate blocked `vps_suspended`. The overdue invoice
   * 2026-0388 (99 SEK) is its pending renewal order 300116's, shown as the detail's `overdueInvoice` (ledger "VPS");
   * paying it in full resumes the server (`running`).
   */
  suspended: {
    id: 'vps_9d3c6b25',
    name: 'old-shop',
    hostname: 'old-shop.nordlicht.se',
    location: 'Stockholm',
    region: 'sto1',
    status: 'suspended',
    ipv4: '203.0.113.99',
    plan: 'VPS S',
    /** `amount` the order's net price; `gross` what the invoice charges (25 % VAT). */
    invoice: { id: 'inv_2c6e9a47', number: '2026-0388', amount: 99, gross: 123.75 },
    order: { id: 'ord_5d1b7f36', number: '300116' },
  },
} as const;

/**
 * The serial console of every server in every scenario (src/api/endpoints/console.ts): the login the demo's
 * description states. The mock's console reads its password from here (areas/console/state.ts).
 */
export const DEMO_CONSOLE = { user: 'root', password: 'norrsken-42' } as const;

/** Bruno's VPS: a 404 `not_found` for Astrid's keys. */
export const DEMO_OTHER_VPS = {
  web: { id: 'vps_f1e2d3c4', name: 'keller-web-01', hostname: 'web.keller-bau.de', ipv4: '198.51.100.20' },
} as const;

export const DEMO_VPS_COUNTS = {
  main: { total: 10, byStatus: { running: 8, stopped: 1, suspended: 1 } },
  other: { total: 1 },
} as const;

/**
 * The metrics cases (`GET /api/v2/vps/{id}/metrics`), by VPS. Ages are before the world's creation; the samples
 * end at the world's now, so advancing the clock moves them away from it.
 */
export const DEMO_VPS_METRICS = {
  /** web-01: every sample of every timeframe (created 2024: a full year, 8,760 hourly samples), exact counters. */
  full: { id: DEMO_VPS.web.id, name: DEMO_VPS.web.name },
  /**
   * app-01: collection gaps 35 to 25 minutes ago, 5 to 2.5 hours ago (inside a busy period 8 to 1 hours ago) and
   * 3 days 10 hours to 3 days ago. Totals from exact counters (they include what moved during the gaps).
   */
  gaps: {
    id: DEMO_VPS.mismatch.id,
    name: DEMO_VPS.mismatch.name,
    recentGap: { startedAgoMs: 35 * 60 * 1000, endedAgoMs: 25 * 60 * 1000 },
    busyGap: { startedAgoMs: 5 * 60 * 60 * 1000, endedAgoMs: 2.5 * 60 * 60 * 1000 },
    busy: { startedAgoMs: 8 * 60 * 60 * 1000, endedAgoMs: 1 * 60 * 60 * 1000 },
    oldGap: { startedAgoMs: (3 * 24 + 10) * 60 * 60 * 1000, endedAgoMs: 3 * 24 * 60 * 60 * 1000 },
  },
  /** legacy-01: collection failed (`telemetry.available: false`): no samples, every aggregate null. */
  unavailable: {
    id: DEMO_VPS.snapshotsUnavailable.id,
    name: DEMO_VPS.snapshotsUnavailable.name,
    reason: 'The monitoring agent on legacy-01 stopped reporting after a kernel update; metrics collection failed.',
  },
  /** staging-01: no disk byte totals (source null): disk totals and the 7-day disk average are null. */
  nullAggregates: { id: DEMO_VPS.flaky.id, name: DEMO_VPS.flaky.name },
  /** edge-01: network and disk totals estimated from the rates (no counters). */
  estimated: { id: DEMO_VPS.twoPublicInterfaces.id, name: DEMO_VPS.twoPublicInterfaces.name },
  /** new-01: created 40 minutes before the world: about 40 samples in the hour view, no 7-day average. */
  brandNew: { id: DEMO_VPS.fresh.id, name: DEMO_VPS.fresh.name, historyMs: DEMO_VPS.fresh.createdAgoMs },
  /**
   * db-01 (stopped): nothing collected since it stopped 2 hours before the world; the hour view is empty, and the
   * hourly month and year views lack those 2 samples (718 and 8,758 where a full history has 720 and 8,760).
   */
  silent: { id: DEMO_VPS.db.id, name: DEMO_VPS.db.name, silentForMs: 2 * 60 * 60 * 1000 },
} as const;

/** Public IPs and subnets free for Astrid's Stockholm VPSs (web-01, db-01, app-01...). */
export const DEMO_VPS_NETWORK = {
  /** 203.0.113.0/24, Stockholm: the subnet of web-01's addresses. */
  stockholmSubnet: { id: 'subnet_3b7d1e09', cidr: '203.0.113.0/24' },
  /** 192.0.2.0/24, Stockholm: a second IPv4 subnet (a move with get_available_subnets + change_ip). */
  stockholmSubnet2: { id: 'subnet_8e2c4a61', cidr: '192.0.2.0/24' },
  stockholmSubnetV6: { id: 'subnet_5f9a2c47', cidr: '2001:db8:10::/64' },
  /** Free IPv4 in 203.0.113.0/24; api.nordlicht.se resolves to it. */
  freeIpv4: { id: 'ip_a1c3e5f7', address: '203.0.113.100' },
  freeIpv4b: { id: 'ip_b2d4f6a8', address: '203.0.113.101' },
  /** Free IPv4 in 192.0.2.0/24. */
  freeIpv4Other: { id: 'ip_e5a7c9d1', address: '192.0.2.10' },
  freeIpv6: { id: 'ip_f6b8d0e2', address: '2001:db8:10::100' },
  /** Reserved for Astrid already (status `reserved` in availableIPv4). */
  reservedIpv4: { id: 'ip_d4f6b8c0', address: '203.0.113.120' },
  /** Reserved for Bruno: never shown to Astrid. */
  othersReservedIpv4: { id: 'ip_c0d1e2f3', address: '203.0.113.121' },
  /** Astrid's private networks in Stockholm: backend (web-01 and db-01 are on it) and management (attachable). */
  backendNetwork: { id: 'subnet_7d2e9f40', name: 'backend', cidr: '10.20.0.0/24', vlan: 120 },
  managementNetwork: { id: 'subnet_1b8c6a52', name: 'management', cidr: '10.30.0.0/24', vlan: 130 },
} as const;

/** The world's public DNS, for reverse-DNS checks (`update_rdns`). */
export const DEMO_DNS = {
  /** Resolves to web-01's primary IPv4 and IPv6. */
  web: 'web-01.nordlicht.se',
  /** Resolves to web-01's secondary IPv4 (203.0.113.31) only. */
  mail: 'mail.nordlicht.se',
  /** Resolves to the free 203.0.113.100 (assign it, then set this name). */
  api: 'api.nordlicht.se',
  /** Resolves to 192.0.2.200, an address on no VPS of Astrid's. */
  elsewhere: 'shop.nordlicht.se',
  elsewhereAddress: '192.0.2.200',
  /** Has no record at all. */
  unresolved: 'nowhere.nordlicht.se',
} as const;

/** Astrid's SSH keys (and Bruno's, which are never hers to install). */
export const DEMO_SSH_KEYS = {
  laptop: {
    id: 'ssh_4c1a9e7f',
    name: 'astrid-laptop',
    type: 'ssh-ed25519',
    fingerprint: 'SHA256:8MfN7Y2rF2SWug0UwyrPH6rPgXqGEfQ4Lfigakz4wvc',
  },
  ci: {
    id: 'ssh_8d2b0f63',
    name: 'ci-deploy',
    type: 'ssh-rsa',
    fingerprint: 'SHA256:YpFQq49GYIs8Y0n7f6jIJEQMkJGF4eep1rHCToyMJQI',
  },
  yubikey: {
    id: 'ssh_e7a5c218',
    name: 'ops-yubikey',
    type: 'ecdsa-sha2-nistp256',
    fingerprint: 'SHA256:DistGNQ0rrW+NNPbf2/zArnvUPYpI7ozdtcLm6N09pQ',
  },
  /** Bruno's: 400 at `/sshKeyIds/<n>` when Astrid sends it. */
  othersLaptop: { id: 'ssh_5f0b3d94', name: 'bruno-laptop' },
} as const;

/** Valid public keys in no account (for adding a key in tests), and an invalid one. */
export const DEMO_TEST_PUBLIC_KEYS = {
  ed25519: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNeltY3Z0hpuQ5DtOFjbpGfG1N6W9g5RY4FoyNG2aIR e2e@test',
    fingerprint: 'SHA256:eAz8bW3MRa7XQ4uuxxsWYY1wg6TSFh4a5/ws7gfSHAQ',
  },
  rsa2048: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCuxz0NWULV0yzsU8TQR1j/D9lpQecz5sjZ3JYEprisAk8fYVpj7lgOBBErCSZPYJMdojVQR2pVK5PQPgV70+oSqLOdX46NpnB7TPC5wg3QmnTn0YmlYrUGsgShfh9cfAWF40gAvM2stOmJn2rHNjrdDLAkUXZ7Yv0I8UJ1sWVM8VIO/0h41jB0DcIhSRKGLxbX2R6jePIPGlmBEMVdJZlAup7XaxMt+XSvsHBN/NQKYksj3Q/J67yJtWvc8u/ztbWYtuNeILGUhg4goYUYfxNqnjSk5Plpvbhm7e5o6/SVKzki+ZG4U0h6Ap02FYSw/aXpEOunOO3mKlvxU0ZUR2Fp e2e-rsa@test',
    fingerprint: 'SHA256:hbpXnNBQ9LhPAyrSzGGhB6OGD+DQAKosT80erF6Ax/k',
  },
  /** 1024-bit RSA: refused (`rsa_too_short`). */
  rsa1024:
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQCx4Yh1fpv2yDiAfvp6PRlndgjtd6aRVf0h1iw8KC8c9yS/zegDkyrSK3GhuLFMl1Rf1DhOvgIKaTBxmqUaPiMvQZybJA23YgEETZfyYZCvWJg6M1mIER6yaBJkyDLMOcMLK1uXhEiZk9v53jEGRGk16d2nqJP1m6ktT4dgDOrpkw== short@test',
} as const;

/** Astrid's domains (linked from tickets; the domains area seeds them with these ids). */
export const DEMO_DOMAINS = {
  /**
   * nordlicht.se: active, auto-renew on with a pending renewal order (ord of DEMO_ORDERS), registry lock on; an unlock
   * request passes the company check (`submitted`, then `already_requested`). Contacts with a registrant.
   */
  se: { id: 'dom_5a1c9e77', name: 'nordlicht.se' },
  /** nordlicht.nu: active, registry lock on, registrant is a private person: unlock answers `bankid_required`. */
  nu: { id: 'dom_c4d2e8a1', name: 'nordlicht.nu' },
  /** nordlicht-shop.se: active, registry lock already off: unlock answers `already_unlocked`. */
  unlocked: { id: 'dom_7e21b0c3', name: 'nordlicht-shop.se' },
  /** nordlicht-events.nu: active, an unlock was requested a week before the authored day: `already_requested` with daysSinceRequest. */
  requested: { id: 'dom_90f3aa12', name: 'nordlicht-events.nu' },
  /**
   * nordlicht-arkiv.se: registered to another organisation: `verification_failed` without confirmation. On another
   * provider's nameservers: its DNS zone is not served here (`onOurNameservers: false`).
   */
  foreignOrg: { id: 'dom_1b4e6d55', name: 'nordlicht-arkiv.se' },
  /**
   * nordlicht-blog.se: the organisation numbers differ but confirmation is allowed: `verification_failed` with
   * `requiresConfirmation`; `forceRequest: true` then answers `submitted`.
   */
  confirmable: { id: 'dom_3c8d2f90', name: 'nordlicht-blog.se' },
  /**
   * nordlicht.com: active, auto-renew off, expires 20 days after the authored day (Home: expires soon), no registry
   * lock (tld_not_supported); 2-year period (biennially).
   */
  com: { id: 'dom_4d7a9b21', name: 'nordlicht.com' },
  /**
   * nordlicht.de: pending registration with a pending domain order blocking the billing-cycle change; 5-year period
   * (billingCycle null). Enabling auto-renew with it selected is 409 auto_renew_unavailable.
   */
  pending: { id: 'dom_6f0e1c44', name: 'nordlicht.de' },
  /** nordlicht-ny.se: pending Swedish registration: contacts are a `draft`. */
  draft: { id: 'dom_8a5b3e67', name: 'nordlicht-ny.se' },
  /**
   * nordlicht.io: expires in 2030: bulk renew skips it as `outside_renewal_window`. Its contact e-mail verification
   * is pending (`contactDetailsVerification`, deadline 2026-12-06): the resend is allowed.
   */
  farExpiry: { id: 'dom_2e9c7d18', name: 'nordlicht.io' },
  /** nordlicht.net: expired (renewable); registry lock gate blocked with domain_not_active. */
  expired: { id: 'dom_5c1f8a39', name: 'nordlicht.net' },
  /** nordlicht-old.se: terminated (transferred away): contacts are 409 contacts_unavailable; not renewable. */
  terminated: { id: 'dom_0d6b4c82', name: 'nordlicht-old.se' },
} as const;

/** Bruno Keller's domain: foreign to Astrid's keys. */
export const DEMO_OTHER_DOMAINS = {
  main: { id: 'dom_f00dbabe', name: 'keller-bau.de' },
} as const;

export const DEMO_DOMAIN_COUNTS = { main: 12 } as const;

/** The `reseller` scenario: 10,000 domains of one customer (deterministic). */
export const RESELLER_DOMAINS = {
  total: 10_000,
  /** vindsol-0.se (active, on our nameservers) has a DNS zone of 5,000 records (`npm run bench`). */
  bigZone: { id: 'dom_r000000', name: 'vindsol-0.se', records: 5000 },
} as const;

/**
 * Astrid's shared-hosting accounts, one per state the screens must show (linked from tickets; the hosting area
 * seeds them with these ids). Listed pinned first, then by name: Nordlicht Agency, nordlicht.se (both pinned),
 * arkiv.nordlicht.se, events.nordlicht.se, gamla.nordlicht.se, kampanj.nordlicht.se, Nordlicht Webshop.
 */
export const DEMO_HOSTING = {
  /**
   * nordlicht.se, Business, active, pinned, monthly 149 SEK (quarterly, annually 1490, biennially; a switch's first
   * payment credits the unused days of the paid month, on the world's clock). No pending invoice: a cycle change previews `wouldBlock: false` and commits with a
   * renewal invoice. Addon domain nordlicht.nu. Mailboxes: astrid@ near quota (30 of 32 GB), info@ over quota
   * (5.5 of 5 GB), noreply@ with usage unknown, archive@ without a limit.
   */
  main: {
    id: 'acct_2e6f4b18',
    domain: 'nordlicht.se',
    plan: 'Business',
    addonDomain: 'nordlicht.nu',
    mailboxes: {
      nearQuota: 'astrid@nordlicht.se',
      overQuota: 'info@nordlicht.se',
      unknownUsage: 'noreply@nordlicht.se',
      unlimited: 'archive@nordlicht.nu',
    },
  },
  /**
   * "Nordlicht Webshop" (butik.nordlicht.se), Standard, active, annually: unpaid invoice 2026-0398 blocks a cycle
   * change (preview `wouldBlock: true`, commit 409 `existing_invoice_blocking` unless `cancelExistingInvoice`, which
   * cancels its order). The invoice belongs to the pending renewal order 300114 in the orders state (`orderId`).
   */
  pendingInvoice: {
    id: 'acct_5c3a9d02',
    name: 'Nordlicht Webshop',
    domain: 'butik.nordlicht.se',
    plan: 'Standard',
    /** `amount` the order's net price; `gross` what the invoice charges (25 % VAT). */
    invoice: { id: 'inv_7d41c2e9', number: '2026-0398', amount: 990, gross: 1237.5 },
    order: { id: 'ord_0e8b4c5d', number: '300114' },
  },
  /** arkiv.nordlicht.se, Starter, active, on the legacy control panel: mailbox and addon changes 409 `account_not_eligible_panel`. */
  legacy: {
    id: 'acct_8f1b6e44',
    domain: 'arkiv.nordlicht.se',
    plan: 'Starter',
    mailbox: 'arkiv@arkiv.nordlicht.se',
  },
  /** "Nordlicht Agency" (kunder.nordlicht.se), Reseller, active, pinned, with admin-panel access (`supportsAdminPanel`). */
  adminPanel: { id: 'acct_1a7e5c93', name: 'Nordlicht Agency', domain: 'kunder.nordlicht.se', plan: 'Reseller' },
  /**
   * gamla.nordlicht.se, suspended (overdue invoice): every gate blocked `account_suspended` but canRenew. The overdue
   * invoice 2026-0311 (61.25 SEK: 49 + VAT) is its pending renewal order 300115's, shown as the detail's `overdueInvoice` (ledger);
   * paying it in full reactivates the account (`active`).
   */
  suspended: {
    id: 'acct_4b9d2f67',
    domain: 'gamla.nordlicht.se',
    plan: 'Starter',
    /** `amount` the order's net price; `gross` what the invoice charges (25 % VAT). */
    invoice: { id: 'inv_3e8a0c71', number: '2026-0311', amount: 49, gross: 61.25 },
    order: { id: 'ord_9a4d2e60', number: '300115' },
  },
  /** events.nordlicht.se, pending (being set up): every gate blocked `account_pending`. */
  pending: { id: 'acct_6e2c8a15', domain: 'events.nordlicht.se', plan: 'Standard' },
  /** kampanj.nordlicht.se, cancelled: every gate blocked `account_closed`, no billing-cycle state. */
  cancelled: { id: 'acct_9c5f3b71', domain: 'kampanj.nordlicht.se', plan: 'Starter' },
} as const;

/** Bruno's hosting account: a 404 for Astrid's keys; its domain is a 409 `addon_domain_exists` for anyone else. */
export const DEMO_OTHER_HOSTING = {
  main: { id: 'acct_d3e8f210', domain: 'keller-bau.de' },
} as const;

/** Domain names an addon-domain request meets in the demo world's DNS. */
export const DEMO_ADDON_DOMAINS = {
  /** Registered 30 minutes before world creation: 409 `domain_not_ready` for the first 90 minutes of world time. */
  recentlyRegistered: { domain: 'nordlicht-shop.se', readyInMs: 90 * 60 * 1000 },
  /** Nameservers not publicly visible yet: 409 `domain_not_ready` for the first 2 hours of world time. */
  nameserversPending: { domain: 'nordlicht-events.nu', readyInMs: 2 * 60 * 60 * 1000 },
  /** Ready: can be added to any account on the new panel. */
  ready: 'nordlicht-blog.se',
} as const;

export const DEMO_HOSTING_COUNTS = {
  main: { total: 7, byStatus: { active: 4, suspended: 1, pending: 1, cancelled: 1 } },
  other: { total: 1 },
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

/**
 * The support departments (the same in every world; `src/mock/areas/tickets/departments.ts`), in list order, with
 * their names in both languages. `abuse` takes no new tickets: `acceptingTickets: false`, reasonCode
 * `department_not_accepting`; a new ticket there is a 400 at `/departmentSlug`.
 */
export const DEMO_SUPPORT_DEPARTMENTS = {
  technical: { slug: 'technical', name: { en: 'Technical support', sv: 'Teknisk support' }, acceptingTickets: true },
  billing: { slug: 'billing', name: { en: 'Billing', sv: 'Fakturering' }, acceptingTickets: true },
  sales: { slug: 'sales', name: { en: 'Sales', sv: 'Försäljning' }, acceptingTickets: true },
  abuse: {
    slug: 'abuse',
    name: { en: 'Abuse', sv: 'Missbruk' },
    acceptingTickets: false,
    reasonCode: 'department_not_accepting',
  },
} as const;

/**
 * Support conversations (ledger "Support conversations"): a new ticket in a demo world gets the number after the
 * last one (Bruno's 104233), whoever opens it. Uploads: at most 5 MB each, png, jpg, jpeg, gif, webp, pdf, txt, log,
 * csv, json or zip.
 */
export const DEMO_SUPPORT_CONVERSATIONS = {
  nextTicketNumber: '104234',
  /** #104201, open: a reply makes it `customer_reply`; a staff reply (control call) `answered`. */
  openForReplies: DEMO_TICKETS.openWithStaffReply,
  /** #104210, closed: a reply is 409 `ticket_closed` until it is reopened. */
  closed: DEMO_TICKETS.closed,
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

/**
 * The provider's shared-hosting catalog (the same in every world; `src/mock/areas/catalog/standard-catalog.ts`):
 * 45 plans in catalog order, pages of 20, 20 and 5 at the default limit. Names and reasons in both languages.
 */
export const DEMO_CATALOG = {
  total: 45,
  pages: [20, 20, 5],
  /** The first plan: 29 SEK a month (no setup fee) or 290 a year; cpu and memory not published. */
  first: { slug: 'web-mini', name: { en: 'Web Mini', sv: 'Webb Mini' }, tier: { en: 'Personal', sv: 'Privat' } },
  /** 46 SEK a month or 460 a year (saves 92 SEK); 25 GB storage, 10 mailboxes. */
  webSmall: {
    slug: 'web-small',
    name: { en: 'Web Small', sv: 'Webb Liten' },
    monthly: 46,
    annually: 460,
  },
  /** WordPress Small: 72 SEK a month plus a 49 SEK setup fee, or 720 a year with no setup fee. */
  withSetupFee: {
    slug: 'wordpress-small',
    name: { en: 'WordPress Small', sv: 'WordPress Liten' },
    monthly: 72,
    monthlySetup: 49,
    annually: 720,
  },
  /** Out of stock (on page 1): Green Large. */
  outOfStock: {
    slug: 'green-large',
    name: { en: 'Green Large', sv: 'Grön Stor' },
    reason: {
      en: 'Our wind-powered data centre is full; new capacity opens in June.',
      sv: 'Vårt vinddrivna datacenter är fullt; ny kapacitet öppnar i juni.',
    },
  },
  /** Annual only (agency plans): a monthly order is a 400 at `/items/0/billingCycle`. */
  annualOnly: { slug: 'agency-mini', name: { en: 'Agency Mini', sv: 'Byrå Mini' } },
  /** The last plan (page 3), out of stock. */
  last: { slug: 'agency-max', name: { en: 'Agency Max', sv: 'Byrå Max' } },
} as const;

/**
 * Astrid's orders, one per case the screens must explain (every status, type, invoice status and payment status;
 * domain, hosting, addon and upgrade items). Numbers 300101..300116; the list is newest first (300113 first, then ...,
 * 300116: the suspended server's overdue renewal, `DEMO_VPS.suspended.order`; 300115 last: the suspended hosting
 * account's overdue renewal, `DEMO_HOSTING.suspended.order`, the oldest).
 */
export const DEMO_ORDERS = {
  /** Pending new Web Small (annually) for nordlicht-shop.se; invoice unpaid 290 SEK with an https payment URL. Cancellable. */
  pendingHosting: { id: 'ord_1a7c3e90', number: '300101', invoiceId: 'inv_4b2d9e01', invoiceNumber: '2026601' },
  /**
   * The pending renewal of nordlicht.se (`DEMO_DOMAINS.se`): type renew, one domain item, invoice unpaid 189 SEK.
   * Cancellable (also with `write:domains` alone); cancelling it cancels its invoice.
   */
  domainRenewal: {
    id: 'ord_2b8d4fa1',
    number: '300102',
    invoiceId: 'inv_5c3e0f12',
    invoiceNumber: '2026602',
    domainId: 'dom_5a1c9e77',
  },
  /** Pending VPS upgrade (web-01) whose processing has started: canCancel blocked; cancel is 409 with status `processing`. */
  processing: { id: 'ord_3c9e5ab2', number: '300103', invoiceId: 'inv_6d4f1a23', invoiceNumber: '2026603' },
  /** Completed PAYG VPS (app-01): `isPayg: true`, monthly; an addon item. canCancel blocked `order_completed`. */
  paygVps: { id: 'ord_4da06bc3', number: '300104' },
  /**
   * Active fixed-cycle VPS (db-01), annually: restore intents 2 requested, `dispatchDeferred: true`. canCancel
   * blocked `order_active` (409 with status `active`).
   */
  restoreDeferred: { id: 'ord_5eb17cd4', number: '300105' },
  /** Cancelled storage addon: invoice cancelled, payment status credit_note. */
  cancelled: { id: 'ord_6fc28de5', number: '300106', invoiceId: 'inv_90724d56', invoiceNumber: '2026606' },
  /** Failed transfer of nordlicht.nu: canRetry allowed, invoice paid. */
  failedTransfer: { id: 'ord_70d39ef6', number: '300107' },
  /** Pending registration of nordlicht.eu whose invoice lookup is pending: no invoice yet, canCancel blocked. */
  invoiceLookup: { id: 'ord_81e4a0f7', number: '300108' },
  /** Pending Blog Mini order whose payment URL is `javascript:…`: never a link. */
  unsafePaymentUrl: {
    id: 'ord_92f5b108',
    number: '300109',
    invoiceId: 'inv_c3a5708a',
    invoiceNumber: '2026609',
    paymentUrl: 'javascript:alert(document.cookie)',
  },
  /** Pending renewal of the Business hosting account: invoice partially paid (1000 of 2468.75 SEK: 1975 + VAT). */
  partiallyPaid: {
    id: 'ord_a306c219',
    number: '300110',
    invoiceId: 'inv_d4b6819b',
    invoiceNumber: '2026610',
    outstanding: 1468.75,
  },
  /** Pending hosting upgrade with a draft invoice and no payment URL. */
  draftUpgrade: { id: 'ord_b417d32a', number: '300111', invoiceId: 'inv_e5c792ac', invoiceNumber: '2026611' },
  /** Cancelled renewal of nordlicht.nu: invoice refunded. */
  refunded: { id: 'ord_c528e43b', number: '300112', invoiceId: 'inv_f6d8a3bd', invoiceNumber: '2026612' },
  /** Completed free certificate addon: billing cycle '' (empty, read as none), amount 0, no invoice. */
  free: { id: 'ord_d639f54c', number: '300113' },
  /**
   * Pending 5-year registration of nordlicht.de (`DEMO_DOMAINS.pending`): its `pendingDomainOrder`, invoice unpaid
   * 995 SEK. The domain names it with the invoice's number (`2026711`) as its order number.
   */
  domainRegistration: { id: 'ord_6f0e1c44', number: '2026711', invoiceId: 'inv_6f0e1c44', invoiceNumber: '2026711' },
} as const;

/** Bruno's order: a 404 for Astrid's keys. */
export const DEMO_OTHER_ORDERS = {
  pending: { id: 'ord_e74a065d', number: '300150', invoiceId: 'inv_f85b176e' },
} as const;

export const DEMO_ORDER_COUNTS = {
  main: {
    total: 17,
    byStatus: { pending: 11, active: 1, completed: 2, cancelled: 2, failed: 1 },
    byType: { new: 8, renew: 6, upgrade: 2, transfer: 1 },
    /** Orders with only domain items (what a key with `read:domains` alone lists). */
    domainOnly: 5,
  },
} as const;

/**
 * Astrid's billing (ledger "Billing"). Her invoices are her orders' (one source: `DEMO_ORDERS`, `DEMO_HOSTING`), one
 * per status, named here by what the billing screens show; the account's credit and cards are the billing area's.
 * Amounts in SEK, dates as authored (the world moves them to its day). `amount` is gross, what is charged: the order's
 * net price (`net`) plus 25 % Swedish VAT, Nordlicht AB being a Swedish business (ledger "Money: VAT").
 */
export const DEMO_BILLING = {
  currencyCode: 'SEK',
  /** 300 SEK of credit (added on 2026-11-01): `canApplyCredit` allowed on her open SEK invoices. */
  credit: { balance: 300 },
  /** What one add-funds request may ask for (inclusive). */
  addFunds: { minimum: 100, maximum: 50_000 },
  invoices: {
    /** 2026601, unpaid 575 SEK (460 + VAT; order 300101, due 2026-11-30): pay, cancel and credit allowed. */
    unpaid: {
      id: DEMO_ORDERS.pendingHosting.invoiceId,
      number: DEMO_ORDERS.pendingHosting.invoiceNumber,
      amount: 575,
      net: 460,
      vat: 115,
    },
    /**
     * 2026-0311, unpaid 61.25 SEK (49 + VAT), due 2026-11-05: overdue (before the authored day). The suspended
     * hosting account's renewal (order 300115); paying it in full reactivates the account (ledger "Billing → Payment").
     */
    overdue: {
      id: DEMO_HOSTING.suspended.invoice.id,
      number: DEMO_HOSTING.suspended.invoice.number,
      amount: 61.25,
      net: 49,
    },
    /**
     * 2026-0388, unpaid 123.75 SEK (99 + VAT), due 2026-11-08: overdue too. The suspended server old-shop's renewal
     * (order 300116); paying it in full resumes the server.
     */
    overdueVps: { id: DEMO_VPS.suspended.invoice.id, number: DEMO_VPS.suspended.invoice.number, amount: 123.75 },
    /**
     * 2026610, 1000 of 2468.75 SEK (1975 + VAT) paid (order 300110): 1468.75 outstanding; cancel blocked
     * `invoice_partially_paid`.
     */
    partiallyPaid: {
      id: DEMO_ORDERS.partiallyPaid.invoiceId,
      number: DEMO_ORDERS.partiallyPaid.invoiceNumber,
      amount: 2468.75,
      amountPaid: 1000,
      outstanding: 1468.75,
    },
    /** 2026603, paid 187.50 SEK (150 + VAT; order 300103, processing started): every action blocked. */
    paid: { id: DEMO_ORDERS.processing.invoiceId, number: DEMO_ORDERS.processing.invoiceNumber, amount: 187.5 },
    /** 2026611, draft 643.75 SEK (515 + VAT) without a payment URL (order 300111): `canPay` blocked `invoice_draft`. */
    draft: { id: DEMO_ORDERS.draftUpgrade.invoiceId, number: DEMO_ORDERS.draftUpgrade.invoiceNumber, amount: 643.75 },
    /** 2026606, cancelled 48.75 SEK (39 + VAT; order 300106), credited by credit note `creditNotes.cancelled`. */
    cancelled: { id: DEMO_ORDERS.cancelled.invoiceId, number: DEMO_ORDERS.cancelled.invoiceNumber, amount: 48.75 },
    /**
     * 2026612, refunded 186.25 SEK (149 + VAT; order 300112): paid, then refunded a day later (two history entries),
     * credited by credit note `creditNotes.refunded`.
     */
    refunded: { id: DEMO_ORDERS.refunded.invoiceId, number: DEMO_ORDERS.refunded.invoiceNumber, amount: 186.25 },
    /** 2026609, unpaid 43.75 SEK (35 + VAT) whose payment URL is `javascript:…` (sent as is; never linked). */
    unsafePaymentUrl: {
      id: DEMO_ORDERS.unsafePaymentUrl.invoiceId,
      number: DEMO_ORDERS.unsafePaymentUrl.invoiceNumber,
      amount: 43.75,
    },
  },
  /**
   * The seeded credit notes (ledger "Money: VAT"): the next numbers of the series after the seeded invoices, in the
   * order of the invoices they credit; amounts negative.
   */
  creditNotes: {
    cancelled: { id: `inv_cn_${DEMO_ORDERS.cancelled.invoiceId.slice(4)}`, amount: -48.75 },
    refunded: { id: `inv_cn_${DEMO_ORDERS.refunded.invoiceId.slice(4)}`, amount: -186.25 },
  },
  cards: {
    /** Visa ending 4242, the default, valid until about two years after the world's day. */
    visa: { id: 'card_7a41c0e2', brand: 'visa', last4: '4242', isDefault: true, expired: false },
    /** Mastercard ending 5454, expired about a year before the world's day: make-default blocked `card_expired`. */
    expiredMastercard: { id: 'card_2d93b5f8', brand: 'mastercard', last4: '5454', isDefault: false, expired: true },
  },
  /** The card the provider's "Add card" adds (valid for three years). */
  providerCard: { brand: 'visa', last4: '1881' },
} as const;

/** Bruno's billing: his one invoice is in EUR (credit cannot pay it: `currency_mismatch`); no credit, no cards. */
export const DEMO_OTHER_BILLING = {
  invoice: { id: DEMO_OTHER_ORDERS.pending.invoiceId, currencyCode: 'EUR' },
} as const;

/**
 * Astrid's seeded audit log (ledger "Audit log"), newest first: 9 entries (the last, staging-01's failed restart of
 * `lastFailedJob`, 3 hours before the world) over the four days before the authored
 * day, in 5 areas, two refused (a read-only key's stop of web-01, 403 `forbidden`; credit on the paid invoice, 409
 * `invoice_not_payable`) and one failed (a snapshot of db-01, 503). Bruno has one entry of his own, never Astrid's.
 */
export const DEMO_AUDIT = {
  main: 9,
  other: 1,
  refusedStop: { id: 'aud_seed_07', action: 'vps.stop', code: 'forbidden', status: 403, keyName: 'readonly' },
  restart: { id: 'aud_seed_08', action: 'vps.restart', vps: DEMO_VPS.web },
  /** staging-01's graceful restart of `lastFailedJob` (Home's "a change failed"), `failed` with its job's code. */
  failedRestart: { id: 'aud_seed_job_5e1d7c90', vps: DEMO_VPS.flaky },
  otherRestart: { id: 'aud_seed_other_01', vps: DEMO_OTHER_VPS.web },
} as const;

/**
 * The people who sign in to the standard customers in every scenario (issue 39; src/mock/areas/account): e-mail and
 * password as the demo's description says them. Astrid has an authenticator app with this secret (base32; the mock's
 * `GET /__mock/worlds/{worldId}/totp?email=…` shows its current code) and these recovery codes; Erik has no second
 * factor (add a passkey or an authenticator on the account page); Bruno is the other customer's.
 */
export const DEMO_PEOPLE = {
  astrid: {
    id: 'per_5a1c07e2',
    customer: 'main',
    name: 'Astrid Lindqvist',
    email: 'astrid@nordlicht.example',
    password: 'fjord-lantern-harbour',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    recoveryCodes: ['7KQ2-M4XD', 'P9RT-3VHA', 'WC6N-8JZE', 'F2LB-Q7MS', 'H5UX-K3PD'],
  },
  erik: {
    id: 'per_9d3e41b8',
    customer: 'main',
    name: 'Erik Sandberg',
    email: 'erik@nordlicht.example',
    password: 'granite-meadow-lantern',
    totpSecret: null,
    recoveryCodes: [],
  },
  bruno: {
    id: 'per_2f7b6c90',
    customer: 'other',
    name: 'Bruno Keller',
    email: 'bruno@keller-bau.example',
    password: 'alpine-quarry-window',
    totpSecret: null,
    recoveryCodes: [],
  },
} as const;

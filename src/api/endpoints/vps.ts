import { routes } from './route';

/**
 * Servers (VPS): list and detail, power, network (reverse DNS included), metrics, SSH keys, snapshots, plan and
 * configuration. Every read needs `read:vm`. `{id}` is a `vps_` id; an unknown id and another customer's are the
 * same 404 `not_found` (ids of others are never confirmed). What spans the area (a blocked gate's 403, one change at
 * a time, job kinds, the demo's servers) is in the ledger's "VPS" section.
 */

/** The account log's target of every write but a new SSH key: the server in the path. */
const server = { type: 'vps', param: 'id' } as const;

export const vpsRoutes = routes({
  /**
   * Named only; ours: `?status=<vps status>&q=&limit=1..100&cursor=`; items are the detail without `actions`. Sorted
   * by name (case-insensitive), then id; keyset cursor. `q` (≤ 100 characters, trimmed, blank = none) matches the
   * name, hostname or any assigned address, case-insensitively, as "contains". Client: an item's `actions` are
   * accepted and dropped; a malformed row is dropped, not the page.
   */
  list: {
    method: 'GET',
    path: '/api/v2/vps',
    scopes: [['read:vm']],
    summary: 'List servers',
  },
  /**
   * The spec names the id and `canRestart`/`canStop`; the rest is ours: `{ id, name (the label, `web-01`), hostname
   * (the FQDN), status, plan: { name, cpuCores, memoryGb, diskGb }, region: { code, name }, primaryIpv4/6 (the
   * primary interface's primary addresses), os, createdAt, activeOperation: { jobId, kind, pollUrl, startedAt } (the
   * one change in progress), actions: { canRestart, canStop, canStart, canShutdown, canReset, canOpenConsole },
   * overdueInvoice }`. `canOpenConsole` (ours): the console's gate (`console.ts`): running only, suspended →
   * `vps_suspended`, else `vps_not_running`.
   * `status`: running, stopped, starting, stopping, restarting, provisioning (never in the mock), suspended.
   * Power gates: suspended → all five `vps_suspended`; busy → all `vps_busy`; running: start blocked
   * `vps_already_running`; stopped: all but start blocked `vps_not_running`.
   * `overdueInvoice` (ours): for a suspended server, the unpaid or partly paid invoice of its pending `renew` order
   * (a `hosting` item `{ kind: 'vps', name, hostname, vpsId }`) in the renewal-invoice shape (`renewalInvoice`), else
   * null; not in list items. Paying it in full resumes the server. Demo: `DEMO_VPS.suspended`.
   * Client: every field but the id is optional and null when missing or malformed, member by member (`name` null:
   * show the id; `paymentUrl` https only); a malformed `activeOperation` is null (the gates stay the authority);
   * unknown status → `unknown`; a missing gate (or `actions`) is blocked, each on its own.
   */
  detail: {
    method: 'GET',
    path: '/api/v2/vps/{id}',
    scopes: [['read:vm']],
    summary: 'Read a server',
  },
  /**
   * Graceful reboot; `force: true` escalates when the guest is unresponsive. Body `{ force?: boolean }` (none = `{}`,
   * a non-boolean `force` → 400 at `/force`, unknown members ignored). Every power action answers 202 with a job
   * (even at `jobDurationMs` 0) of kind `vps.<action>`: the server is at once `restarting` (restart, reset),
   * `stopping` (stop, shutdown) or `starting` (start), and `running` or `stopped` when the job completes; result
   * `{ vpsId, status }` (restart adds `force`). A blocked gate is a 403 with its code. Demo: staging-01
   * (`DEMO_VPS.flaky`) has an unresponsive guest: a graceful restart or a shutdown fails `guest_unresponsive` and the
   * server stays `running`; a forced restart, reset and stop succeed.
   */
  restart: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/restart',
    scopes: [['power:vm']],
    audit: { area: 'vps', action: 'vps.restart', target: server },
    gate: 'vpsPower',
    summary: 'Restart a server',
  },
  /** Forced power-off. "No body": none or `{}`, any member → 400 at `/<member>`. 202 with a job, as restart. */
  stop: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/stop',
    scopes: [['power:vm']],
    audit: { area: 'vps', action: 'vps.stop', target: server },
    gate: 'vpsPower',
    summary: 'Power off a server (forced)',
  },
  /** Named only: always a hard reboot. No body, as stop; 202 with a job, as restart. */
  reset: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/reset',
    scopes: [['power:vm']],
    audit: { area: 'vps', action: 'vps.reset', target: server },
    gate: 'vpsPower',
    summary: 'Reset a server (hard reboot)',
  },
  /** Named only: the graceful power-off. No body, as stop; 202 with a job, as restart. */
  shutdown: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/shutdown',
    scopes: [['power:vm']],
    audit: { area: 'vps', action: 'vps.shutdown', target: server },
    gate: 'vpsPower',
    summary: 'Shut a server down',
  },
  /** Ours: the spec has no way back from a stop. No body, as stop; 202 with a job, as restart. */
  start: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/start',
    scopes: [['power:vm']],
    audit: { area: 'vps', action: 'vps.start', target: server },
    gate: 'vpsPower',
    summary: 'Start a stopped server',
  },
  /**
   * Named only (the spec names a few fields); ours: `{ vpsId, interfaces: [{ id (sent as `interfaceName`, `eth0`),
   * type public|private, isPrimary, macAddress, vlan, ip: [{ id, ip, type ipv4|ipv6, isPrimary, rdns, subnet:
   * { id, parentCidr } | null }] }], availableIPv4/6: [{ id, ip, status available|reserved, subnet }],
   * privateSubnets: [{ id, name, cidr, vlan }], guestNetwork: { status in_sync|mismatch|unavailable, checkedAt,
   * mismatches: [{ interfaceName, expected[], observed[] }], actions: { canRepair } }, actions: { canAssignIp,
   * canRemoveIp, canChangeIp, canUpdateRdns, canCreatePublicInterface, canCreatePrivateInterface, canDeleteInterface,
   * canDeletePrimaryInterface } }`.
   * Mock: an interface's primary address of a family is its first of that family; the available IPs are the region's
   * free ones plus those reserved for the customer (`reserved`; never another's; one a queued job chose shows nowhere
   * until it lands); `privateSubnets` are all the customer's private networks in the region, attached or not; guest
   * status `unavailable` unless running, else `mismatch` when the guest reports other addresses on some interface
   * (a row each). Private IPs have `rdns: null`.
   * Gates: suspended → all `vps_suspended`; busy → all `vps_busy`; else assign and change need a free or reserved IP
   * (`no_ip_available`), remove a non-primary address (`no_removable_ip`), rDNS always, a public interface a free IP
   * and fewer than 8 interfaces (`interface_limit_reached`), a private one an unattached private network of the region
   * (`no_private_network_available`), delete a non-primary interface (`no_secondary_interface`), delete the primary
   * another public interface (`primary_interface_required`), repair a running server (`vps_not_running`) with a
   * mismatch (`guest_network_in_sync`).
   * Client: the fields the spec does not name are null or `[]` when missing; `isPrimary` is a guard flag (missing →
   * null, treated as primary: `isKnownNonPrimary`); an IP id may be null (send `ipAddress`); one malformed interface,
   * IP or subnet is dropped; no `guestNetwork` → status `unknown`, `canRepair` blocked; repair is offered only for
   * `mismatch`; a missing gate is blocked.
   */
  network: {
    method: 'GET',
    path: '/api/v2/vps/{id}/network',
    scopes: [['read:vm']],
    summary: "Read a server's network",
  },
  /**
   * One network operation (spec). Order: scope, path, body (400 with pointers), server (404); then
   * `get_available_subnets` answers (never refused for busy or suspended; a read: no account-log entry, yet the same
   * scopes); then suspended (403 `vps_suspended`), busy (409 `vps_busy`), and the state's checks: a field naming
   * something unusable is a 400 `invalid_request` at its pointer, a blocked gate no field could fix a 403 with its
   * code and `extensions.gate` (repair's `canRepair` before `interfaceName`, `canDeletePrimaryInterface`, the
   * interface limit). Nothing changes on a refusal.
   * 409 `vps_busy`: `Retry-After` = whole seconds until the running job ends (≥ 1), `extensions.activeOperation =
   * { jobId, kind, pollUrl }`; the same request succeeds once it ends. Clients branch on the status, not the code.
   * Answers: `update_rdns` finishes inline (200, completed, `pollUrl: null`, result `{ ip, rdns }`); any other change
   * 202 with a job `vps.network.<action>` applied when it completes, its result naming what changed (`{ interfaceName,
   * ip }`; change_ip `{ interfaceName, oldIp, newIp, oldIpReserved }`; delete_primary_interface `{ interfaceName,
   * primaryInterface }`); `get_available_subnets` 200 `{ subnets }` (no envelope).
   * Body: one strict object per action (`vpsNetworkActionBody`): a spec field the action does not list fails at that
   * field (`/confirm`), other unknown keys at `/<key>`, an unknown action at `/action`. assign_ip, change_ip,
   * remove_ip, create_public_interface and each `ips[]` item need `ipId` or `ipAddress` (`/ipId`, `/ips/<n>/ipId`).
   * IP choice: `ipId` wins, `ipAddress` (compared as an address) is the fallback; both sent must agree (`/ipAddress`);
   * `ipType` must match (`/ipType`), `subnetId` be the IP's (`/subnetId`); public IPs go on public interfaces only
   * (`/interfaceName`); a newly attached IP gets the default rDNS; `assign_ips` refuses an IP twice (`/ips/<n>`).
   * remove_ip (selector not shown): `ipId` or `ipAddress` of an address on `interfaceName`; a primary address is
   * refused at the selector ("replace it with change_ip"); the address returns to the pool.
   * change_ip: replaces the interface's primary address of the new IP's family (the new one is primary,
   * `primaryIpv4/6` follow); none of that family → 400 at the selector; `reserveOldIp: true` keeps the old one
   * reserved for the customer (`reserved` for all their servers in the region), else it returns to the pool; the
   * rDNS of both resets.
   * create_public_interface: an IP is required; `interfaceName` (1–15 lower-case letters or digits) must be new,
   * default the first free `eth<n>`; it is not primary. create_private_interface: `subnetId` one of the customer's
   * private networks in the region not yet attached (`/subnetId`); its VLAN unless `vlan` is sent; the network's next
   * free address from `.11`.
   * delete_interface of the primary → 400 (use delete_primary_interface: `confirm: true`, `canDeletePrimaryInterface`,
   * another `interfaceName` than the primary → 400); on completion the first remaining public interface is primary;
   * a deleted interface's public addresses return to the pool.
   * repair_guest_network: `canRepair` (403), then an `interfaceName` of `mismatches` (400); that interface is in sync.
   * update_rdns: `ip` one of this server's addresses (`/ip`; private ones too, they have no rDNS); `rdns` `''` or null
   * → the default `<address with . and : as ->.static.hosting.example` (also accepted when sent); else, lower-cased
   * without a trailing dot, a public hostname that forward-resolves to the IP in the world's DNS (`DEMO_DNS`); refused
   * at `/rdns` naming the rule: an IP literal, one label, a special-use or private suffix (.local, .localhost,
   * .localdomain, .internal, .intranet, .private, .lan, .home, .corp, .test, .example, .invalid, .onion, .alt, .arpa,
   * example.com/net/org), no record, or records without the IP. A network change: refused while busy (409).
   * get_available_subnets: the region's public subnets of `ipType` with the IPs this server may take (free, or
   * reserved for its customer); `availableCount` = `ips.length`; `isCurrentNetwork` = the server has an address in
   * it. Client: a malformed subnet or IP is dropped, the others stay.
   */
  networkAction: {
    method: 'POST',
    path: '/api/v2/vps/{id}/network',
    scopes: [['write:vm', 'write:network']],
    audit: { area: 'vps', action: 'vps.network_change', target: server },
    gate: 'vpsNetwork',
    summary: "Change a server's network (or list its available subnets)",
  },
  /**
   * `timeframe`: hour (default), day, week, month, year, or an alias (1h, 24h and 1d, 7d, 30d, 1y), normalized in the
   * answer; anything else (`''`, `HOUR` too) → 400 at `/query/timeframe`; other parameters are ignored. Order: scope,
   * path, query, server (404).
   * Samples: hour 60 every 60 s, day 288 every 300 s, week 336 every 1,800 s, month 720 and year 8,760 every 3,600 s;
   * `aggregationWindowSeconds` = that step (null when telemetry is unavailable). The last sample is the world clock
   * rounded down to the step; fewer where collection had gaps (missing samples, never zeros) or the server is younger.
   * `recordedAt` ends the interval a sample covers; its values are the rates of the minute ending then (binary:
   * `…KbPerSecond` × 1,024, `…MbPerSecond` × 1,048,576 bytes a second). A sample covers min(step, time since the
   * previous sample; the first: since creation): a gap weighs nothing. Averages are time-weighted over those
   * intervals (`Σ value × seconds / Σ seconds`; null without samples), peaks the largest sample. `window`: the first
   * and last `recordedAt` and `samples.length` (none: null, null, 0).
   * Totals: `counters` exact, every byte of (startAt − first interval, endAt] after creation, gaps included, whatever
   * the resolution; `estimated` round(Σ rate × bytes per unit × covered seconds), gaps add nothing; null: bytes and
   * `summary.total…Gb` null (also without samples). `total…Gb` = bytes / 10^9, unrounded. `diskDailyAverage`:
   * `basisDays` 7 in every timeframe, bytes a day over the 7 days ending at the world clock, from the disk source
   * (`estimated`: the week's samples); null when the server is younger than 7 days or the disk source is null.
   * Telemetry unavailable: `available: false` with a reason, no samples, every aggregate, total and source null.
   * A fixed synthetic history per server: power changes in a world do not change it. Demo cases: `DEMO_VPS_METRICS`.
   * Client: an echoed alias is normalized, an unknown one `unknown`; aggregates and byte totals fall back to null,
   * never 0; a missing `summary`, `totals`, `diskDailyAverage` or `window` reads all-null; an unknown totals source is
   * null (never exact); a missing `telemetry` reads `available: false` (no reason), so no samples never read as zero
   * usage; a sample's missing value is null (its line breaks, its CSV cell is empty), only a sample without a readable
   * `recordedAt` is dropped. How the tab shows it: ledger "VPS metrics".
   */
  metrics: {
    method: 'GET',
    path: '/api/v2/vps/{id}/metrics',
    scopes: [['read:vm']],
    summary: "Read a server's metrics",
  },
  /**
   * Named only; ours: `{ sshKeys: [{ id: ssh_…, name, fingerprint, type, bits, publicKey, createdAt, installed }] }`,
   * every key of the account, oldest first; `installed` = configured on this server now (it preselects the reset
   * dialog). `fingerprint` is OpenSSH's `SHA256:<base64 without padding>`, `publicKey` the key line without comment.
   * Client: only `id` is named by the spec: the rest is null when missing, `installed` false.
   */
  sshKeys: {
    method: 'GET',
    path: '/api/v2/vps/{id}/ssh-keys',
    scopes: [['read:vm']],
    summary: "List the account's SSH keys, marked where installed on a server",
  },
  /**
   * Named only. Adds a key to the account (on no server until a reset installs it). Body `{ name: 1..64 characters
   * after trimming, no control characters; publicKey: one OpenSSH public key line (≤ 8192) }`, unknown members
   * ignored. The key is really parsed (`src/api/schemas/ssh-public-key.ts`, shared with the form): `ssh-ed25519`,
   * `ecdsa-sha2-nistp256/384/521` (the curve inside must match, the point be on it), `ssh-rsa` (2048..16384 bits);
   * anything else is a 400 at `/publicKey` saying why (unsupported type, DSA, a private key, RFC 4716, several lines,
   * bad or truncated base64 or data, type or curve mismatch, a short RSA key with its size, trailing bytes). 201 the
   * key (`installed: false`). The same key again (same fingerprint, any comment) → 409 `ssh_key_exists` with
   * `extensions: { sshKeyId, name, fingerprint }`; names need not be unique. Not refused while a server is busy.
   * Client: `detail` at the field; on 409 the existing key is offered.
   */
  createSshKey: {
    method: 'POST',
    path: '/api/v2/ssh-keys',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'ssh_key.create', target: { type: 'ssh_key', created: { name: 'name' } } },
    gate: 'vpsSshKeys',
    summary: 'Add an SSH key to the account',
  },
  /**
   * Body `{ sshKeyIds: ssh_…[] }`: at most 100, no duplicates; `[]` removes every key. Unknown or another customer's
   * ids → 400 with one error per id at `/sshKeyIds/<n>`, nothing changes. Applied at once: 200 `{ accepted: true,
   * keyCount }`; not refused while the server is busy. `keyCount` (spec: "minimum 1", yet `[]` is allowed): any
   * integer ≥ 0 parses, and screens do not branch on it.
   */
  resetSshKeys: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/reset-ssh-keys',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.reset_ssh_keys', target: server },
    gate: 'vpsSshKeys',
    summary: 'Replace the SSH keys installed on a server',
  },
  /**
   * Named only; ours: `{ available, reason, limits: { totalSnapshots, usedSnapshots }, actions: { canCreate },
   * data: [{ id, name, description, createdAt, expiresAt, status creating|available|failed|expired, actions:
   * { canRestore } }] }`, newest first. `id` = `name` (the spec addresses a snapshot by name); `expiresAt` = createdAt
   * + 24 h, after which (world clock) it is gone and its slot and name are free. `available` is false (with `reason`)
   * without slots or when suspended; `usedSnapshots` counts `creating` ones. `canCreate` blocked, in this order:
   * `vps_suspended`, `snapshots_unavailable`, `vps_busy`, `snapshot_limit_reached`. `canRestore`: see restoreSnapshot.
   * Client: the spec names `available`, `limits.totalSnapshots`, `actions.canCreate`; `reason`, `usedSnapshots` and
   * `data` may be null (`data: null`: no list was sent, not "no snapshots"); `id` is optional (address one with
   * `snapshotIdOf`: `id ?? name`); `available` missing → false; unknown status → `unknown`; a missing gate is blocked.
   */
  snapshots: {
    method: 'GET',
    path: '/api/v2/vps/{id}/snapshots',
    scopes: [['read:vm']],
    summary: "List a server's snapshots",
  },
  /**
   * Body `{ name: /^[A-Za-z0-9_-]{1,40}$/, description?: string (≤ 500) | null }`, unknown members ignored. Success
   * status (not shown): 202 with `operation.result.name` (the client requires it), job `vps.snapshot.create`; the
   * snapshot is listed at once as `creating`, `available` when the job completes. A blocked `canCreate` → 403 with
   * its code (the spec lists no 409 here); a name in use on the server → 400 at `/name` (the gate is checked first).
   */
  createSnapshot: {
    method: 'POST',
    path: '/api/v2/vps/{id}/snapshots',
    scopes: [['backup:vm']],
    audit: { area: 'vps', action: 'vps.snapshot_create', target: server },
    gate: 'vpsSnapshots',
    summary: 'Take a snapshot of a server',
  },
  /**
   * Named only. `{snapshotId}` is the name. 200 the refreshed snapshot list; an unknown name → 404 `not_found`; one
   * still `creating` → 409 `snapshot_creating`. Allowed while the server is busy. Client: a snapshot whose address
   * (`id ?? name`) is empty, `.` or `..` keeps its row, but its Delete is blocked with the reason; nothing is sent.
   */
  deleteSnapshot: {
    method: 'DELETE',
    path: '/api/v2/vps/{id}/snapshots/{snapshotId}',
    scopes: [['backup:vm']],
    audit: { area: 'vps', action: 'vps.snapshot_delete', target: server },
    gate: 'vpsSnapshots',
    summary: 'Delete a snapshot',
  },
  /**
   * Ours (issue 23). `{snapshotId}` is the name; no body (none or `{}`, any member → 400 at `/<member>`). It
   * overwrites the disk: `backup:vm` and `write:vm`. A listed snapshot's `canRestore` (ours) is blocked
   * `snapshot_not_ready` while it is `creating` (checked first: that holds the server busy too), else by the server's
   * own block (`vps_suspended`, `vps_busy`). Refusals: an unknown name 404 `not_found`; `snapshot_not_ready` 409 with
   * `actions: { canRestore }`; the server's block 403 with its code and `extensions.gate: 'canRestore'`. Accepted:
   * 202 `{ operation, snapshot: { name, createdAt } }`, job `vps.snapshot.restore` (`result.name` from the start);
   * a running server is `restarting` until the job completes (result `{ vpsId, name, restoredTo }`, the snapshot's
   * `createdAt`), a stopped one stays `stopped`. What was written since is lost (the mock keeps no disk contents);
   * the snapshots stay. Client: `canRestore` missing → blocked; the confirmation names what is lost and asks for the
   * server's name (a guard of the client's; the mock does not check it).
   */
  restoreSnapshot: {
    method: 'POST',
    path: '/api/v2/vps/{id}/snapshots/{snapshotId}/actions/restore',
    scopes: [['backup:vm', 'write:vm']],
    audit: { area: 'vps', action: 'vps.snapshot_restore', target: server },
    gate: 'vpsSnapshotRestore',
    summary: 'Restore a server from a snapshot',
  },
  /**
   * Named only; ours (`vpsUpgradeView`): `{ snapshotSlots: { current, used, options: [{ slots, monthlyAmount,
   * currencyCode, isCurrent }] }, plans: { current: { code, name, resources }, options[] }, billing, actions:
   * { canUpgrade } }`. Slot tiers 1, 2, 3, 5 and 10 at 29, 49, 69, 99 and 179 SEK a month, none below the snapshots
   * kept (bought with `config`); `plans` as `upgrade` says; `billing` as `billing`; `canUpgrade` the server's own
   * block (`vps_suspended`, `vps_busy`). Client: `snapshotSlots` missing or malformed → null (offer nothing), a
   * malformed option dropped, `isCurrent` missing → false; `plans` or `billing` missing → null (no plan change).
   */
  upgradeOptions: {
    method: 'GET',
    path: '/api/v2/vps/{id}/actions/upgrade',
    scopes: [['read:vm']],
    summary: 'Read what a server can change to',
  },
  /**
   * Named only; ours (issue 23). Plans (SEK a month): `vps-s` 1 core/2 GB/40 GB 99, `vps-m` 2/4/80 199,
   * `vps-m-storage` 2/4/320 299, `vps-l` 4/8/160 399, `vps-l-storage` 4/8/480 549, `vps-xl` 8/16/320 799; the current
   * one is that of the server's `plan.name`. An option: `{ code, name, resources { cpuCores, memoryGb, diskGb },
   * direction (by price: upgrade, downgrade, sideways), monthlyAmount, hourlyAmount (PAYG: monthly / 730, 4 decimals;
   * prepaid null), currencyCode, amountDueNow, requiresStop, restarts, canSelect }`. The disk only grows (`canSelect`
   * blocked `disk_cannot_shrink`, naming both sizes); fewer cores or less memory `requiresStop`, and `canSelect` is
   * blocked `vps_must_be_stopped` until the server is `stopped`; a change of cores or memory on a running server
   * `restarts` (a disk-only growth or a stopped server does not); the server's own block comes first. `amountDueNow`:
   * prepaid, (new − current monthly price) × the share of the paid month left until `nextDueAt`, rounded to öre,
   * never below 0; PAYG 0.
   * Body `{ plan, dryRun? }`, unknown members ignored. Refusals: the server's gate → 403 with its code
   * (`extensions.gate: 'canUpgrade'`); an unknown plan or the current one → 400 at `/plan` (`plan_unchanged` for the
   * current); a blocked `canSelect` → 409 with its code and `actions: { canSelect }`. `dryRun: true` → 200 `{ dryRun:
   * true, plan, from, to, amountDueNow, currencyCode, restarts }`: nothing changes, no account-log entry, same scopes.
   * Commit → 202 `{ operation, plan, from, to, amountDueNow, currencyCode, restarts, invoice }`, job `vps.upgrade`
   * (the server is busy); a running server that restarts is `restarting` until the job completes, when the plan
   * becomes the new one. A prepaid server with something to pay gets a pending `upgrade` order (`upgrades[]` item
   * `{ kind: 'vps_plan', name, from, to, vpsId }`) with an unpaid invoice of `amountDueNow` (`invoice`, the
   * renewal-invoice shape); PAYG or nothing to pay: `invoice: null`. The change does not wait for payment.
   * Client: `requiresStop` and `restarts` are guard flags (missing → null: "may need a stop, may restart", said before
   * confirming, never "no interruption"). The plan card lists every option (a blocked one disabled with its reason)
   * and shows the chosen one's resources from → to, the restart and the money (prepaid: `amountDueNow` and the new
   * monthly price from `nextDueAt`; PAYG: the hourly price, nothing due) before confirming; the confirm stays blocked
   * while `isPayg` is unknown or a prepaid `amountDueNow` is null (never guessed as free); a 409 reads the options
   * again. Idempotent: a repeated `Idempotency-Key` answers the first job and invoice again (one order).
   */
  upgrade: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/upgrade',
    scopes: [['write:vm', 'write:billing']],
    idempotent: true,
    audit: { area: 'vps', action: 'vps.upgrade', target: server, skipDryRunAnswers: true },
    gate: 'vpsPlanChange',
    summary: "Change a server's plan (or preview the change)",
  },
  /**
   * Named only; read only (no change endpoint is named). `{ vpsId, isPayg, billingCycle, monthlyAmount, hourlyAmount,
   * currencyCode, nextDueAt, options[] }`. Prepaid: `nextDueAt` the next day-of-month of the server's creation after
   * now (world clock; days past 28 fall on the 28th), options monthly (current), quarterly (3 months), annually
   * (10 months' price). PAYG: `billingCycle: 'monthly'` (as orders say), `hourlyAmount`, `nextDueAt: null`,
   * `options: []`. Demo: app-01 and new-01 are pay-as-you-go (`PAYG_VPS_IDS`), every other server prepaid monthly.
   * Client: `isPayg` is a guard flag: null keeps both modes' cost-bearing actions gated (`billingModeOf`); the screen
   * shows prepaid (cycle, monthly price, paid until, the other cycles) and PAYG (hourly price) apart, null as "not
   * known", never as either mode.
   */
  billing: {
    method: 'GET',
    path: '/api/v2/vps/{id}/actions/billing-cycle',
    scopes: [['read:vm']],
    summary: 'Read how a server is paid for',
  },
  /**
   * Named only. Body `{ resources: { snapshotSlots: 0..100 } }` (unknown members ignored, there and in `resources`);
   * the count must be an offered tier and not below the snapshots kept (400 at `/resources/snapshotSlots`);
   * suspended → 403 `vps_suspended`; allowed while busy. `write:billing` too: it changes what the customer pays.
   * Applied inline: 200 `{ operation: { status: completed, pollUrl: null, result: { snapshotSlots } }, resources:
   * { snapshotSlots } }`, job `vps.config`; snapshots become available when there are slots. No order or invoice in
   * the mock. Client: `resources.snapshotSlots` missing → null (read the snapshot list again).
   */
  config: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/config',
    scopes: [['write:vm', 'write:billing']],
    audit: { area: 'vps', action: 'vps.change_config', target: server },
    gate: 'vpsSnapshotSlots',
    summary: "Change a server's configuration (snapshot slots)",
  },
  // Recovery (issue 38): rebuild, rescue and the root password. Each is a job on the server (one change at a time);
  // the gates are on the detail's `actions`, blocked in this order: suspended `vps_suspended`, busy `vps_busy`, then
  // the action's own rule. A new password is in the 202 only (never in a read or the account log).
  /**
   * Ours. Reinstalls the disk from an image of the server catalog (`image`, 400 at `/image` when unknown); body `{
   * image }`, unknown members ignored. Everything on the disk is lost; the addresses, the installed SSH keys, the
   * plan and the snapshots stay. `canRebuild` is blocked `vps_in_rescue` while in rescue (leave it first). 202 `{
   * operation, image, rootPassword }`, job `vps.rebuild`: the server is `provisioning` until it completes, then
   * `running` with the image as `os` (a stopped server too). `rootPassword`: a new one when the server has no SSH
   * key installed, else null (log in with the keys). Client: the confirmation says what is lost and asks for the
   * server's name typed (the client's guard; the mock does not check it).
   */
  rebuild: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/rebuild',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.rebuild', target: server },
    gate: 'vpsRebuild',
    summary: 'Reinstall a server from an image',
  },
  /**
   * Ours. Boots the server into a rescue system (its own disk is left as it is, to be mounted from rescue). No body
   * (none or `{}`). `canEnterRescue` blocked `vps_in_rescue` when already there; a stopped server may enter. 202 `{
   * operation, rootPassword }`, job `vps.rescue`: `restarting`, then `running` with the detail's `rescue: { active:
   * true, since }`. The password is the rescue system's, valid until the server leaves rescue.
   */
  rescue: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/rescue',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.rescue', target: server },
    gate: 'vpsRescue',
    summary: 'Boot a server into rescue',
  },
  /**
   * Ours. Boots the server from its own disk again. No body. `canLeaveRescue` blocked `vps_not_in_rescue` when not in
   * rescue. 202 `{ operation }`, job `vps.rescue.leave`: `restarting`, then `running` with `rescue: null`.
   */
  leaveRescue: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/leave-rescue',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.leave_rescue', target: server },
    gate: 'vpsRescue',
    summary: 'Leave rescue',
  },
  /**
   * Ours. Sets a new root password made by the server. No body. `canResetRootPassword` blocked `vps_in_rescue` (the
   * rescue system is not the server's own). A running server restarts to apply it (`restarts: true`; `restarting`
   * until the job ends); a stopped one does not (the password holds from its next start). 202 `{ operation,
   * rootPassword, restarts }`, job `vps.root_password`. Client: says before whether it restarts (from the status);
   * `restarts` is a guard flag.
   */
  resetRootPassword: {
    method: 'POST',
    path: '/api/v2/vps/{id}/actions/reset-root-password',
    scopes: [['write:vm']],
    audit: { area: 'vps', action: 'vps.reset_root_password', target: server },
    gate: 'vpsRootPassword',
    summary: "Reset a server's root password",
  },
  /**
   * Ours (issue 38): the account's SSH keys without a server (the order form chooses among them; an account without
   * servers has no `…/{id}/ssh-keys` to read). `{ sshKeys }` as that read, oldest first, `installed` always false.
   */
  accountSshKeys: {
    method: 'GET',
    path: '/api/v2/ssh-keys',
    scopes: [['read:vm']],
    summary: "List the account's SSH keys",
  },
});

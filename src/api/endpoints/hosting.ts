import { routes } from './route';

/**
 * Shared hosting: accounts, their mailboxes and addon domains, the billing cycle, renewal and plan changes. Reads
 * need `read:hosting`. `{accountId}` is an opaque `acct_` id: a domain name is a 400 at `/path/accountId`, an unknown
 * or another customer's id a 404 `not_found`. Mailbox and addon-domain changes need `write:hosting` +
 * `console:services` (the spec names them for the creates; the named-only deletes and the quota are decided the same)
 * and answer 409 `account_not_eligible_panel` on the legacy panel (reading still works). The cycle change needs
 * `write:billing` (spec); renewal and plan changes `write:hosting` + `write:billing` (the area's write scope and the
 * money scope, as bulk renew pairs `write:domains` with it). A blocked hosting gate is a 403 with the gate's code and
 * `extensions.gate`. Request bodies ignore unknown members.
 */
export const hostingRoutes = routes({
  /**
   * `?serviceStatus=<service status>&limit=1..100&cursor=`. Pinned accounts first, then by name (case-insensitive),
   * then id; keyset cursor. Items have `actions: null` (read as null whatever is sent) and `domains` holding only the
   * primary domain; `blockingInvoice` (ours) as on the detail.
   */
  list: {
    method: 'GET',
    path: '/api/v2/shared-hosting',
    scopes: [['read:hosting']],
    summary: 'List shared-hosting accounts',
  },
  /**
   * The seven gates and every domain (primary first, then addons). Ours beside the spec: `controlPanel.url`,
   * `mailSettings`, `blockingInvoice` (the unpaid renewal invoice that blocks a plan or cycle change; null when none)
   * and `overdueInvoice` (a suspended account's). A missing gate (or `actions`) is read as blocked.
   */
  detail: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}',
    scopes: [['read:hosting']],
    summary: 'Read a shared-hosting account',
  },
  /**
   * Named only. `{ accountId, currentBillingCycle, nextDueAt, billingCycleOptions[], actions: { canSwitchCycle },
   * pendingInvoice, cycleMonths }`: the detail's `billingCycleState` (options `[]` and `canChangeBillingCycle` as the
   * gate when the account has none: pending or closed), the unpaid invoice that would make a change 409, and the
   * months each offered cycle covers (ours, `{ monthly: 1, quarterly: 3, … }`; missing → `{}`, a bad entry → null).
   */
  billingCycleOptions: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/actions/billing-cycle',
    scopes: [['read:hosting']],
    summary: 'Read the billing cycles an account can switch to',
  },
  /**
   * Checked: the gate (`canChangeBillingCycle` blocked → 403 with its code), then the cycle (not offered by the
   * account → 400 at `/billingCycle`). `dryRun: true` previews: always 200, no side effect, no log entry;
   * `targetAmount` is the target cycle's first payment (`initialAmount ?? amount`) with `credit` (ours: `{ amount,
   * paidAmount, unusedDays, periodDays, periodEndsAt }` or null) on the server's clock; `wouldBlock: true` when an unpaid
   * invoice blocks and `cancelExistingInvoice` is not true, with `blockingInvoice` (ours); the same cycle →
   * `changed: false, wouldBlock: false`. Commit: the same cycle → `changed: false`, `renewalInvoice: null`, nothing
   * changes (even with an unpaid invoice). An unpaid invoice → 409 `existing_invoice_blocking` with a top-level
   * `invoice` (ours), unless `cancelExistingInvoice: true` cancels its order first (`cancelledInvoiceIds: [id]`,
   * `cancellationMethod: 'cancelled'`). Success: the cycle and amount change, the new cycle's period starts now
   * (`nextDueAt` = now + the cycle; paid once its first payment is) and a `renew` order issues the renewal invoice
   * (the first payment, its line naming the credit, due in 14 days, `unpaid`, `paymentUrl`
   * `https://pay.hosting.example/<worldId>/invoices/<id>` in the mock), the account's pending invoice from then on.
   * `invoiceLookupPending` is false in the mock. Clients read the answer by the request sent
   * (`billingCycleChangeResponseFor(dryRun)`, tagged `kind`): a preview missing a member fails as a preview, one
   * saying `dryRun: false` fails (something may have changed); `wouldBlock` is a guard flag (only `false` offers the
   * commit); invoices are read member by member, a missing `blockingInvoice`/`invoice` is null (the screen still
   * offers to cancel "the pending invoice" and retry). Idempotent: a repeated `Idempotency-Key` answers the first
   * commit again (one renewal invoice); the app sends a new key with each preview.
   */
  changeBillingCycle: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/actions/billing-cycle',
    scopes: [['write:billing']],
    idempotent: true,
    audit: {
      area: 'hosting',
      action: 'hosting.change_billing_cycle',
      target: { type: 'hosting_account', param: 'accountId' },
      skipDryRunAnswers: true,
    },
    gate: 'hostingBillingCycle',
    summary: 'Preview or change the billing cycle',
  },
  /**
   * Named only (issue 23). No body = `{}`. One more period of the current cycle at its recurring price (not
   * `initialAmount`). Checked as the cycle change: the gate `canRenew` (403 with its code, `extensions.gate`; allowed
   * for active, suspended and expired accounts; a `free` cycle → `free_plan`), then the unpaid invoice (409
   * `existing_invoice_blocking` + `invoice` unless `cancelExistingInvoice: true`; not part of the gate, as it has a
   * retry in the same request). Dry run → 200 `{ dryRun: true, billingCycle, amount, currencyCode, periodStartsAt,
   * newNextDueAt, wouldBlock, blockingInvoice }`, no side effect, no log entry. Commit → 200
   * `{ dryRun: false, …, renewalInvoice, cancelledInvoiceIds }`: a pending `renew` order (its `hosting` item adds
   * `periodMonths`) whose invoice is the account's pending one. Once paid (any payment path) `nextDueAt` (and
   * `expiresAt` when set) move on by the cycle's months, an expired account is active again and a suspended one is
   * lifted (a cycle change's order has no `periodMonths`: its item carries `paidPeriodValue`, the new period's
   * price, and paying it marks that period paid). The blocking invoice's `purpose` says what it pays for; the app
   * offers no "cancel and renew": an open invoice is what to pay, the renewal waits for it. Read by the request
   * (`hostingRenewResponseFor`); `wouldBlock` is a guard flag; invoices as for the cycle change. Idempotent: a
   * repeated `Idempotency-Key` answers the first renewal order again.
   */
  renew: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/actions/renew',
    scopes: [['write:hosting', 'write:billing']],
    idempotent: true,
    audit: {
      area: 'hosting',
      action: 'hosting.renew',
      target: { type: 'hosting_account', param: 'accountId' },
      skipDryRunAnswers: true,
    },
    gate: 'hostingRenew',
    summary: 'Preview or renew a shared-hosting account',
  },
  /**
   * Named only. `{ accountId, current: { productSlug, name, billingCycle, amount, currencyCode, resources },
   * periodEndsAt, plans[], scheduled, actions: { canUpgrade, canCancelScheduled } }`. Plans are the catalog's: the
   * other sizes (mini … max) of the account's catalog family, smallest first (a seeded account's plan name stands
   * for a catalog plan: Starter web-mini, Standard web-large, Business business-small, Reseller agency-max; after a
   * change the account carries the slug). A plan: `direction` by the resources against the account's, never the
   * price (plan-size.ts: upgrade = every resource ≥ and one more, downgrade = every ≤ and one less, else
   * different), `amount` (its recurring price in
   * the account's cycle: the catalog's own for monthly/annually, else monthly × months), `resources` (null =
   * unlimited), `changes` (`{ from, to }` per resource), `amountDueNow` = (new − current price) × the share of the
   * paid period left (no due date: all of it), to öre, never below 0, 0 at period end; `defaultWhen` by the catalog
   * tier (a higher size `now`, a lower one `period_end`); `canSelect` (`product_unavailable`, `plan_too_small`: fewer mailboxes than the account
   * has). `canUpgrade` is the detail's gate and gates downgrades too; `canCancelScheduled`: `no_scheduled_change`
   * when none. Clients drop one malformed plan; `resources`/`changes` missing → null (never "unlimited"); an unknown
   * `direction`/`defaultWhen` → `unknown`.
   */
  upgradeOptions: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/actions/upgrade',
    scopes: [['read:hosting']],
    summary: 'Read the plans an account can move to',
  },
  /**
   * Named only. Body `{ productSlug, when?: now | period_end, dryRun?, cancelExistingInvoice? }`. Checked:
   * `canUpgrade` (403 with its code, `extensions.gate`); a plan not offered (the current one, another family,
   * unknown) → 400 at `/productSlug`; a blocked `canSelect` → 409 with its code and `actions: { canSelect }`; a
   * lower tier `now` → 400 at `/when`. Now (a higher tier): the unpaid invoice blocks (409 `existing_invoice_blocking` +
   * `invoice`; `cancelExistingInvoice: true` cancels it); the commit issues a pending `upgrade` order for
   * `amountDueNow` (the account's pending invoice from then on) and the plan applies at once (name, slug, resources,
   * every cycle's price; a scheduled change dropped). Period end: nothing billed, no invoice blocks; stored as
   * `scheduled` (`effectiveAt` = `nextDueAt`; a new one replaces it; the mock never reaches the period's end).
   * Dry run → 200 `{ dryRun: true, productSlug, name, direction, when, effectiveAt, amountDueNow,
   * newRecurringAmount, billingCycle, currencyCode, changes, wouldBlock, blockingInvoice }`, no log entry; commit →
   * 200 `{ dryRun: false, …, invoice, scheduled, cancelledInvoiceIds }`. Read by the request
   * (`hostingUpgradeResponseFor`); `wouldBlock` is a guard flag. Idempotent: a repeated `Idempotency-Key` answers
   * the first plan change (and its order) again.
   */
  upgrade: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/actions/upgrade',
    scopes: [['write:hosting', 'write:billing']],
    idempotent: true,
    audit: {
      area: 'hosting',
      action: 'hosting.upgrade',
      target: { type: 'hosting_account', param: 'accountId' },
      skipDryRunAnswers: true,
    },
    gate: 'hostingUpgrade',
    summary: 'Preview or change the plan of a shared-hosting account',
  },
  /**
   * Named only. Cancels the scheduled plan change: 200 the upgrade options as they now are (`scheduled: null`); none
   * scheduled → 409 `no_scheduled_change`; a suspended or closed account → 403 with its code.
   */
  cancelUpgrade: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/actions/upgrade',
    scopes: [['write:hosting', 'write:billing']],
    audit: {
      area: 'hosting',
      action: 'hosting.cancel_upgrade',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingUpgrade',
    summary: 'Cancel a scheduled plan change',
  },
  /** Named only. `?limit=1..100&cursor=` → `{ data: mailbox[], hasMore, nextCursor }` by address; legacy panel too. */
  mailboxes: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts',
    scopes: [['read:hosting']],
    summary: 'List the mailboxes of an account',
  },
  /**
   * Body `{ localPart (1..64, dot-atom, no '@'), domain (a full hostname, one of the account's, else 400 at /domain),
   * password (8..128, upper, lower, digit), quotaMb? (integer 0..1048576, default 32768; 0 = no limit) }`. Checked
   * in order: body, legacy panel (409), domain, guessability (400 `password_too_weak` with top-level `minimumScore`,
   * `score`, `suggestions[]` and an error at `/password`; clients also read them from `extensions`, missing → null
   * and `[]`), an existing address (409 `mailbox_exists`, case-insensitive), the plan's limit (409
   * `mailbox_limit_reached`). The local part is stored lower-cased. 201 the mailbox.
   */
  createMailbox: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.mailbox_create',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Create a mailbox',
  },
  /**
   * Named only. `{address}`: the full e-mail address (one `@`, ≤ 254), matched case-insensitively, else opaque (an
   * unknown one → 404). 204; the legacy panel → 409 `account_not_eligible_panel`.
   */
  deleteMailbox: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.mailbox_delete',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Delete a mailbox',
  },
  /**
   * Named only. `{address}` as for the delete. Body `{ quotaMb }` (the create's rules) → 200 the mailbox; the legacy
   * panel → 409 `account_not_eligible_panel`.
   */
  changeMailboxQuota: {
    method: 'PUT',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/quota',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.mailbox_quota',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Change the quota of a mailbox',
  },
  /** Named only. `?limit=1..100&cursor=` → `{ data: addonDomain[], hasMore, nextCursor }`: addons only, by domain. */
  addonDomains: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/domains',
    scopes: [['read:hosting']],
    summary: 'List the addon domains of an account',
  },
  /**
   * Body `{ domain (full hostname, trimmed and lower-cased, ≤ 253), dir? (1..255) }`; the retired `subdomain` → 400
   * at `/subdomain`. `dir` rules (`addonDirIssue`, shared with the form), in this order: no leading `/`; no `..`; no
   * `..` or `/` written another way (percent- or double-encoded, Unicode look-alikes such as `．` `∕` `／`, also
   * after NFKC); no `\`; no control characters; then letters, digits, `.`, `_`, `-` in segments joined by single `/`
   * (a trailing `/` dropped; `.` alone refused). Checked in order: legacy panel (409 `account_not_eligible_panel`);
   * the domain on any hosting account, primary or addon, any customer's (409 `addon_domain_exists`); DNS not ready
   * (409 `domain_not_ready` with `Retry-After` in seconds, a top-level `reason`: `recently_registered` |
   * `nameservers_not_visible`, and the usual wait for .se/.nu in the detail; readiness on the world's clock, names
   * the world does not know are ready). 201 `{ domain, kind: 'addon', documentRoot }`: relative to the home folder,
   * the `dir` without a trailing `/`, or `public_html/<domain>` (`addonDocumentRoot`), shown as sent. Clients show
   * an unknown 409 code's `detail`.
   */
  addAddonDomain: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/domains',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.addon_domain_add',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingDomains',
    summary: 'Add an addon domain',
  },
  /**
   * Named only; the spec gives no path for the domain: `?domain=<hostname>` (missing → 400 at `/query/domain`). 204;
   * the domain's mailboxes go with it. Not an addon of the account (the primary too) → 404; legacy panel → 409.
   */
  removeAddonDomain: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/domains',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.addon_domain_remove',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingDomains',
    summary: 'Remove an addon domain',
  },
  /**
   * Ours (issue 38). `{address}` as for the delete. Body `{ password }`: the creation's rules (8..128, upper, lower,
   * digit), then the same guessability check with the mailbox's own local part and domain as user inputs (400
   * `password_too_weak`, members as the creation's). Checked in order: body, legacy panel (409), the mailbox (404),
   * guessability. 200 `{ email, passwordChangedAt }`: the password is never sent back (a generated one is shown once
   * by the app, which made it). The account log names the account; the password is never logged.
   */
  changeMailboxPassword: {
    method: 'PUT',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/password',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.mailbox_password',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Set a new password for a mailbox',
  },
  /**
   * Ours (issue 38). `{ email, forwarders: [{ destination, createdAt }], aliases: [{ address, createdAt }], limits: {
   * forwarders: 10, aliases: 20 } }`, each list in the order added; the legacy panel reads too. Clients drop one
   * malformed entry (and say so); missing limits → null (no count shown against them).
   */
  mailboxRouting: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/routing',
    scopes: [['read:hosting']],
    summary: 'Read the forwarders and aliases of a mailbox',
  },
  /**
   * Ours (issue 38). Body `{ destination }`: a full address (dot-atom local part, one `@`, a full hostname; trimmed
   * and lower-cased, ≤ 254), anywhere: another mailbox or alias of the same account is allowed. Checked in order:
   * body (400 at `/destination`), legacy panel (409), the mailbox (404), a destination that delivers into the mailbox
   * itself (its address or an alias: 409 `forwarder_loop`), one already there (409 `forwarder_exists`), at most **10**
   * per mailbox (409 `forwarder_limit_reached`), a chain of the account's forwarders and aliases that leads back to a
   * mailbox it left (409 `forwarder_loop`; addresses outside the account end a chain). 201 `{ destination, createdAt
   * }`. Mail is kept in the mailbox as well (a forwarder copies).
   */
  addMailboxForwarder: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/forwarders',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.forwarder_add',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Forward the mail of a mailbox to another address',
  },
  /** Ours (issue 38). `{destination}`: the forwarder's address (case-insensitive); not one of it → 404. 204. */
  removeMailboxForwarder: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/forwarders/{destination}',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.forwarder_remove',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Stop forwarding to an address',
  },
  /**
   * Ours (issue 38). Body `{ localPart, domain }` (the creation's local-part rule, lower-cased; a domain of the
   * account, else 400 at `/domain`): another address that delivers into this mailbox. Checked in order: body, legacy
   * panel (409), the mailbox (404), the domain, an address already a mailbox or alias on the account (409
   * `address_in_use`), at most **20** per mailbox (409 `alias_limit_reached`), a loop it would close (a mailbox
   * forwarding to the new address while this one forwards back: 409 `forwarder_loop`). 201 `{ address, createdAt }`.
   */
  addMailboxAlias: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/aliases',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.alias_add',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Add an alias address to a mailbox',
  },
  /** Ours (issue 38). `{alias}`: the alias's full address (case-insensitive); not one of the mailbox's → 404. 204. */
  removeMailboxAlias: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/email-accounts/{address}/aliases/{alias}',
    scopes: [['write:hosting', 'console:services']],
    audit: {
      area: 'hosting',
      action: 'hosting.alias_remove',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingMailboxes',
    summary: 'Remove an alias address from a mailbox',
  },
  /**
   * Ours (issue 38): what cancelling at the end of the paid period would do, or does once scheduled. `{ accountId,
   * scheduled: { requestedAt, effectiveAt } | null, effectiveAt (nextDueAt), unused: { amount (net), currencyCode,
   * days, periodDays } | null (the paid days still to come: used until the end, not refunded), refundAmount: 0,
   * currencyCode, domains[], mailboxes, dataDeletedAt (30 days after the end: files, databases and mail deleted for
   * good), blockingInvoice, actions: { canCancel, canUndo } }`. `canCancel` is the account's gate (blocked
   * `cancellation_scheduled` while one is; suspended, pending and closed accounts by their status) and `no_period_end`
   * without a paid period; `canUndo` blocked `no_cancellation` or `cancellation_done` (the end has come).
   */
  cancellation: {
    method: 'GET',
    path: '/api/v2/shared-hosting/{accountId}/actions/cancel',
    scopes: [['read:hosting']],
    summary: 'Read what cancelling an account at the end of its period does',
  },
  /**
   * Ours (issue 38). Body `{ when?: 'period_end' }` (no body = `{}`); `now` → 400 at `/when` (support ends an account
   * at once). Checked in order: body, `canCancel` (403 with its code and `extensions.gate`), an unpaid invoice of the
   * account (409 `existing_invoice_blocking` with `invoice`: pay or cancel it first). 200 the cancellation view with
   * `scheduled` set; the account's `cancellation` says the same on the list and detail, and renew, cycle and plan
   * changes are blocked `cancellation_scheduled` until it is undone. Nothing is refunded or billed. When the world's
   * clock reaches `effectiveAt` the account reads `cancelled`.
   */
  cancel: {
    method: 'POST',
    path: '/api/v2/shared-hosting/{accountId}/actions/cancel',
    scopes: [['write:hosting', 'write:billing']],
    audit: {
      area: 'hosting',
      action: 'hosting.cancel',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingCancel',
    summary: 'Cancel a shared-hosting account at the end of its period',
  },
  /**
   * Ours (issue 38). Undoes a scheduled cancellation until the period ends: 200 the cancellation view (`scheduled:
   * null`); none scheduled → 409 `no_cancellation`; the end has come → 409 `cancellation_done` (`extensions.gate:
   * 'canUndo'`).
   */
  undoCancel: {
    method: 'DELETE',
    path: '/api/v2/shared-hosting/{accountId}/actions/cancel',
    scopes: [['write:hosting', 'write:billing']],
    audit: {
      area: 'hosting',
      action: 'hosting.undo_cancel',
      target: { type: 'hosting_account', param: 'accountId' },
    },
    gate: 'hostingCancel',
    summary: 'Undo the cancellation of a shared-hosting account',
  },
});

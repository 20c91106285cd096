/** Problem codes of the shared-hosting area and their titles (ledger "Shared hosting"). Every path needs a key. */
export const hostingProblems = {
  titles: {
    existing_invoice_blocking: 'An existing invoice blocks the change',
    password_too_weak: 'Password too weak',
    account_not_eligible_panel: 'Account not on the new control panel',
    domain_not_ready: 'Domain not ready',
    addon_domain_exists: 'Domain already on a hosting account',
    mailbox_exists: 'Mailbox already exists',
    mailbox_limit_reached: 'Mailbox limit reached',
    account_suspended: 'Account is suspended',
    account_pending: 'Account is being set up',
    account_closed: 'Account is closed',
    free_plan: 'Nothing to renew',
    plan_too_small: 'The plan is too small',
    no_scheduled_change: 'No plan change is scheduled',
  },
  publicPaths: [],
};

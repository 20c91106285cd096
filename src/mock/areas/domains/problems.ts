/** Problem codes of the domains area and their titles. */
export const domainsProblems = {
  titles: {
    auto_renew_unavailable: 'Auto-renew is unavailable',
    contacts_unavailable: 'Contacts are unavailable',
    registry_unlock_unavailable: 'Registry unlock is unavailable',
    registry_unlock_required: 'Registry unlock must be requested',
    pending_renewal_order: 'A renewal order is pending',
    renewal_pending: 'A renewal is already waiting for payment',
    outside_renewal_window: 'Outside the renewal window',
    registry_maximum_exceeded: 'Longer than the registry allows',
    domain_not_active: 'Domain is not active',
    pending_domain_order: 'A domain order is pending',
  },
  publicPaths: [],
};

/** Problem codes of the domains area and their titles. */
export const domainsProblems = {
  titles: {
    auto_renew_unavailable: 'Auto-renew is unavailable',
    contacts_unavailable: 'Contacts are unavailable',
    registry_unlock_unavailable: 'Registry unlock is unavailable',
    registry_unlock_required: 'Registry unlock must be requested',
    pending_renewal_order: 'A renewal order is pending',
  },
  publicPaths: [],
};

/**
 * The first screens whose code the boot script asks for at once (their files: first-chunk-sources.ts).
 */
export type FirstScreen =
  | 'sign-in'
  | 'catalog'
  | 'home'
  | 'vps'
  | 'vps-detail'
  | 'vps-metrics'
  | 'hosting'
  | 'domains'
  | 'orders'
  | 'billing-invoices'
  | 'support-tickets';

/** Which first screen an address is (null: none of these, or one whose code is not known from its address). */
export function firstScreenOf(pathname: string, search: string, signedIn: boolean): FirstScreen | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/catalog') return 'catalog';
  // The public pages a mail links (an invitation, an address's verification) draw no sign-in page.
  if (!signedIn) return path === '/terms' || path === '/join' || path === '/account/verify-email' ? null : 'sign-in';
  if (path === '/sign-in') return null;
  if (path === '/') return 'home';
  const lists: Record<string, FirstScreen> = {
    '/vps': 'vps',
    '/hosting': 'hosting',
    '/domains': 'domains',
    '/orders': 'orders',
    '/billing/invoices': 'billing-invoices',
    '/support/tickets': 'support-tickets',
  };
  if (lists[path]) return lists[path];
  if (/^\/vps\/vps_[^/]+$/.test(path)) {
    const tab = new URLSearchParams(search).get('tab');
    return tab === 'metrics' ? 'vps-metrics' : !tab || tab === 'overview' ? 'vps-detail' : null;
  }
  return null;
}

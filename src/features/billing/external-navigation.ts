/**
 * Leaves the panel for another site's page in this tab (the card provider's setup page, which sends the customer
 * back). Its own module so route tests can stand in for it (jsdom cannot navigate); callers pass only an address
 * `httpsUrl` accepted.
 */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}

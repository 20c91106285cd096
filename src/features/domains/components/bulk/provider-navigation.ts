/**
 * Leaves the panel for the payment provider's checkout in this tab (it sends the customer back). Its own module so
 * tests can stand in for it (jsdom cannot navigate); callers pass only an address `httpsUrl` accepted.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}

import { defineMessages } from '../define';

/**
 * What a key's scopes do not allow, said before the click (src/ui/key-scopes.ts: one option per action there). Only a
 * key that lacks a scope reads these, so they are not part of the core catalog every first screen downloads: the
 * `_app` layout loads them before its first render for such a key (`scopeWordsNeeded`), and a gate waits for them.
 */
export default defineMessages({
  'scope.readOnly': `{action, select,
    vpsConsole {Your API key can only read servers, so it cannot open their console.}
    vpsPower {Your API key can only read servers, so it cannot start, stop or restart them.}
    vpsSnapshots {Your API key can only read servers, so it cannot take or delete their snapshots.}
    vpsSnapshotSlots {Your API key can only read servers, so it cannot add snapshot slots.}
    vpsPlanChange {Your API key can only read servers, so it cannot change their plan.}
    vpsSnapshotRestore {Your API key can only read servers, so it cannot restore their snapshots.}
    vpsRebuild {Your API key can only read servers, so it cannot reinstall them.}
    vpsRescue {Your API key can only read servers, so it cannot boot them into rescue or out of it.}
    vpsRootPassword {Your API key can only read servers, so it cannot reset their root password.}
    vpsSshKeys {Your API key can only read servers, so it cannot add or replace their SSH keys.}
    vpsNetwork {Your API key can only read servers, so it cannot change their network.}
    hostingMailboxes {Your API key can only read web hosting, so it cannot create, change or delete mailboxes.}
    hostingDomains {Your API key can only read web hosting, so it cannot add or remove domains.}
    hostingBillingCycle {Your API key can only read web hosting, so it cannot change the billing cycle.}
    hostingRenew {Your API key can only read web hosting, so it cannot renew it.}
    hostingUpgrade {Your API key can only read web hosting, so it cannot change its plan.}
    hostingCancel {Your API key can only read web hosting, so it cannot cancel it or undo a cancellation.}
    domainAutoRenew {Your API key can only read domains, so it cannot turn auto-renew on or off.}
    domainLock {Your API key can only read domains, so it cannot lock or unlock them.}
    dnsEdit {Your API key can only read DNS records, so it cannot change them.}
    domainUnlock {Your API key can only read domains, so it cannot ask the registry to unlock them.}
    domainRedirects {Your API key can only read domains, so it cannot create or delete redirects.}
    domainCancelRenewalOrders {Your API key can only read domains, so it cannot cancel their renewal orders.}
    domainRenew {Your API key can only read domains, so it cannot renew them.}
    domainRenewalPeriod {Your API key can only read domains, so it cannot change their renewal period.}
    domainTransferCode {Your API key can only read domains, so it cannot get their transfer codes.}
    domainNameservers {Your API key can only read domains, so it cannot change their nameservers.}
    domainWhoisPrivacy {Your API key can only read domains, so it cannot turn WHOIS privacy on or off.}
    domainContacts {Your API key can only read domains, so it cannot change their contacts.}
    orderCreate {Your API key can only read orders, so it cannot place them.}
    orderCancel {Your API key can only read orders, so it cannot cancel them.}
    orderCancelDomains {Your API key can only read orders, so it cannot cancel them.}
    billingInvoiceCancel {Your API key can only read billing, so it cannot cancel invoices.}
    billingApplyCredit {Your API key can only read billing, so it cannot pay invoices with your credit.}
    billingRefund {Your API key can only read billing, so it cannot ask for refunds.}
    billingPay {Your API key can only read billing, so it cannot pay invoices.}
    billingSettings {Your API key can only read billing, so it cannot turn automatic payment on or off.}
    billingAddFunds {Your API key can only read billing, so it cannot add funds to your credit.}
    billingCards {Your API key can only read billing, so it cannot add, change or remove payment cards.}
    billingProfile {Your API key can only read billing, so it cannot change the billing details.}
    ticketClose {Your API key can only read support tickets, so it cannot close them.}
    ticketReopen {Your API key can only read support tickets, so it cannot reopen them.}
    ticketReply {Your API key can only read support tickets, so it cannot reply to them.}
    ticketCreate {Your API key can only read support tickets, so it cannot open new ones.}
    apiKeyCreate {Your API key can only read, so it cannot create API keys.}
    apiKeyRevoke {Your API key can only read, so it cannot revoke API keys.}
    apiKeyRotate {Your API key can only read, so it cannot give API keys a new secret.}
    teamInvite {Your API key can only read, so it cannot invite team members.}
    teamChange {Your API key can only read, so it cannot change team members’ roles.}
    teamRemove {Your API key can only read, so it cannot remove team members.}
    sessionSignOut {Your API key can only read, so it cannot sign out sessions.}
  }`,
  'scope.notAllowed': `{action, select,
    vpsConsole {Your API key is not allowed to open a server’s console, which needs the right to change servers.}
    vpsPower {Your API key is not allowed to start, stop or restart servers.}
    vpsSnapshots {Your API key is not allowed to take or delete snapshots.}
    vpsSnapshotSlots {Your API key is not allowed to add snapshot slots, which changes what you pay.}
    vpsPlanChange {Your API key is not allowed to change a server’s plan, which changes what you pay.}
    vpsSnapshotRestore {Your API key is not allowed to restore a server from a snapshot.}
    vpsRebuild {Your API key is not allowed to reinstall a server.}
    vpsRescue {Your API key is not allowed to boot a server into rescue or out of it.}
    vpsRootPassword {Your API key is not allowed to reset a server’s root password.}
    vpsSshKeys {Your API key is not allowed to add or replace SSH keys.}
    vpsNetwork {Your API key is not allowed to change a server’s network.}
    hostingMailboxes {Your API key is not allowed to create, change or delete mailboxes.}
    hostingDomains {Your API key is not allowed to add or remove domains on web hosting.}
    hostingBillingCycle {Your API key is not allowed to change the billing cycle.}
    hostingRenew {Your API key is not allowed to renew web hosting.}
    hostingUpgrade {Your API key is not allowed to change the plan of web hosting.}
    hostingCancel {Your API key is not allowed to cancel web hosting or undo a cancellation.}
    domainAutoRenew {Your API key is not allowed to turn auto-renew on or off.}
    domainLock {Your API key is not allowed to lock or unlock domains.}
    dnsEdit {Your API key is not allowed to change DNS records.}
    domainUnlock {Your API key is not allowed to ask the registry to unlock domains.}
    domainRedirects {Your API key is not allowed to create or delete redirects.}
    domainCancelRenewalOrders {Your API key is not allowed to cancel renewal orders.}
    domainRenew {Your API key is not allowed to renew domains.}
    domainRenewalPeriod {Your API key is not allowed to change the renewal period of domains.}
    domainTransferCode {Your API key is not allowed to get transfer codes of domains.}
    domainNameservers {Your API key is not allowed to change the nameservers of domains.}
    domainWhoisPrivacy {Your API key is not allowed to turn WHOIS privacy on or off.}
    domainContacts {Your API key is not allowed to change the contacts of domains.}
    orderCreate {Your API key is not allowed to place orders.}
    orderCancel {Your API key is not allowed to cancel orders.}
    orderCancelDomains {Your API key is not allowed to cancel orders.}
    billingInvoiceCancel {Your API key is not allowed to cancel invoices.}
    billingApplyCredit {Your API key is not allowed to pay invoices with your credit.}
    billingRefund {Your API key is not allowed to ask for refunds.}
    billingPay {Your API key is not allowed to pay invoices.}
    billingSettings {Your API key is not allowed to turn automatic payment on or off.}
    billingAddFunds {Your API key is not allowed to add funds to your credit.}
    billingCards {Your API key is not allowed to add, change or remove payment cards.}
    billingProfile {Your API key is not allowed to change the billing details.}
    ticketClose {Your API key is not allowed to close support tickets.}
    ticketReopen {Your API key is not allowed to reopen support tickets.}
    ticketReply {Your API key is not allowed to reply to support tickets.}
    ticketCreate {Your API key is not allowed to open support tickets.}
    apiKeyCreate {Your API key is not allowed to create API keys. Only a key with full access can.}
    apiKeyRevoke {Your API key is not allowed to revoke API keys. Only a key with full access can.}
    apiKeyRotate {Your API key is not allowed to give API keys a new secret. Only a key with full access can.}
    teamInvite {Your API key is not allowed to invite team members. An owner or administrator can.}
    teamChange {Your API key is not allowed to change team members’ roles. An owner or administrator can.}
    teamRemove {Your API key is not allowed to remove team members. An owner or administrator can.}
    sessionSignOut {You are not allowed to sign out sessions.}
  }`,
});

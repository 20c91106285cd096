import { defineMessages } from '@/i18n';

/**
 * The account log's words (the API calls it the audit log). Names of resources and API keys are shown as the API sends them; why a request was
 * refused is said by its code through the problem words, the code itself only under "Details for support".
 */
export default defineMessages({
  'audit.title': 'Account log',
  'audit.intro': 'Every change made to your account through the panel or the API, and every attempt that was refused.',
  'audit.search.label': 'Find in the log',
  'audit.search.q': 'Name or API key',
  'audit.filter.outcome.label': 'Outcome',
  'audit.filter.outcome':
    '{outcome, select, all {All} succeeded {Done} refused {Refused} failed {Failed} other {Other}}',
  'audit.filter.area': 'Area',
  'audit.filter.anyArea': 'All areas',
  'audit.filter.action': 'Change',
  'audit.filter.anyAction': 'All changes',
  'audit.filter.period': 'Time',
  'audit.filter.anyPeriod': 'Any time',
  'audit.period': '{period, select, day {Last 24 hours} week {Last 7 days} month {Last 30 days} other {Any time}}',
  'audit.area':
    '{area, select, vps {Servers} hosting {Web hosting} domains {Domains} orders {Orders} billing {Billing} support {Support} account {Sign-in and API keys} other {Other}}',
  'audit.caption':
    '{filtered, select, yes {Log entries matching your filters} other {All log entries}}{page, select, first {} other {, later page}}',
  'audit.column.time': 'When',
  'audit.column.what': 'What',
  'audit.column.target': 'About',
  'audit.column.who': 'Who',
  'audit.csv.source': 'IP address',
  'audit.csv.targetId': 'Resource ID',
  'audit.column.outcome': 'Outcome',
  'audit.action':
    '{action, select, vps.start {Start a server} vps.stop {Stop a server} vps.restart {Restart a server} vps.shutdown {Shut down a server} vps.reset {Reset a server} vps.network_change {Change a server’s network} vps.reset_ssh_keys {Replace a server’s SSH keys} vps.snapshot_create {Take a snapshot} vps.snapshot_delete {Delete a snapshot} vps.change_config {Change snapshot slots} vps.upgrade {Change a server’s plan} vps.snapshot_restore {Restore a snapshot} ssh_key.create {Add an SSH key} hosting.change_billing_cycle {Change the billing period} hosting.mailbox_create {Create an e-mail account} hosting.mailbox_delete {Delete an e-mail account} hosting.mailbox_quota {Change an e-mail account’s storage} hosting.addon_domain_add {Add a domain to web hosting} hosting.addon_domain_remove {Remove a domain from web hosting} hosting.renew {Renew web hosting} hosting.upgrade {Change a web hosting plan} hosting.cancel_upgrade {Cancel a planned plan change} hosting.mailbox_password {Set a new e-mail account password} hosting.forwarder_add {Forward an e-mail account’s mail} hosting.forwarder_remove {Stop forwarding an e-mail account’s mail} hosting.alias_add {Add an e-mail alias} hosting.alias_remove {Remove an e-mail alias} hosting.cancel {Cancel web hosting at the end of its period} hosting.undo_cancel {Undo a web hosting cancellation} domain.update {Change a domain’s settings} domain.request_unlock {Ask the registry to unlock a domain} domain.bulk_redirects {Change redirects of several domains} domain.bulk_autorenew {Change auto-renewal of several domains} domain.bulk_renew {Renew several domains} domain.renew {Renew a domain} domain.change_billing_cycle {Change a domain’s renewal period} order.create {Place an order} order.cancel {Cancel an order} invoice.cancel {Cancel an invoice} invoice.apply_credit {Pay an invoice with credit} invoice.refund {Refund an invoice} invoice.pay_with_card {Pay an invoice with a saved card} payment.create {Pay several invoices at once} settings.auto_pay {Turn automatic payment on or off} credit.add_funds {Add funds to your credit} card.setup {Add a payment card} card.make_default {Make a card the default} card.remove {Remove a payment card} billing_profile.update {Change the billing details} ticket.create {Open a support ticket} ticket.reply {Reply to a support ticket} ticket.close {Close a support ticket} ticket.reopen {Reopen a support ticket} ticket.upload_attachment {Attach a file} session.sign_in {Sign in} session.sign_out {Sign out} password.change {Change the password} totp.enable {Turn on the authenticator app} totp.disable {Turn off the authenticator app} recovery_codes.regenerate {Make new recovery codes} passkey.add {Add a passkey} passkey.rename {Rename a passkey} passkey.remove {Remove a passkey} vps.rebuild {Reinstall a server} vps.rescue {Boot a server into rescue} vps.leave_rescue {Leave rescue} vps.reset_root_password {Reset a server’s root password} domain.transfer_code {Get a domain’s transfer code} domain.change_nameservers {Change a domain’s nameservers} domain.change_whois_privacy {Turn WHOIS privacy on or off} domain.update_contacts {Change a domain’s contacts} domain.resend_contact_verification {Send the contact e-mail verification again} domain.bulk_nameservers {Change nameservers of several domains} domain.bulk_contacts {Copy contacts to several domains} vps.console_open {Open a server’s console} dns.apply_changes {Change a domain’s DNS records} api_key.create {Create an API key} api_key.revoke {Revoke an API key} api_key.rotate {Give an API key a new secret} profile.update {Change the name or language} email.change_request {Ask to change the e-mail address} email.change {Change the e-mail address} team.invite {Invite a team member} team.join {Join the team} team.change_role {Change a team member’s role} team.remove {Remove a team member} session.revoke {Sign out another session} session.revoke_others {Sign out every other session} other {Another change}}',
  'audit.target':
    '{type, select, vps {Server {name}} ssh_key {SSH key {name}} hosting_account {Web hosting {name}} domain {Domain {name}} order {Order {name}} invoice {Invoice {name}} card {Card {name}} ticket {Ticket {name}} attachment {File {name}} person {{name}} passkey {Passkey {name}} session {Session {name}} api_key {API key {name}} other {{name}}}',
  'audit.target.unnamed':
    '{type, select, vps {A server} ssh_key {An SSH key} hosting_account {A web hosting account} domain {A domain} order {An order} invoice {An invoice} card {A payment card} ticket {A support ticket} attachment {A file} person {The person signing in} passkey {A passkey} session {A session} api_key {An API key} other {Something}}',
  'audit.target.none': 'Several or none',
  'audit.actor': '{type, select, sub_account {Contact’s key “{name}”} person {{name}} other {API key “{name}”}}',
  'audit.actor.unknown': 'An API key',
  'audit.from': 'from {address}',
  'audit.outcome': '{outcome, select, succeeded {Done} refused {Refused} failed {Failed} other {Unknown}}',
  'audit.failedWhy': 'Something went wrong on our side.',
  'audit.updating': 'Updating the account log…',
  'audit.empty.heading': 'No changes yet',
  'audit.empty.body':
    'Changes you make, such as restarting a server or paying an invoice, show here with who made them and how it went.',
});

import { defineMessages } from '@/i18n';

/**
 * The words of managing a domain (issue 37): the transfer code, nameservers, WHOIS privacy, contact edits with the
 * e-ID check and the contact e-mail verification. Loaded with the domain's screen. Host names, codes and numbers are
 * shown as they are.
 */
export default defineMessages({
  // Transfer code.
  'domainsManage.transfer.heading': 'Move to another registrar',
  'domainsManage.transfer.intro':
    'To move {name} to another registrar, give them its transfer code (also called an auth or EPP code).',
  'domainsManage.transfer.get': 'Get transfer code',
  'domainsManage.transfer.registrarLock':
    'The registrar lock stops transfers. Turn it off first; you can turn it on again if you change your mind.',
  'domainsManage.transfer.turnLockOff': 'Turn the registrar lock off',
  'domainsManage.transfer.registryLock':
    'The registry lock stops transfers. Ask the registry to lift it first, then turn the registrar lock off.',
  'domainsManage.transfer.registryLockLink': 'Go to the registry lock',
  'domainsManage.transfer.code.title': 'Transfer code of {name}',
  'domainsManage.transfer.code.copy': 'Copy the transfer code',
  'domainsManage.transfer.code.once':
    'Shown only now: copy it before you leave this page. Getting a new code makes this one stop working.',

  // Nameservers.
  'domainsManage.ns.heading': 'Nameservers',
  'domainsManage.ns.none': 'No nameservers are set.',
  'domainsManage.ns.ours': 'Our nameservers',
  'domainsManage.ns.glue': 'Glue: {addresses}',
  'domainsManage.ns.propagating':
    'Changed {changed}. The change takes effect within hours, as resolvers around the world pick it up (by {by} at the latest).',
  'domainsManage.ns.change': 'Change nameservers',
  'domainsManage.ns.cancel': 'Cancel',
  'domainsManage.ns.save': 'Save nameservers',
  'domainsManage.ns.mode': 'Which nameservers',
  'domainsManage.ns.mode.ours': 'Ours ({hosts}): DNS records are edited here',
  'domainsManage.ns.mode.custom': 'Custom nameservers: DNS is managed elsewhere',
  'domainsManage.ns.host': 'Nameserver {n}',
  'domainsManage.ns.host.hint': 'A host name such as ns1.example.com.',
  'domainsManage.ns.addresses': 'IP addresses of nameserver {n}',
  'domainsManage.ns.addresses.hint':
    'This host is under {name} itself, so the registry needs its addresses (glue records): IPv4 or IPv6, separated by commas.',
  'domainsManage.ns.remove': 'Remove nameserver {n}',
  'domainsManage.ns.add': 'Add a nameserver',
  'domainsManage.ns.count': 'Give between {min} and {max} nameservers.',
  'domainsManage.ns.saved': 'Saved. The change takes effect within hours, as resolvers pick it up.',
  'domainsManage.ns.error': `{code, select,
    too_few_nameservers {Give at least two nameservers.}
    too_many_nameservers {Give at most 13 nameservers.}
    invalid_hostname {Enter a host name such as ns1.example.com.}
    duplicate_host {This nameserver is already in the list.}
    glue_required {This host is under the domain itself: enter its IP address.}
    glue_not_allowed {Only a host under the domain itself takes IP addresses here; remove them.}
    invalid_address {Enter IPv4 or IPv6 addresses, such as 192.0.2.10 or 2001:db8::10.}
    duplicate_address {An address is listed twice.}
    other {Check this value.}}`,

  // WHOIS privacy.
  'domainsManage.whois.switch': 'Whois privacy',
  'domainsManage.whois.auto': 'Turn privacy on again by itself after a transfer or a contact change',
  'domainsManage.whois.auto.hint': 'Turning privacy off keeps this choice as it is.',
  'domainsManage.whois.state': '{state, select, on {On} off {Off} other {Unknown}}',
  'domainsManage.whois.saving': 'Saving…',
  'domainsManage.whois.notOffered':
    'The .{tld} registry does not allow a privacy service: it does not publish private persons’ details itself.',

  // Contacts.
  'domainsManage.contacts.edit':
    'Edit {role, select, registrant {the registrant} admin {the admin contact} tech {the technical contact} other {the billing contact}}',
  'domainsManage.contacts.copy': 'Copy to the other contacts',
  'domainsManage.contacts.copied': 'Copied to the other contacts.',
  'domainsManage.contacts.save': 'Save contact',
  'domainsManage.contacts.cancel': 'Cancel',
  'domainsManage.contacts.form':
    'Edit the {role, select, registrant {registrant} admin {admin contact} tech {technical contact} other {billing contact}}',
  'domainsManage.contacts.firstName': 'First name',
  'domainsManage.contacts.lastName': 'Last name',
  'domainsManage.contacts.company': 'Organisation (optional)',
  'domainsManage.contacts.email': 'E-mail',
  'domainsManage.contacts.phone': 'Phone (optional)',
  'domainsManage.contacts.phone.hint': 'With the country code, as +46.812345678.',
  'domainsManage.contacts.street': 'Street address',
  'domainsManage.contacts.address2': 'Address line 2 (optional)',
  'domainsManage.contacts.postalCode': 'Postal code',
  'domainsManage.contacts.city': 'City',
  'domainsManage.contacts.state': 'State or region (optional)',
  'domainsManage.contacts.country': 'Country code',
  'domainsManage.contacts.country.hint': 'Two letters, such as SE.',
  'domainsManage.contacts.number': 'Personal or organisation number',
  'domainsManage.contacts.number.eid':
    'Changing this number needs e-ID: after saving you confirm it at the e-ID page, and it changes when you have. The other details change at once.',
  'domainsManage.contacts.number.draft': 'The registration is not complete yet, so the number changes at once.',
  'domainsManage.contacts.required': 'Fill this in.',
  'domainsManage.contacts.invalid': `{field, select,
    email {Enter an e-mail address.}
    phone {Write the number as +46.812345678.}
    country {Use a two-letter country code.}
    other {Check this value.}}`,
  'domainsManage.contacts.saved': `{roles, plural, one {Saved.} other {Saved.}}`,
  'domainsManage.contacts.eid.needed':
    'The other details are saved. The registrant’s number changes once you confirm it with e-ID.',
  'domainsManage.contacts.eid.go': 'Continue to e-ID',
  'domainsManage.contacts.eid.result': `{status, select,
    verified {Confirmed with e-ID: the registrant’s number is now {number}.}
    declined {You cancelled at the e-ID page, so the registrant’s number was not changed.}
    expired {The e-ID check expired, so the registrant’s number was not changed. Save it again to start a new check.}
    pending {The e-ID check is not finished yet.}
    other {The e-ID check’s state is not known. Check the registrant’s number below.}}`,
  'domainsManage.contacts.eid.loading': 'Reading the result of the e-ID check…',

  // Contact e-mail verification.
  'domainsManage.verify.title': 'Confirm the registrant’s e-mail address',
  'domainsManage.verify.body':
    'We sent a link to {email}. Open it by {deadline}; until then the domain keeps working, after that the registry may suspend it.',
  'domainsManage.verify.bodyNoEmail':
    'We sent a link to the registrant’s e-mail address. Open it by {deadline}; after that the registry may suspend the domain.',
  'domainsManage.verify.noDeadline': 'as soon as you can',
  'domainsManage.verify.lastSent': 'Last sent {when}.',
  'domainsManage.verify.resend': 'Send the e-mail again',
  'domainsManage.verify.sent': 'Sent again to {email}.',
});

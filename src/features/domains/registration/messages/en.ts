import { defineMessages } from '@/i18n';

/** Registering and transferring in domains. Domain names and reasons for an unknown status come as sent. */
export default defineMessages({
  'domainRegistration.breadcrumb': 'Domains',
  'domainRegistration.register.title': 'Register a domain',
  'domainRegistration.register.link': 'Register a domain',
  'domainRegistration.transfer.link': 'Transfer a domain',

  // Search.
  'domainRegistration.search.heading': 'Find names',
  'domainRegistration.search.names': 'Names',
  'domainRegistration.search.namesHint':
    'One a line, up to 50. A name without an ending is looked up with each ending you tick.',
  'domainRegistration.search.namesRequired': 'Enter at least one name.',
  'domainRegistration.search.tlds': 'Endings',
  'domainRegistration.search.submit': 'Search',
  'domainRegistration.search.searching': 'Searching…',
  'domainRegistration.results.heading': 'Results',
  'domainRegistration.results.none': 'No names to show.',
  'domainRegistration.suggestions.heading': 'Suggestions',
  'domainRegistration.result.status':
    '{status, select, available {Available} taken {Taken} reserved {Reserved} invalid {Not a valid name} tld_not_offered {Ending not offered} other {Unknown}}',
  'domainRegistration.result.why':
    '{status, select, taken {Someone already holds this domain.} reserved {The registry keeps this name back.} invalid {Use letters a–z, digits and hyphens, and one ending such as .se.} tld_not_offered {We do not register names with this ending.} other {}}',
  'domainRegistration.result.premium': 'Premium name',
  'domainRegistration.result.perYear': '{price} per year',
  'domainRegistration.result.add': 'Add {name}',
  'domainRegistration.result.remove': 'Remove {name}',
  'domainRegistration.result.transferInstead': 'Yours at another registrar? Transfer it',

  // The order.
  'domainRegistration.cart.heading': 'Your order',
  'domainRegistration.cart.empty': 'Add the names you want from the results.',
  'domainRegistration.cart.period': 'Period for {name}',
  'domainRegistration.cart.years': '{years, plural, one {# year} other {# years}}',
  'domainRegistration.cart.privacy': 'WHOIS privacy for {name}',
  'domainRegistration.cart.privacyHint': 'Hides your name and address in the public WHOIS register.',
  'domainRegistration.cart.priceFor': '{price} for {years, plural, one {# year} other {# years}}',

  'domainRegistration.registrant.legend': 'Registrant (the domain’s holder)',
  'domainRegistration.registrant.saved': 'Use {name}',
  'domainRegistration.registrant.new': 'Someone new',
  'domainRegistration.registrant.firstName': 'First name',
  'domainRegistration.registrant.lastName': 'Last name',
  'domainRegistration.registrant.companyName': 'Company (optional)',
  'domainRegistration.registrant.email': 'E-mail',
  'domainRegistration.registrant.phone': 'Phone',
  'domainRegistration.registrant.phoneHint': 'With the country code, such as +46.701234567.',
  'domainRegistration.registrant.street': 'Street address',
  'domainRegistration.registrant.postalCode': 'Postal code',
  'domainRegistration.registrant.city': 'City',
  'domainRegistration.registrant.country': 'Country code',
  'domainRegistration.registrant.countryHint': 'Two letters, such as SE.',
  'domainRegistration.registrant.idType': 'Identity number for .se and .nu',
  'domainRegistration.registrant.personal': 'Personal number (a person)',
  'domainRegistration.registrant.organisation': 'Organisation number (a company)',
  'domainRegistration.registrant.idValue':
    '{type, select, personal_number {Personal number} other {Organisation number}}',
  'domainRegistration.registrant.idHint':
    '{type, select, personal_number {YYMMDD-NNNN} other {NNNNNN-NNNN}}. The .se and .nu registries need it.',
  'domainRegistration.registrant.required': 'Fill this in.',
  'domainRegistration.registrant.idProblem':
    '{problem, select, format {Write it as the hint shows.} date {That date does not exist: check the first six digits.} not_an_organisation {That is a personal number, not an organisation number.} other {The last digit does not match the others: check the number.}}',
  'domainRegistration.registrant.savedNoId':
    'This contact has no personal or organisation number, which .se and .nu need: choose someone new.',

  'domainRegistration.nameservers.legend': 'Nameservers',
  'domainRegistration.nameservers.ours': 'Ours ({hosts})',
  'domainRegistration.nameservers.custom': 'Others',
  'domainRegistration.nameservers.hosts': 'Nameservers, one a line',
  'domainRegistration.nameservers.hostsHint': 'From 2 to 13 host names, such as ns1.example.net.',
  'domainRegistration.nameservers.count': 'Give from 2 to 13 nameservers.',
  'domainRegistration.nameservers.invalid': '{host} is not a host name.',

  'domainRegistration.review': 'Review the price',
  'domainRegistration.reviewing': 'Pricing…',
  'domainRegistration.summary.heading': 'Before you order',
  'domainRegistration.summary.line':
    '{name}, {years, plural, one {# year} other {# years}}{premium, select, yes { (premium)} other {}}',
  'domainRegistration.summary.total': 'Total to pay now',
  'domainRegistration.summary.stale': 'The order changed: review the price again.',
  'domainRegistration.summary.after':
    'The domains are pending until the invoice is paid; then they are registered within minutes.',
  'domainRegistration.terms.legend': 'Terms',
  'domainRegistration.terms.accept': 'I accept the {terms}',
  'domainRegistration.terms.link': 'terms of service',
  'domainRegistration.terms.newTab': '(opens in a new tab)',
  'domainRegistration.terms.required': 'Accept the terms to place the order.',
  'domainRegistration.order': 'Order · {amount}',
  'domainRegistration.ordering': 'Placing the order…',

  // Transfer in.
  'domainRegistration.transfer.title': 'Transfer a domain',
  'domainRegistration.transfer.domain': 'Domain',
  'domainRegistration.transfer.domainHint': 'The domain you hold at another registrar, such as example.se.',
  'domainRegistration.transfer.check': 'Check',
  'domainRegistration.transfer.checking': 'Checking…',
  'domainRegistration.transfer.canMove': '{name} can move here. It costs {price} and adds one year to its expiry.',
  'domainRegistration.transfer.cannot':
    '{code, select, registrar_locked {{name} is locked at its current registrar. Turn the transfer lock off there, then check again.} registered_recently {{name} was registered or moved less than 60 days ago, so it cannot move yet.} not_registered {Nobody holds {name}: you can register it instead.} already_yours {{name} is already in your account.} transfer_in_progress {A transfer of {name} is already on its way.} tld_not_offered {We do not take domains with this ending.} invalid {That is not a domain name.} other {{name} cannot move here.}}',
  'domainRegistration.transfer.registerInstead': 'Register {name}',
  'domainRegistration.transfer.code': 'Transfer code (EPP code)',
  'domainRegistration.transfer.codeHint': 'Your current registrar gives it to you. Copy it exactly.',
  'domainRegistration.transfer.codeRequired': 'Enter the transfer code.',
  'domainRegistration.transfer.wrongCode':
    'Your current registrar did not accept this code. Ask them for a new code (codes expire) and copy it exactly.',
  'domainRegistration.transfer.submit': 'Transfer · {amount}',

  // Progress on the domain.
  'domainRegistration.progress.heading': 'Transfer',
  'domainRegistration.progress.step':
    '{step, select, requested {Requested} awaiting_approval {Waiting for the current registrar} completed {Completed} other {Unknown step}}',
  'domainRegistration.progress.state': '{state, select, done {Done} current {Now} upcoming {Next} other {Unknown}}',
  'domainRegistration.progress.at': 'at {time}',
  'domainRegistration.progress.status':
    '{status, select, awaiting_payment {The transfer starts once its invoice is paid.} requested {The transfer was requested.} awaiting_approval {The current registrar has until {time} to approve; the domain then moves here.} completed {The domain is here.} cancelled {The transfer was cancelled.} other {The transfer’s state is not known.}}',
  'domainRegistration.progress.unavailable': 'The transfer’s progress could not be read.',
});

import { defineMessages } from '@/i18n';

/** The plan catalog's words. Plan names, tiers and unavailability reasons come from the API as sent. */
export default defineMessages({
  'catalog.title': 'Plans and prices',
  'catalog.intro': 'Shared web hosting with e-mail and databases. Choose how often you want to pay, then a plan.',
  'catalog.cycle.label': 'Billing period',
  'catalog.cycle.option':
    '{cycle, select, monthly {Monthly} annually {Yearly} other {Other}}{saving, select, none {} other { (save up to {saving})}}',
  'catalog.texts.label': 'Language of the plan texts',
  'catalog.texts.option': '{locale, select, en {English} sv {Svenska} other {Other}}',
  'catalog.texts.note': 'Plan names and notes are shown in {language}.',
  // Signed out: whose prices are shown (consumers incl. Swedish VAT; companies excl. VAT). In the URL (?prices=).
  'catalog.prices.label': 'Show prices for',
  'catalog.prices.option':
    '{audience, select, companies {Prices for companies (excl. VAT)} other {Private persons (incl. VAT)}}',
  'catalog.prices.note':
    '{audience, select, companies {Prices exclude VAT; Swedish VAT ({rate}) is added to the invoice.} other {Prices include Swedish VAT ({rate}).}}',
  'catalog.list.label': 'Plans',
  'catalog.count': '{shown, plural, one {# plan shown.} other {# plans shown.}}',
  'catalog.allShown': 'All plans are shown.',
  'catalog.loadMore': 'Show more plans',
  'catalog.loadingMore': 'Loading more plans…',
  'catalog.empty': 'No plans can be ordered right now.',

  // A plan card.
  'catalog.plan.tier': '{tier} plan',
  'catalog.plan.available': 'Available',
  'catalog.plan.outOfStock': 'Out of stock',
  'catalog.plan.unavailable': 'Not available',
  'catalog.plan.price': '{price} per {cycle, select, monthly {month} annually {year} other {period}}',
  'catalog.plan.setup': 'plus a one-off setup fee of {amount}',
  'catalog.plan.noSetup': 'No setup fee',
  'catalog.plan.saving': 'Save {amount} a year compared with paying monthly',
  'catalog.plan.onlyCycle': 'Billed {cycle, select, monthly {monthly} annually {yearly} other {per period}} only',
  'catalog.plan.adminPanel': 'Includes the reseller admin panel',
  'catalog.plan.order': 'Order {name}',
  'catalog.plan.signInToOrder': 'Sign in to order {name}',
  'catalog.plan.reasonMissing': 'This plan cannot be ordered right now.',

  // Resources.
  'catalog.resources.label': 'What {name} includes',
  'catalog.resource.cpu': 'CPU cores',
  'catalog.resource.memory': 'Memory',
  'catalog.resource.storage': 'Storage',
  'catalog.resource.bandwidth': 'Monthly traffic',
  'catalog.resource.email': 'Mailboxes',
  'catalog.resource.databases': 'Databases',
  'catalog.resource.gb': '{amount} GB',
  'catalog.resource.unlimited': 'Unlimited',
  'catalog.resource.unpublishedNote':
    '{which, select, cpu {Some plans do not publish their CPU cores: their cards leave them out.} memory {Some plans do not publish their memory: their cards leave it out.} other {Some plans do not publish their CPU cores or memory: their cards leave them out.}}',

  // Failure.
  'catalog.error.unavailable.title': 'The plan catalog is temporarily unavailable',
  'catalog.error.unavailable.body': 'Our price list could not be fetched just now. Try again in a minute.',
  'catalog.error.failed.title': 'The plans could not be loaded',

  // The server catalog (issue 38; /catalog/servers).
  'catalog.servers.link': 'Servers (VPS): plans, locations and systems',
  'catalog.servers.title': 'Servers',
  'catalog.servers.intro':
    'Virtual servers with full root access. Pay in advance, or by the hour with a monthly cap. Choose a plan, then where it runs and which system it gets.',
  'catalog.servers.list': 'Server plans',
  'catalog.servers.perMonth': 'Per month',
  'catalog.servers.perHour': 'or by the hour',
  'catalog.servers.cpu': 'vCPU',
  'catalog.servers.memory': 'Memory',
  'catalog.servers.disk': 'Disk',
  'catalog.servers.traffic': 'Traffic a month',
  'catalog.servers.gb': '{size} GB',
  'catalog.servers.tb': '{size} TB',
  'catalog.servers.inStock': 'Available in {location}',
  'catalog.servers.outOfStock': 'Out of stock in {location}',
  'catalog.servers.nowhere': 'This plan is out of stock everywhere right now.',
  'catalog.servers.images': 'Systems you can install',
});

import { defineTranslation } from '@/i18n';
import type en from './en';

/** The plan catalog's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'catalog.title': 'Tjänster och priser',
  'catalog.intro': 'Webbhotell med e-post och databaser. Välj hur ofta du vill betala och sedan ett paket.',
  'catalog.cycle.label': 'Faktureringsperiod',
  'catalog.cycle.option':
    '{cycle, select, monthly {Månadsvis} annually {Årsvis} other {Annan}}{saving, select, none {} other { (spara upp till {saving})}}',
  'catalog.texts.label': 'Språk för pakettexterna',
  'catalog.texts.option': '{locale, select, en {English} sv {Svenska} other {Annat}}',
  'catalog.texts.note': 'Paketens namn och anteckningar visas på {language}.',
  'catalog.prices.label': 'Visa priser för',
  'catalog.prices.option':
    '{audience, select, companies {Priser för företag (exkl. moms)} other {Privatpersoner (inkl. moms)}}',
  'catalog.prices.note':
    '{audience, select, companies {Priserna är utan moms; svensk moms ({rate}) läggs till på fakturan.} other {Priserna är inklusive svensk moms ({rate}).}}',
  'catalog.list.label': 'Paket',
  'catalog.count': '{shown, plural, one {# paket visas.} other {# paket visas.}}',
  'catalog.allShown': 'Alla paket visas.',
  'catalog.loadMore': 'Visa fler paket',
  'catalog.loadingMore': 'Hämtar fler paket…',
  'catalog.empty': 'Inga paket kan beställas just nu.',

  'catalog.plan.tier': 'Nivå: {tier}',
  'catalog.plan.available': 'Tillgängligt',
  'catalog.plan.outOfStock': 'Slut i lager',
  'catalog.plan.unavailable': 'Inte tillgängligt',
  'catalog.plan.price': '{price} per {cycle, select, monthly {månad} annually {år} other {period}}',
  'catalog.plan.setup': 'plus en engångsavgift på {amount} för uppstart',
  'catalog.plan.noSetup': 'Ingen uppstartsavgift',
  'catalog.plan.saving': 'Spara {amount} per år jämfört med månadsbetalning',
  'catalog.plan.onlyCycle': 'Faktureras bara {cycle, select, monthly {månadsvis} annually {årsvis} other {per period}}',
  'catalog.plan.adminPanel': 'Med adminpanel för återförsäljare',
  'catalog.plan.order': 'Beställ {name}',
  'catalog.plan.signInToOrder': 'Logga in för att beställa {name}',
  'catalog.plan.reasonMissing': 'Paketet kan inte beställas just nu.',

  'catalog.resources.label': 'Det här ingår i {name}',
  'catalog.resource.cpu': 'Processorkärnor',
  'catalog.resource.memory': 'Minne',
  'catalog.resource.storage': 'Lagring',
  'catalog.resource.bandwidth': 'Trafik per månad',
  'catalog.resource.email': 'E-postkonton',
  'catalog.resource.databases': 'Databaser',
  'catalog.resource.gb': '{amount} GB',
  'catalog.resource.unlimited': 'Obegränsat',
  'catalog.resource.unpublishedNote':
    '{which, select, cpu {Vissa paket anger inte antal processorkärnor: deras kort utelämnar dem.} memory {Vissa paket anger inte minne: deras kort utelämnar det.} other {Vissa paket anger inte processorkärnor eller minne: deras kort utelämnar dem.}}',

  'catalog.error.unavailable.title': 'Paketkatalogen är tillfälligt otillgänglig',
  'catalog.error.unavailable.body': 'Prislistan kunde inte hämtas just nu. Försök igen om en minut.',
  'catalog.error.failed.title': 'Paketen kunde inte hämtas',

  // Serverkatalogen (issue 38; /catalog/servers).
  'catalog.servers.link': 'Servrar (VPS): paket, platser och system',
  'catalog.servers.title': 'Servrar',
  'catalog.servers.intro':
    'Virtuella servrar med full root-åtkomst. Betala i förskott, eller per timme med ett tak per månad. Välj ett paket, sedan var den ska köras och vilket system den får.',
  'catalog.servers.list': 'Serverpaket',
  'catalog.servers.perMonth': 'Per månad',
  'catalog.servers.perHour': 'eller per timme',
  'catalog.servers.cpu': 'vCPU',
  'catalog.servers.memory': 'Minne',
  'catalog.servers.disk': 'Disk',
  'catalog.servers.traffic': 'Trafik per månad',
  'catalog.servers.gb': '{size} GB',
  'catalog.servers.tb': '{size} TB',
  'catalog.servers.inStock': 'Finns i {location}',
  'catalog.servers.outOfStock': 'Slut i {location}',
  'catalog.servers.nowhere': 'Paketet är slut överallt just nu.',
  'catalog.servers.images': 'System du kan installera',
});

import { defineTranslation } from '@/i18n';
import type en from './en';

/** Ordering a server in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  // Beställa en server (issue 38; /vps/new).
  'vpsOrder.title': 'Beställ en server',
  'vpsOrder.breadcrumb': 'Servrar',
  'vpsOrder.catalogLink': 'Jämför serverpaketen',
  'vpsOrder.plan': 'Paket',
  'vpsOrder.resources':
    '{cpu, plural, one {# vCPU} other {# vCPU:er}}, {memory} GB minne, {disk} GB disk, {traffic} TB trafik i månaden',
  'vpsOrder.location': 'Plats',
  'vpsOrder.outOfStock': '{plan} är slut här. Välj en annan plats eller ett annat paket.',
  'vpsOrder.image': 'System (avbild)',
  'vpsOrder.hostname.label': 'Värdnamn',
  'vpsOrder.hostname.hint': 'Ett fullständigt namn som web-02.example.com. Servern får namn efter första delen.',
  'vpsOrder.hostname.invalid': 'Ange ett fullständigt värdnamn som web-02.example.com.',
  'vpsOrder.keys.legend': 'SSH-nycklar',
  'vpsOrder.keys.none':
    'Ingen nyckel vald: servern får i stället ett root-lösenord, som visas en gång när du lägger beställningen.',
  'vpsOrder.keys.chosen': 'Logga in med de valda nycklarna; inget root-lösenord skapas.',
  'vpsOrder.keys.add': 'Lägg till en ny nyckel',
  'vpsOrder.keys.name': 'Nyckelns namn',
  'vpsOrder.keys.publicKey': 'Publik nyckel',
  'vpsOrder.keys.addButton': 'Lägg till och välj nyckeln',
  'vpsOrder.billing.legend': 'Så betalar du',
  'vpsOrder.billing.prepaid': 'Förskott',
  'vpsOrder.billing.prepaidHint': 'Betala för en månad, tre månader eller ett år i förväg.',
  'vpsOrder.billing.payg': 'Betala per timme',
  'vpsOrder.billing.paygHint':
    'Betala för varje timme servern finns, fakturerat varje månad. En månad kostar aldrig mer än taket nedan.',
  'vpsOrder.billing.cycle': 'Betala för',
  'vpsOrder.billing.cycleOption':
    '{cycle, select, monthly {En månad} quarterly {Tre månader} annually {Ett år (priset för 10 månader)} other {Annat}}',
  'vpsOrder.restore.legend': 'Börja från en ögonblicksbild',
  'vpsOrder.restore.toggle': 'Börja från en ögonblicksbild av en annan server',
  'vpsOrder.restore.hint': 'Ögonblicksbilden kopieras till den nya servern när den är installerad.',
  'vpsOrder.restore.server': 'Server',
  'vpsOrder.restore.snapshot': 'Ögonblicksbild',
  'vpsOrder.restore.choose': 'Välj…',
  'vpsOrder.price.heading': 'Pris',
  'vpsOrder.price.perMonth': 'Per månad:',
  'vpsOrder.price.perHourPrepaid': 'Per timme (som jämförelse):',
  'vpsOrder.price.perHour': 'Per timme:',
  'vpsOrder.price.cap': 'Högst per månad:',
  'vpsOrder.price.paygNow': 'Inget att betala nu: timmarna faktureras i slutet av varje månad.',
  'vpsOrder.price.dueNow':
    '{cycle, select, quarterly {Att betala nu för tre månader:} annually {Att betala nu för ett år:} other {Att betala nu för en månad:}}',
  'vpsOrder.terms.legend': 'Villkor',
  'vpsOrder.terms.accept': 'Jag godkänner {terms} för den här beställningen.',
  'vpsOrder.terms.link': 'användarvillkoren',
  'vpsOrder.terms.required': 'Godkänn användarvillkoren för att lägga beställningen.',
  'vpsOrder.checkOrders': 'Titta bland dina beställningar innan du försöker igen',
  'vpsOrder.submit': 'Lägg beställningen',
  'vpsOrder.operation': 'Installera servern {name}',
  'vpsOrder.placed.title': 'Din server installeras',
  'vpsOrder.placed.body': '{name} installeras. Den syns bland dina servrar med sin adress när den är klar.',
  'vpsOrder.placed.open': 'Öppna {name}',
  'vpsOrder.placed.order': 'Visa beställningen',
});

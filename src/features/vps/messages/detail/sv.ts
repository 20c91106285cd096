import { defineTranslation } from '@/i18n';
import type en from './en';

/** The words of one server's screen in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'vpsDetail.facts.label': 'Om servern',
  'vpsDetail.facts.status': 'Status',
  'vpsDetail.facts.hostname': 'Värdnamn',
  'vpsDetail.facts.ipv4': 'Primär IPv4',
  'vpsDetail.facts.ipv6': 'Primär IPv6',
  'vpsDetail.facts.plan': 'Paket',
  'vpsDetail.facts.location': 'Plats',
  'vpsDetail.facts.os': 'Operativsystem',
  'vpsDetail.facts.created': 'Skapad',
  'vpsDetail.facts.id': 'Server-ID',
  'vpsDetail.overview.addresses': 'Adresser',
  'vpsDetail.overview.allAddresses': 'Alla adresser och omvänd DNS',
  'vpsDetail.overview.plan': 'Paket och resurser',
  'vpsDetail.overview.cpu': 'Processor',
  'vpsDetail.overview.cpuValue': '{count, plural, one {# vCPU} other {# vCPU}}',
  'vpsDetail.overview.memory': 'Minne',
  'vpsDetail.overview.disk': 'Disk',
  'vpsDetail.overview.gb': '{size} GB',
  'vpsDetail.overview.usage': 'Användning: processor, minne, disk och trafik över tid',
  'vpsDetail.power.menu': 'Ström',
  'vpsDetail.power.menuLabel': 'Strömval för {name}',
  'vpsDetail.power.heading': 'Ström',
  'vpsDetail.power.intro':
    'Från det varsammaste till det mest handgripliga. Vid varje val står vad som händer med programmen som körs på servern.',
  'vpsDetail.power.title':
    '{choice, select, start {Starta} restart {Starta om} forceRestart {Tvingad omstart} reset {Hård omstart} shutdown {Stäng av} stop {Bryt strömmen}}',
  'vpsDetail.power.description':
    '{choice, select, start {Slår på servern: operativsystemet startar och sätter igång sina tjänster.} restart {Ber operativsystemet att starta om. Programmen avslutas ordentligt och servern är tillbaka inom någon minut. Inget går förlorat.} forceRestart {För en server som inte svarar: startar om även om operativsystemet inte svarar. Program som inte hinner avslutas stoppas och kan förlora osparade data.} reset {Startar om direkt, som att trycka på reset-knappen. Inget avslutas ordentligt och osparade data går förlorade. Använd den när en tvingad omstart inte hjälper.} shutdown {Ber operativsystemet att stänga av ordentligt och slår sedan av strömmen. Servern är avstängd tills du startar den.} stop {Bryter strömmen direkt, som att dra ur sladden. Osparade data går förlorade och disken kan behöva kontrolleras vid nästa start.}}',
  'vpsDetail.power.confirm.title':
    '{choice, select, start {Starta {name}?} restart {Starta om {name}?} forceRestart {Tvinga fram en omstart av {name}?} reset {Hård omstart av {name}?} shutdown {Stänga av {name}?} stop {Bryta strömmen till {name}?}}',
  'vpsDetail.power.confirm.effect':
    '{choice, select, shutdown {{name} är avstängd, och dess webbplatser och tjänster svarar inte, tills du startar den igen.} stop {{name} är avstängd, och dess webbplatser och tjänster svarar inte, tills du startar den igen.} other {Webbplatser och tjänster på {name} svarar inte förrän servern är tillbaka, oftast inom ett par minuter.}}',
  'vpsDetail.power.operation':
    '{choice, select, start {Starta {name}} restart {Starta om {name}} forceRestart {Tvingad omstart av {name}} reset {Hård omstart av {name}} shutdown {Stäng av {name}} stop {Bryt strömmen till {name}}}',
  'vpsDetail.power.failedHint':
    'Om servern inte svarar kan du prova en tvingad omstart, eller en hård omstart om inte heller det hjälper.',
  'vpsDetail.busy.retrying':
    '{name} är upptagen med en annan ändring. Skickar samma anrop igen om {seconds, plural, one {# sekund} other {# sekunder}}…',
  'vpsDetail.busy.gaveUp':
    '{name} var fortfarande upptagen efter {count, plural, one {# nytt försök} other {# nya försök}}, så vi slutade skicka. Inget ändrades: vänta några minuter och skicka sedan igen.',
  'vpsDetail.busy.stop': 'Sluta försöka',
  // Byte av paket (issue 23).
  'vpsDetail.plan.change': 'Byt paket',
  'vpsDetail.plan.title': 'Byt paket för {name}',
  'vpsDetail.plan.intro':
    'Välj vad {name} ska ha. En disk kan bara växa, och ett paket med färre kärnor eller mindre minne kräver att servern först stängs av.',
  'vpsDetail.plan.now': 'Nu:',
  'vpsDetail.plan.nowValue': '{plan}, {resources}',
  'vpsDetail.plan.memoryValue': '{size} GB minne',
  'vpsDetail.plan.diskValue': '{size} GB disk',
  'vpsDetail.plan.legend': 'Nytt paket',
  'vpsDetail.plan.loading': 'Hämtar paketen…',
  'vpsDetail.plan.none': 'Inga andra paket erbjuds för den här servern.',
  'vpsDetail.plan.summary': 'Det här ändras med {plan}',
  'vpsDetail.plan.fromTo': '{from} → {to}',
  'vpsDetail.plan.restarts.yes':
    '{name} startas om medan ändringen görs: den går inte att nå under några minuter, och dess program stängs som vid en omstart.',
  'vpsDetail.plan.restarts.unknown':
    '{name} kan startas om medan ändringen görs: räkna med några minuter då den inte går att nå.',
  'vpsDetail.plan.restarts.no': '{name} fortsätter att köra: ändringen kräver ingen omstart.',
  'vpsDetail.plan.restarts.stopped': '{name} förblir avstängd: starta den när ändringen är klar.',
  'vpsDetail.plan.requiresStop.unknown':
    'Det är inte känt om {name} måste stängas av för den här ändringen. Om den måste det nekas ändringen och inget debiteras.',
  'vpsDetail.plan.dueNow':
    'Att betala nu: {amount}, mellanskillnaden för resten av den betalda perioden (till {date}). En faktura på det skapas när du bekräftar.',
  'vpsDetail.plan.nothingDue': 'Inget att betala nu.',
  'vpsDetail.plan.then': 'Från {date}: {price} i månaden.',
  'vpsDetail.plan.thenNoDate': 'Från nästa period: {price} i månaden.',
  'vpsDetail.plan.payg':
    'Inget att betala nu: servern betalas efter användning. Efter ändringen kostar den {price} i timmen, fakturerat månadsvis för de timmar som använts.',
  'vpsDetail.plan.choose': 'Välj ett paket först.',
  'vpsDetail.plan.billingUnknown':
    'Vi kunde inte se hur servern betalas, så priset för en ändring kan inte visas. Försök igen senare.',
  'vpsDetail.plan.priceUnknown': 'Priset för ändringen kunde inte läsas, så den kan inte göras nu. Försök igen senare.',
  'vpsDetail.plan.confirm': 'Byt till {plan}',
  'vpsDetail.plan.keep': 'Behåll {plan}',
  'vpsDetail.plan.operation': 'Byt paket för {name} till {plan}',
  'vpsDetail.plan.invoice':
    'Faktura {number} på {amount} för mellanskillnaden har skapats, förfaller {date}. Ändringen väntar inte på betalningen.',
  'vpsDetail.plan.invoiceLink': 'Visa faktura {number}',
  // Betalsätt (bara läsning).
  'vpsDetail.billing.heading': 'Fakturering',
  'vpsDetail.billing.loading': 'Hämtar hur servern betalas…',
  'vpsDetail.billing.mode': 'Så betalar du',
  'vpsDetail.billing.payg': 'Betala efter användning',
  'vpsDetail.billing.prepaid':
    '{cycle, select, monthly {Förbetald månadsvis} quarterly {Förbetald var tredje månad} annually {Förbetald årsvis} other {Förbetald}}',
  'vpsDetail.billing.unknown': 'Inte känt just nu',
  'vpsDetail.billing.price': 'Pris',
  'vpsDetail.billing.hourly': '{price} i timmen',
  'vpsDetail.billing.monthly': '{price} i månaden',
  'vpsDetail.billing.billed': 'Faktureras',
  'vpsDetail.billing.inArrears': 'Månadsvis, för de timmar som använts',
  'vpsDetail.billing.paidUntil': 'Betald till',
  'vpsDetail.billing.otherCycles': 'Erbjuds också',
  'vpsDetail.billing.cycleOption':
    '{cycle, select, monthly {Månadsvis} quarterly {Var tredje månad} annually {Årsvis} other {En annan period}}: {price}',
  // Återställa en ögonblicksbild.
  'vpsDetail.restore': 'Återställ',
  'vpsDetail.restore.label': 'Återställ {name} till ögonblicksbilden {snapshot}',
  'vpsDetail.restore.title': 'Återställa {name} till {snapshot}?',
  'vpsDetail.restore.body': 'Disken på {name} återställs till hur den var när ögonblicksbilden togs, {date}.',
  'vpsDetail.restore.loss':
    'Allt som har skrivits till den sedan dess försvinner: filer, databaser, loggar och inställningar. Det går inte att ångra.',
  'vpsDetail.restore.running': '{name} startas om för återställningen och körs igen när den är klar.',
  'vpsDetail.restore.stopped': '{name} förblir avstängd under och efter återställningen.',
  'vpsDetail.restore.other': '{name} kan inte användas medan disken återställs.',
  'vpsDetail.restore.tip': 'Ta en ögonblicksbild av servern först om du vill behålla det den har nu.',
  'vpsDetail.restore.confirm': 'Återställ och förlora nyare data',
  'vpsDetail.restore.keep': 'Behåll servern som den är',
  'vpsDetail.restore.operation': 'Återställ {name} till ögonblicksbilden {snapshot}',

  // När en server krånglar (issue 38).
  'vpsDetail.recovery.heading': 'När servern krånglar',
  'vpsDetail.recovery.intro':
    'Starta ett räddningssystem för att laga disken, installera om systemet eller sätt ett nytt root-lösenord.',
  'vpsDetail.recovery.inRescue': '{name} kör räddningssystemet, inte sitt eget.',
  'vpsDetail.recovery.since': 'Sedan',
  'vpsDetail.recovery.rescue': 'Starta i räddningsläge…',
  'vpsDetail.recovery.leave': 'Lämna räddningsläget',
  'vpsDetail.recovery.rebuild': 'Installera om…',
  'vpsDetail.recovery.rootPassword': 'Byt root-lösenord…',
  'vpsDetail.recovery.operation':
    '{action, select, rebuild {Installera om {name}} rescue {Starta {name} i räddningsläge} leaveRescue {Lämna räddningsläget på {name}} rootPassword {Byt root-lösenord på {name}} other {Ändra {name}}}',
  'vpsDetail.rebuild.title': 'Installera om {name}?',
  'vpsDetail.rebuild.loss': 'Allt på disken i {name} raderas: filer, databaser, inställningar och användare.',
  'vpsDetail.rebuild.kept': 'Kvar blir: adresserna, installerade SSH-nycklar, paketet och ögonblicksbilderna.',
  'vpsDetail.rebuild.password': 'Utan SSH-nycklar på servern visas ett nytt root-lösenord en gång när den startar.',
  'vpsDetail.rebuild.image': 'System att installera',
  'vpsDetail.rebuild.confirm': 'Radera och installera om',
  'vpsDetail.rescue.title': 'Starta {name} i räddningsläge?',
  'vpsDetail.rescue.restarts':
    '{name} startar om i ett litet räddningssystem; tjänsterna står still tills du lämnar räddningsläget.',
  'vpsDetail.rescue.disk': 'Den egna disken lämnas orörd: montera den från räddningssystemet för att laga den.',
  'vpsDetail.rescue.password': 'Ett tillfälligt root-lösenord till räddningssystemet visas en gång.',
  'vpsDetail.rescue.confirm': 'Starta i räddningsläge',
  'vpsDetail.rootPassword.title': 'Byta root-lösenord på {name}?',
  'vpsDetail.rootPassword.restarts':
    '{name} startar om för att använda det nya lösenordet; den är nere en minut eller två.',
  'vpsDetail.rootPassword.stopped': '{name} är stoppad: den startar inte om, lösenordet gäller från nästa start.',
  'vpsDetail.rootPassword.mayRestart': '{name} kan starta om för att använda det nya lösenordet.',
  'vpsDetail.rootPassword.old': 'Det gamla lösenordet slutar fungera. SSH-nycklar fortsätter att fungera.',
  'vpsDetail.rootPassword.confirm': 'Byt lösenordet',
  'vpsDetail.password.heading':
    '{kind, select, rescue {Räddningslösenord för {name}} rebuild {Nytt root-lösenord för {name}} other {Nytt root-lösenord för {name}}}',
  'vpsDetail.password.label': 'Lösenord',
  'vpsDetail.password.copy': 'Kopiera lösenordet',
  'vpsDetail.password.note':
    '{kind, select, rescue {Logga in som root i räddningssystemet med det; det slutar gälla när servern lämnar räddningsläget.} rebuild {Logga in som root med det när ominstallationen är klar.} other {Logga in som root med det när servern är tillbaka.}}',
  'vpsDetail.password.once': 'Det visas bara den här gången. Kopiera det till ett säkert ställe nu.',
  'vpsDetail.password.done': 'Jag har sparat det',
});

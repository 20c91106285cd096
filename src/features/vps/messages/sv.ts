import { defineTranslation } from '@/i18n';
import type en from './en';

/** The VPS area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'vps.status':
    '{status, select, running {Igång} stopped {Stoppad} starting {Startar} stopping {Stängs av} restarting {Startas om} provisioning {Förbereds} suspended {Avstängd} unknown {Okänd}}',
  'vps.plan.cpu': '{count, plural, one {# vCPU} other {# vCPU}}',
  'vps.plan.memory': '{size} GB RAM',
  'vps.plan.disk': '{size} GB disk',
  'vps.ip.copy': 'Kopiera {address}',
  'vps.ip.none': 'Ingen publik adress',
  'vps.busy.notice':
    '{kind, select, restart {En omstart} reset {En hård omstart} stop {En strömbrytning} shutdown {En avstängning} start {En start} snapshot {En ögonblicksbild} config {En konfigurationsändring} migrate {En flytt} network {En nätverksändring} other {En ändring}} pågår. Andra ändringar får vänta tills den är klar.',

  'vps.list.title': 'Servrar',
  'vps.list.search.label': 'Hitta servrar',
  'vps.list.search.q': 'Namn eller IP-adress',
  'vps.list.search.status': 'Status',
  'vps.list.search.anyStatus': 'Alla statusar',
  'vps.list.search.submit': 'Sök',
  'vps.list.search.clear': 'Rensa filter',
  'vps.list.updating': 'Uppdaterar servrar…',
  'vps.list.caption':
    '{filtered, select, yes {Servrar som matchar dina filter} other {Alla servrar}}{page, select, first {} other {, senare sida}}',
  'vps.list.column.server': 'Server',
  'vps.list.column.status': 'Status',
  'vps.list.column.addresses': 'IP-adresser',
  'vps.list.column.plan': 'Paket',
  'vps.list.column.location': 'Plats',
  'vps.list.empty.heading': '{filtered, select, yes {Inga servrar matchar} other {Inga servrar än}}',
  'vps.list.empty.body':
    '{filtered, select, yes {Prova ett annat namn, en annan adress eller status, eller rensa filtren.} other {Servrar som du beställer visas här, med status och adresser.}}',

  'vps.detail.breadcrumb': 'Servrar',
  'vps.tabs.label': 'Serverns delar',
  'vps.tab':
    '{tab, select, overview {Översikt} ssh-keys {SSH-nycklar} snapshots {Ögonblicksbilder} metrics {Mätvärden}}',
  'vps.facts.label': 'Om servern',
  'vps.facts.status': 'Status',
  'vps.facts.hostname': 'Värdnamn',
  'vps.facts.ipv4': 'Primär IPv4',
  'vps.facts.ipv6': 'Primär IPv6',
  'vps.facts.plan': 'Paket',
  'vps.facts.location': 'Plats',
  'vps.facts.os': 'Operativsystem',
  'vps.facts.created': 'Skapad',
  'vps.facts.id': 'Server-ID',

  'vps.power.heading': 'Ström',
  'vps.power.intro':
    'Från det varsammaste till det mest handgripliga. Vid varje val står vad som händer med programmen som körs på servern.',
  'vps.power.title':
    '{choice, select, start {Starta} restart {Starta om} forceRestart {Tvingad omstart} reset {Hård omstart} shutdown {Stäng av} stop {Bryt strömmen}}',
  'vps.power.description':
    '{choice, select, start {Slår på servern: operativsystemet startar och sätter igång sina tjänster.} restart {Ber operativsystemet att starta om. Programmen avslutas ordentligt och servern är tillbaka inom någon minut. Inget går förlorat.} forceRestart {För en server som inte svarar: startar om även om operativsystemet inte svarar. Program som inte hinner avslutas stoppas och kan förlora osparade data.} reset {Startar om direkt, som att trycka på reset-knappen. Inget avslutas ordentligt och osparade data går förlorade. Använd den när en tvingad omstart inte hjälper.} shutdown {Ber operativsystemet att stänga av ordentligt och slår sedan av strömmen. Servern är avstängd tills du startar den.} stop {Bryter strömmen direkt, som att dra ur sladden. Osparade data går förlorade och disken kan behöva kontrolleras vid nästa start.}}',
  'vps.power.confirm.title':
    '{choice, select, start {Starta {name}?} restart {Starta om {name}?} forceRestart {Tvinga fram en omstart av {name}?} reset {Hård omstart av {name}?} shutdown {Stänga av {name}?} stop {Bryta strömmen till {name}?}}',
  'vps.power.confirm.effect':
    '{choice, select, shutdown {{name} är avstängd, och dess webbplatser och tjänster svarar inte, tills du startar den igen.} stop {{name} är avstängd, och dess webbplatser och tjänster svarar inte, tills du startar den igen.} other {Webbplatser och tjänster på {name} svarar inte förrän servern är tillbaka, oftast inom ett par minuter.}}',
  'vps.power.operation':
    '{choice, select, start {Starta {name}} restart {Starta om {name}} forceRestart {Tvingad omstart av {name}} reset {Hård omstart av {name}} shutdown {Stäng av {name}} stop {Bryt strömmen till {name}}}',
  'vps.power.failedHint':
    'Om servern inte svarar kan du prova en tvingad omstart, eller en hård omstart om inte heller det hjälper.',

  'vps.snapshots.heading': 'Ögonblicksbilder',
  'vps.snapshots.intro':
    'En ögonblicksbild sparar serverns disk som den är nu, så att du kan gå tillbaka om en uppgradering eller en ändring går fel. Varje bild sparas i ungefär 24 timmar och tas sedan bort av sig själv. Ögonblicksbilder lagras tillsammans med servern: de är ingen säkerhetskopia på annan plats.',
  'vps.snapshots.slots':
    '{used} av {total, plural, one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}} används',
  'vps.snapshots.slotsTotal':
    '{total, plural, =0 {Inga platser för ögonblicksbilder} one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}}',
  'vps.snapshots.unavailable': 'Ögonblicksbilder är inte tillgängliga för den här servern.',
  'vps.snapshots.caption': 'Ögonblicksbilder av {name}',
  'vps.snapshots.column.name': 'Ögonblicksbild',
  'vps.snapshots.column.status': 'Status',
  'vps.snapshots.column.created': 'Tagen',
  'vps.snapshots.column.expires': 'Tas bort',
  'vps.snapshots.column.actions': 'Åtgärder',
  'vps.snapshot.status':
    '{status, select, creating {Tas} available {Klar} failed {Misslyckades} expired {Utgången} unknown {Okänd}}',
  'vps.snapshots.relative': '({time})',
  'vps.snapshots.empty.heading': 'Inga ögonblicksbilder',
  'vps.snapshots.empty.body':
    'Ta en före en riskabel ändring: den sparar disken som den är nu i ungefär ett dygn, ifall du behöver gå tillbaka.',
  'vps.snapshots.notListed': 'Servern skickade inte listan över ögonblicksbilder. Ladda om sidan och försök igen.',
  'vps.snapshots.delete': 'Ta bort',
  'vps.snapshots.delete.label': 'Ta bort ögonblicksbilden {snapshot}',
  'vps.snapshots.delete.creating': 'Den kan tas bort när den är klar.',
  'vps.snapshots.delete.title': 'Ta bort ögonblicksbilden {snapshot}?',
  'vps.snapshots.delete.body':
    'Ögonblicksbilden tas bort för gott och platsen blir ledig direkt. Själva servern påverkas inte.',
  'vps.snapshots.delete.confirm': 'Ta bort ögonblicksbilden',
  'vps.snapshots.create.heading': 'Ta en ögonblicksbild',
  'vps.snapshots.create.name': 'Namn',
  'vps.snapshots.create.name.hint': 'Upp till 40 bokstäver, siffror, ”_” och ”-”, till exempel fore-uppgradering.',
  'vps.snapshots.create.name.required': 'Ange ett namn på ögonblicksbilden.',
  'vps.snapshots.create.name.tooLong': 'Använd högst 40 tecken.',
  'vps.snapshots.create.name.pattern': 'Använd bara bokstäver (a–z), siffror, ”_” och ”-” (inga mellanslag).',
  'vps.snapshots.create.description': 'Beskrivning (frivillig)',
  'vps.snapshots.create.description.tooLong': 'Använd högst 500 tecken.',
  'vps.snapshots.create.submit': 'Ta ögonblicksbild',
  'vps.snapshots.operation.create': 'Ögonblicksbild {snapshot} av {name}',
  'vps.snapshots.ways.heading': 'Det här kan du göra',
  'vps.snapshots.ways.delete': 'Ta bort en ögonblicksbild som du inte längre behöver: platsen blir ledig direkt.',
  'vps.snapshots.ways.add': 'Lägg till platser för ögonblicksbilder på servern, mot en månadsavgift.',
  'vps.snapshots.ways.addButton': 'Lägg till platser',

  'vps.slots.title': 'Platser för ögonblicksbilder på {name}',
  'vps.slots.intro':
    'Välj hur många ögonblicksbilder {name} kan ha samtidigt. Priset läggs till serverns månadsavgift från och med i dag.',
  'vps.slots.legend': 'Antal platser för ögonblicksbilder',
  'vps.slots.option': '{count, plural, one {# plats} other {# platser}}, {price} i månaden',
  'vps.slots.current': '(nuvarande)',
  'vps.slots.loading': 'Hämtar alternativen…',
  'vps.slots.none': 'Det går inte att lägga till fler platser för ögonblicksbilder på den här servern.',
  'vps.slots.confirm': 'Ändra till {count, plural, one {# plats} other {# platser}}',
  'vps.slots.operation': 'Platser för ögonblicksbilder på {name}: {count}',
  'vps.slots.done':
    '{name} har nu {count, plural, one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}}. Nu kan du ta ögonblicksbilden.',

  'vps.sshKeys.heading': 'SSH-nycklar',
  'vps.sshKeys.intro':
    'Med SSH-nycklar loggar du in på {name} utan lösenord. Välj vilka av kontots nycklar som ska finnas på servern: de nycklar du väljer ersätter dem som finns där nu.',
  'vps.sshKeys.legend': 'Nycklar på {name}',
  'vps.sshKeys.none': 'Kontot har inga SSH-nycklar än. Lägg till en nedan och installera den sedan på servern.',
  'vps.sshKeys.installed': 'Installerad nu',
  'vps.sshKeys.type': '{type}, {bits} bitar',
  'vps.sshKeys.added': 'Tillagd {date}',
  'vps.sshKeys.unnamed': 'Namnlös nyckel',
  'vps.sshKeys.chosen': '{count, plural, =0 {Ingen nyckel vald} one {# nyckel vald} other {# nycklar valda}}',
  'vps.sshKeys.replace': 'Ersätt nycklarna på {name}',
  'vps.sshKeys.confirm.title': 'Ersätta SSH-nycklarna på {name}?',
  'vps.sshKeys.confirm.body': 'Efter det kan bara de här nycklarna logga in på {name}:',
  'vps.sshKeys.confirm.removeAllTitle': 'Ta bort alla SSH-nycklar från {name}?',
  'vps.sshKeys.confirm.removeAll':
    'Ingen nyckel är vald, så alla nycklar tas bort och inloggning med nyckel på {name} slutar fungera. Ingen kan logga in med en SSH-nyckel förrän du installerar en igen. Se till att du har ett annat sätt att komma in, till exempel ett lösenord eller konsolen.',
  'vps.sshKeys.confirm.button': 'Ersätt nycklarna',
  'vps.sshKeys.confirm.removeAllButton': 'Ta bort alla nycklar',
  'vps.sshKeys.replaced':
    '{count, plural, =0 {Alla SSH-nycklar togs bort från {name}.} one {{name} tar nu emot # SSH-nyckel.} other {{name} tar nu emot # SSH-nycklar.}}',
  'vps.sshKeys.add.heading': 'Lägg till en nyckel i kontot',
  'vps.sshKeys.add.name': 'Namn',
  'vps.sshKeys.add.name.hint': 'Så att du kan skilja nycklarna åt, till exempel laptop eller deploy.',
  'vps.sshKeys.add.name.required': 'Ange ett namn på nyckeln.',
  'vps.sshKeys.add.name.tooLong': 'Använd högst 64 tecken.',
  'vps.sshKeys.add.name.control': 'Använd inga radbrytningar eller andra styrtecken.',
  'vps.sshKeys.add.key': 'Publik nyckel',
  'vps.sshKeys.add.key.hint':
    'Raden i din .pub-fil, till exempel ~/.ssh/id_ed25519.pub. Den börjar med ssh-ed25519, ecdsa-sha2-… eller ssh-rsa.',
  'vps.sshKeys.add.key.valid': 'Ser rätt ut: {type}-nyckel, {bits} bitar.',
  'vps.sshKeys.add.submit': 'Lägg till nyckeln',
  'vps.sshKeys.add.done':
    '{key} finns nu i kontot. Den är vald ovan: ersätt nycklarna på {name} för att installera den där.',
  'vps.sshKeys.add.exists': 'Den här nyckeln finns redan i kontot som {key}.',
  'vps.sshKeys.add.chooseExisting': 'Välj {key} ovan',
  'vps.sshKeys.problem.empty':
    'Klistra in den publika nyckeln: en rad som börjar med ssh-ed25519, ecdsa-sha2-… eller ssh-rsa.',
  'vps.sshKeys.problem.too_long':
    'Det är längre än någon rad med en publik nyckel. Klistra bara in raden i .pub-filen.',
  'vps.sshKeys.problem.private_key':
    'Det här är en privat nyckel: dela den aldrig. Klistra in den publika nyckeln (.pub-filen) i stället.',
  'vps.sshKeys.problem.rfc4716_format':
    'Nyckeln är i formatet SSH2 (RFC 4716). Konvertera den med ssh-keygen -i -f key.pub och klistra in raden som skrivs ut.',
  'vps.sshKeys.problem.multiple_lines': 'Klistra in en nyckel i taget, på en rad.',
  'vps.sshKeys.problem.malformed':
    'En rad med en publik nyckel ser ut som ”ssh-ed25519 AAAA… kommentar”. Kontrollera att du kopierade hela raden.',
  'vps.sshKeys.problem.unsupported_type':
    'Den här nyckeltypen stöds inte. Använd en nyckel av typen ssh-ed25519, ecdsa-sha2-nistp256/384/521 eller ssh-rsa (minst 2048 bitar).',
  'vps.sshKeys.problem.invalid_base64': 'Nyckeldata är skadade (inte giltig base64). Kopiera nyckeln igen.',
  'vps.sshKeys.problem.truncated': 'Nyckeldata tar slut för tidigt. Kopiera hela raden igen.',
  'vps.sshKeys.problem.type_mismatch': 'Nyckeldata stämmer inte med nyckeltypen i början av raden.',
  'vps.sshKeys.problem.invalid_key_data': 'Nyckeldata är inte en giltig nyckel av den här typen.',
  'vps.sshKeys.problem.rsa_too_short':
    'RSA-nyckeln är för kort. Använd minst 2048 bitar, eller hellre en ssh-ed25519-nyckel.',
  'vps.sshKeys.problem.rsa_too_long': 'RSA-nyckeln är längre än 16384 bitar, vilket inte stöds.',
  'vps.sshKeys.problem.trailing_data': 'Nyckeldata har extra byte i slutet. Kopiera nyckeln igen.',

  // ---------------------------------------------------------------------------------------------
  // vps.metrics.*: fliken Mätvärden (diagram, sammanfattning, tabell, CSV)
  // ---------------------------------------------------------------------------------------------
  'vps.metrics.heading': 'Användning',
  'vps.metrics.timeframe.label': 'Tidsperiod',
  'vps.metrics.timeframe':
    '{timeframe, select, hour {Senaste timmen} day {Senaste 24 timmarna} week {Senaste 7 dagarna} month {Senaste 30 dagarna} year {Senaste året} other {Okänd}}',
  'vps.metrics.window': '{count, plural, one {# mätpunkt} other {# mätpunkter}} från {start} till {end}, {every}.',
  'vps.metrics.every.minutes': '{count, plural, one {en per minut} other {en var #:e minut}}',
  'vps.metrics.every.hours': '{count, plural, one {en per timme} other {en var #:e timme}}',
  'vps.metrics.times': 'Tiderna visas i din tidszon; håll muspekaren över eller fokusera en tid för exakt UTC-tid.',
  'vps.metrics.failed.title': 'Insamlingen av mätvärden misslyckades',
  'vps.metrics.failed.body':
    'Ingen användning kan visas för perioden. Det här är data som saknas, inte en server utan last: hellre inget diagram eller totalvärde än en felaktig nolla.',
  'vps.metrics.failed.reason': 'Angiven orsak: {reason}',
  'vps.metrics.failed.noReason': 'Servern angav ingen orsak.',
  'vps.metrics.empty.title': 'Inga mätpunkter under perioden',
  'vps.metrics.empty.body':
    'Inget registrerades för {name} under perioden (en ny server, eller en som inte är igång). Välj en längre tidsperiod för att se äldre data.',
  'vps.metrics.summary.heading': 'Sammanfattning av perioden',
  'vps.metrics.card.cpu': 'CPU',
  'vps.metrics.card.memory': 'Minne',
  'vps.metrics.card.diskRead': 'Diskläsning',
  'vps.metrics.card.diskWrite': 'Diskskrivning',
  'vps.metrics.card.netIn': 'Nätverk in',
  'vps.metrics.card.netOut': 'Nätverk ut',
  'vps.metrics.card.diskDaily': 'Disk, medelvärde per dygn',
  'vps.metrics.stat.average': 'Medelvärde',
  'vps.metrics.stat.peak': 'Toppvärde',
  'vps.metrics.stat.total': 'Totalt under perioden',
  'vps.metrics.stat.readPerDay': 'Läst per dygn',
  'vps.metrics.stat.writePerDay': 'Skrivet per dygn',
  'vps.metrics.diskDaily.basis':
    '{days, plural, one {Under det senaste dygnet, oavsett tidsperiod.} other {Under de senaste # dygnen, oavsett tidsperiod.}}',
  'vps.metrics.source':
    '{source, select, counters {Exakt (räknare)} estimated {Uppskattat från hastigheter} other {Okänt}}',
  'vps.metrics.source.label': 'Hur totalen mättes',
  'vps.metrics.allowanceNote':
    'Totalvärdena gäller den visade perioden. De är inte förbrukningen av din månatliga trafikkvot.',
  'vps.metrics.null.label': 'inte tillgängligt',
  'vps.metrics.null.noSamples': 'Inga mätpunkter under perioden.',
  'vps.metrics.null.notReported': 'Servern rapporterade inget värde för perioden.',
  'vps.metrics.null.totalUnknown': 'Servern har ingen total i byte för perioden.',
  'vps.metrics.null.dailyAverage':
    '{days, plural, one {Inget värde för det senaste dygnet.} other {Inget värde för de senaste # dygnen.}}',
  'vps.metrics.clientAverage': 'Värdena för CPU och minne räknas fram här ur de visade mätpunkterna.',
  'vps.metrics.chart.cpuMemory': 'CPU och minne',
  'vps.metrics.chart.disk': 'Diskläsning och diskskrivning',
  'vps.metrics.chart.network': 'Nätverk in och ut',
  'vps.metrics.chart.loading': 'Läser in diagrammet …',
  'vps.metrics.chart.note':
    'Diagrammet ritas av {drawn} av {total} punkter; tabellen och CSV-filen har alla mätpunkter.',
  'vps.metrics.series.cpu': 'CPU ({unit})',
  'vps.metrics.series.memory': 'Minne ({unit})',
  'vps.metrics.series.diskRead': 'Läsning ({unit})',
  'vps.metrics.series.diskWrite': 'Skrivning ({unit})',
  'vps.metrics.series.netIn': 'In ({unit})',
  'vps.metrics.series.netOut': 'Ut ({unit})',
  'vps.metrics.tooltip.gap': 'Data saknas: inget samlades in mellan {from} och {to}.',
  'vps.metrics.tooltip.missing': 'data saknas',
  'vps.metrics.table.show': 'Tabell med data: {chart}',
  'vps.metrics.table.caption': '{chart}: mätpunkt {from}–{to} av {total}',
  'vps.metrics.table.time': 'Tid',
  'vps.metrics.table.earlier': 'Tidigare mätpunkter',
  'vps.metrics.table.later': 'Senare mätpunkter',
  'vps.metrics.table.pager': 'Tabellens sidor',
  'vps.metrics.csv': 'Ladda ned CSV ({count, plural, one {# mätpunkt} other {# mätpunkter}})',
  'vps.metrics.utc': 'UTC',
});

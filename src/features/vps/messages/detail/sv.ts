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
  'vpsDetail.snapshots.heading': 'Ögonblicksbilder',
  'vpsDetail.snapshots.intro':
    'En ögonblicksbild sparar serverns disk som den är nu, så att du kan gå tillbaka om en uppgradering eller en ändring går fel. Varje bild sparas i ungefär 24 timmar och tas sedan bort av sig själv. Ögonblicksbilder lagras tillsammans med servern: de är ingen säkerhetskopia på annan plats.',
  'vpsDetail.snapshots.slots':
    '{used} av {total, plural, one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}} används',
  'vpsDetail.snapshots.slotsTotal':
    '{total, plural, =0 {Inga platser för ögonblicksbilder} one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}}',
  'vpsDetail.snapshots.unavailable': 'Ögonblicksbilder är inte tillgängliga för den här servern.',
  'vpsDetail.snapshots.caption': 'Ögonblicksbilder av {name}',
  'vpsDetail.snapshots.column.name': 'Ögonblicksbild',
  'vpsDetail.snapshots.column.status': 'Status',
  'vpsDetail.snapshots.column.created': 'Tagen',
  'vpsDetail.snapshots.column.expires': 'Tas bort',
  'vpsDetail.snapshots.column.actions': 'Åtgärder',
  'vpsDetail.snapshot.status':
    '{status, select, creating {Tas} available {Klar} failed {Misslyckades} expired {Utgången} unknown {Okänd}}',
  'vpsDetail.snapshots.relative': '({time})',
  'vpsDetail.snapshots.empty.heading': 'Inga ögonblicksbilder',
  'vpsDetail.snapshots.empty.body':
    'Ta en före en riskabel ändring: den sparar disken som den är nu i ungefär ett dygn, ifall du behöver gå tillbaka.',
  'vpsDetail.snapshots.notListed':
    'Servern skickade inte listan över ögonblicksbilder. Ladda om sidan och försök igen.',
  'vpsDetail.snapshots.delete': 'Ta bort',
  'vpsDetail.snapshots.delete.label': 'Ta bort ögonblicksbilden {snapshot}',
  'vpsDetail.snapshots.delete.creating': 'Den kan tas bort när den är klar.',
  'vpsDetail.snapshots.delete.unsafeName':
    'Namnet kan inte skickas till servern som en del av en adress, så panelen kan inte ta bort den. Kontakta supporten för att få den borttagen.',
  'vpsDetail.snapshots.delete.title': 'Ta bort ögonblicksbilden {snapshot}?',
  'vpsDetail.snapshots.delete.body':
    'Ögonblicksbilden tas bort för gott och platsen blir ledig direkt. Själva servern påverkas inte.',
  'vpsDetail.snapshots.delete.confirm': 'Ta bort ögonblicksbilden',
  'vpsDetail.snapshots.create.heading': 'Ta en ögonblicksbild',
  'vpsDetail.snapshots.create.name': 'Namn',
  'vpsDetail.snapshots.create.name.hint':
    'Upp till 40 bokstäver, siffror, ”_” och ”-”, till exempel fore-uppgradering.',
  'vpsDetail.snapshots.create.name.required': 'Ange ett namn på ögonblicksbilden.',
  'vpsDetail.snapshots.create.name.tooLong': 'Använd högst 40 tecken.',
  'vpsDetail.snapshots.create.name.pattern': 'Använd bara bokstäver (a–z), siffror, ”_” och ”-” (inga mellanslag).',
  'vpsDetail.snapshots.create.description': 'Beskrivning (frivillig)',
  'vpsDetail.snapshots.create.description.tooLong': 'Använd högst 500 tecken.',
  'vpsDetail.snapshots.create.submit': 'Ta ögonblicksbild',
  'vpsDetail.snapshots.operation.create': 'Ögonblicksbild {snapshot} av {name}',
  'vpsDetail.snapshots.ways.heading': 'Det här kan du göra',
  'vpsDetail.snapshots.ways.delete': 'Ta bort en ögonblicksbild som du inte längre behöver: platsen blir ledig direkt.',
  'vpsDetail.snapshots.ways.add': 'Lägg till platser för ögonblicksbilder på servern, mot en månadsavgift.',
  'vpsDetail.snapshots.ways.addButton': 'Lägg till platser',
  'vpsDetail.slots.title': 'Platser för ögonblicksbilder på {name}',
  'vpsDetail.slots.intro':
    'Välj hur många ögonblicksbilder {name} kan ha samtidigt. Priset läggs till serverns månadsavgift från och med i dag.',
  'vpsDetail.slots.legend': 'Antal platser för ögonblicksbilder',
  'vpsDetail.slots.option': '{count, plural, one {# plats} other {# platser}}, {price} i månaden',
  'vpsDetail.slots.current': '(nuvarande)',
  'vpsDetail.slots.loading': 'Hämtar alternativen…',
  'vpsDetail.slots.none': 'Det går inte att lägga till fler platser för ögonblicksbilder på den här servern.',
  'vpsDetail.slots.confirm': 'Ändra till {count, plural, one {# plats} other {# platser}}',
  'vpsDetail.slots.operation': 'Platser för ögonblicksbilder på {name}: {count}',
  'vpsDetail.slots.done':
    '{name} har nu {count, plural, one {# plats för ögonblicksbilder} other {# platser för ögonblicksbilder}}. Nu kan du ta ögonblicksbilden.',
  'vpsDetail.sshKeys.heading': 'SSH-nycklar',
  'vpsDetail.sshKeys.intro':
    'Med SSH-nycklar loggar du in på {name} utan lösenord. Välj vilka av kontots nycklar som ska finnas på servern: de nycklar du väljer ersätter dem som finns där nu.',
  'vpsDetail.sshKeys.legend': 'Nycklar på {name}',
  'vpsDetail.sshKeys.none': 'Kontot har inga SSH-nycklar än. Lägg till en nedan och installera den sedan på servern.',
  'vpsDetail.sshKeys.installed': 'Installerad nu',
  'vpsDetail.sshKeys.type': '{type}, {bits} bitar',
  'vpsDetail.sshKeys.added': 'Tillagd {date}',
  'vpsDetail.sshKeys.unnamed': 'Namnlös nyckel',
  'vpsDetail.sshKeys.chosen': '{count, plural, =0 {Ingen nyckel vald} one {# nyckel vald} other {# nycklar valda}}',
  'vpsDetail.sshKeys.replace': 'Ersätt nycklarna på {name}',
  'vpsDetail.sshKeys.confirm.title': 'Ersätta SSH-nycklarna på {name}?',
  'vpsDetail.sshKeys.confirm.body': 'Efter det kan bara de här nycklarna logga in på {name}:',
  'vpsDetail.sshKeys.confirm.removeAllTitle': 'Ta bort alla SSH-nycklar från {name}?',
  'vpsDetail.sshKeys.confirm.removeAll':
    'Ingen nyckel är vald, så alla nycklar tas bort och inloggning med nyckel på {name} slutar fungera. Ingen kan logga in med en SSH-nyckel förrän du installerar en igen. Se till att du har ett annat sätt att komma in, till exempel ett lösenord eller konsolen.',
  'vpsDetail.sshKeys.confirm.button': 'Ersätt nycklarna',
  'vpsDetail.sshKeys.confirm.removeAllButton': 'Ta bort alla nycklar',
  'vpsDetail.sshKeys.replaced':
    '{count, plural, =0 {Alla SSH-nycklar togs bort från {name}.} one {{name} tar nu emot # SSH-nyckel.} other {{name} tar nu emot # SSH-nycklar.}}',
  'vpsDetail.sshKeys.add.heading': 'Lägg till en nyckel i kontot',
  'vpsDetail.sshKeys.add.name': 'Namn',
  'vpsDetail.sshKeys.add.name.hint': 'Så att du kan skilja nycklarna åt, till exempel laptop eller deploy.',
  'vpsDetail.sshKeys.add.name.required': 'Ange ett namn på nyckeln.',
  'vpsDetail.sshKeys.add.name.tooLong': 'Använd högst 64 tecken.',
  'vpsDetail.sshKeys.add.name.control': 'Använd inga radbrytningar eller andra styrtecken.',
  'vpsDetail.sshKeys.add.key': 'Publik nyckel',
  'vpsDetail.sshKeys.add.key.hint':
    'Raden i din .pub-fil, till exempel ~/.ssh/id_ed25519.pub. Den börjar med ssh-ed25519, ecdsa-sha2-… eller ssh-rsa.',
  'vpsDetail.sshKeys.add.key.valid': 'Ser rätt ut: {type}-nyckel, {bits} bitar.',
  'vpsDetail.sshKeys.add.submit': 'Lägg till nyckeln',
  'vpsDetail.sshKeys.add.done':
    '{key} finns nu i kontot. Den är vald ovan: ersätt nycklarna på {name} för att installera den där.',
  'vpsDetail.sshKeys.add.exists': 'Den här nyckeln finns redan i kontot som {key}.',
  'vpsDetail.sshKeys.add.chooseExisting': 'Välj {key} ovan',
  'vpsDetail.sshKeys.problem.empty':
    'Klistra in den publika nyckeln: en rad som börjar med ssh-ed25519, ecdsa-sha2-… eller ssh-rsa.',
  'vpsDetail.sshKeys.problem.too_long':
    'Det är längre än någon rad med en publik nyckel. Klistra bara in raden i .pub-filen.',
  'vpsDetail.sshKeys.problem.private_key':
    'Det här är en privat nyckel: dela den aldrig. Klistra in den publika nyckeln (.pub-filen) i stället.',
  'vpsDetail.sshKeys.problem.rfc4716_format':
    'Nyckeln är i formatet SSH2 (RFC 4716). Konvertera den med ssh-keygen -i -f key.pub och klistra in raden som skrivs ut.',
  'vpsDetail.sshKeys.problem.multiple_lines': 'Klistra in en nyckel i taget, på en rad.',
  'vpsDetail.sshKeys.problem.malformed':
    'En rad med en publik nyckel ser ut som ”ssh-ed25519 AAAA… kommentar”. Kontrollera att du kopierade hela raden.',
  'vpsDetail.sshKeys.problem.unsupported_type':
    'Den här nyckeltypen stöds inte. Använd en nyckel av typen ssh-ed25519, ecdsa-sha2-nistp256/384/521 eller ssh-rsa (minst 2048 bitar).',
  'vpsDetail.sshKeys.problem.invalid_base64': 'Nyckeldata är skadade (inte giltig base64). Kopiera nyckeln igen.',
  'vpsDetail.sshKeys.problem.truncated': 'Nyckeldata tar slut för tidigt. Kopiera hela raden igen.',
  'vpsDetail.sshKeys.problem.type_mismatch': 'Nyckeldata stämmer inte med nyckeltypen i början av raden.',
  'vpsDetail.sshKeys.problem.invalid_key_data': 'Nyckeldata är inte en giltig nyckel av den här typen.',
  'vpsDetail.sshKeys.problem.rsa_too_short':
    'RSA-nyckeln är för kort. Använd minst 2048 bitar, eller hellre en ssh-ed25519-nyckel.',
  'vpsDetail.sshKeys.problem.rsa_too_long': 'RSA-nyckeln är längre än 16384 bitar, vilket inte stöds.',
  'vpsDetail.sshKeys.problem.trailing_data': 'Nyckeldata har extra byte i slutet. Kopiera nyckeln igen.',
  'vpsDetail.network.heading': 'Nätverk',
  'vpsDetail.network.intro':
    'Serverns nätverkskort och deras IP-adresser. rDNS är namnet som en adress svarar med när någon slår upp den; e-postservrar kontrollerar det.',
  'vpsDetail.guest.heading': 'Serverns egna nätverksinställningar är inaktuella',
  'vpsDetail.guest.body':
    'På de här nätverkskorten skiljer sig adresserna som {name} har ställt in från dem som är tilldelade, så vissa adresser kanske inte svarar. Reparera skriver om serverns nätverksinställningar så att de stämmer.',
  'vpsDetail.guest.expected': 'Tilldelade: {addresses}',
  'vpsDetail.guest.observed': 'Inställda på servern: {addresses}',
  'vpsDetail.guest.none': 'inga',
  'vpsDetail.guest.repair': 'Reparera {interface}',
  'vpsDetail.guest.operation': 'Reparera nätverket för {interface} på {name}',
  'vpsDetail.iface.type': '{type, select, public {Publikt} private {Privat} other {Okänd typ}}',
  'vpsDetail.iface.primary': 'Primärt nätverkskort',
  'vpsDetail.iface.mac': 'MAC {mac}',
  'vpsDetail.iface.vlan': 'VLAN {vlan}',
  'vpsDetail.iface.caption': 'Adresser på {interface}',
  'vpsDetail.iface.noIps': 'Inga adresser på det här nätverkskortet.',
  'vpsDetail.ip.column.address': 'Adress',
  'vpsDetail.ip.column.rdns': 'rDNS',
  'vpsDetail.ip.column.actions': 'Åtgärder',
  'vpsDetail.ip.family': '{type, select, ipv4 {IPv4} ipv6 {IPv6} other {IP}}',
  'vpsDetail.ip.primary': 'Primär',
  'vpsDetail.ip.noRdns': 'Ingen (privat adress)',
  'vpsDetail.rdns.edit': 'Ändra',
  'vpsDetail.rdns.edit.label': 'Ändra rDNS för {address}',
  'vpsDetail.rdns.field': 'rDNS för {address}',
  'vpsDetail.rdns.hint':
    'Ett publikt värdnamn vars A- eller AAAA-post pekar på {address}, till exempel mail.example.se.',
  'vpsDetail.rdns.invalid':
    'Ange ett publikt värdnamn, till exempel mail.example.se: bokstäver, siffror och bindestreck, med minst en punkt.',
  'vpsDetail.rdns.save': 'Spara',
  'vpsDetail.rdns.reset': 'Återställ standardnamnet',
  'vpsDetail.rdns.operation': 'rDNS för {address} på {name}',
  'vpsDetail.ip.remove': 'Ta bort',
  'vpsDetail.ip.remove.label': 'Ta bort {address}',
  'vpsDetail.ip.remove.title': 'Ta bort {address} från {interface}?',
  'vpsDetail.ip.remove.body':
    'Adressen slutar svara på {name} och går tillbaka till poolen, där någon annan kan få den. Allt som använder den slutar fungera.',
  'vpsDetail.ip.remove.confirm': 'Ta bort adressen',
  'vpsDetail.ip.remove.operation': 'Ta bort {address} från {name}',
  'vpsDetail.ip.change': 'Byt',
  'vpsDetail.ip.change.label': 'Byt {address}',
  'vpsDetail.ip.change.title': 'Byt {address} på {interface}',
  'vpsDetail.ip.change.body':
    'Adressen du väljer ersätter {address} som primär {family}-adress på {interface}. rDNS för båda återgår till standardnamnet.',
  'vpsDetail.ip.change.reserve': 'Reservera {address} åt mig, så att jag kan tilldela den igen senare',
  'vpsDetail.ip.change.confirm': 'Byt adress',
  'vpsDetail.ip.change.operation': 'Byt {old} mot {new} på {name}',
  'vpsDetail.ip.assign': 'Tilldela adresser',
  'vpsDetail.ip.assign.label': 'Tilldela adresser till {interface}',
  'vpsDetail.ip.assign.title': 'Tilldela adresser till {interface}',
  'vpsDetail.ip.assign.body':
    'Välj en eller flera adresser. Var och en läggs till på {interface} och svarar när servern har tagit emot den.',
  'vpsDetail.ip.assign.confirm': '{count, plural, =0 {Tilldela} one {Tilldela # adress} other {Tilldela # adresser}}',
  'vpsDetail.ip.assign.operation':
    '{count, plural, one {Tilldela {address} till {name}} other {Tilldela # adresser till {name}}}',
  'vpsDetail.picker.source': 'Visa',
  'vpsDetail.picker.source.available': 'Lediga adresser',
  'vpsDetail.picker.source.subnets': 'Per subnät',
  'vpsDetail.picker.family': 'Adresstyp',
  'vpsDetail.picker.legend': 'Adresser att välja bland',
  'vpsDetail.picker.subnet':
    '{cidr}: {count, plural, one {# ledig} other {# lediga}}{current, select, yes {, serverns nät} other {}}',
  'vpsDetail.picker.otherSubnet': 'Andra adresser',
  'vpsDetail.picker.reserved': '(reserverad åt dig)',
  'vpsDetail.picker.empty': 'Inga lediga adresser just nu.',
  'vpsDetail.picker.loading': 'Hämtar subnäten…',
  'vpsDetail.picker.choose': 'Välj en adress först.',
  'vpsDetail.iface.delete': 'Ta bort nätverkskortet',
  'vpsDetail.iface.delete.title': 'Ta bort {interface}?',
  'vpsDetail.iface.delete.body':
    'Nätverkskortet och dess adresser tas bort från {name}. Publika adresser går tillbaka till poolen.',
  'vpsDetail.iface.delete.confirm': 'Ta bort nätverkskortet',
  'vpsDetail.iface.deletePrimary': 'Ta bort det primära nätverkskortet',
  'vpsDetail.iface.deletePrimary.title': 'Ta bort det primära nätverkskortet {interface}?',
  'vpsDetail.iface.deletePrimary.body':
    '{interface} har de primära adresserna för {name}. Dess publika adresser går tillbaka till poolen, ett annat publikt nätverkskort blir primärt, och allt som når servern via de gamla adresserna slutar fungera.',
  'vpsDetail.iface.deletePrimary.confirm': 'Ta bort det primära nätverkskortet',
  'vpsDetail.iface.delete.operation': 'Ta bort {interface} på {name}',
  'vpsDetail.iface.create.heading': 'Lägg till ett nätverkskort',
  'vpsDetail.iface.createPublic': 'Lägg till ett publikt nätverkskort',
  'vpsDetail.iface.createPublic.title': 'Lägg till ett publikt nätverkskort på {name}',
  'vpsDetail.iface.createPublic.body': 'Det nya nätverkskortet får adressen du väljer. Det blir inte primärt.',
  'vpsDetail.iface.createPublic.confirm': 'Lägg till nätverkskortet',
  'vpsDetail.iface.createPrivate': 'Lägg till ett privat nätverkskort',
  'vpsDetail.iface.createPrivate.title': 'Lägg till ett privat nätverkskort på {name}',
  'vpsDetail.iface.createPrivate.body':
    'Ett privat nätverkskort ansluter till ett av dina privata nät, för trafik mellan dina servrar som aldrig lämnar datacentret.',
  'vpsDetail.iface.createPrivate.network': 'Privat nät',
  'vpsDetail.iface.createPrivate.option': '{network} ({cidr})',
  'vpsDetail.iface.createPrivate.attached': '{network} ({cidr}), redan anslutet',
  'vpsDetail.iface.createPrivate.vlan': 'VLAN (frivilligt)',
  'vpsDetail.iface.createPrivate.vlan.hint': 'Lämna tomt för att använda nätets eget VLAN{vlan}. Från 1 till 4094.',
  'vpsDetail.iface.createPrivate.vlan.invalid': 'Ange ett heltal från 1 till 4094, eller lämna fältet tomt.',
  'vpsDetail.iface.create.operation':
    '{type, select, public {Lägg till ett publikt nätverkskort på {name}} other {Lägg till ett privat nätverkskort på {name}}}',
  'vpsDetail.busy.retrying':
    '{name} är upptagen med en annan ändring. Skickar samma anrop igen om {seconds, plural, one {# sekund} other {# sekunder}}…',
  'vpsDetail.busy.gaveUp':
    '{name} var fortfarande upptagen efter {count, plural, one {# nytt försök} other {# nya försök}}, så vi slutade skicka. Inget ändrades: vänta några minuter och skicka sedan igen.',
  'vpsDetail.busy.stop': 'Sluta försöka',
  // ---------------------------------------------------------------------------------------------
  'vpsDetail.metrics.heading': 'Användning',
  'vpsDetail.metrics.timeframe.label': 'Tidsperiod',
  'vpsDetail.metrics.timeframe':
    '{timeframe, select, hour {Senaste timmen} day {Senaste 24 timmarna} week {Senaste 7 dagarna} month {Senaste 30 dagarna} year {Senaste året} other {Okänd}}',
  'vpsDetail.metrics.window':
    '{count, plural, one {# mätpunkt} other {# mätpunkter}} från {start} till {end}, {every}.',
  'vpsDetail.metrics.every.minutes': '{count, plural, one {en per minut} other {en var #:e minut}}',
  'vpsDetail.metrics.every.hours': '{count, plural, one {en per timme} other {en var #:e timme}}',
  'vpsDetail.metrics.times':
    'Tiderna visas i din tidszon; håll muspekaren över eller fokusera en tid för exakt UTC-tid.',
  'vpsDetail.metrics.failed.title': 'Insamlingen av mätvärden misslyckades',
  'vpsDetail.metrics.failed.body':
    'Ingen användning kan visas för perioden. Det här är data som saknas, inte en server utan last: hellre inget diagram eller totalvärde än en felaktig nolla.',
  'vpsDetail.metrics.failed.reason': 'Angiven orsak: {reason}',
  'vpsDetail.metrics.failed.noReason': 'Servern angav ingen orsak.',
  'vpsDetail.metrics.empty.title': 'Inga mätpunkter under perioden',
  'vpsDetail.metrics.empty.body':
    'Inget registrerades för {name} under perioden (en ny server, eller en som inte är igång). Välj en längre tidsperiod för att se äldre data.',
  'vpsDetail.metrics.summary.heading': 'Sammanfattning av perioden',
  'vpsDetail.metrics.card.cpu': 'CPU',
  'vpsDetail.metrics.card.memory': 'Minne',
  'vpsDetail.metrics.card.diskRead': 'Diskläsning',
  'vpsDetail.metrics.card.diskWrite': 'Diskskrivning',
  'vpsDetail.metrics.card.netIn': 'Nätverk in',
  'vpsDetail.metrics.card.netOut': 'Nätverk ut',
  'vpsDetail.metrics.card.diskDaily': 'Disk, medelvärde per dygn',
  'vpsDetail.metrics.stat.average': 'Medelvärde',
  'vpsDetail.metrics.stat.peak': 'Toppvärde',
  'vpsDetail.metrics.stat.total': 'Totalt under perioden',
  'vpsDetail.metrics.stat.readPerDay': 'Läst per dygn',
  'vpsDetail.metrics.stat.writePerDay': 'Skrivet per dygn',
  'vpsDetail.metrics.diskDaily.basis':
    '{days, plural, one {Under det senaste dygnet, oavsett tidsperiod.} other {Under de senaste # dygnen, oavsett tidsperiod.}}',
  'vpsDetail.metrics.source':
    '{source, select, counters {Exakt (räknare)} estimated {Uppskattat från hastigheter} other {Okänt}}',
  'vpsDetail.metrics.source.label': 'Hur totalen mättes',
  'vpsDetail.metrics.allowanceNote':
    'Totalvärdena gäller den visade perioden. De är inte förbrukningen av din månatliga trafikkvot.',
  'vpsDetail.metrics.null.label': 'inte tillgängligt',
  'vpsDetail.metrics.null.noSamples': 'Inga mätpunkter under perioden.',
  'vpsDetail.metrics.null.notReported': 'Servern rapporterade inget värde för perioden.',
  'vpsDetail.metrics.null.totalUnknown': 'Servern har ingen total i byte för perioden.',
  'vpsDetail.metrics.null.dailyAverage':
    '{days, plural, one {Inget värde för det senaste dygnet.} other {Inget värde för de senaste # dygnen.}}',
  'vpsDetail.metrics.clientAverage': 'Värdena för CPU och minne räknas fram här ur de visade mätpunkterna.',
  'vpsDetail.metrics.chart.cpuMemory': 'CPU och minne',
  'vpsDetail.metrics.chart.disk': 'Diskläsning och diskskrivning',
  'vpsDetail.metrics.chart.network': 'Nätverk in och ut',
  'vpsDetail.metrics.chart.loading': 'Läser in diagrammet …',
  'vpsDetail.metrics.chart.note':
    'Diagrammet ritas av {drawn} av {total} punkter; tabellen och CSV-filen har alla mätpunkter.',
  'vpsDetail.metrics.series.cpu': 'CPU ({unit})',
  'vpsDetail.metrics.series.memory': 'Minne ({unit})',
  'vpsDetail.metrics.series.diskRead': 'Läsning ({unit})',
  'vpsDetail.metrics.series.diskWrite': 'Skrivning ({unit})',
  'vpsDetail.metrics.series.netIn': 'In ({unit})',
  'vpsDetail.metrics.series.netOut': 'Ut ({unit})',
  'vpsDetail.metrics.tooltip.gap': 'Data saknas: inget samlades in mellan {from} och {to}.',
  'vpsDetail.metrics.tooltip.missing': 'data saknas',
  'vpsDetail.metrics.table.show': 'Tabell med data: {chart}',
  'vpsDetail.metrics.table.caption': '{chart}: mätpunkt {from}–{to} av {total}',
  'vpsDetail.metrics.table.time': 'Tid',
  'vpsDetail.metrics.table.earlier': 'Tidigare mätpunkter',
  'vpsDetail.metrics.table.later': 'Senare mätpunkter',
  'vpsDetail.metrics.table.pager': 'Tabellens sidor',
  'vpsDetail.metrics.csv': 'Ladda ned CSV ({count, plural, one {# mätpunkt} other {# mätpunkter}})',
  'vpsDetail.metrics.utc': 'UTC',
});

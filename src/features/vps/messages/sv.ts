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
  'vps.tab': '{tab, select, overview {Översikt} network {Nätverk} ssh-keys {SSH-nycklar} snapshots {Ögonblicksbilder}}',
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

  'vps.network.heading': 'Nätverk',
  'vps.network.intro':
    'Serverns nätverkskort och deras IP-adresser. rDNS är namnet som en adress svarar med när någon slår upp den; e-postservrar kontrollerar det.',
  'vps.guest.heading': 'Serverns egna nätverksinställningar är inaktuella',
  'vps.guest.body':
    'På de här nätverkskorten skiljer sig adresserna som {name} har ställt in från dem som är tilldelade, så vissa adresser kanske inte svarar. Reparera skriver om serverns nätverksinställningar så att de stämmer.',
  'vps.guest.expected': 'Tilldelade: {addresses}',
  'vps.guest.observed': 'Inställda på servern: {addresses}',
  'vps.guest.none': 'inga',
  'vps.guest.repair': 'Reparera {interface}',
  'vps.guest.operation': 'Reparera nätverket för {interface} på {name}',
  'vps.iface.type': '{type, select, public {Publikt} private {Privat} other {Okänd typ}}',
  'vps.iface.primary': 'Primärt nätverkskort',
  'vps.iface.mac': 'MAC {mac}',
  'vps.iface.vlan': 'VLAN {vlan}',
  'vps.iface.caption': 'Adresser på {interface}',
  'vps.iface.noIps': 'Inga adresser på det här nätverkskortet.',
  'vps.ip.column.address': 'Adress',
  'vps.ip.column.rdns': 'rDNS',
  'vps.ip.column.actions': 'Åtgärder',
  'vps.ip.family': '{type, select, ipv4 {IPv4} ipv6 {IPv6} other {IP}}',
  'vps.ip.primary': 'Primär',
  'vps.ip.noRdns': 'Ingen (privat adress)',
  'vps.rdns.edit': 'Ändra',
  'vps.rdns.edit.label': 'Ändra rDNS för {address}',
  'vps.rdns.field': 'rDNS för {address}',
  'vps.rdns.hint': 'Ett publikt värdnamn vars A- eller AAAA-post pekar på {address}, till exempel mail.example.se.',
  'vps.rdns.invalid':
    'Ange ett publikt värdnamn, till exempel mail.example.se: bokstäver, siffror och bindestreck, med minst en punkt.',
  'vps.rdns.save': 'Spara',
  'vps.rdns.reset': 'Återställ standardnamnet',
  'vps.rdns.operation': 'rDNS för {address} på {name}',
  'vps.ip.remove': 'Ta bort',
  'vps.ip.remove.label': 'Ta bort {address}',
  'vps.ip.remove.title': 'Ta bort {address} från {interface}?',
  'vps.ip.remove.body':
    'Adressen slutar svara på {name} och går tillbaka till poolen, där någon annan kan få den. Allt som använder den slutar fungera.',
  'vps.ip.remove.confirm': 'Ta bort adressen',
  'vps.ip.remove.operation': 'Ta bort {address} från {name}',
  'vps.ip.change': 'Byt',
  'vps.ip.change.label': 'Byt {address}',
  'vps.ip.change.title': 'Byt {address} på {interface}',
  'vps.ip.change.body':
    'Adressen du väljer ersätter {address} som primär {family}-adress på {interface}. rDNS för båda återgår till standardnamnet.',
  'vps.ip.change.reserve': 'Reservera {address} åt mig, så att jag kan tilldela den igen senare',
  'vps.ip.change.confirm': 'Byt adress',
  'vps.ip.change.operation': 'Byt {old} mot {new} på {name}',
  'vps.ip.assign': 'Tilldela adresser',
  'vps.ip.assign.label': 'Tilldela adresser till {interface}',
  'vps.ip.assign.title': 'Tilldela adresser till {interface}',
  'vps.ip.assign.body':
    'Välj en eller flera adresser. Var och en läggs till på {interface} och svarar när servern har tagit emot den.',
  'vps.ip.assign.confirm': '{count, plural, =0 {Tilldela} one {Tilldela # adress} other {Tilldela # adresser}}',
  'vps.ip.assign.operation':
    '{count, plural, one {Tilldela {address} till {name}} other {Tilldela # adresser till {name}}}',
  'vps.picker.source': 'Visa',
  'vps.picker.source.available': 'Lediga adresser',
  'vps.picker.source.subnets': 'Per subnät',
  'vps.picker.family': 'Adresstyp',
  'vps.picker.legend': 'Adresser att välja bland',
  'vps.picker.subnet':
    '{cidr}: {count, plural, one {# ledig} other {# lediga}}{current, select, yes {, serverns nät} other {}}',
  'vps.picker.otherSubnet': 'Andra adresser',
  'vps.picker.reserved': '(reserverad åt dig)',
  'vps.picker.empty': 'Inga lediga adresser just nu.',
  'vps.picker.loading': 'Hämtar subnäten…',
  'vps.picker.choose': 'Välj en adress först.',
  'vps.iface.delete': 'Ta bort nätverkskortet',
  'vps.iface.delete.title': 'Ta bort {interface}?',
  'vps.iface.delete.body':
    'Nätverkskortet och dess adresser tas bort från {name}. Publika adresser går tillbaka till poolen.',
  'vps.iface.delete.confirm': 'Ta bort nätverkskortet',
  'vps.iface.deletePrimary': 'Ta bort det primära nätverkskortet',
  'vps.iface.deletePrimary.title': 'Ta bort det primära nätverkskortet {interface}?',
  'vps.iface.deletePrimary.body':
    '{interface} har de primära adresserna för {name}. Dess publika adresser går tillbaka till poolen, ett annat publikt nätverkskort blir primärt, och allt som når servern via de gamla adresserna slutar fungera.',
  'vps.iface.deletePrimary.confirm': 'Ta bort det primära nätverkskortet',
  'vps.iface.delete.operation': 'Ta bort {interface} på {name}',
  'vps.iface.create.heading': 'Lägg till ett nätverkskort',
  'vps.iface.createPublic': 'Lägg till ett publikt nätverkskort',
  'vps.iface.createPublic.title': 'Lägg till ett publikt nätverkskort på {name}',
  'vps.iface.createPublic.body': 'Det nya nätverkskortet får adressen du väljer. Det blir inte primärt.',
  'vps.iface.createPublic.confirm': 'Lägg till nätverkskortet',
  'vps.iface.createPrivate': 'Lägg till ett privat nätverkskort',
  'vps.iface.createPrivate.title': 'Lägg till ett privat nätverkskort på {name}',
  'vps.iface.createPrivate.body':
    'Ett privat nätverkskort ansluter till ett av dina privata nät, för trafik mellan dina servrar som aldrig lämnar datacentret.',
  'vps.iface.createPrivate.network': 'Privat nät',
  'vps.iface.createPrivate.option': '{network} ({cidr})',
  'vps.iface.createPrivate.attached': '{network} ({cidr}), redan anslutet',
  'vps.iface.createPrivate.vlan': 'VLAN (frivilligt)',
  'vps.iface.createPrivate.vlan.hint': 'Lämna tomt för att använda nätets eget VLAN{vlan}. Från 1 till 4094.',
  'vps.iface.createPrivate.vlan.invalid': 'Ange ett heltal från 1 till 4094, eller lämna fältet tomt.',
  'vps.iface.create.operation':
    '{type, select, public {Lägg till ett publikt nätverkskort på {name}} other {Lägg till ett privat nätverkskort på {name}}}',
  'vps.busy.retrying':
    '{name} är upptagen med en annan ändring. Skickar samma anrop igen om {seconds, plural, one {# sekund} other {# sekunder}}…',
  'vps.busy.stop': 'Sluta försöka',
});

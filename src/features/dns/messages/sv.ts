import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'dns.title': 'DNS-poster',
  'dns.breadcrumb.domains': 'Domäner',
  'dns.documentTitle': 'DNS-poster för {domain}',
  'dns.version': 'Version {version}',

  'dns.elsewhere.title': 'Domänen använder andra namnservrar',
  'dns.elsewhere.body':
    '{domain} använder {nameservers}, så posterna nedan är inte det som internet ser. Byt till våra namnservrar ({ours}) så används posterna inom några timmar.',
  'dns.elsewhere.unknown': 'Vi kunde inte se vilka namnservrar {domain} använder, så posterna kanske inte används.',
  'dns.elsewhere.switch': 'Byt till våra namnservrar',

  'dns.list.label': 'Poster',
  'dns.list.caption': 'DNS-poster för {domain}',
  'dns.list.filter': 'Filtrera poster',
  'dns.list.search.label': 'Hitta poster',
  'dns.csv.ttl': 'TTL (sekunder)',
  'dns.csv.pending': 'Väntande ändring',
  'dns.list.type': 'Typ',
  'dns.list.type.all': 'Alla typer',
  'dns.list.empty': 'Zonen har inga poster än.',
  'dns.col.name': 'Namn',
  'dns.col.type': 'Typ',
  'dns.col.value': 'Värde',
  'dns.col.ttl': 'TTL',
  'dns.col.actions': 'Åtgärder',
  'dns.ttl': '{seconds} s',
  'dns.txt.strings': 'Publiceras som {count} strängar',
  'dns.pending': '{state, select, added {Ny} changed {Ändrad} removed {Tas bort} other {}}',
  'dns.edit': 'Ändra',
  'dns.edit.label': 'Ändra {type}-posten {name}',
  'dns.delete': 'Ta bort',
  'dns.delete.label': 'Ta bort {type}-posten {name}',
  'dns.undo': 'Ångra',
  'dns.undo.label': 'Ångra ändringen av {type}-posten {name}',
  'dns.dropped': '{count, plural, one {En post kunde inte visas.} other {# poster kunde inte visas.}}',

  'dns.actions.label': 'Åtgärder för zonen',
  'dns.add': 'Lägg till post',
  'dns.import': 'Importera zonfil',
  'dns.export': 'Exportera zonfil',
  'dns.export.busy': 'Exporterar…',
  'dns.templates': 'Använd en mall',
  'dns.versions': 'Versioner',

  'dns.changes.title': 'Ändringar som inte är verkställda',
  'dns.changes.count':
    '{count, plural, one {# ändring väntar} other {# ändringar väntar}}: inget ändras förrän du granskar och verkställer {count, plural, one {den} other {dem}}.',
  'dns.changes.review': 'Granska och verkställ',
  'dns.changes.discard': 'Släng ändringarna',
  'dns.changes.applied': 'Verkställt. Zonen är nu version {version}; ändringarna når internet inom TTL-tiden.',

  'dns.form.add': 'Lägg till en DNS-post',
  'dns.form.edit': 'Ändra en DNS-post',
  'dns.form.type': 'Typ',
  'dns.form.name': 'Namn',
  'dns.form.name.hint': '@ för själva {domain}, eller ett namn som www (blir www.{domain}).',
  'dns.form.ttl': 'TTL (sekunder)',
  'dns.form.ttl.hint': 'Hur länge andra får spara svaret: 60 till 604800 sekunder (en vecka).',
  'dns.form.content':
    '{type, select, A {IPv4-adress} AAAA {IPv6-adress} CNAME {Pekar på (värdnamn)} MX {E-postserver (värdnamn)} NS {Namnserver (värdnamn)} SRV {Mål (värdnamn)} TXT {Text} CAA {Värde} other {Värde}}',
  'dns.form.priority': 'Prioritet',
  'dns.form.priority.hint': 'Lägst provas först.',
  'dns.form.weight': 'Vikt',
  'dns.form.port': 'Port',
  'dns.form.flags': 'Flagga',
  'dns.form.flags.0': '0: inte kritisk',
  'dns.form.flags.128': '128: kritisk',
  'dns.form.tag': 'Tagg',
  'dns.form.txt.split':
    'Texten är {bytes} byte, längre än de 255 byte som en DNS-sträng rymmer: den publiceras som {count} strängar, som den som läser dem fogar ihop igen.',
  'dns.form.save': '{mode, select, add {Lägg till bland ändringarna} other {Behåll ändringen}}',
  'dns.form.cancel': 'Avbryt',
  'dns.form.note': 'Inget ändras förrän du granskar och verkställer dina ändringar.',

  'dns.rule':
    '{code, select, missing_required {Fältet måste fyllas i.} invalid_name {Använd @ för själva domänen, eller ett namn av bokstäver, siffror och bindestreck som www eller mail.} ttl_out_of_range {Ange ett helt antal sekunder från 60 till 604800.} invalid_ipv4 {Ange en IPv4-adress som 192.0.2.10.} invalid_ipv6 {Ange en IPv6-adress som 2001:db8::10.} invalid_hostname {Ange ett värdnamn som mail.example.com.} target_is_ip {Det här måste vara ett värdnamn, inte en IP-adress. Lägg till en A-post för adressen och peka på dess namn.} cname_at_apex {Själva domänen (@) kan inte ha en CNAME-post. Använd en A- eller AAAA-post i stället.} cname_conflict {En CNAME-post måste vara ensam på sitt namn, och namnet har redan andra poster (eller en CNAME).} txt_too_long {Texten får vara högst 4000 byte.} caa_unknown_tag {Välj en tagg ur CAA-standarden: issue, issuewild, iodef, issuemail, issuevmc, contactemail eller contactphone.} caa_invalid_flags {Flaggan är 0, eller 128 för kritisk.} number_out_of_range {Ange ett heltal från 0 till 65535.} srv_invalid_name {Ett SRV-namn är tjänsten och protokollet, som _sip._tcp.} ns_at_apex {Domänens egna namnservrar ändras på domänen, inte här.} duplicate_record {Zonen har redan den här posten.} other {Värdet kan inte användas.}}',

  'dns.preview.title': 'Granska ändringarna av {domain}',
  'dns.preview.loading': 'Räknar ut vad som skulle ändras…',
  'dns.preview.added': '{count, plural, one {# post läggs till} other {# poster läggs till}}',
  'dns.preview.changed': '{count, plural, one {# post ändras} other {# poster ändras}}',
  'dns.preview.removed': '{count, plural, one {# post tas bort} other {# poster tas bort}}',
  'dns.preview.none': 'Inget skulle ändras: zonen har redan precis de här posterna.',
  'dns.preview.before': 'Före',
  'dns.preview.after': 'Efter',
  'dns.preview.unreadable.title':
    '{count, plural, one {En rad kunde inte läsas och hoppas över} other {# rader kunde inte läsas och hoppas över}}',
  'dns.preview.unreadable.line': 'Rad {line}',
  'dns.preview.apply': 'Verkställ {count, plural, one {# ändring} other {# ändringar}}',
  'dns.preview.applying': 'Verkställer…',
  'dns.preview.close': 'Stäng',
  'dns.preview.reload': 'Läs in zonen igen',
  'dns.preview.version': 'Gjord på version {version} av zonen.',
  'dns.preview.more': 'och {count} till',

  'dns.line':
    '{code, select, unreadable_line {Raden kan inte läsas som en post.} unsupported_type {Den posttypen kan inte användas här (A, AAAA, CNAME, MX, TXT, SRV, CAA och NS kan).} outside_zone {Namnet hör inte till den här domänen.} include_not_supported {$INCLUDE kan inte importeras: klistra in posterna i den filen i stället.} missing_data {Posten saknar värden efter sin typ.} invalid_ttl {TTL-värdet är inte ett antal sekunder.} other {Raden kan inte användas.}}',

  'dns.importForm.title': 'Importera en zonfil',
  'dns.importForm.text': 'Zonfil (BIND-format)',
  'dns.importForm.text.hint':
    'Klistra in filen, eller välj den nedan. Förhandsvisningen visar först vad som skulle ändras.',
  'dns.importForm.file': 'Eller välj en fil',
  'dns.importForm.mode': 'Vad som ska hända med posterna som zonen har nu',
  'dns.importForm.merge': 'Behåll dem och lägg till filens poster',
  'dns.importForm.replace': 'Gör zonen exakt som filen (poster som saknas i den tas bort)',
  'dns.importForm.preview': 'Förhandsgranska importen',
  'dns.importForm.empty': 'Klistra in en zonfil eller välj en först.',
  'dns.importForm.pending': 'Verkställ eller släng de väntande ändringarna innan du importerar en fil.',

  'dns.templatesForm.title': 'Använd en mall',
  'dns.templatesForm.choice': 'Mall',
  'dns.templatesForm.name':
    '{id, select, hosting {Vårt webbhotell och vår e-post} google {E-post i Google Workspace} microsoft {E-post i Microsoft 365} zoho {Zoho Mail} fastmail {Fastmail} other {{id}}}',
  'dns.templatesForm.about':
    '{id, select, hosting {Pekar domänen och www på vårt webbhotell och e-posten på våra e-postservrar.} google {Googles MX-poster, SPF, och en DKIM- och en DMARC-post att fylla i.} microsoft {MX och autodiscover för Microsoft 365, SPF, och en DKIM- och en DMARC-post att fylla i.} zoho {Zohos MX-poster, SPF, och en DKIM- och en DMARC-post att fylla i.} fastmail {Fastmails MX-poster, SPF, och DKIM- och DMARC-poster att fylla i.} other {}}',
  'dns.templatesForm.replaces': 'E-postposterna som zonen har nu (MX och SPF på själva domänen) ersätts.',
  'dns.templatesForm.dkim': 'DKIM-nyckel från din e-postleverantör',
  'dns.templatesForm.dkim.hint':
    'Lämna platshållaren för att lägga till den senare: e-posten fungerar utan, men litas på mindre.',
  'dns.templatesForm.preview': 'Förhandsgranska mallen',
  'dns.templatesForm.pending': 'Verkställ eller släng de väntande ändringarna innan du använder en mall.',

  'dns.versionsList.title': 'Zonens versioner',
  'dns.versionsList.intro':
    'De {count} senast verkställda versionerna sparas. Titta på en eller återställ den: du ser ändringarna först.',
  'dns.versionsList.item': 'Version {version}',
  'dns.versionsList.current': 'nuvarande',
  'dns.versionsList.source':
    '{source, select, created {Skapad} editor {Ändrad i redigeraren} import {Importerad} restore {Återställd} other {Ändrad}}',
  'dns.versionsList.summary':
    '{added} tillagda, {changed} ändrade, {removed} borttagna · {records, plural, one {# post} other {# poster}}',
  'dns.versionsList.view': 'Visa poster',
  'dns.versionsList.view.label': 'Visa posterna i version {version}',
  'dns.versionsList.hide': 'Dölj poster',
  'dns.versionsList.restore': 'Återställ',
  'dns.versionsList.restore.label': 'Återställ version {version}',
  'dns.versionsList.pending': 'Verkställ eller släng de väntande ändringarna innan du återställer en version.',
});

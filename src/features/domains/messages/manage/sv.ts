import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'domainsManage.transfer.heading': 'Flytta till en annan registrar',
  'domainsManage.transfer.intro':
    'För att flytta {name} till en annan registrar ger du dem domänens flyttkod (även kallad auth- eller EPP-kod).',
  'domainsManage.transfer.get': 'Hämta flyttkod',
  'domainsManage.transfer.registrarLock':
    'Registrarlåset stoppar flyttar. Slå av det först; du kan slå på det igen om du ändrar dig.',
  'domainsManage.transfer.turnLockOff': 'Slå av registrarlåset',
  'domainsManage.transfer.registryLock':
    'Registry Lock stoppar flyttar. Be registret att låsa upp först och slå sedan av registrarlåset.',
  'domainsManage.transfer.registryLockLink': 'Gå till Registry Lock',
  'domainsManage.transfer.code.title': 'Flyttkod för {name}',
  'domainsManage.transfer.code.copy': 'Kopiera flyttkoden',
  'domainsManage.transfer.code.once':
    'Visas bara nu: kopiera den innan du lämnar sidan. En ny kod gör att den här slutar gälla.',

  'domainsManage.ns.heading': 'Namnservrar',
  'domainsManage.ns.none': 'Inga namnservrar är angivna.',
  'domainsManage.ns.ours': 'Våra namnservrar',
  'domainsManage.ns.glue': 'Glue: {addresses}',
  'domainsManage.ns.propagating':
    'Ändrades {changed}. Ändringen börjar gälla inom några timmar, när namnservrar runt om i världen hämtar den (senast {by}).',
  'domainsManage.ns.change': 'Ändra namnservrar',
  'domainsManage.ns.cancel': 'Avbryt',
  'domainsManage.ns.save': 'Spara namnservrar',
  'domainsManage.ns.mode': 'Vilka namnservrar',
  'domainsManage.ns.mode.ours': 'Våra ({hosts}): DNS-posterna redigeras här',
  'domainsManage.ns.mode.custom': 'Egna namnservrar: DNS hanteras någon annanstans',
  'domainsManage.ns.host': 'Namnserver {n}',
  'domainsManage.ns.host.hint': 'Ett värdnamn som ns1.example.com.',
  'domainsManage.ns.addresses': 'IP-adresser för namnserver {n}',
  'domainsManage.ns.addresses.hint':
    'Värden ligger under {name}, så registret behöver dess adresser (glue-poster): IPv4 eller IPv6, åtskilda med kommatecken.',
  'domainsManage.ns.remove': 'Ta bort namnserver {n}',
  'domainsManage.ns.add': 'Lägg till en namnserver',
  'domainsManage.ns.count': 'Ange mellan {min} och {max} namnservrar.',
  'domainsManage.ns.saved': 'Sparat. Ändringen börjar gälla inom några timmar, när namnservrar hämtar den.',
  'domainsManage.ns.error': `{code, select,
    too_few_nameservers {Ange minst två namnservrar.}
    too_many_nameservers {Ange högst 13 namnservrar.}
    invalid_hostname {Ange ett värdnamn som ns1.example.com.}
    duplicate_host {Namnservern finns redan i listan.}
    glue_required {Värden ligger under domänen: ange dess IP-adress.}
    glue_not_allowed {Bara en värd under domänen tar IP-adresser här; ta bort dem.}
    invalid_address {Ange IPv4- eller IPv6-adresser, som 192.0.2.10 eller 2001:db8::10.}
    duplicate_address {En adress står två gånger.}
    other {Kontrollera värdet.}}`,

  'domainsManage.whois.switch': 'Whois-skydd',
  'domainsManage.whois.auto': 'Slå på skyddet igen av sig självt efter en flytt eller kontaktändring',
  'domainsManage.whois.auto.hint': 'Att slå av skyddet ändrar inte det här valet.',
  'domainsManage.whois.state': '{state, select, on {På} off {Av} other {Okänt}}',
  'domainsManage.whois.saving': 'Sparar…',
  'domainsManage.whois.notOffered':
    'Registret för .{tld} tillåter inget skydd: det publicerar inte privatpersoners uppgifter själv.',

  'domainsManage.contacts.edit':
    'Ändra {role, select, registrant {domäninnehavaren} admin {den administrativa kontakten} tech {den tekniska kontakten} other {faktureringskontakten}}',
  'domainsManage.contacts.copy': 'Kopiera till de andra kontakterna',
  'domainsManage.contacts.copied': 'Kopierat till de andra kontakterna.',
  'domainsManage.contacts.save': 'Spara kontakten',
  'domainsManage.contacts.cancel': 'Avbryt',
  'domainsManage.contacts.form':
    'Ändra {role, select, registrant {domäninnehavaren} admin {den administrativa kontakten} tech {den tekniska kontakten} other {faktureringskontakten}}',
  'domainsManage.contacts.firstName': 'Förnamn',
  'domainsManage.contacts.lastName': 'Efternamn',
  'domainsManage.contacts.company': 'Organisation (valfritt)',
  'domainsManage.contacts.email': 'E-post',
  'domainsManage.contacts.phone': 'Telefon (valfritt)',
  'domainsManage.contacts.phone.hint': 'Med landsnummer, som +46.812345678.',
  'domainsManage.contacts.street': 'Gatuadress',
  'domainsManage.contacts.address2': 'Adressrad 2 (valfritt)',
  'domainsManage.contacts.postalCode': 'Postnummer',
  'domainsManage.contacts.city': 'Ort',
  'domainsManage.contacts.state': 'Delstat eller region (valfritt)',
  'domainsManage.contacts.country': 'Landskod',
  'domainsManage.contacts.country.hint': 'Två bokstäver, som SE.',
  'domainsManage.contacts.number': 'Person- eller organisationsnummer',
  'domainsManage.contacts.number.eid':
    'Att byta numret kräver e-legitimation: när du har sparat bekräftar du det på e-legitimationssidan, och det byts när du har gjort det. De andra uppgifterna ändras direkt.',
  'domainsManage.contacts.number.draft': 'Registreringen är inte klar än, så numret ändras direkt.',
  'domainsManage.contacts.required': 'Fyll i det här.',
  'domainsManage.contacts.invalid': `{field, select,
    email {Ange en e-postadress.}
    phone {Skriv numret som +46.812345678.}
    country {Använd en landskod med två bokstäver.}
    other {Kontrollera värdet.}}`,
  'domainsManage.contacts.saved': `{roles, plural, one {Sparat.} other {Sparat.}}`,
  'domainsManage.contacts.eid.needed':
    'De andra uppgifterna är sparade. Domäninnehavarens nummer byts när du har bekräftat det med e-legitimation.',
  'domainsManage.contacts.eid.go': 'Fortsätt till e-legitimation',
  'domainsManage.contacts.eid.result': `{status, select,
    verified {Bekräftat med e-legitimation: domäninnehavarens nummer är nu {number}.}
    declined {Du avbröt på e-legitimationssidan, så domäninnehavarens nummer ändrades inte.}
    expired {Kontrollen med e-legitimation gick ut, så numret ändrades inte. Spara det igen för att börja en ny kontroll.}
    pending {Kontrollen med e-legitimation är inte klar än.}
    other {Det är okänt hur kontrollen med e-legitimation gick. Kontrollera numret nedan.}}`,
  'domainsManage.contacts.eid.loading': 'Läser resultatet av kontrollen med e-legitimation…',

  'domainsManage.verify.title': 'Bekräfta domäninnehavarens e-postadress',
  'domainsManage.verify.body':
    'Vi skickade en länk till {email}. Öppna den senast {deadline}; till dess fungerar domänen, därefter kan registret stänga av den.',
  'domainsManage.verify.bodyNoEmail':
    'Vi skickade en länk till domäninnehavarens e-postadress. Öppna den senast {deadline}; därefter kan registret stänga av domänen.',
  'domainsManage.verify.noDeadline': 'så snart du kan',
  'domainsManage.verify.lastSent': 'Senast skickat {when}.',
  'domainsManage.verify.resend': 'Skicka e-postmeddelandet igen',
  'domainsManage.verify.sent': 'Skickat igen till {email}.',
});

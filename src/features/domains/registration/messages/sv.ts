import { defineTranslation } from '@/i18n';
import type en from './en';

/** Registrering och flytt av domäner. Termer enligt docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'domainRegistration.breadcrumb': 'Domäner',
  'domainRegistration.register.title': 'Registrera en domän',
  'domainRegistration.register.link': 'Registrera en domän',
  'domainRegistration.transfer.link': 'Flytta en domän',

  'domainRegistration.search.heading': 'Sök namn',
  'domainRegistration.search.names': 'Namn',
  'domainRegistration.search.namesHint':
    'Ett per rad, högst 50. Ett namn utan ändelse söks med varje ändelse du kryssar i.',
  'domainRegistration.search.namesRequired': 'Skriv minst ett namn.',
  'domainRegistration.search.tlds': 'Ändelser',
  'domainRegistration.search.submit': 'Sök',
  'domainRegistration.search.searching': 'Söker…',
  'domainRegistration.results.heading': 'Resultat',
  'domainRegistration.results.none': 'Inga namn att visa.',
  'domainRegistration.suggestions.heading': 'Förslag',
  'domainRegistration.result.status':
    '{status, select, available {Ledigt} taken {Upptaget} reserved {Reserverat} invalid {Inte ett giltigt namn} tld_not_offered {Ändelsen erbjuds inte} other {Okänt}}',
  'domainRegistration.result.why':
    '{status, select, taken {Någon har redan den här domänen.} reserved {Registret håller inne det här namnet.} invalid {Använd bokstäverna a–z, siffror och bindestreck, och en ändelse som .se.} tld_not_offered {Vi registrerar inte namn med den här ändelsen.} other {}}',
  'domainRegistration.result.premium': 'Premiumnamn',
  'domainRegistration.result.perYear': '{price} per år',
  'domainRegistration.result.add': 'Lägg till {name}',
  'domainRegistration.result.remove': 'Ta bort {name}',
  'domainRegistration.result.transferInstead': 'Din hos en annan registrar? Flytta den',

  'domainRegistration.cart.heading': 'Din beställning',
  'domainRegistration.cart.empty': 'Lägg till de namn du vill ha från resultaten.',
  'domainRegistration.cart.period': 'Period för {name}',
  'domainRegistration.cart.years': '{years, plural, one {# år} other {# år}}',
  'domainRegistration.cart.privacy': 'WHOIS-skydd för {name}',
  'domainRegistration.cart.privacyHint': 'Döljer ditt namn och din adress i det öppna WHOIS-registret.',
  'domainRegistration.cart.priceFor': '{price} för {years, plural, one {# år} other {# år}}',

  'domainRegistration.registrant.legend': 'Domäninnehavare',
  'domainRegistration.registrant.saved': 'Använd {name}',
  'domainRegistration.registrant.new': 'Någon ny',
  'domainRegistration.registrant.firstName': 'Förnamn',
  'domainRegistration.registrant.lastName': 'Efternamn',
  'domainRegistration.registrant.companyName': 'Företag (frivilligt)',
  'domainRegistration.registrant.email': 'E-post',
  'domainRegistration.registrant.phone': 'Telefon',
  'domainRegistration.registrant.phoneHint': 'Med landsnummer, till exempel +46.701234567.',
  'domainRegistration.registrant.street': 'Gatuadress',
  'domainRegistration.registrant.postalCode': 'Postnummer',
  'domainRegistration.registrant.city': 'Ort',
  'domainRegistration.registrant.country': 'Landskod',
  'domainRegistration.registrant.countryHint': 'Två bokstäver, till exempel SE.',
  'domainRegistration.registrant.idType': 'Identitetsnummer för .se och .nu',
  'domainRegistration.registrant.personal': 'Personnummer (en person)',
  'domainRegistration.registrant.organisation': 'Organisationsnummer (ett företag)',
  'domainRegistration.registrant.idValue': '{type, select, personal_number {Personnummer} other {Organisationsnummer}}',
  'domainRegistration.registrant.idHint':
    '{type, select, personal_number {ÅÅMMDD-NNNN} other {NNNNNN-NNNN}}. Registren för .se och .nu kräver det.',
  'domainRegistration.registrant.required': 'Fyll i det här.',
  'domainRegistration.registrant.idProblem':
    '{problem, select, format {Skriv det som tipset visar.} date {Det datumet finns inte: kontrollera de sex första siffrorna.} not_an_organisation {Det är ett personnummer, inte ett organisationsnummer.} other {Sista siffran stämmer inte med de andra: kontrollera numret.}}',
  'domainRegistration.registrant.savedNoId':
    'Den här kontakten saknar person- eller organisationsnummer, som .se och .nu kräver: välj någon ny.',

  'domainRegistration.nameservers.legend': 'Namnservrar',
  'domainRegistration.nameservers.ours': 'Våra ({hosts})',
  'domainRegistration.nameservers.custom': 'Andra',
  'domainRegistration.nameservers.hosts': 'Namnservrar, en per rad',
  'domainRegistration.nameservers.hostsHint': 'Från 2 till 13 värdnamn, till exempel ns1.example.net.',
  'domainRegistration.nameservers.count': 'Ange från 2 till 13 namnservrar.',
  'domainRegistration.nameservers.invalid': '{host} är inte ett värdnamn.',

  'domainRegistration.review': 'Se priset',
  'domainRegistration.reviewing': 'Räknar…',
  'domainRegistration.summary.heading': 'Innan du beställer',
  'domainRegistration.summary.line':
    '{name}, {years, plural, one {# år} other {# år}}{premium, select, yes { (premium)} other {}}',
  'domainRegistration.summary.total': 'Att betala nu',
  'domainRegistration.summary.stale': 'Beställningen har ändrats: se priset igen.',
  'domainRegistration.summary.after':
    'Domänerna väntar tills fakturan är betald; sedan registreras de inom några minuter.',
  'domainRegistration.terms.legend': 'Villkor',
  'domainRegistration.terms.accept': 'Jag godkänner {terms}',
  'domainRegistration.terms.link': 'villkoren',
  'domainRegistration.terms.newTab': '(öppnas i en ny flik)',
  'domainRegistration.terms.required': 'Godkänn villkoren för att beställa.',
  'domainRegistration.order': 'Beställ · {amount}',
  'domainRegistration.ordering': 'Beställer…',

  'domainRegistration.transfer.title': 'Flytta en domän',
  'domainRegistration.transfer.domain': 'Domän',
  'domainRegistration.transfer.domainHint': 'Domänen du har hos en annan registrar, till exempel example.se.',
  'domainRegistration.transfer.check': 'Kontrollera',
  'domainRegistration.transfer.checking': 'Kontrollerar…',
  'domainRegistration.transfer.canMove':
    '{name} kan flyttas hit. Det kostar {price} och lägger till ett år till utgångsdatumet.',
  'domainRegistration.transfer.cannot':
    '{code, select, registrar_locked {{name} är låst hos sin nuvarande registrar. Stäng av flyttspärren där och kontrollera igen.} registered_recently {{name} registrerades eller flyttades för mindre än 60 dagar sedan och kan inte flyttas än.} not_registered {Ingen har {name}: du kan registrera den i stället.} already_yours {{name} finns redan på ditt konto.} transfer_in_progress {En flytt av {name} pågår redan.} tld_not_offered {Vi tar inte emot domäner med den här ändelsen.} invalid {Det är inte ett domännamn.} other {{name} kan inte flyttas hit.}}',
  'domainRegistration.transfer.registerInstead': 'Registrera {name}',
  'domainRegistration.transfer.code': 'Flyttkod (EPP-kod)',
  'domainRegistration.transfer.codeHint': 'Du får den av din nuvarande registrar. Kopiera den exakt.',
  'domainRegistration.transfer.codeRequired': 'Skriv flyttkoden.',
  'domainRegistration.transfer.wrongCode':
    'Din nuvarande registrar godtog inte koden. Be dem om en ny kod (koder slutar gälla) och kopiera den exakt.',
  'domainRegistration.transfer.submit': 'Flytta · {amount}',

  'domainRegistration.progress.heading': 'Flytt',
  'domainRegistration.progress.step':
    '{step, select, requested {Begärd} awaiting_approval {Väntar på nuvarande registrar} completed {Klar} other {Okänt steg}}',
  'domainRegistration.progress.state': '{state, select, done {Klart} current {Nu} upcoming {Sedan} other {Okänt}}',
  'domainRegistration.progress.at': '{time}',
  'domainRegistration.progress.status':
    '{status, select, awaiting_payment {Flytten börjar när fakturan är betald.} requested {Flytten är begärd.} awaiting_approval {Nuvarande registrar har till {time} på sig att godkänna; sedan flyttas domänen hit.} completed {Domänen är här.} cancelled {Flytten avbröts.} other {Flyttens läge är okänt.}}',
  'domainRegistration.progress.unavailable': 'Flyttens förlopp kunde inte läsas.',
});

import { defineTranslation } from '@/i18n';
import type en from './en';

/** Teammedlemmar (`/account/team`), sessioner (`/account/sessions`) och att ta emot en inbjudan (`/join`). */
export default defineTranslation<typeof en>()({
  'team.title': 'Teammedlemmar',
  'team.intro':
    'De personer som kan logga in på kontot, var och en med en roll som säger vad de får göra. Bjud in någon via e-post: de väljer själva namn och lösenord.',
  'team.caption': 'Teammedlemmar på ert konto',
  'team.caption.filtered': 'Teammedlemmar som matchar dina filter',
  'team.search.label': 'Sök teammedlemmar',
  'team.search.q': 'Namn eller e-postadress',
  'team.filter.all': 'Alla',
  'team.csv.name': 'Namn',
  'team.csv.email': 'E-postadress',
  'team.csv.orders': 'Beställningar',
  'team.csv.invitedUntil': 'Inbjudan gäller till',
  'team.empty.heading': 'Inga teammedlemmar än',
  'team.empty.body': 'Bjud in de personer som hjälper dig med dina tjänster.',
  'team.column.person': 'Person',
  'team.column.role': 'Roll',
  'team.column.status': 'Status',
  'team.column.lastSignIn': 'Senaste inloggning',
  'team.column.actions': 'Åtgärder',
  'team.you': 'Du',
  'team.invitedPerson': 'Inbjuden, inte med ännu',
  'team.role': `{role, select,
    owner {Ägare}
    administrator {Administratör}
    billing {Ekonomi}
    technical {Teknik}
    read_only {Endast läsning}
    other {Okänd roll}
  }`,
  'team.role.hint': `{role, select,
    owner {Allt, även betalningar, teamet och dess ägare.}
    administrator {Allt utom betalningar: tjänster, beställningar, support, teamet och API-nycklar. Kan inte ändra ägare.}
    billing {Fakturor, betalningar, kort och beställningar samt support. Inga ändringar av tjänster.}
    technical {Servrar, webbhotell, domäner och DNS samt support. Ser beställningar; inga betalningar, inget team.}
    read_only {Ser allt utom teamet och API-nycklar; ändrar ingenting.}
    other {Vad rollen får göra är inte känt här.}
  }`,
  'team.placesOrders': 'Får lägga beställningar',
  'team.noOrders': 'Får inte lägga beställningar',
  'team.status': `{status, select,
    active {Aktiv}
    invited {Inbjuden}
    expired {Inbjudan har gått ut}
    other {Okänd}
  }`,
  'team.invitedUntil': 'Inbjudan gäller till {date}',
  'team.lastSignIn.never': 'Inte ännu',
  'team.roles.heading': 'Vad varje roll får göra',

  'team.invite.open': 'Bjud in en person',
  'team.invite.title': 'Bjud in en person',
  'team.invite.email': 'E-postadress',
  'team.invite.email.hint': 'Vi skickar inbjudan hit. Den fungerar en gång och i 7 dagar.',
  'team.invite.email.required': 'Ange e-postadressen du vill bjuda in.',
  'team.invite.email.invalid': 'Ange en e-postadress som namn@exempel.se.',
  'team.invite.email.exists': 'Den här e-postadressen finns redan i ert team eller har bjudits in.',
  'team.invite.role': 'Roll',
  'team.invite.placesOrders': 'Får lägga beställningar',
  'team.invite.placesOrders.hint':
    'Beställningar kostar pengar: att förnya flera domäner på en gång och att avbryta förnyelsebeställningar kräver också detta.',
  'team.invite.submit': 'Skicka inbjudan',
  'team.invite.cancel': 'Ändra ingenting',
  'team.invite.sent': 'Inbjudan skickades till {email}. Den gäller i 7 dagar.',
  'team.outbox': 'Öppna demons utkorg (e-posten som demon skickat)',

  'team.change.open': 'Ändra roll',
  'team.change.title': 'Ändra rollen för {name}',
  'team.change.submit': 'Spara rollen',
  'team.change.cancel': 'Ändra ingenting',
  'team.change.done': '{name} har nu rollen: {role}.',
  'team.change.sessions': 'Den nya rollen gäller direkt, även i de webbläsare där personen är inloggad nu.',

  'team.remove.open': 'Ta bort',
  'team.remove.cancelInvite': 'Avbryt inbjudan',
  'team.remove.title': 'Ta bort {name} från teamet?',
  'team.remove.body':
    'Personen loggas ut överallt direkt, och API-nycklarna personen skapat slutar fungera. Personen kan bjudas in igen senare.',
  'team.remove.self': 'Det här är du: du loggas också ut i den här fliken.',
  'team.remove.confirm': 'Ta bort från teamet',
  'team.remove.keep': 'Behåll personen',
  'team.remove.done': '{name} togs bort från teamet.',
  'team.cancelInvite.title': 'Avbryta inbjudan till {email}?',
  'team.cancelInvite.body': 'Länken i inbjudningsmejlet slutar fungera.',
  'team.cancelInvite.confirm': 'Avbryt inbjudan',
  'team.cancelInvite.keep': 'Behåll inbjudan',
  'team.cancelInvite.done': 'Inbjudan till {email} avbröts.',

  'team.lastOwner': 'Varje konto behöver en ägare, och det här är den enda. Gör först en annan medlem till ägare.',
  'team.ownerOnly': 'Bara en ägare kan ändra eller ta bort en ägare.',

  'team.sessions.title': 'Sessioner',
  'team.sessions.intro':
    'Var du är inloggad och var kontots API-nycklar har använts. Logga ut en session som du inte känner igen.',
  'team.sessions.caption.filtered': 'Sessioner som matchar sökningen',
  'team.sessions.search.label': 'Sök sessioner',
  'team.sessions.search.q': 'Enhet eller plats',
  'team.sessions.csv.address': 'Senaste adress',
  'team.sessions.empty.heading': 'Inga sessioner än',
  'team.sessions.caption': 'Dina sessioner och API-nycklarnas användning',
  'team.sessions.column.device': 'Enhet',
  'team.sessions.column.place': 'Var (ungefär)',
  'team.sessions.column.firstSeen': 'Först sedd',
  'team.sessions.column.lastSeen': 'Senast sedd',
  'team.sessions.column.actions': 'Åtgärder',
  'team.sessions.device': '{browser} på {os}',
  'team.sessions.device.unknown': 'En okänd webbläsare',
  'team.sessions.apiKey': 'API-nyckeln ”{name}”',
  'team.sessions.apiKey.unnamed': 'En API-nyckel utan namn',
  'team.sessions.current': 'Den här webbläsaren',
  'team.sessions.place': '{city}, {country}',
  'team.sessions.place.unknown': 'Okänt',
  'team.sessions.address': 'adress {address}',
  'team.sessions.signOut': 'Logga ut',
  'team.sessions.signOut.title': 'Logga ut {device}?',
  'team.sessions.signOut.body': 'Den webbläsaren loggas ut direkt och får veta varför. Inget annat ändras.',
  'team.sessions.signOut.confirm': 'Logga ut den',
  'team.sessions.signOut.keep': 'Låt den vara inloggad',
  'team.sessions.signOut.done': '{device} loggades ut.',
  'team.sessions.keysPage': 'Hantera på sidan API-nycklar',
  'team.sessions.others.open': 'Logga ut alla andra sessioner',
  'team.sessions.others.title': 'Logga ut alla andra sessioner?',
  'team.sessions.others.body': 'Alla andra webbläsare där du är inloggad loggas ut direkt. Den här förblir inloggad.',
  'team.sessions.others.confirm': 'Logga ut de andra',
  'team.sessions.others.keep': 'Låt dem vara inloggade',
  'team.sessions.others.done':
    '{count, plural, =0 {Ingen annan session var inloggad.} one {# annan session loggades ut.} other {# andra sessioner loggades ut.}}',
  'team.sessions.others.none': 'Du är bara inloggad här.',
  'team.sessions.needsPerson':
    'Du loggade in med en API-nyckel: sessioner hör till personer som loggar in med sin e-postadress.',

  'team.join.title': 'Gå med i teamet',
  'team.join.loading': 'Läser inbjudan…',
  'team.join.intro': '{inviter} har bjudit in dig till {account} med rollen {role}.',
  'team.join.introNoInviter': 'Du är inbjuden till {account} med rollen {role}.',
  'team.join.until': 'Inbjudan gäller till {date}.',
  'team.join.email': 'Du loggar in med {email}.',
  'team.join.name': 'Ditt namn',
  'team.join.name.hint': 'Som ditt team ser det.',
  'team.join.name.required': 'Ange ditt namn.',
  'team.join.password': 'Lösenord',
  'team.join.password.hint': 'Minst 10 tecken. Tre eller fyra orelaterade ord är lätta att minnas och svåra att gissa.',
  'team.join.password.tooShort': 'Använd minst 10 tecken.',
  'team.join.password.weak': 'Lösenordet är för lätt att gissa. Lägg till ord eller gör det längre.',
  'team.join.password.breached': 'Lösenordet finns i kända dataläckor. Välj ett annat.',
  'team.join.password.strength':
    '{score, select, 0 {Styrka: mycket svag} 1 {Styrka: svag} 2 {Styrka: godtagbar} 3 {Styrka: bra} 4 {Styrka: stark} other {Styrka: kontrolleras…}}',
  'team.join.submit': 'Gå med i teamet',
  'team.join.done.title': 'Du är nu med i teamet',
  'team.join.done.body': 'Logga in med {email} och lösenordet du valde.',
  'team.join.signIn': 'Till inloggningen',
  'team.join.noToken': 'Den här sidan öppnas från länken i ett inbjudningsmejl. Öppna länken igen.',
});

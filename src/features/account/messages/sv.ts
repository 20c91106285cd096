import { defineTranslation } from '@/i18n';
import type en from './en';

/** Kontosidan (`/account`): profil, lösenord, andra steg, nycklar (passkeys) och återställningskoder. */
export default defineTranslation<typeof en>()({
  'account.title': 'Profil och säkerhet',
  'account.nav': 'Ditt konto',
  'account.nav.item':
    '{page, select, profile {Profil och säkerhet} keys {API-nycklar} team {Team} other {Inloggningar}}',
  'account.apiKeySession':
    'Du är inloggad med en API-nyckel, som inte har någon profil, något lösenord eller andra steg. Logga ut och logga in med din e-postadress och ditt lösenord för att ändra dem.',
  'account.done':
    '{what, select, profile {Din profil är sparad.} password {Ditt lösenord är bytt. Överallt annars där du var inloggad är du nu utloggad.} totpOn {Autentiseringsappen är på. Från och med nu frågar inloggningen efter en kod från den.} totpOff {Autentiseringsappen är av.} passkeyAdded {Nyckeln ”{name}” är tillagd. Du kan logga in med den utan lösenord.} passkeyRenamed {Nyckeln heter nu ”{name}”.} passkeyRemoved {Nyckeln ”{name}” är borttagen.} other {Klart.}}',

  'account.profile.heading': 'Profil',
  'account.profile.name': 'Namn',
  'account.profile.name.required': 'Skriv ditt namn.',
  'account.profile.name.tooLong': 'Använd högst 100 tecken.',
  'account.profile.language': 'Språk',
  'account.profile.language.hint':
    'Språket i panelen, också nästa gång du loggar in i en annan webbläsare, och i e-posten vi skickar till dig.',
  'account.profile.save': 'Spara profilen',
  'account.profile.billing': 'Namn, adress och momsnummer på dina fakturor finns i faktureringsuppgifterna.',
  'account.profile.billingLink': 'Faktureringsuppgifter',

  'account.email.heading': 'E-postadress',
  'account.email.current': 'Du loggar in med {email}, och vi skriver till den.',
  'account.email.new': 'Ny e-postadress',
  'account.email.new.hint': 'Vi skickar en länk till den nya adressen. Din adress byts när du öppnar länken.',
  'account.email.invalid': 'Skriv en e-postadress, till exempel namn@example.com.',
  'account.email.send': 'Skicka verifieringslänken',
  'account.email.pending':
    'Vi skickade en länk till {address} den {date}. Din adress byts till den när du öppnar länken (senast {expires}). Fram till dess loggar du in med {email}.',
  'account.email.pendingHeading': 'Väntar på att du bekräftar den nya adressen',

  // The verification mail's link (`/account/verify-email#…`)
  'account.verifyEmail.title': 'Bekräfta din nya e-postadress',
  'account.verifyEmail.working': 'Bekräftar din nya e-postadress…',
  'account.verifyEmail.done.title': 'Din e-postadress är ändrad',
  'account.verifyEmail.done':
    'Från och med nu loggar du in med {email}, och vi skriver till den. Vi har skickat ett meddelande om ändringen till din tidigare adress.',
  'account.verifyEmail.toAccount': 'Gå till ditt konto',
  'account.verifyEmail.signIn': 'Logga in',
  'account.verifyEmail.signOut': 'Logga ut',
  'account.verifyEmail.noToken':
    'Sidan behöver hela länken från verifieringsmejlet. Öppna länken i mejlet igen, eller kopiera hela länken till adressfältet.',
  'account.verifyEmail.failed.title':
    '{reason, select, used {Länken har redan använts} expired {Länken har gått ut} replaced {Länken har ersatts av en nyare} otherPerson {Länken gäller någon annan} taken {Adressen är upptagen} other {Länken fungerar inte}}',
  'account.verifyEmail.failed':
    '{reason, select, used {Adressen den bekräftade är redan den du loggar in med. Du behöver inte göra något mer.} expired {En länk fungerar i 24 timmar. Be om ändringen igen på din kontosida och öppna sedan länken i det nya mejlet.} replaced {Du bad om en annan ny adress efter den här. Öppna länken i det senaste mejlet.} otherPerson {Du är inloggad här som {name}, och länken ändrar adressen för någon annan. Ingenting har ändrats. Logga ut och öppna sedan länken igen.} taken {Någon annan loggar in med adressen nu, så den ändrades inte. Välj en annan på din kontosida.} other {Länken kommer inte från oss. Öppna länken i mejlet igen och kopiera hela den.}}',

  'account.password.heading': 'Lösenord',
  'account.password.changedAt': 'Senast bytt {date}.',
  'account.password.neverChanged': 'Inte bytt sedan kontot skapades.',
  'account.password.current': 'Nuvarande lösenord',
  'account.password.current.required': 'Skriv ditt nuvarande lösenord.',
  'account.password.new': 'Nytt lösenord',
  'account.password.new.hint': 'Minst 10 tecken. Några ovanliga ord är lätta att komma ihåg och svåra att gissa.',
  'account.password.new.required': 'Skriv ett nytt lösenord.',
  'account.password.show': 'Visa lösenorden',
  'account.password.submit': 'Byt lösenord',
  'account.password.strength':
    'Styrka: {score, select, 0 {mycket svagt} 1 {svagt} 2 {godtagbart} 3 {starkt} 4 {mycket starkt} other {okänd}}',
  'account.password.strength.none': 'Styrka: skriv ett nytt lösenord',
  'account.password.strength.checking': 'Styrka: kontrolleras…',
  'account.password.strength.unavailable': 'Styrka: mätaren är inte tillgänglig; servern kontrollerar det ändå',
  'account.refused':
    '{code, select, password_too_short {Använd minst 10 tecken.} password_breached {Lösenordet har förekommit i dataläckor på andra ställen, så den som provar stulna lösenord skulle pröva det. Välj ett annat.} password_too_weak {Lösenordet är för lätt att gissa.} password_unchanged {Det här är ditt nuvarande lösenord. Välj ett nytt.} wrong_password {Det nuvarande lösenordet stämmer inte.} email_unchanged {Det här är e-postadressen du har nu.} invalid_code {Koden stämmer inte. Kontrollera koden som appen visar nu och försök igen.} other {Det här kan inte användas.}}',
  'account.password.weak.intro':
    '{by, select, check {Inget skickades. Allt du skrivit finns kvar. Förslag (på engelska):} other {Allt du skrivit finns kvar. Serverns förslag (på engelska):}}',

  'account.factors.heading': 'Andra steg vid inloggning',
  'account.factors.intro':
    'Efter lösenordet frågar inloggningen efter något av de här, så att ett stulet lösenord inte räcker.',
  'account.factors.none':
    'Du har inget andra steg än: den som har ditt lösenord kan logga in. Lägg till en autentiseringsapp eller en nyckel (passkey).',
  'account.factors.last':
    'Det här är ditt enda andra steg. Lägg till ett till (en nyckel eller en autentiseringsapp) innan du tar bort det.',

  'account.totp.heading': 'Autentiseringsapp',
  'account.totp.on': 'På. Inloggningen frågar efter en sexsiffrig kod från appen.',
  'account.totp.off': 'Av.',
  'account.totp.start': 'Ställ in en autentiseringsapp',
  'account.totp.remove': 'Slå av autentiseringsappen',
  'account.totp.remove.title': 'Slå av autentiseringsappen?',
  'account.totp.remove.description':
    'Inloggningen frågar inte längre efter en kod från appen. Dina nycklar (passkeys) är kvar som de är.',
  'account.totp.remove.confirm': 'Slå av den',
  'account.totp.remove.keep': 'Behåll den på',
  'account.totp.setup.heading': 'Ställ in din autentiseringsapp',
  'account.totp.setup.scan':
    '1. Skanna koden med en autentiseringsapp (till exempel den i din telefon eller i din lösenordshanterare).',
  'account.totp.setup.qr': 'QR-kod för din autentiseringsapp',
  'account.totp.setup.manual': 'Går det inte att skanna? Skriv in den här nyckeln i appen i stället:',
  'account.totp.setup.secret': 'Nyckel',
  'account.totp.setup.copySecret': 'Kopiera nyckeln',
  'account.totp.setup.uri': 'Eller öppna den här adressen med appen:',
  'account.totp.setup.copyUri': 'Kopiera adressen',
  'account.totp.setup.code': '2. Kod från appen',
  'account.totp.setup.code.hint': 'De sex siffror som appen visar nu.',
  'account.totp.setup.code.invalid': 'Skriv de sex siffror som appen visar.',
  'account.totp.setup.confirm': 'Slå på den',
  'account.totp.setup.cancel': 'Inte nu',

  'account.passkeys.heading': 'Nycklar (passkeys)',
  'account.passkeys.intro':
    'En nyckel (passkey) sparas i din enhet eller lösenordshanterare och låses upp med fingeravtryck, ansikte eller skärmlås. Med den loggar du in utan lösenord.',
  'account.passkeys.caption': 'Dina nycklar (passkeys)',
  'account.passkeys.none': 'Inga nycklar än.',
  'account.passkeys.column.name': 'Namn',
  'account.passkeys.column.created': 'Tillagd',
  'account.passkeys.column.lastUsed': 'Senast använd',
  'account.passkeys.column.actions': 'Åtgärder',
  'account.passkeys.neverUsed': 'Inte använd än',
  'account.passkeys.add': 'Lägg till en nyckel (passkey)',
  'account.passkeys.add.title': 'Lägg till en nyckel (passkey)',
  'account.passkeys.add.description':
    'Ge den ett namn du känner igen, till exempel enheten den finns på. Sedan ber webbläsaren dig att skapa nyckeln.',
  'account.passkeys.name': 'Nyckelns namn',
  'account.passkeys.name.default': 'Min nyckel',
  'account.passkeys.name.required': 'Ge nyckeln ett namn.',
  'account.passkeys.name.tooLong': 'Använd högst 60 tecken.',
  'account.passkeys.add.submit': 'Fortsätt i webbläsaren',
  'account.passkeys.add.cancel': 'Inte nu',
  'account.passkeys.add.browserRefused':
    'Ingen nyckel skapades: webbläsarens fönster stängdes, tiden gick ut eller enheten kan inte skapa en här. Försök igen eller använd en annan enhet.',
  'account.passkeys.add.unsupported':
    'Den här webbläsaren kan inte skapa nycklar (passkeys). Använd en annan webbläsare eller enhet.',
  'account.passkeys.renameShort': 'Byt namn',
  'account.passkeys.removeShort': 'Ta bort',
  'account.passkeys.rename': 'Byt namn på {name}',
  'account.passkeys.rename.title': 'Byt namn på ”{name}”',
  'account.passkeys.rename.submit': 'Spara namnet',
  'account.passkeys.rename.cancel': 'Behåll namnet',
  'account.passkeys.remove': 'Ta bort {name}',
  'account.passkeys.remove.title': 'Ta bort ”{name}”?',
  'account.passkeys.remove.description':
    'Du kan inte längre logga in med den här nyckeln. Den finns kvar i din enhet tills du tar bort den där.',
  'account.passkeys.remove.confirm': 'Ta bort nyckeln',
  'account.passkeys.remove.keep': 'Behåll den',

  'account.recovery.heading': 'Återställningskoder',
  'account.recovery.intro':
    'Om du tappar bort telefonen eller dina nycklar kan en återställningskod ersätta det andra steget, en gång per kod.',
  'account.recovery.left':
    '{count, plural, =0 {Du har inga återställningskoder kvar.} one {Du har # oanvänd återställningskod.} other {Du har # oanvända återställningskoder.}}',
  'account.recovery.needsFactor':
    'Återställningskoder hör till ett andra steg: lägg först till en autentiseringsapp eller en nyckel (passkey).',
  'account.recovery.regenerate': 'Skapa nya återställningskoder',
  'account.recovery.regenerate.title': 'Skapa nya återställningskoder?',
  'account.recovery.regenerate.description':
    'Du får 10 nya koder, som visas en gång. Koderna du har nu slutar fungera direkt.',
  'account.recovery.regenerate.confirm': 'Skapa nya koder',
  'account.recovery.regenerate.keep': 'Behåll mina koder',
  'account.recovery.once.heading': 'Dina nya återställningskoder',
  'account.recovery.once.warning':
    'Det här är enda gången vi visar koderna. Spara dem där du har dina lösenord, eller skriv ut dem. Varje kod fungerar en gång.',
  'account.recovery.once.list': 'Återställningskoder',
  'account.recovery.once.copy': 'Kopiera koderna',
  'account.recovery.once.download': 'Ladda ned som textfil',
  'account.recovery.once.done': 'Jag har sparat dem',
  'account.recovery.file':
    'Återställningskoder för {email}\nSkapade {date}. Varje kod fungerar en gång, i stället för det andra steget när du loggar in.\n\n{codes}\n',
  'account.recovery.fileName': 'aterstallningskoder.txt',
});

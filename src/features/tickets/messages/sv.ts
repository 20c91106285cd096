import { defineTranslation } from '@/i18n';
import type en from './en';

/** The support area's words in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'tickets.list.title': 'Supportärenden',
  'tickets.list.search.label': 'Hitta ärenden',
  'tickets.list.search.q': 'Ämne eller ärendenummer',
  'tickets.list.filter.label': 'Filtrera ärenden efter status',
  'tickets.list.filter': '{filter, select, all {Alla} open {Öppna} closed {Stängda}}',
  'tickets.list.updating': 'Uppdaterar ärenden…',
  'tickets.list.caption':
    '{filter, select, all {Alla supportärenden} open {Öppna supportärenden} closed {Stängda supportärenden}}{search, select, yes { som matchar sökningen} other {}}{page, select, first {} other {, senare sida}}',
  'tickets.list.column.ticket': 'Ärende',
  'tickets.list.column.status': 'Status',
  'tickets.csv.subject': 'Ämne',
  'tickets.list.column.priority': 'Prioritet',
  'tickets.list.column.department': 'Avdelning',
  'tickets.list.column.lastActivity': 'Senaste aktivitet',
  'tickets.list.messageCount': '{count, plural, =0 {Inga meddelanden} one {# meddelande} other {# meddelanden}}',
  'tickets.list.empty.heading': 'Inga ärenden än',
  'tickets.list.empty.body': 'Ärenden som du öppnar hos supporten visas här, med alla svar.',

  'tickets.subject.none': '(inget ämne)',
  'tickets.number': 'Ärende #{number}',
  'tickets.status':
    '{status, select, open {Öppet} answered {Besvarat} customer_reply {Väntar på support} in_progress {Pågår} on_hold {Pausat} closed {Stängt} unknown {Okänt}}',
  'tickets.priority':
    '{priority, select, low {Låg} medium {Normal} high {Hög} urgent {Brådskande} critical {Kritisk} unknown {Okänd}}',

  'tickets.detail.pageTitle': 'Ärende #{number}',
  'tickets.detail.breadcrumb': 'Supportärenden',
  'tickets.detail.conversation': 'Konversation',
  'tickets.detail.openedTheTicket': 'öppnade ärendet',
  'tickets.detail.you': 'Du',
  'tickets.detail.noMessages': 'Inga meddelanden än.',
  'tickets.detail.files.heading': 'Filer i ärendet',
  'tickets.detail.files.label': 'Bilagor till ärendet',
  'tickets.detail.facts.label': 'Om ärendet',
  'tickets.detail.facts.department': 'Avdelning',
  'tickets.detail.facts.requester': 'Skapat av',
  'tickets.detail.facts.opened': 'Öppnat',
  'tickets.detail.facts.lastActivity': 'Senaste aktivitet',
  'tickets.detail.facts.messages': 'Meddelanden',
  'tickets.detail.facts.cc': 'Kopia (CC)',
  'tickets.detail.linked.heading': 'Kopplade tjänster',
  'tickets.detail.linked.unnamed': 'Namnlös tjänst',

  'tickets.message.sender':
    '{sender, select, customer {Du} staff {Support} automation {Automatiskt} unknown {Okänd avsändare}}',
  'tickets.message.encrypted': 'Krypterat',
  'tickets.message.encryptedBody':
    'Meddelandet är krypterat. Innehållet visas inte i panelen; läs det i e-postmeddelandet som vi skickade till dig.',
  'tickets.message.noText': 'Meddelandet har ingen text.',
  'tickets.message.attachments': 'Bilagor till meddelandet',

  'tickets.attachment.defaultName': 'bilaga',
  'tickets.attachment.download': 'ladda ned',
  'tickets.attachment.downloading': 'laddar ned',

  'tickets.actions.reopen': 'Öppna ärendet igen',
  'tickets.actions.reopening': 'Öppnar igen…',
  'tickets.actions.close': 'Stäng ärendet',
  'tickets.close.title': 'Stäng ärende #{number}?',
  'tickets.close.description':
    'Supporten slutar arbeta med ”{subject}”. Du kan öppna ärendet igen senare om problemet kommer tillbaka.',
  'tickets.close.descriptionNoSubject':
    'Supporten slutar arbeta med ärendet. Du kan öppna det igen senare om problemet kommer tillbaka.',
  'tickets.close.confirm': 'Stäng ärendet',
  'tickets.close.keep': 'Låt det vara öppet',

  'tickets.reply.heading': 'Svara',
  'tickets.reply.body': 'Ditt svar',
  'tickets.reply.bodyHint': 'Sparas på den här enheten medan du skriver, tills det är skickat.',
  'tickets.reply.ccHint':
    'De här adresserna får en kopia av varje svar i ärendet. Skilj dem åt med kommatecken eller nya rader; lämna tomt för inga kopior.',
  'tickets.reply.attachView': 'Bifoga vyn som du delade ({time})',
  'tickets.reply.send': 'Skicka svar',
  'tickets.reply.sending': 'Skickar…',
  'tickets.reply.sent': 'Ditt svar har skickats.',
  'tickets.reply.waitUploads': 'Svaret kan skickas när filerna har laddats upp.',
  'tickets.reply.closed': 'Ärendet är stängt. Öppna det igen för att svara.',
  'tickets.reply.draftRestored': 'Ditt osända svar är tillbaka som du lämnade det.',
  'tickets.reply.draftFiles.title': 'Välj de här filerna igen',
  'tickets.reply.draftFiles.body':
    'Ditt utkast hade de här filerna. Ett utkast kan inte spara filer, bara deras namn, så lägg till dem igen om du fortfarande vill skicka dem:',
  'tickets.reply.draftFiles.forget': 'Skicka utan dem',
  'tickets.reply.unknown':
    'Konversationen ovan har lästs in igen. Om ditt svar inte finns där, skicka det igen: din text finns kvar här.',

  'tickets.form.body.required': 'Skriv ett meddelande.',
  'tickets.form.body.tooLong': 'Meddelandet är för långt: högst 10 000 tecken.',
  'tickets.cc.label': 'Kopia till (valfritt)',
  'tickets.cc.invalid': 'Inte en e-postadress: {addresses}.',
  'tickets.cc.tooMany': 'Du kan lägga till högst 10 adresser.',
  'tickets.cc.refused': '{address}: {reason}',

  'tickets.new.link': 'Nytt ärende',
  'tickets.new.title': 'Nytt supportärende',
  'tickets.new.intro': 'Berätta vad du behöver hjälp med. Vi svarar här och via e-post.',
  'tickets.new.department': 'Avdelning',
  'tickets.new.department.choose': 'Välj en avdelning',
  'tickets.new.department.required': 'Välj en avdelning.',
  'tickets.new.department.closed': '{name} (tar inte emot ärenden här)',
  'tickets.new.department.closedHeading': 'Tar inte emot ärenden här',
  'tickets.new.department.none':
    'Ingen avdelning tar emot nya ärenden här just nu. Försök igen senare, eller skriv till oss via e-post.',
  'tickets.new.subject': 'Ämne',
  'tickets.new.subject.required': 'Skriv ett ämne.',
  'tickets.new.subject.tooLong': 'Ämnet är för långt: högst 200 tecken.',
  'tickets.new.priority': 'Prioritet',
  'tickets.new.priority.hint': 'Brådskande är för en tjänst som ligger nere eller inte går att nå.',
  'tickets.new.body': 'Meddelande',
  'tickets.new.body.hint': 'Vad hände, vad du väntade dig och vad du redan har provat.',
  'tickets.new.ccHint': 'De här adresserna får en kopia av varje svar. Skilj dem åt med kommatecken eller nya rader.',
  'tickets.new.linked.heading': 'Gäller',
  'tickets.new.linked.remove': 'Gäller inte detta',
  'tickets.new.linked.removeLabel': 'Gäller inte {name}',
  'tickets.new.submit': 'Skapa ärende',
  'tickets.new.draftRestored': 'Ditt osända ärende är tillbaka som du lämnade det. Filer behöver väljas igen.',
  'tickets.new.waitUploads': 'Ärendet kan skapas när filerna har laddats upp.',
});

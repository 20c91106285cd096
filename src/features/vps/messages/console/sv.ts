import { defineTranslation } from '@/i18n';
import type en from './en';

/** Seriekonsolens ord på svenska. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'vpsConsole.title': 'Konsol för {name}',
  'vpsConsole.current': 'Konsol',
  'vpsConsole.open': 'Öppna konsolen',
  'vpsConsole.newWindow': 'Öppna i ett nytt fönster',
  'vpsConsole.intro':
    'Serverns seriekonsol, som om en skärm och ett tangentbord satt i den: den fungerar även när nätverket eller SSH inte gör det. Logga in som root med serverns root-lösenord.',
  'vpsConsole.keys':
    'När terminalen har fokus går varje tangent till servern. Tryck Esc två gånger för att lämna terminalen. Klistra in med Ctrl+V (⌘V på Mac); även lösenord går att klistra in.',
  'vpsConsole.idle':
    '{minutes, select, unknown {Sessionen avslutas när den lämnas utan inmatning en stund.} other {Sessionen avslutas efter {minutes} minuter utan inmatning.}}',
  'vpsConsole.state.requesting': 'Begär en konsolanslutning…',
  'vpsConsole.state.connecting': 'Ansluter till konsolen…',
  'vpsConsole.state.open': 'Ansluten.',
  'vpsConsole.state.dropped':
    'Anslutningen till konsolen bröts. Det du skriver når inte servern förrän du ansluter igen.',
  'vpsConsole.state.idle':
    '{minutes, select, unknown {Sessionen avslutades eftersom den lämnades utan inmatning.} other {Sessionen avslutades efter {minutes} minuter utan inmatning.}}',
  'vpsConsole.state.serverStopped': 'Servern stoppades, så konsolen avslutades.',
  'vpsConsole.state.failed': 'Det gick inte att nå konsolen. Anslut igen för att försöka med en ny anslutning.',
  'vpsConsole.reconnect': 'Anslut igen',
  'vpsConsole.typeClipboard': 'Skriv urklippet',
  'vpsConsole.typeClipboard.hint':
    'För en prompt som inte tar emot inklistring: skriver urklippets text tangent för tangent.',
  'vpsConsole.typeClipboard.denied':
    'Webbläsaren lät inte panelen läsa urklippet. Klistra in i terminalen med Ctrl+V (⌘V) i stället.',
  'vpsConsole.typeClipboard.empty': 'Urklippet innehåller ingen text att skriva.',
  'vpsConsole.typeClipboard.typed':
    '{count, plural, one {Skrev # tecken från urklippet.} other {Skrev # tecken från urklippet.}}',
  'vpsConsole.terminal.label': 'Terminal för {name}',
  'vpsConsole.terminal.input': 'Tangentbordsinmatning till {name}',
  'vpsConsole.terminal.loading': 'Läser in terminalen…',
  'vpsConsole.terminal.left': 'Du lämnade terminalen. Klicka i den eller tabba till den för att skriva igen.',
  'vpsConsole.log.label': 'Konsolens utdata',
  'vpsConsole.blocked': 'Konsolen kan inte öppnas nu.',
  'vpsConsole.backToServer': 'Tillbaka till {name}',
});

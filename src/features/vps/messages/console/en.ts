import { defineMessages } from '@/i18n';

/** The serial console's words (its own page, `/vps/$vpsId/console`). What the server writes is shown as sent. */
export default defineMessages({
  'vpsConsole.title': 'Console of {name}',
  'vpsConsole.current': 'Console',
  'vpsConsole.open': 'Open the console',
  'vpsConsole.newWindow': 'Open in a new window',
  'vpsConsole.intro':
    'The server’s serial console, as if a screen and keyboard were plugged into it: it works even when the network or SSH does not. Log in as root with the server’s root password.',
  'vpsConsole.keys':
    'While the terminal has focus, every key goes to the server. Press Esc twice to leave the terminal. Paste with Ctrl+V (⌘V on a Mac); passwords can be pasted too.',
  'vpsConsole.idle':
    '{minutes, select, unknown {The session ends when it is left without input for a while.} other {The session ends after {minutes} minutes without input.}}',
  'vpsConsole.state.requesting': 'Asking for a console connection…',
  'vpsConsole.state.connecting': 'Connecting to the console…',
  'vpsConsole.state.open': 'Connected.',
  'vpsConsole.state.dropped':
    'The connection to the console dropped. Nothing you type reaches the server until you reconnect.',
  'vpsConsole.state.idle':
    '{minutes, select, unknown {The session ended because it was left without input.} other {The session ended after {minutes} minutes without input.}}',
  'vpsConsole.state.serverStopped': 'The server stopped, so its console ended.',
  'vpsConsole.state.failed': 'The console could not be reached. Connect again to try with a new connection.',
  'vpsConsole.reconnect': 'Reconnect',
  'vpsConsole.typeClipboard': 'Type the clipboard',
  'vpsConsole.typeClipboard.hint': 'For a prompt that refuses paste: types the clipboard’s text key by key.',
  'vpsConsole.typeClipboard.denied':
    'The browser did not let the panel read the clipboard. Paste in the terminal with Ctrl+V (⌘V) instead.',
  'vpsConsole.typeClipboard.empty': 'The clipboard holds no text to type.',
  'vpsConsole.typeClipboard.typed':
    '{count, plural, one {Typed # character from the clipboard.} other {Typed # characters from the clipboard.}}',
  'vpsConsole.terminal.label': 'Terminal of {name}',
  'vpsConsole.terminal.input': 'Keyboard input to {name}',
  'vpsConsole.terminal.loading': 'Loading the terminal…',
  'vpsConsole.terminal.left': 'You left the terminal. Click it or tab to it to type again.',
  'vpsConsole.log.label': 'Console output',
  'vpsConsole.blocked': 'The console cannot be opened now.',
  'vpsConsole.backToServer': 'Back to {name}',
});

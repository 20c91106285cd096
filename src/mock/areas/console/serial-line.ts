/**
 * The simulated serial line of a server's console (`src/api/endpoints/console.ts`): a boot log, a `login:` prompt,
 * and a small shell. Pure: it receives what the keyboard sent (`input`, UTF-8 already decoded) and writes what the
 * guest would (`write`), so it is tested without a socket. A real tty echoes what is typed, except at the password
 * prompt; every prompt turns bracketed paste on (`ESC[?2004h`), so a paste arrives as one piece, password included.
 */

export interface SerialHost {
  name: string;
  hostname: string;
  os: string;
  /** When the guest booted (ms, world clock): `uptime` counts from it. */
  bootedAtMs: number;
}

export interface SerialLineOptions {
  host: SerialHost;
  rootPassword: string;
  /** The world clock (ms). */
  now: () => number;
  write: (text: string) => void;
}

const CRLF = '\r\n';
const GREEN = '\x1b[32m';
const BOLD = '\x1b[1m';
const RESET = '\x1b[0m';
const PASTE_ON = '\x1b[?2004h';
const PASTE_OFF = '\x1b[?2004l';
const PASTE_START = '\x1b[200~';
const PASTE_END = '\x1b[201~';
/** The longest line a prompt keeps (a paste of a whole file does not grow the world). */
const MAX_LINE = 1024;

type Mode = 'login' | 'password' | 'shell';

/** The home directory's listing. */
const HOME_FILES = ['backup.sh', 'notes.txt', 'www'];

export class SerialLine {
  private mode: Mode = 'login';
  private line = '';
  private user = '';
  /** Inside a bracketed paste: text up to `ESC[201~` is pasted, not typed. */
  private pasting = false;
  /** An escape sequence split across two inputs. */
  private pending = '';

  constructor(private readonly options: SerialLineOptions) {}

  /** The boot log and the first login prompt. */
  start(): void {
    const { host } = this.options;
    const ok = (text: string) => `[  ${GREEN}OK${RESET}  ] ${text}${CRLF}`;
    this.options.write(
      `${BOLD}Serial console of ${host.name}${RESET} (ttyS0, 115200 baud)${CRLF}${CRLF}` +
        `[    0.000000] Linux version 6.8.0-45-generic (buildd@lcy02-amd64) x86_64${CRLF}` +
        `[    0.412337] Memory: check passed${CRLF}` +
        `[    1.083219] EXT4-fs (vda1): mounted filesystem with ordered data mode${CRLF}` +
        ok('Started systemd-journald.service - Journal Service.') +
        ok('Reached target network-online.target - Network is Online.') +
        ok('Started ssh.service - OpenBSD Secure Shell server.') +
        ok('Reached target multi-user.target - Multi-User System.') +
        CRLF +
        `${host.os} ${host.hostname} ttyS0${CRLF}${CRLF}`,
    );
    this.loginPrompt();
  }

  /** What the keyboard sent: typed keys, escape sequences, a bracketed paste. */
  input(data: string): void {
    let rest = this.pending + data;
    this.pending = '';
    while (rest.length > 0) {
      if (rest.startsWith('\x1b')) {
        if (rest.startsWith(PASTE_START)) {
          this.pasting = true;
          rest = rest.slice(PASTE_START.length);
          continue;
        }
        if (rest.startsWith(PASTE_END)) {
          this.pasting = false;
          rest = rest.slice(PASTE_END.length);
          continue;
        }
        // The escape itself is known to be there: the pattern reads what follows it.
        const sequence = /^(\[[0-9;?]*[ -/]*[@-~]|O.|[^[O])/.exec(rest.slice(1));
        if (!sequence) {
          // Not complete yet (a sequence split across inputs): keep it for the next one.
          if (rest.length < 16) this.pending = rest;
          return;
        }
        // Arrow keys, function keys, a lone Escape: this shell has no use for them.
        rest = rest.slice(1 + sequence[0].length);
        continue;
      }
      const char = String.fromCodePoint(rest.codePointAt(0) ?? 0);
      rest = rest.slice(char.length);
      if (this.pasting) {
        // Pasted line breaks do not submit (bracketed paste's point); other control characters are dropped.
        if (char >= ' ' && char !== '\x7f') this.type(char);
        continue;
      }
      this.key(char);
    }
  }

  private key(char: string): void {
    switch (char) {
      case '\r':
      case '\n':
        this.enter();
        return;
      case '\x7f':
      case '\b':
        this.erase();
        return;
      case '\x03':
        // Ctrl+C: the line is abandoned.
        this.options.write(`^C${CRLF}`);
        this.line = '';
        this.prompt();
        return;
      case '\x04':
        // Ctrl+D on an empty shell line logs out.
        if (this.mode === 'shell' && this.line === '') this.logout();
        return;
      case '\x15':
        // Ctrl+U: the line is cleared.
        if (this.mode !== 'password') this.options.write('\b \b'.repeat([...this.line].length));
        this.line = '';
        return;
      default:
        if (char >= ' ') this.type(char);
    }
  }

  private type(char: string): void {
    if (this.line.length + char.length > MAX_LINE) return;
    this.line += char;
    if (this.mode !== 'password') this.options.write(char);
  }

  private erase(): void {
    const chars = [...this.line];
    if (chars.length === 0) return;
    chars.pop();
    this.line = chars.join('');
    if (this.mode !== 'password') this.options.write('\b \b');
  }

  private enter(): void {
    const line = this.line;
    this.line = '';
    this.options.write(`${PASTE_OFF}${CRLF}`);
    if (this.mode === 'login') {
      this.user = line.trim();
      if (this.user === '') {
        this.loginPrompt();
        return;
      }
      this.mode = 'password';
      this.options.write(`Password: ${PASTE_ON}`);
      return;
    }
    if (this.mode === 'password') {
      if (this.user === 'root' && line === this.options.rootPassword) {
        this.mode = 'shell';
        this.options.write(this.motd());
        this.prompt();
        return;
      }
      this.options.write(`${CRLF}Login incorrect${CRLF}`);
      this.loginPrompt();
      return;
    }
    this.run(line.trim());
  }

  private run(command: string): void {
    const [name = '', ...args] = command.split(/\s+/).filter((word) => word !== '');
    const say = (text: string) => this.options.write(`${text}${CRLF}`);
    switch (name) {
      case '':
        break;
      case 'echo':
        say(unquote(command.slice(name.length).trim()));
        break;
      case 'whoami':
        say('root');
        break;
      case 'uname':
        say(
          args.includes('-a')
            ? `Linux ${this.options.host.name} 6.8.0-45-generic #45-Ubuntu SMP PREEMPT_DYNAMIC x86_64 GNU/Linux`
            : 'Linux',
        );
        break;
      case 'uptime':
        say(this.uptime());
        break;
      case 'ls':
        say(HOME_FILES.join('  '));
        break;
      case 'help':
        say('Commands: echo, uname -a, uptime, ls, whoami, exit');
        break;
      case 'exit':
      case 'logout':
        this.logout();
        return;
      default:
        say(`-bash: ${name}: command not found`);
    }
    this.prompt();
  }

  private logout(): void {
    this.options.write(`logout${CRLF}${CRLF}`);
    this.mode = 'login';
    this.loginPrompt();
  }

  private motd(): string {
    const { host } = this.options;
    return `Welcome to ${host.os}${CRLF}${CRLF}Last login: on ttyS0${CRLF}`;
  }

  private uptime(): string {
    const now = this.options.now();
    const minutes = Math.max(0, Math.floor((now - this.options.host.bootedAtMs) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const clock = new Date(now).toISOString().slice(11, 19);
    const up = `${days} ${days === 1 ? 'day' : 'days'}, ${String(hours).padStart(2)}:${String(minutes % 60).padStart(2, '0')}`;
    return ` ${clock} up ${up},  1 user,  load average: 0.08, 0.03, 0.01`;
  }

  private loginPrompt(): void {
    this.mode = 'login';
    this.user = '';
    this.options.write(`${this.options.host.name} login: ${PASTE_ON}`);
  }

  private prompt(): void {
    if (this.mode === 'login') {
      this.loginPrompt();
      return;
    }
    if (this.mode === 'password') {
      this.options.write(`Password: ${PASTE_ON}`);
      return;
    }
    this.options.write(`root@${this.options.host.name}:~# ${PASTE_ON}`);
  }
}

/** `"a  b"` and `'a b'` as the shell reads them (quotes removed, one level, no escapes); words apart by one space. */
function unquote(text: string): string {
  const words = text.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.map((word) => word.replace(/^(['"])(.*)\1$/s, '$2')).join(' ');
}

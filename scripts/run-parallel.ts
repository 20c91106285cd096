import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Runs shell commands side by side and fails when any fails: `tsx scripts/run-parallel.ts 'npm run a' 'npm run b'`.
 * `npm test` runs its typecheck and its lint this way: each is one process after another on one core (tsc, ESLint,
 * dependency-cruiser, Prettier), and the machine has two. Each command's output is printed whole when it ends, so
 * the two never interleave; the exit status is the first failure's (0 when all passed).
 */
export function runParallel(commands: string[]): Promise<number> {
  return Promise.all(
    commands.map(
      (command) =>
        new Promise<number>((done) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code, signal) => {
            const status = code ?? (signal ? 1 : 0);
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`\n> ${command} (${status === 0 ? 'passed' : 'failed'}, ${seconds} s)\n`);
            process.stdout.write(Buffer.concat(output));
            done(status);
          });
        }),
    ),
  ).then((statuses) => statuses.find((status) => status !== 0) ?? 0);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const commands = process.argv.slice(2);
  if (commands.length === 0) {
    process.stderr.write('usage: tsx scripts/run-parallel.ts <command> [<command> …]\n');
    process.exit(2);
  }
  process.exitCode = await runParallel(commands);
}

import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The most of one page's snapshot printed: a long list's page stays readable in a CI log. */
const MAX_CHARS = 12_000;

type Attachment = TestResult['attachments'][number];

/** The page's snapshot in an error context (the file also repeats the error and the test's source, already logged). */
function pageSnapshot(context: Attachment): string | null {
  let text: string;
  try {
    text = context.body ? context.body.toString('utf8') : context.path ? readFileSync(context.path, 'utf8') : '';
  } catch {
    return null;
  }
  return /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1] ?? null;
}

/**
 * Prints a failed test's page snapshot (the page as the accessibility tree saw it when the assertion gave up) into
 * the log. CI keeps only what the run printed, not `test-results/`: a failure that happens once in a busy run must be
 * explained from the log alone, so the page it left is printed beside the error.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    const snapshot = context ? pageSnapshot(context) : null;
    if (!snapshot) return;
    const shown =
      snapshot.length > MAX_CHARS
        ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length - MAX_CHARS} more characters)`
        : snapshot;
    process.stdout.write(`\n--- The page when "${test.titlePath().slice(1).join(' › ')}" failed ---\n${shown}\n---\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

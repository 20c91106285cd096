import { MAILBOX_MAX_QUOTA_MB } from '@/api/schemas/hosting';

/** A mailbox GB is 1024 MB (ledger: mailbox object). */
export const MB_PER_GB = 1024;
export const MAILBOX_MAX_QUOTA_GB = MAILBOX_MAX_QUOTA_MB / MB_PER_GB;

const GB_TEXT = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*$/;

/**
 * A quota typed in GB ("5", "2.5", "2,5": either decimal mark) as the MB the API takes, rounded to a whole MB;
 * null when it is not a number from 0 to 1024 GB with at most two decimals. 0 is no limit.
 */
export function quotaMbFromGbText(text: string): number | null {
  const match = GB_TEXT.exec(text);
  if (!match) return null;
  const gb = Number(`${match[1] ?? '0'}.${match[2] ?? '0'}`);
  const mb = Math.round(gb * MB_PER_GB);
  return mb <= MAILBOX_MAX_QUOTA_MB ? mb : null;
}

/** A quota in MB as the GB text the field starts with ("32", "0.5"), with a dot (the field takes either mark). */
export function gbTextFromMb(mb: number): string {
  return String(Math.round((mb / MB_PER_GB) * 100) / 100);
}

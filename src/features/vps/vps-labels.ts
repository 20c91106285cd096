import type { SshKey } from '@/api/schemas/vps-ssh-keys';
import type { Vps, VpsStatus } from '@/api/schemas/vps';
import type { Tone } from '@/ui/status-badge';

/**
 * The look of the VPS area's API values. Their words are in the catalog (`vps.status`: one select message, so a
 * new API value is a type error in both languages). The badge adds a shape, so status never rests on colour.
 */
export const vpsStatusTones: Record<VpsStatus, Tone> = {
  running: 'success',
  stopped: 'neutral',
  starting: 'progress',
  stopping: 'progress',
  restarting: 'progress',
  provisioning: 'progress',
  suspended: 'danger',
  unknown: 'neutral',
};

/** What a VPS (or the URL of its screen) is called: its name, else its id. */
export function vpsName(server: { id: string; name: string | null }): string {
  return server.name ?? server.id;
}

/** What an SSH key is called: its name, else its fingerprint. */
export function keyName(key: Pick<SshKey, 'name' | 'fingerprint'>, unnamed: string): string {
  return key.name ?? key.fingerprint ?? unnamed;
}

/** What a VPS is busy with, as the words name it (`vps.busy.kind`): a job kind reduced to a known word or `other`. */
export type BusyKind =
  'restart' | 'reset' | 'stop' | 'shutdown' | 'start' | 'snapshot' | 'config' | 'migrate' | 'network' | 'other';

const kindWords: Record<string, BusyKind> = {
  'vps.restart': 'restart',
  'vps.reset': 'reset',
  'vps.stop': 'stop',
  'vps.shutdown': 'shutdown',
  'vps.start': 'start',
  'vps.snapshot.create': 'snapshot',
  'vps.config': 'config',
  'vps.migrate': 'migrate',
};

export function busyKind(kind: string | null): BusyKind {
  if (kind === null) return 'other';
  if (kind.startsWith('vps.network.')) return 'network';
  return kindWords[kind] ?? 'other';
}

/** Why every change of the server is blocked, if one reason blocks them all: suspended, or busy with a job. */
export type VpsBlock = 'suspended' | 'busy';

/** The gate codes each block stands for: the controls blocked for that code point at the banner. */
export const vpsBlockCodes: Record<VpsBlock, readonly string[]> = {
  suspended: ['vps_suspended'],
  busy: ['vps_busy'],
};

export function vpsBlockOf(server: Vps): VpsBlock | null {
  const codes = Object.values(server.actions).map((gate) => gate.code);
  if (server.status === 'suspended' || codes.includes('vps_suspended')) return 'suspended';
  if (server.activeOperation !== null || codes.includes('vps_busy')) return 'busy';
  return null;
}

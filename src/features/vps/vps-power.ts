import type { Vps, VpsActions } from '@/api/schemas/vps';

/**
 * The power ladder, gentlest first: each rung says what it does to the running system. Two rungs share the
 * restart endpoint (`force`); each follows its own gate. Words: `vps.power.*` select messages on `choice`.
 */
export const powerChoices = ['start', 'restart', 'forceRestart', 'reset', 'shutdown', 'stop'] as const;
export type PowerChoice = (typeof powerChoices)[number];

interface PowerRule {
  endpoint: 'restart' | 'reset' | 'shutdown' | 'stop' | 'start';
  gate: keyof VpsActions;
  body?: { force: boolean };
  /** Interrupts what runs on the server: asks first. */
  confirm: boolean;
  /** May lose unsaved data in the guest: the confirm button is red. */
  danger: boolean;
}

export const powerRules: Record<PowerChoice, PowerRule> = {
  start: { endpoint: 'start', gate: 'canStart', confirm: false, danger: false },
  restart: { endpoint: 'restart', gate: 'canRestart', body: { force: false }, confirm: true, danger: false },
  forceRestart: { endpoint: 'restart', gate: 'canRestart', body: { force: true }, confirm: true, danger: true },
  reset: { endpoint: 'reset', gate: 'canReset', confirm: true, danger: true },
  shutdown: { endpoint: 'shutdown', gate: 'canShutdown', confirm: true, danger: false },
  stop: { endpoint: 'stop', gate: 'canStop', confirm: true, danger: true },
};

/** A stopped server lists Start first; a running one the restarts, with Start (blocked, with its reason) last. */
export function orderedPowerChoices(server: Pick<Vps, 'status'>): readonly PowerChoice[] {
  if (server.status === 'stopped') return powerChoices;
  return [...powerChoices.filter((choice) => choice !== 'start'), 'start'];
}

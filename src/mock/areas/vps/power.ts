import type { ActionGate } from '@/api/schemas/common';
import type { JobCompletion } from '@/mock/platform/jobs';
import { powerGates, relNow, type PowerGateName, type StoredPowerStatus, type StoredVps, type VpsHost } from './state';

/**
 * Power actions as state machines (ledger): each moves the VPS into a transitional status for the length of its
 * job and to its end status when the job completes. A flaky VPS (demo) does not answer graceful requests: those
 * jobs fail and the VPS stays as it was; forced ones (restart with force, reset, stop) work.
 */

export type PowerAction = 'restart' | 'reset' | 'stop' | 'shutdown' | 'start';

interface PowerRule {
  gate: PowerGateName;
  kind: string;
  during: StoredPowerStatus;
  after: StoredPowerStatus;
}

export const POWER_RULES: Record<PowerAction, PowerRule> = {
  restart: { gate: 'canRestart', kind: 'vps.restart', during: 'restarting', after: 'running' },
  reset: { gate: 'canReset', kind: 'vps.reset', during: 'restarting', after: 'running' },
  stop: { gate: 'canStop', kind: 'vps.stop', during: 'stopping', after: 'stopped' },
  shutdown: { gate: 'canShutdown', kind: 'vps.shutdown', during: 'stopping', after: 'stopped' },
  start: { gate: 'canStart', kind: 'vps.start', during: 'starting', after: 'running' },
};

export function powerGate(vps: StoredVps, action: PowerAction): { name: PowerGateName; gate: ActionGate } {
  const name = POWER_RULES[action].gate;
  return { name, gate: powerGates(vps)[name] };
}

function isGraceful(action: PowerAction, force: boolean): boolean {
  return (action === 'restart' && !force) || action === 'shutdown';
}

/**
 * Moves the VPS into the action's transitional status; returns what the job applies when it completes. Call only
 * after the gate allowed the action.
 */
export function beginPower(host: VpsHost, vps: StoredVps, action: PowerAction, force: boolean): () => JobCompletion {
  const rule = POWER_RULES[action];
  const before = vps.status;
  vps.status = rule.during;
  return () => {
    if (vps.flaky && isGraceful(action, force)) {
      vps.status = before;
      return {
        error: {
          code: 'guest_unresponsive',
          title: 'The guest did not respond',
          detail:
            `${vps.name} did not answer the ${action === 'shutdown' ? 'shutdown' : 'graceful restart'} request, so ` +
            `nothing was changed. ${action === 'shutdown' ? 'Use stop to power it off' : 'Retry with force: true or use reset'}.`,
        },
      };
    }
    vps.status = rule.after;
    // The customer chose this state: a stop is not unexpected, and a start ends an unexpected one.
    vps.stoppedUnexpectedly = false;
    if (rule.after === 'running') vps.guestCheckedAtRel = relNow(host);
    return { result: { vpsId: vps.id, status: vps.status, ...(action === 'restart' ? { force } : {}) } };
  };
}

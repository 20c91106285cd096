import { useEffect, useState } from 'react';
import type { MailboxPasswordStrength } from '@/api/schemas/mailbox-password-strength';
import { loadMailboxPasswordEstimator, type MailboxPasswordEstimator } from './load-estimator';

/** What a password should not be built from: the parts of the (mailbox's or person's) e-mail address. */
export interface PasswordContext {
  localPart: string;
  domain: string;
}

type EstimatorState =
  { status: 'loading' } | { status: 'ready'; estimator: MailboxPasswordEstimator } | { status: 'failed' };

/**
 * The estimator's score of `password` as it is typed, for a strength meter (a mailbox's password, the account's).
 * The estimator starts loading (in its worker) when the form first shows; `status` says whether it has arrived or
 * cannot be had (the form works on without it: the server still checks). `strength` is the latest answer while the
 * password is not empty: it stays while the next is on its way (no flicker between keystrokes), `stale` meanwhile.
 */
export function usePasswordStrength(
  password: string,
  { localPart, domain }: PasswordContext,
): { status: EstimatorState['status']; strength: MailboxPasswordStrength | null; stale: boolean } {
  const [state, setState] = useState<EstimatorState>({ status: 'loading' });
  const [scored, setScored] = useState<{ key: string; strength: MailboxPasswordStrength } | null>(null);
  useEffect(() => {
    let live = true;
    loadMailboxPasswordEstimator().then(
      (estimator) => live && setState({ status: 'ready', estimator }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  const key = JSON.stringify([password, localPart, domain]);
  useEffect(() => {
    if (state.status !== 'ready' || password === '') return;
    let live = true;
    state.estimator.estimate(password, { localPart, domain }).then(
      (strength) => live && setScored({ key, strength }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state, key, password, localPart, domain]);
  const strength = state.status === 'ready' && password !== '' && scored ? scored.strength : null;
  return { status: state.status, strength, stale: strength !== null && scored?.key !== key };
}

/**
 * The estimator's verdict on a password about to be sent, waiting for the estimator if it is still loading; null
 * when it cannot be had (the server still checks). A form sends nothing the estimator rates too weak.
 */
export function passwordVerdict(password: string, context: PasswordContext): Promise<MailboxPasswordStrength | null> {
  return loadMailboxPasswordEstimator()
    .then((estimator) => estimator.estimate(password, context))
    .catch(() => null);
}

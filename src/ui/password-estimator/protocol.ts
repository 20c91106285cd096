import type {
  MailboxPasswordContext,
  MailboxPasswordStrength,
  estimateMailboxPassword,
} from '@/api/schemas/mailbox-password-strength';

/** What the page asks the estimator worker; `id` pairs the reply with its question. */
export type EstimatorRequest = { id: number; kind: 'estimate'; password: string; context: MailboxPasswordContext };

/** What the worker answers: `ready` once, when its word lists are built, then one reply per request. */
export type EstimatorReply =
  | { kind: 'ready' }
  | { id: number; kind: 'estimate'; strength: MailboxPasswordStrength }
  | { id: number; kind: 'failed'; message: string };

/** The estimator module's entry point (the worker passes the real one; tests may pass others). The form makes a
 * generated password on the page, at once (mailbox-password-random.ts). */
export interface EstimatorFunctions {
  estimateMailboxPassword: typeof estimateMailboxPassword;
}

/** The worker's answer to one request: the estimator's, or `failed` with what went wrong. */
export function answerEstimatorRequest(estimator: EstimatorFunctions, request: EstimatorRequest): EstimatorReply {
  try {
    return {
      id: request.id,
      kind: 'estimate',
      strength: estimator.estimateMailboxPassword(request.password, request.context),
    };
  } catch (error) {
    return { id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

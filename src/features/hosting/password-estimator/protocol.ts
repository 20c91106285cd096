import type {
  MailboxPasswordContext,
  MailboxPasswordStrength,
  generateMailboxPassword,
  estimateMailboxPassword,
} from '@/api/schemas/mailbox-password-strength';

/** What the page asks the estimator worker; `id` pairs the reply with its question. */
export type EstimatorRequest =
  | { id: number; kind: 'estimate'; password: string; context: MailboxPasswordContext }
  | { id: number; kind: 'generate'; context: MailboxPasswordContext };

/** What the worker answers: `ready` once, when its word lists are built, then one reply per request. */
export type EstimatorReply =
  | { kind: 'ready' }
  | { id: number; kind: 'estimate'; strength: MailboxPasswordStrength }
  | { id: number; kind: 'generate'; password: string }
  | { id: number; kind: 'failed'; message: string };

/** The estimator module's two entry points (the worker passes the real ones; tests may pass others). */
export interface EstimatorFunctions {
  estimateMailboxPassword: typeof estimateMailboxPassword;
  generateMailboxPassword: typeof generateMailboxPassword;
}

/** The worker's answer to one request: the estimator's, or `failed` with what went wrong. */
export function answerEstimatorRequest(estimator: EstimatorFunctions, request: EstimatorRequest): EstimatorReply {
  try {
    switch (request.kind) {
      case 'estimate':
        return {
          id: request.id,
          kind: 'estimate',
          strength: estimator.estimateMailboxPassword(request.password, request.context),
        };
      case 'generate':
        return { id: request.id, kind: 'generate', password: estimator.generateMailboxPassword(request.context) };
    }
  } catch (error) {
    return { id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

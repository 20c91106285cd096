import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { answerEstimatorRequest, type EstimatorReply, type EstimatorRequest } from './protocol';

/**
 * The mailbox password estimator off the page's thread (load-estimator.ts starts it): downloading and parsing its
 * word lists, building zxcvbn's ranked dictionaries and scoring each keystroke never hold up typing. It answers
 * `ready` once the dictionaries are built (an empty password's check builds them), then each request in turn.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EstimatorRequest>) => void) | null;
  postMessage: (reply: EstimatorReply) => void;
};

const estimator = { estimateMailboxPassword };

scope.onmessage = (event) => scope.postMessage(answerEstimatorRequest(estimator, event.data));
estimateMailboxPassword('', { localPart: '', domain: '' });
scope.postMessage({ kind: 'ready' });

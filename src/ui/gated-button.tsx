import { createContext, useContext, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages, type CoreMessages, type Translate } from '@/i18n';
import { useBlockedCover } from './blocked-banner';
import { buttonClass, type ButtonVariant } from './button';
import { GuardWait, useGuardState, type MutationGuard } from './guard';
import { useProblemWords, type ProblemWords } from './problem-words';
import { REPLAY_READ_ONLY } from './replay-mode';

export interface Gate {
  allowed: boolean;
  reason: string | null;
  code?: string | null;
}

/**
 * Why the action is blocked, in customer words: the words of its `code` (the problem words); the server's reason
 * as sent only for a code they do not know (or no code); for a gate the server left out (the contract's
 * `tolerantGate` marks it `gate_missing`) or sent without a reason, the panel's words. While the problem words
 * load, a gate with a code says the generic "not available right now".
 */
export function gateReason(gate: Gate, t: Translate<CoreMessages>, words: ProblemWords | null): string {
  if (gate.code === 'gate_missing') return t('gate.missing');
  // The key's scopes (useScopeGate, src/ui/key-scopes.ts) and a replay (src/ui/replay-mode.ts): the reason is already
  // the panel's words.
  if ((gate.code === 'missing_scope' || gate.code === REPLAY_READ_ONLY) && gate.reason) return gate.reason;
  if (gate.code) {
    if (!words) return t('gate.unavailable');
    const known = words.code(gate.code);
    if (known) return known;
  }
  return gate.reason ?? t('gate.unavailable');
}

/** `gateReason` in a component: the gate's reason in the active language. */
export function useGateReason(): (gate: Gate) => string {
  const t = useMessages();
  const words = useProblemWords();
  return (gate) => gateReason(gate, t, words);
}

/** A blocked gate's reason as text (for a place that shows it without a button). */
export function GateReason({ gate }: { gate: Gate }) {
  return useGateReason()(gate);
}

/**
 * The reasons already on screen for the buttons below them (`SharedGateReason`, nested ones each adding theirs): each
 * element's id and its words.
 */
const SharedReason = createContext<readonly SharedReasonEntry[]>([]);

/** A reason on screen (its element's id) and which blocked gates it speaks for. */
export interface SharedReasonEntry {
  id: string;
  covers: (gate: Gate) => boolean;
}

/**
 * Makes the reason shown at `id` speak for every `GatedButton` inside whose blocked gate `covers` accepts (they point
 * to it instead of saying their own). The caller shows the reason (a list's toolbar: read-only-reason.tsx).
 */
export function SharedReasonProvider({ entry, children }: { entry: SharedReasonEntry | null; children: ReactNode }) {
  const outer = useContext(SharedReason);
  if (!entry) return children;
  return <SharedReason.Provider value={[...outer, entry]}>{children}</SharedReason.Provider>;
}

/**
 * Says one reason once for many buttons: when `gate` is blocked its reason is shown here, above `children`, and every
 * `GatedButton` inside blocked for that same reason points to it (`aria-describedby`) instead of repeating it under
 * itself (a list whose every row's buttons the key's scopes block). A button blocked for another reason still says
 * its own. Nested, each says its own reason once (a row's two actions that need different scopes).
 */
export function SharedGateReason({ gate, children }: { gate: Gate; children: ReactNode }) {
  const id = useId();
  // A reason already said above for this gate (a read-only key's, in the list's toolbar) is not said again.
  const said = useContext(SharedReason).some((reason) => reason.covers(gate));
  if (gate.allowed || said) return children;
  const covers = (other: Gate) => other.code === gate.code && other.reason === gate.reason;
  return (
    <SharedReasonProvider entry={{ id, covers }}>
      <p id={id} className="gated__reason gated__reason--shared">
        <GateReason gate={gate} />
      </p>
      {children}
    </SharedReasonProvider>
  );
}

/**
 * A button for an action behind a gate (`actions.<name>`). When blocked it stays visible and focusable,
 * says why next to itself, and refuses the click; hiding it would leave the user guessing. When the page's
 * `BlockedBanner` already says why (a `BlockedScope` covering the gate's code), it points at the banner
 * (`aria-describedby`) instead of repeating the reason. With `guard` (the
 * mutation it sends) it is also busy while that request is on its way and shows a 429's wait.
 */
export function GatedButton({
  gate,
  guard,
  variant,
  size,
  children,
  className,
  onClick,
  disabled,
  ...rest
}: {
  gate: Gate;
  guard?: MutationGuard;
  /** The kit button's look (as `Button`); without it, `className` alone (default: the plain button). */
  variant?: ButtonVariant;
  size?: 'small';
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const reasonId = useId();
  const blocked = !gate.allowed;
  const shared = useContext(SharedReason).find((reason) => reason.covers(gate));
  const sharedReasonId = blocked && shared !== undefined ? shared.id : null;
  const coveredBy = useBlockedCover(gate);
  // Blocked: described by why (the banner that says it, the shared reason above, or its own reason).
  const describedBy = blocked ? (coveredBy ?? sharedReasonId ?? reasonId) : rest['aria-describedby'];
  const { busy, waitSeconds } = useGuardState(guard);
  return (
    <span className="gated">
      <button
        {...rest}
        type={rest.type ?? 'button'}
        className={
          variant !== undefined || size !== undefined ? buttonClass(variant, size, className) : (className ?? 'button')
        }
        disabled={disabled || busy || waitSeconds !== null}
        aria-busy={busy || undefined}
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy}
        data-gate-code={gate.code ?? undefined}
        onClick={(event) => {
          if (blocked) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {children}
        <GuardWait seconds={waitSeconds} />
      </button>
      {blocked && coveredBy === null && sharedReasonId === null && (
        <span id={reasonId} className="gated__reason">
          {/* Its own component: only a blocked gate loads the problem words. */}
          <GateReason gate={gate} />
        </span>
      )}
    </span>
  );
}

import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'progress';

/**
 * Status as text plus a shape, never colour alone. The shape is CSS generated content with empty alt
 * text, so it is seen but neither read out nor part of the badge's text.
 */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

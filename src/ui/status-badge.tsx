import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'progress';

const icons: Record<Tone, string> = {
  neutral: '○',
  info: '◆',
  success: '✓',
  warning: '▲',
  danger: '✕',
  progress: '◌',
};

/** Status as text plus a shape, never colour alone. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      <span aria-hidden="true" className="badge__icon">
        {icons[tone]}
      </span>
      {children}
    </span>
  );
}

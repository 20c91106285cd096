import type { ReactNode } from 'react';
import './empty-state.css';

/** What an empty list says instead of a bare table: what would be here, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

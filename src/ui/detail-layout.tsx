import type { ReactNode } from 'react';
import './detail-layout.css';

/**
 * A detail screen's body: the main column (conversation, tabs, charts) and a side panel of facts and related
 * items. The side panel follows the main column on narrow screens.
 */
export function DetailLayout({ main, side, sideLabel }: { main: ReactNode; side: ReactNode; sideLabel: string }) {
  return (
    <div className="detail-layout">
      <div className="detail-layout__main">{main}</div>
      <aside className="detail-layout__side" aria-label={sideLabel}>
        {side}
      </aside>
    </div>
  );
}

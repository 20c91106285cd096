import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { usePageTitle } from './use-page-title';

/**
 * The top of every screen: breadcrumb, the one h1, a line of facts (badges, ids), and the screen's actions.
 * It also names the browser tab, so no screen forgets to.
 */
export function PageHeader({
  title,
  documentTitle = title,
  headingId,
  breadcrumb,
  current = title,
  meta,
  actions,
}: {
  title: string;
  /** The tab title when it should differ from the heading (a ticket's number rather than its subject). */
  documentTitle?: string;
  /** For the screen's landmark: `<section aria-labelledby={headingId}>`. */
  headingId?: string;
  /** Links to the ancestors of this screen, outermost first; the current page ends the trail. */
  breadcrumb?: ReactNode[];
  /** This screen's name in the breadcrumb. */
  current?: string;
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useMessages();
  usePageTitle(documentTitle);
  return (
    <>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
          <ol>
            {breadcrumb.map((crumb, i) => (
              <li key={i}>{crumb}</li>
            ))}
            <li aria-current="page">{current}</li>
          </ol>
        </nav>
      )}
      <div className="page__header">
        <div className="page__heading">
          <h1 id={headingId}>{title}</h1>
          {meta && <div className="page__meta">{meta}</div>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
    </>
  );
}

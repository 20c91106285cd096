import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ButtonRow } from './button';
import { Notice, type NoticeTone } from './notice';
import './blocked-banner.css';

/** Which blocked gates a page's banner already explains (by gate `code`), and the banner's element id. */
interface BlockedCover {
  bannerId: string;
  codes: ReadonlySet<string>;
}

const BlockedCoverContext = createContext<BlockedCover | null>(null);

/**
 * Around an object's page: the gates blocked for one of `codes` are explained once, by the banner with id
 * `bannerId`, so their controls stay disabled and point at it (`aria-describedby`) instead of repeating the reason.
 * With no banner (`bannerId` null) nothing is covered and every control says its own reason.
 */
export function BlockedScope({
  bannerId,
  codes,
  children,
}: {
  bannerId: string | null;
  codes: readonly string[];
  children: ReactNode;
}) {
  const key = codes.join(' ');
  const cover = useMemo(
    () => (bannerId === null ? null : { bannerId, codes: new Set(key.split(' ').filter(Boolean)) }),
    [bannerId, key],
  );
  return <BlockedCoverContext.Provider value={cover}>{children}</BlockedCoverContext.Provider>;
}

/** The id of the banner that already says why `gate` is blocked, or null (the control says it itself). */
export function useBlockedCover(gate: { allowed: boolean; code?: string | null | undefined }): string | null {
  const cover = useContext(BlockedCoverContext);
  if (gate.allowed || !cover || !gate.code || !cover.codes.has(gate.code)) return null;
  return cover.bannerId;
}

/**
 * Why an object's actions are blocked (suspended, busy with a job, on the legacy panel), said once at the top of
 * its page, with what resolves it (`actions`: pay the invoice, follow the job, open the control panel). The
 * controls it covers (see `BlockedScope`) reference it by `id`.
 */
export function BlockedBanner({
  id,
  tone = 'warning',
  title,
  children,
  actions,
}: {
  id: string;
  tone?: NoticeTone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  // A region named by its title, so it is found (and skipped to) like a section of the page.
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="blocked-banner">
      <Notice tone={tone} title={<span id={`${id}-title`}>{title}</span>}>
        {children}
        {actions ? <ButtonRow>{actions}</ButtonRow> : null}
      </Notice>
    </section>
  );
}

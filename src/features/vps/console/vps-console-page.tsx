import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { consoleRoutes } from '@/api/endpoints/console';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { GatedButton, GateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { useConsoleTicket } from '@/features/vps/api/vps-console-mutation';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { VpsStatusBadge } from '@/features/vps/components/vps-status';
import { vpsConsoleMessages, vpsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { openConsoleSession, type ConsoleEnd, type ConsoleSession } from './console-connection';
import { appendToLog, emptyConsoleLog, type ConsoleLog } from './console-log';
import type { ConsoleTerminalHandle } from './console-terminal';
import '@/features/vps/vps.css';
import './vps-console.css';

/** xterm.js and its stylesheet: fetched when the console opens, never with another screen. */
const ConsoleTerminal = lazy(() => import('./console-terminal'));

type Status = 'requesting' | 'connecting' | 'open' | 'refused' | ConsoleEnd;
type ClipboardNote = { kind: 'denied' | 'empty' } | { kind: 'typed'; count: number } | null;

/**
 * A server's serial console on a page of its own (`/vps/$vpsId/console`, also in a window of its own): it connects
 * at once when the gate allows, says how the connection ended and reconnects only on request (a new ticket).
 */
export function VpsConsolePage({ vpsId }: { vpsId: string }) {
  const t = useMessages(vpsConsoleMessages);
  const tv = useMessages(vpsMessages);
  const { data: server } = useSuspenseQuery(vpsQueries.detail(vpsId));
  const name = vpsName(server);
  const gate = useScopeGate(consoleRoutes.openConsole, server.actions.canOpenConsole);
  const ticket = useConsoleTicket(vpsId);
  const router = useRouter();
  const navigate = useNavigate();

  const [status, setStatus] = useState<Status | null>(null);
  const [session, setSession] = useState<ConsoleSession | null>(null);
  const [log, setLog] = useState<ConsoleLog>(emptyConsoleLog);
  const [idleSeconds, setIdleSeconds] = useState<number | null>(null);
  const [clipboardNote, setClipboardNote] = useState<ClipboardNote>(null);
  const [left, setLeft] = useState(false);
  const sessionRef = useRef<ConsoleSession | null>(null);
  const terminal = useRef<ConsoleTerminalHandle>(null);
  const tools = useRef<HTMLDivElement>(null);

  const connect = useCallback(() => {
    sessionRef.current?.close();
    sessionRef.current = null;
    setSession(null);
    setStatus('requesting');
    setClipboardNote(null);
    ticket.mutate(undefined, {
      onSuccess: (answer) => {
        const opened = openConsoleSession(answer, {
          onOpen: () => {
            if (sessionRef.current === opened) setStatus('open');
          },
          onEnd: (end) => {
            if (sessionRef.current === opened) setStatus(end);
          },
        });
        sessionRef.current = opened;
        setIdleSeconds(answer.idleTimeoutSeconds);
        setLog(emptyConsoleLog);
        opened.subscribe((chunk) => setLog((current) => appendToLog(current, chunk)));
        setSession(opened);
        setStatus('connecting');
      },
      onError: () => setStatus('refused'),
    });
  }, [ticket]);

  // Opening the page is asking for the console: connect once, when the gate allows; leaving closes it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !gate.allowed) return;
    started.current = true;
    connect();
  }, [connect, gate.allowed]);
  useEffect(() => () => sessionRef.current?.close(), []);

  const openInNewWindow = () => {
    const href = router.buildLocation({ to: '/vps/$vpsId/console', params: { vpsId } }).href;
    // Not `noopener`: the new window starts with a copy of this tab's sessionStorage, where the sign-in is kept.
    const opened = window.open(href, `console-${vpsId}`, 'popup,width=1000,height=700');
    if (!opened) return;
    // One console per server: this tab's connection ends, and the tab goes back to the server.
    sessionRef.current?.close();
    sessionRef.current = null;
    void navigate({ to: '/vps/$vpsId', params: { vpsId } });
  };

  const typeClipboard = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      setClipboardNote({ kind: 'denied' });
      return;
    }
    if (!text) {
      setClipboardNote({ kind: 'empty' });
      return;
    }
    setLeft(false);
    setClipboardNote({ kind: 'typed', count: terminal.current?.typeText(text) ?? 0 });
  };

  const minutes = idleSeconds === null ? 'unknown' : String(Math.round(idleSeconds / 60));
  const end = endOf(status);
  const endText =
    end === null ? null : end === 'idle' ? t('vpsConsole.state.idle', { minutes }) : t(`vpsConsole.state.${end}`);
  const progress = status === 'requesting' || status === 'connecting' || status === 'open' ? status : null;

  return (
    <article className="page vps-console" aria-labelledby="vps-console-heading">
      <PageHeader
        headingId="vps-console-heading"
        title={t('vpsConsole.title', { name })}
        current={t('vpsConsole.current')}
        breadcrumb={[
          <Link key="servers" to="/vps">
            {tv('vps.detail.breadcrumb')}
          </Link>,
          <Link key="server" to="/vps/$vpsId" params={{ vpsId }}>
            {name}
          </Link>,
        ]}
        meta={<VpsStatusBadge status={server.status} />}
        actions={
          <Button onClick={openInNewWindow} disabled={!gate.allowed}>
            {t('vpsConsole.newWindow')}
          </Button>
        }
      />
      <p className="vps-console__intro">{t('vpsConsole.intro')}</p>
      {!gate.allowed ? (
        <Notice tone="warning">
          <p>{t('vpsConsole.blocked')}</p>
          <p>
            <GateReason gate={gate} />
          </p>
          <p>
            <Link to="/vps/$vpsId" params={{ vpsId }}>
              {t('vpsConsole.backToServer', { name })}
            </Link>
          </p>
        </Notice>
      ) : (
        <>
          <p className="vps-console__keys">
            {t('vpsConsole.keys')} {t('vpsConsole.idle', { minutes })}
          </p>
          {status === 'refused' && <ProblemAlert error={ticket.error} onRetry={connect} />}
          {endText !== null ? (
            <Notice tone="warning">
              <p>{endText}</p>
              <GatedButton gate={gate} guard={ticket} variant="primary" onClick={connect}>
                {t('vpsConsole.reconnect')}
              </GatedButton>
            </Notice>
          ) : (
            <p className="vps-console__state" role="status">
              {progress && t(`vpsConsole.state.${progress}`)}
            </p>
          )}
          <div className="vps-console__screen">
            <Suspense fallback={<p className="vps-console__loading">{t('vpsConsole.terminal.loading')}</p>}>
              <ConsoleTerminal
                ref={terminal}
                session={session}
                label={t('vpsConsole.terminal.label', { name })}
                inputLabel={t('vpsConsole.terminal.input', { name })}
                onLeave={() => {
                  setLeft(true);
                  setClipboardNote(null);
                  // The first control after the terminal that takes focus, else the tools' row itself.
                  const next = tools.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
                  (next ?? tools.current)?.focus();
                }}
              />
            </Suspense>
          </div>
          <div className="vps-console__tools" ref={tools} tabIndex={-1}>
            <Button disabled={status !== 'open'} onClick={() => void typeClipboard()}>
              {t('vpsConsole.typeClipboard')}
            </Button>
            <span className="vps-console__hint">{t('vpsConsole.typeClipboard.hint')}</span>
          </div>
          <p className="vps-console__note" role="status">
            {clipboardNote?.kind === 'typed'
              ? t('vpsConsole.typeClipboard.typed', { count: clipboardNote.count })
              : clipboardNote
                ? t(`vpsConsole.typeClipboard.${clipboardNote.kind}`)
                : left
                  ? t('vpsConsole.terminal.left')
                  : null}
          </p>
          <div className="visually-hidden" role="log" aria-label={t('vpsConsole.log.label')}>
            {log.lines.map((line, index) => (
              <div key={index}>{line}</div>
            ))}
            {log.partial && <div>{log.partial}</div>}
          </div>
        </>
      )}
    </article>
  );
}

function endOf(status: Status | null): ConsoleEnd | null {
  return status === 'dropped' || status === 'idle' || status === 'serverStopped' || status === 'failed' ? status : null;
}

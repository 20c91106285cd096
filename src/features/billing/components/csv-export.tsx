import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { localDay } from '@/features/billing/csv';
import { billingDocumentMessages } from '@/features/billing/messages/catalog';
import { saveFile } from '@/features/billing/save-file';

/** What an export made: the file's text, how many rows it has and how many the server sent malformed. */
export interface CsvMade {
  text: string;
  rows: number;
  dropped: number;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'failed'; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'done'; rows: number; dropped: number; file: string };

/**
 * "Export CSV": reads every page of what the filters show (`make`), with the rows read so far and a cancel while it
 * runs, then saves `<name>-YYYY-MM-DD.csv`. A page that fails stops it: the panel says after how many rows, saves
 * nothing, and offers a retry; a cancel saves nothing either.
 */
export function CsvExport({
  name,
  label,
  make,
}: {
  /** The file name's stem: `invoices`, `billing-history`. */
  name: string;
  label: string;
  make: (signal: AbortSignal, onProgress: (rows: number) => void) => Promise<CsvMade>;
}) {
  const d = useMessages(billingDocumentMessages);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops an export on its way.
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let rows = 0;
    setState({ kind: 'running', rows });
    try {
      const made = await make(controller.signal, (count) => {
        rows = count;
        if (!controller.signal.aborted) setState({ kind: 'running', rows: count });
      });
      if (controller.signal.aborted) return;
      const file = `${name}-${localDay(new Date())}.csv`;
      saveFile(new Blob([made.text], { type: 'text/csv;charset=utf-8' }), file);
      setState({ kind: 'done', rows: made.rows, dropped: made.dropped, file });
    } catch {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', rows });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'cancelled' });
  }

  return (
    <div className="billing-export">
      <div className="billing-export__controls">
        <Button size="small" pending={state.kind === 'running'} onClick={() => void start()}>
          {label}
        </Button>
        {state.kind === 'running' && (
          <Button size="small" variant="ghost" onClick={cancel}>
            {d('billingDocument.csv.cancel')}
          </Button>
        )}
        <span className="billing-export__hint muted">{d('billingDocument.csv.hint')}</span>
      </div>
      <p className="billing-export__status" role="status">
        {state.kind === 'running' && d('billingDocument.csv.progress', { count: state.rows })}
        {state.kind === 'cancelled' && d('billingDocument.csv.cancelled')}
        {state.kind === 'done' && d('billingDocument.csv.done', { count: state.rows, file: state.file })}
        {state.kind === 'done' && state.dropped > 0 && ` ${d('billingDocument.csv.dropped', { count: state.dropped })}`}
      </p>
      {state.kind === 'failed' && (
        <Notice tone="danger" className="billing-export__failed" role="alert">
          <p>{d('billingDocument.csv.failed', { count: state.rows })}</p>
          <Button size="small" onClick={() => void start()}>
            {d('billingDocument.csv.retry')}
          </Button>
        </Notice>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from './button';
import { csvText, localDay, readAllPages, type CsvCell, type CsvPage } from './csv';
import { Notice } from './notice';
import { saveFile } from './save-file';
import './list-controls.css';

/** One column of a list's CSV: its header in the customer's language and the cell of a row. */
export interface KitCsvColumn<Row> {
  header: string;
  /** Dates in ISO 8601 (`csvTimestamp`, `csvDate`), amounts as numbers (`csvAmount`) beside a currency column. */
  value: (row: Row) => CsvCell;
}

/** What a list's "Download CSV" reads and writes. */
export interface KitCsv<Row> {
  /** The file name's stem: `orders` → `orders-2026-11-29.csv`. */
  name: string;
  /** The columns shown, plus the row's id, each in the spreadsheet's form. */
  columns: readonly KitCsvColumn<Row>[];
  /** One page (of 100) under the list's server filters, from `cursor`. */
  readPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CsvPage<Row>>;
  /** The list's filter on the client (its text search): the same rows as on the screen. */
  match?: (row: Row) => boolean;
  /** How many rows the pages hold, when the list knows (the progress says "300 of 10,000"). */
  expected?: number | null;
  /** What the columns need before a cell is written and the screen did not load (a catalog of words): awaited first. */
  prepare?: () => Promise<unknown>;
}

/** The file's text of `rows` (all pages read), `match` applied: BOM, the header row, one line per row. */
export function kitCsvText<Row>(csv: Pick<KitCsv<Row>, 'columns' | 'match'>, rows: readonly Row[]) {
  const shown = csv.match ? rows.filter(csv.match) : rows;
  const text = csvText(
    csv.columns.map((column) => column.header),
    shown.map((row) => csv.columns.map((column) => column.value(row))),
  );
  return { text, rows: shown.length };
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'failed'; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'done'; rows: number; dropped: number; file: string };

/**
 * "Download CSV" of a kit list: reads every page of what the filters show, page after page with the rows read so
 * far in a progress bar (and a Stop), then saves `<name>-YYYY-MM-DD.csv` (UTF-8 with a BOM, so spreadsheets read
 * å, ä, ö). A page that fails stops it: nothing is saved, the panel says after how many rows and offers a retry.
 */
export function CsvDownload<Row>({ csv }: { csv: KitCsv<Row> }) {
  const t = useMessages();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const expected = csv.expected ?? null;

  // Leaving the screen stops a download on its way.
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let read = 0;
    setState({ kind: 'running', rows: 0 });
    try {
      await csv.prepare?.();
      const all = await readAllPages(csv.readPage, controller.signal, (count) => {
        read = count;
        if (!controller.signal.aborted) setState({ kind: 'running', rows: count });
      });
      if (controller.signal.aborted) return;
      const made = kitCsvText(csv, all.rows);
      const file = `${csv.name}-${localDay(new Date())}.csv`;
      saveFile(new Blob([made.text], { type: 'text/csv;charset=utf-8' }), file);
      setState({ kind: 'done', rows: made.rows, dropped: all.dropped, file });
    } catch {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', rows: read });
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
    <div className="kit-csv">
      <div className="kit-csv__controls">
        <Button size="small" pending={state.kind === 'running'} onClick={() => void start()}>
          {t('kit.csv.download')}
        </Button>
        {state.kind === 'running' && (
          <Button size="small" variant="ghost" onClick={cancel}>
            {t('kit.csv.cancel')}
          </Button>
        )}
        <span className="kit-csv__hint muted">{t('kit.csv.hint')}</span>
      </div>
      {state.kind === 'running' && (
        <progress
          className="kit-csv__progress"
          aria-label={t('kit.csv.download')}
          max={expected ?? undefined}
          value={expected === null ? undefined : Math.min(state.rows, expected)}
        />
      )}
      <p className="kit-csv__status" role="status">
        {state.kind === 'running' &&
          t('kit.csv.progress', { done: state.rows, total: expected === null ? 'unknown' : expected })}
        {state.kind === 'cancelled' && t('kit.csv.cancelled')}
        {state.kind === 'done' && t('kit.csv.done', { count: state.rows, file: state.file })}
        {state.kind === 'done' && state.dropped > 0 && ` ${t('kit.csv.dropped', { count: state.dropped })}`}
      </p>
      {state.kind === 'failed' && (
        <Notice tone="danger" role="alert">
          <p>{t('kit.csv.failed', { count: state.rows })}</p>
          <Button size="small" onClick={() => void start()}>
            {t('kit.csv.retry')}
          </Button>
        </Notice>
      )}
    </div>
  );
}

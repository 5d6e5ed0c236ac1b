import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import Negotiator from 'negotiator';
import Type, { type TSchema } from 'typebox';
import type { LongRequests } from '../db/long-requests.js';
import type { Database, Sql } from '../db/database.js';

/**
 * D18's exports: a report answers JSON, or, asked with Accept, the same rows as a CSV file or an
 * Excel workbook, written while they are read from a cursor, so that memory does not grow with the
 * rows.
 */
export const EXPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_TYPES;

const JSON_TYPE = 'application/json';

/**
 * The export an Accept header asks for, or null for JSON: without Accept, with `*∕*`, and with one
 * that names nothing the route has, the route answers JSON, as every other route does whatever
 * Accept says (406 is the contract's "missing permission", not "not acceptable").
 */
export function requestedExport(headers: IncomingHttpHeaders): ExportFormat | null {
  const chosen = new Negotiator({ headers }).mediaType([JSON_TYPE, EXPORT_TYPES.csv, EXPORT_TYPES.xlsx]);
  if (chosen === EXPORT_TYPES.csv) return 'csv';
  if (chosen === EXPORT_TYPES.xlsx) return 'xlsx';
  return null;
}

/** D13: an export holds at most this many rows; a larger one is refused before anything is sent. */
export const MAX_EXPORT_ROWS = 100_000;

/** Rows read from the cursor at a time: what an export holds in memory, with one batch of its file. */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * How a column's cells are written. `hours` cells are given in minutes and written as hours (CSV:
 * two decimals; Excel: the exact number, shown with two); `days` are numbers shown with two
 * decimals; `date` cells are given as YYYY-MM-DD and are dates in Excel.
 */
export type ColumnKind = 'text' | 'integer' | 'hours' | 'days' | 'date';

export interface Column {
  header: string;
  kind: ColumnKind;
}

/** One row's cells in the order of the columns; null leaves a cell empty. */
export type Cells = (string | number | null)[];

/**
 * What an export reads and how it writes it, for one request: `open` declares the cursor named
 * `cursor` (DECLARE ... WITH HOLD, see Database.cursor); `check` sees the first batch before
 * anything is sent and throws the contract's error to refuse the export (nothing found, too many
 * rows); `cells` turns a row into cells; `totals` is the last row, after every other.
 */
export interface TableExport {
  cursor: string;
  sheet: string;
  columns: Column[];
  open(sql: Sql): Promise<void>;
  check(first: readonly Record<string, unknown>[]): void;
  cells(row: Record<string, unknown>): Cells;
  totals(): Cells;
}

/** Raised into an export that did not finish in time: its connection is closed before the file ends. */
export class ExportTimedOut extends Error {
  constructor(ms: number, what: 'did not finish' | 'took nothing' = 'did not finish') {
    super(
      what === 'did not finish'
        ? `The export did not finish within ${ms} ms.`
        : `The export's reader took nothing for ${ms} ms.`,
    );
  }
}

/**
 * How long an operator's download of a whole store or tenant (a backup, a tenant's export) may
 * take, and how long its reader may stop reading before it is cut off: these run for minutes.
 */
export interface LongDownloadLimits {
  /** The reader took nothing for this long while the download waited for it: it is cut off. */
  stallMs: number;
  /** From the request to the last byte, at most this long. */
  maxMs: number;
}

/** Reading a store of 100,000 issues and sending it takes about a minute on the embedded store. */
export const LONG_DOWNLOAD_LIMITS: LongDownloadLimits = { stallMs: 30_000, maxMs: 60 * 60_000 };

/** Where an export runs: its store, the per-tenant turns of long requests, and its time bounds. */
export interface ExportContext {
  db: Database;
  longRequests: LongRequests;
  tenantId: string;
  /**
   * From the first byte to the last, at most this long: a reader that stalls or reads too slowly is
   * cut off (the connection closes before the file ends) and the cursor, and on PostgreSQL its
   * connection, are given back. What comes before (the query) is bounded as every statement is.
   */
  timeoutMs: number;
  /** When set, a reader that takes nothing of a batch for this long is cut off sooner. */
  stallMs?: number;
}

/**
 * Starts an export: resolves with the file's stream once the first batch was read and checked (a
 * refusal before that rejects, and becomes the contract's error object), then keeps writing the
 * rows into it batch by batch, each batch only once the reader has taken enough of the one before.
 * A failure after the start ends the stream with the error: the reader sees the file cut off.
 */
export function startExport(context: ExportContext, format: ExportFormat, table: TableExport): Promise<Readable> {
  return startStream(context, {
    cursor: table.cursor,
    open: (sql) => table.open(sql),
    check: (first) => table.check(first),
    file: () => {
      const file = FILES[format](table.columns, table.sheet);
      return {
        stream: file.stream,
        write: (rows) => file.write(rows.map((row) => table.cells(row))),
        end: () => file.end(table.totals()),
      };
    },
  });
}

/**
 * What a streamed answer reads and writes, whatever its format: `open` declares the cursor named
 * `cursor` (see Database.cursor), `check` sees the first batch before anything is sent (and throws
 * to refuse), `file` starts the answer, which takes the rows batch by batch.
 */
export interface RowStream {
  cursor: string;
  open(sql: Sql): Promise<void>;
  check(first: readonly Record<string, unknown>[]): void;
  file(): RowFile;
}

/** An answer being written from a cursor's rows: each write resolves once the reader caught up. */
export interface RowFile {
  stream: Readable;
  write(rows: readonly Record<string, unknown>[]): Promise<void>;
  end(): Promise<void>;
}

/**
 * Streams a cursor's rows into an answer (an export's file, D18; D21's JSON documents): as
 * startExport says, for any RowFile. Memory holds one batch of rows and what the reader has not
 * taken of the batch before.
 */
export function startStream(context: ExportContext, rows: RowStream): Promise<Readable> {
  const { db, longRequests, tenantId, timeoutMs, stallMs } = context;
  return new Promise((resolve, reject) => {
    let file: RowFile | null = null;
    let deadline: NodeJS.Timeout | undefined;
    const written = longRequests.run(tenantId, () =>
      db.cursor(
        tenantId,
        rows.cursor,
        (sql) => rows.open(sql),
        async (_opened, fetch) => {
          let batch = await fetch(EXPORT_BATCH_ROWS);
          rows.check(batch);
          const started = rows.file();
          file = started;
          deadline = setTimeout(() => started.stream.destroy(new ExportTimedOut(timeoutMs)), timeoutMs);
          resolve(started.stream);
          while (batch.length > 0) {
            const stall =
              stallMs === undefined
                ? undefined
                : setTimeout(() => started.stream.destroy(new ExportTimedOut(stallMs, 'took nothing')), stallMs);
            try {
              await started.write(batch);
            } finally {
              clearTimeout(stall);
            }
            batch = await fetch(EXPORT_BATCH_ROWS);
            // The reader went away, or the time ran out, while the batch was read.
            if (started.stream.destroyed) throw closedEarly(started.stream);
          }
          await started.end();
        },
      ),
    );
    written
      .catch((error: Error) => (file ? file.stream.destroy(error) : reject(error)))
      .finally(() => clearTimeout(deadline));
  });
}

/**
 * A text answer written piece by piece (JSON Lines, a JSON document built from rows): `text` turns
 * a batch into the text that follows what was written; `last` is what ends the answer.
 */
export function textFile(text: (rows: readonly Record<string, unknown>[]) => string, last: () => string): RowFile {
  const stream = new PassThrough();
  const write = async (rows: readonly Record<string, unknown>[]) => {
    stream.write(text(rows));
    await drained(stream, stream);
  };
  return {
    stream,
    write,
    end: async () => {
      stream.end(last());
      await finished(stream, { readable: false });
    },
  };
}

/** The answer of an export: its type, a file name to save it under, and the stream. */
export function sendExport(reply: FastifyReply, format: ExportFormat, name: string, stream: Readable) {
  const type = format === 'csv' ? `${EXPORT_TYPES.csv}; charset=utf-8; header=present` : EXPORT_TYPES.xlsx;
  return reply
    .type(type)
    .header('content-disposition', attachment(`${name}.${format}`))
    .send(stream);
}

/**
 * Content-Disposition of a file to save as `name`, made of letters, digits, dots and dashes: no
 * quoting or encoding needed in the header.
 */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9.-]+/g, '-')}"`;

/**
 * The 200 answer of a report that exports (OpenAPI): its JSON, and the CSV and Excel media types
 * with examples (a CSV file as text; the workbook described, as it is binary).
 */
export function exportableResponse(json: TSchema, example: { csv: string; sheet: string }) {
  return {
    description: 'The report as JSON; with Accept: text/csv or the Excel type, the same rows as a file to download',
    headers: {
      'Content-Disposition': {
        type: 'string',
        description: 'For the CSV and Excel answers: attachment, with a file name to save it under',
      },
    },
    content: {
      [JSON_TYPE]: { schema: json },
      [EXPORT_TYPES.csv]: {
        schema: Type.String({
          description:
            'RFC 4180, UTF-8 with a byte order mark, CRLF line ends, a header row, a row per report row, a Total row; ' +
            'hours with two decimals; a text cell starting with =, +, -, @, tab or CR starts with an apostrophe',
        }),
        example: example.csv,
      },
      [EXPORT_TYPES.xlsx]: {
        schema: Type.String({ format: 'binary', description: 'An Excel workbook (Office Open XML)' }),
        examples: {
          workbook: {
            summary: `One sheet, "${example.sheet}": the header row, a row per report row, a bold Total row`,
            description:
              'Cells are typed: numbers (hours, days) as numbers shown with two decimals, dates as dates, ' +
              'names as text, never as formulas.',
          },
        },
      },
    },
  };
}

/** A file being written: rows in batches, then the totals and the end, each waiting for the reader. */
interface TableFile {
  stream: Readable;
  write(rows: Cells[]): Promise<void>;
  end(totals: Cells): Promise<void>;
}

const FILES: Record<ExportFormat, (columns: Column[], sheet: string) => TableFile> = {
  csv: csvFile,
  xlsx: xlsxFile,
};

/**
 * CSV through csv-stringify: numbers formatted by their column (negative hours stay numbers),
 * and text cells a spreadsheet would read as a formula prefixed with an apostrophe (OWASP's CSV
 * injection advice, csv-stringify's escape_formulas).
 */
function csvFile(columns: Column[]): TableFile {
  const stream = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      number: (value, context) => {
        const kind = columns[context.index ?? 0]?.kind;
        return kind === 'hours' ? (value / 60).toFixed(2) : kind === 'days' ? value.toFixed(2) : String(value);
      },
    },
  });
  const write = async (rows: Cells[]) => {
    for (const row of rows) stream.write(row);
    await drained(stream, stream);
  };
  return {
    stream,
    write,
    end: async (totals) => {
      await write([totals]);
      stream.end();
      await finished(stream, { readable: false });
    },
  };
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  integer: '0',
  hours: '0.00',
  days: '0.00',
  date: 'yyyy-mm-dd',
};
const WIDTHS: Record<ColumnKind, number> = { text: 30, integer: 10, hours: 10, days: 10, date: 12 };

/**
 * A cell as Excel should hold it: hours from minutes, a date from its text, the rest as it is (a
 * label such as "Total" in a column of dates or numbers stays text).
 */
function excelValue(kind: ColumnKind, cell: string | number | null): ExcelJS.CellValue {
  if (kind === 'hours' && typeof cell === 'number') return cell / 60;
  if (kind === 'date' && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell))
    return new Date(`${cell}T00:00:00Z`);
  return cell;
}

/**
 * An Excel workbook through exceljs's streaming writer: every cell a typed value (text, number or
 * date), never a formula, so that a name such as =HYPERLINK(...) stays text.
 */
function xlsxFile(columns: Column[], sheetName: string): TableFile {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: WIDTHS[column.kind],
    ...(NUMBER_FORMATS[column.kind] ? { style: { numFmt: NUMBER_FORMATS[column.kind]! } } : {}),
  }));
  const add = (values: ExcelJS.CellValue[], bold = false) => {
    const row = sheet.addRow(values);
    if (bold) row.font = { bold: true };
    row.commit();
  };
  const typed = (cells: Cells) => cells.map((cell, index) => excelValue(columns[index]!.kind, cell));
  add(
    columns.map((column) => column.header),
    true,
  );
  return {
    stream,
    write: async (rows) => {
      for (const cells of rows) add(typed(cells));
      await zipCaughtUp(sheet, stream);
    },
    end: async (totals) => {
      add(typed(totals), true);
      sheet.commit();
      // The workbook's end waits for the reader; a reader that went away ends the export instead.
      await Promise.race([workbook.commit(), finished(stream, { readable: false })]);
    },
  };
}

/**
 * exceljs writes a sheet's rows into the zip entry's deflate stream without heeding write()'s
 * answer (its StreamBuf), so that stream would buffer every row a slow reader has not taken yet.
 * Waiting for it to drain after each batch holds the rows to what the reader takes: the rest of
 * the way (deflate, zip, the answer) passes on backpressure by pipe.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, output: Writable): Promise<void> {
  const entries = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];
  for (const entry of entries) await drained(entry, output);
}

/**
 * Resolves once `stream` can take more (at once when it can); rejects when `output`, the answer,
 * closes first: the reader went away, or the export ran out of time.
 */
function drained(stream: Writable, output: Writable | Readable): Promise<void> {
  if (output.destroyed) return Promise.reject(closedEarly(output));
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      output.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(closedEarly(output));
    };
    stream.once('drain', onDrain);
    output.once('close', onClose);
  });
}

const closedEarly = (output: Writable | Readable) =>
  output.errored ?? new Error('The reader of the export went away before it ended.');

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/client.js';
import { Failure } from '../../layout/states.js';

/** D18: the report's URL answers these types besides JSON, as a file. */
const FORMATS = {
  csv: { accept: 'text/csv', extension: 'csv', label: 'reports.downloadCsv' },
  excel: {
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'reports.downloadExcel',
  },
} as const;

/** The answer of a report's URL asked for as a file (the typed client with `parseAs: 'blob'`). */
export type FileAnswer = { data?: Blob; error?: unknown; response: Response };

/** How long an object URL is kept after its download began: the browser reads it when it starts saving. */
const KEEP_URL_MS = 60_000;

/**
 * `Download CSV` and `Download Excel` of a report: the same request as the table's with another
 * Accept. The answer comes as a Blob, which the browser keeps outside the script's memory (and on
 * disk when large), and is saved through an object URL under `name`; a report has at most 5,000
 * rows, so the file stays small. A refusal shows the contract's message.
 */
export function Downloads({ name, ask }: { name: string; ask: (accept: string) => Promise<FileAnswer> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async (format: keyof typeof FORMATS) => {
    setBusy(true);
    setError(null);
    try {
      const file = dataOf(await ask(FORMATS[format].accept));
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name}.${FORMATS[format].extension}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="downloads">
      <div className="actions">
        {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
          <button key={format} type="button" disabled={busy} onClick={() => void download(format)}>
            {t(FORMATS[format].label)}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="hint">
        {busy ? t('reports.downloading') : ''}
      </p>
      {error !== null && <Failure error={error} />}
    </div>
  );
}

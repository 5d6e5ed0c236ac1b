import { useTranslation } from 'react-i18next';
import { dataOf, type Schemas } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { useLocale } from '../../layout/dates.js';
import { editorOf, nameOf, useValueText } from './fields.js';

type Entry = Schemas['HistoryEntry'];

/** An issue's history, oldest first, a page at a time. */
export function History({ issueId }: { issueId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tenant = useTenant();
  const client = useClient();
  const history = usePagedList<Entry>([tenant, 'history', issueId], async (cursor) =>
    dataOf(
      await client.GET('/issues/{id}/history', {
        params: { path: { id: issueId }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
      }),
    ),
  );
  const when = (at: string) => new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const valueText = useValueText();
  const fieldName = (field: string) => {
    const editor = editorOf(field);
    return editor ? t(editor.label) : field;
  };
  return (
    <section aria-labelledby="history">
      <h2 id="history">{t('issues.history')}</h2>
      {history.error && <Failure error={history.error} />}
      <ol className="timeline">
        {history.items.map((entry) => (
          <li key={entry.id}>
            <p className="meta">
              {when(entry.at)} · {nameOf(entry.author)} · {t(`issues.actions.${entry.action}`)}
            </p>
            {entry.changes && entry.changes.length > 0 && (
              <ul>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {t('issues.changed', {
                      field: fieldName(change.field),
                      from: valueText(editorOf(change.field), change.from),
                      to: valueText(editorOf(change.field), change.to),
                    })}
                  </li>
                ))}
              </ul>
            )}
            {entry.comment && <p className="description">{entry.comment.description}</p>}
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <button type="button" onClick={() => void history.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </section>
  );
}

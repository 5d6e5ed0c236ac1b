import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../api/client.js';
import { useClient, useMe, useTenant } from '../api/session.js';
import { Failure, Loading } from './states.js';

/** The issues offered at most. */
const OFFERED = 8;

export interface PickedIssue {
  id: number;
  name: string;
}

/**
 * Chooses an issue (the timer's, a timesheet's new row): its number ("#12" or "12") or words of its
 * name, searched as the issue list searches; before anything is typed, the person's open issues,
 * most recently changed first. Each match is a button: Tab reaches them, Enter takes one, Escape
 * closes.
 */
export default function IssuePicker({
  title,
  onChoose,
  onClose,
}: {
  title: string;
  onChoose: (issue: PickedIssue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const number = /^#?(\d{1,9})$/.exec(typed)?.[1];
  const found = useQuery({
    queryKey: [tenant, 'issues', 'picker', typed],
    queryFn: async (): Promise<PickedIssue[]> => {
      if (number) {
        const answer = await client.GET('/issues/{id}', { params: { path: { id: Number(number) } } });
        if (answer.response.status === 404) return [];
        return [dataOf(answer)];
      }
      const query = typed
        ? { q: typed, closed: false, limit: OFFERED }
        : {
            assignedId: String(me.id),
            closed: false,
            sort: 'updated_at' as const,
            order: 'desc' as const,
            limit: OFFERED,
          };
      return dataOf(await client.GET('/issues', { params: { query } })).items;
    },
    refetchInterval: false,
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section className="picker card" aria-labelledby={`${id}-title`} onKeyDown={onKey}>
      <h2 id={`${id}-title`}>{title}</h2>
      <label htmlFor={`${id}-issue`}>{t('picker.issue')}</label>
      <input
        id={`${id}-issue`}
        autoFocus
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {t(typed ? 'picker.hint' : 'picker.mine')}
      </p>
      {found.isPending && <Loading />}
      {found.error && <Failure error={found.error} onRetry={() => void found.refetch()} />}
      {found.data?.length === 0 && <p>{t('picker.none')}</p>}
      <ul className="picked" aria-label={t('picker.matches')}>
        {found.data?.map((issue) => (
          <li key={issue.id}>
            <button type="button" onClick={() => onChoose({ id: issue.id, name: issue.name })}>
              #{issue.id} {issue.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        {t('picker.cancel')}
      </button>
    </section>
  );
}

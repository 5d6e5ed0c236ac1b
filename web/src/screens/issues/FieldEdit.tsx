import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { type ChoiceField, useChoices } from './fields.js';
import {
  afterOwnSaves,
  issueWriteKey,
  OwnSaves,
  useIssue,
  useIssueBeingWritten,
  useIssueChanged,
} from './IssuePage.js';

/**
 * One field of an issue, edited in place: `Edit`, a choice, then `Save` or Enter. The write sends
 * If-Match with the version the person started from, so that a change made meanwhile is never
 * overwritten: its 412 shows the contract's message and a way to reload (D17). While the page's own
 * write of the issue is under way, no edit begins or is saved (see issueWriteKey); an edit begun
 * before another field's save sends the tag that save made (see OwnSaves).
 */
export function FieldEdit({
  issueId,
  field,
  label,
  shown,
}: {
  issueId: number;
  field: ChoiceField;
  label: string;
  shown: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useClient();
  const tenant = useTenant();
  const read = useIssue(issueId);
  const changed = useIssueChanged(issueId);
  const beingWritten = useIssueBeingWritten(issueId);
  const choices = useChoices()[field];
  const [editing, setEditing] = useState<{ value: string; etag: string } | null>(null);
  const ownSaves = useContext(OwnSaves);
  const save = useMutation({
    mutationKey: issueWriteKey(tenant, issueId),
    mutationFn: async (edit: { value: string; etag: string }) => {
      const etag = afterOwnSaves(ownSaves, edit.etag);
      const answer = await client.PUT('/issues/{id}', {
        params: { path: { id: issueId }, header: { 'If-Match': etag } },
        body: { [field]: edit.value === '' ? null : Number(edit.value) },
      });
      const saved = dataOf(answer);
      const next = answer.response.headers.get('etag');
      if (next) ownSaves.set(etag, next);
      return saved;
    },
    onSuccess: async () => {
      setEditing(null);
      await changed();
    },
  });
  const start = () => {
    const current = read.data?.issue[field] as { id: number } | null | undefined;
    save.reset();
    setEditing({ value: current ? String(current.id) : '', etag: read.data!.etag });
  };
  const reload = async () => {
    setEditing(null);
    save.reset();
    await changed();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && editing && !beingWritten) {
      event.preventDefault();
      save.mutate(editing);
    }
    if (event.key === 'Escape') setEditing(null);
  };
  const stale = save.error instanceof ApiError && save.error.status === 412;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {editing ? (
        <>
          <select
            aria-labelledby={`${id}-label`}
            autoFocus
            value={editing.value}
            onChange={(event) => setEditing({ ...editing, value: event.target.value })}
            onKeyDown={onKey}
          >
            {field === 'assignedId' && <option value="">{t('issues.nobody')}</option>}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          <button type="button" className="primary" disabled={beingWritten} onClick={() => save.mutate(editing)}>
            {t('issues.save')}
          </button>
          <button type="button" onClick={() => setEditing(null)}>
            {t('issues.cancel')}
          </button>
        </>
      ) : (
        <>
          <span className="field-value">{shown}</span>
          <button type="button" disabled={beingWritten} onClick={start}>
            {t('issues.edit')}
          </button>
        </>
      )}
      {save.error && (
        <div>
          <Failure error={save.error} />
          {stale && (
            <button type="button" onClick={() => void reload()}>
              {t('app.reload')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

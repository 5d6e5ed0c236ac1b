import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/client.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { type EditedField, EDITED, type Editor } from './editors.js';
import { Control, type Draft, sent, wrongIn } from './FieldEdit.js';
import { type ChoiceField, useChoices } from './fields.js';

/** A field left as it starts: the create leaves it out and the API's default applies. */
const blank = (editor: Editor): Draft => (editor.kind === 'members' ? [] : editor.kind === 'flag' ? false : '');
const isBlank = (draft: Draft) => draft === '' || draft === false || (Array.isArray(draft) && draft.length === 0);

/**
 * "New issue": every field the issue page edits (D20), by the same editors; "Create issue" opens the
 * new issue. Labels and collaborators are ids on a create; a field left blank takes its default.
 */
export function NewIssue({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const choices = useChoices();
  const [drafts, setDrafts] = useState<Map<EditedField, Draft>>(
    () => new Map(EDITED.map(([field, editor]) => [field, blank(editor)])),
  );
  const [wrong, setWrong] = useState<string | null>(null);
  const body = () =>
    Object.fromEntries(
      EDITED.filter(([field]) => !isBlank(drafts.get(field)!)).map(([field, editor]) => {
        const draft = drafts.get(field)!;
        return [field, editor.kind === 'members' ? (draft as string[]).map(Number) : sent(editor, draft)];
      }),
    );
  const create = useMutation({
    mutationFn: async () => dataOf(await client.POST('/issues', { body: body() as never })),
    onSuccess: async (issue) => {
      await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
      await navigate(`/${tenant}/issues/${issue.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = EDITED.map(([field, editor]) =>
      isBlank(drafts.get(field)!) ? null : wrongIn(editor, drafts.get(field)!),
    ).find((found) => found !== null);
    setWrong(problem ? t(problem) : null);
    if (!problem) create.mutate();
  };
  // Sets and who may see it are for those the API lets change them after (see mayEdit).
  const shown = EDITED.filter(
    ([field]) => me.role === 'manager' || me.role === 'admin' || (field !== 'labels' && field !== 'collaborators'),
  );
  return (
    <form className="card new-issue" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('issues.new')}</h2>
      {shown.map(([field, editor]) => (
        <div key={field} className={`field-${editor.kind}`}>
          {editor.kind === 'members' ? (
            <span id={`${id}-${field}-label`}>{t(editor.label)}</span>
          ) : (
            editor.kind !== 'markdown' &&
            editor.kind !== 'flag' && <label htmlFor={`${id}-${field}-control`}>{t(editor.label)}</label>
          )}
          <Control
            id={`${id}-${field}`}
            editor={editor}
            label={t(editor.label)}
            draft={drafts.get(field)!}
            set={(draft) => setDrafts((current) => new Map(current).set(field, draft))}
            choices={field in choices ? choices[field as ChoiceField | 'labels' | 'collaborators'] : []}
            form={{
              controlId: `${id}-${field}-control`,
              required: editor.kind === 'text' || (editor.kind === 'choice' && !('optional' in editor)),
            }}
          />
        </div>
      ))}
      {wrong && <Failure error={new Error(wrong)} />}
      {create.error && <Failure error={create.error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('issues.create')}
        </button>
        <button type="button" onClick={onClose}>
          {t('timeOff.close')}
        </button>
      </div>
    </form>
  );
}

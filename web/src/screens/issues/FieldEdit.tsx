import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, dataOf } from '../../api/client.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { Failure, Loading } from '../../layout/states.js';
import { formatDuration, parseDuration } from './durations.js';
import { type EditedField, type Editor, MEMBER_EDITORS } from './editors.js';
import { type Choice, type ChoiceField, nameOf, useChoices, useValueText } from './fields.js';
import {
  afterOwnSaves,
  type Issue,
  issueWriteKey,
  OwnSaves,
  useIssue,
  useIssueBeingWritten,
  useIssueChanged,
} from './IssuePage.js';
import { Markdown } from './Markdown.js';

const MarkdownEditor = lazy(() => import('./MarkdownEditor.js'));

/** What an editor holds while open: text, the ids chosen of a set, or a flag. */
export type Draft = string | string[] | boolean;

/**
 * One attribute of an issue, edited in place (D20): `Edit`, the editor its kind calls for, then
 * `Save` or Enter (Ctrl+Enter in a text box). The write sends If-Match with the version the person
 * started from, so that a change made meanwhile is never overwritten: its 412 shows the contract's
 * message and a way to reload (D17). While the page's own write of the issue is under way, no edit
 * begins or is saved (see issueWriteKey); an edit begun before another field's save sends the tag
 * that save made (see OwnSaves). Labels and collaborators, which the update does not take, are
 * saved by a bulk edit of the one issue, which honours If-Match as well.
 */
export function FieldEdit({ issue, field, editor }: { issue: Issue; field: EditedField; editor: Editor }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useClient();
  const tenant = useTenant();
  const me = useMe().data!;
  const read = useIssue(issue.id);
  const changed = useIssueChanged(issue.id);
  const beingWritten = useIssueBeingWritten(issue.id);
  const choices = useChoices();
  const show = useShown();
  const [editing, setEditing] = useState<{ draft: Draft; etag: string } | null>(null);
  const [typedWrong, setTypedWrong] = useState<string | null>(null);
  const ownSaves = useContext(OwnSaves);
  const label = t(editor.label);
  const save = useMutation({
    mutationKey: issueWriteKey(tenant, issue.id),
    mutationFn: async (edit: { draft: Draft; etag: string }) => {
      const etag = afterOwnSaves(ownSaves, edit.etag);
      const header = { 'If-Match': etag };
      const answer =
        field in MEMBER_EDITORS
          ? await client.PUT('/issues/bulk-edit', {
              params: { header },
              body: { issuesIds: [issue.id], ...memberChange(field, edit.draft as string[]) },
            })
          : await client.PUT('/issues/{id}', {
              params: { path: { id: issue.id }, header },
              body: { [field]: sent(editor, edit.draft) },
            });
      dataOf<unknown>(answer);
      const next = answer.response.headers.get('etag');
      if (next) ownSaves.set(etag, next);
    },
    onSuccess: async () => {
      setEditing(null);
      await changed();
    },
  });
  const start = () => {
    save.reset();
    setTypedWrong(null);
    setEditing({ draft: draftOf(editor, read.data!.issue, field, i18n.language), etag: read.data!.etag });
  };
  const reload = async () => {
    setEditing(null);
    save.reset();
    await changed();
  };
  const commit = () => {
    if (!editing || beingWritten) return;
    const wrong = wrongIn(editor, editing.draft);
    setTypedWrong(wrong && t(wrong));
    if (!wrong) save.mutate(editing);
  };
  const onKey = (event: KeyboardEvent) => {
    const multiline = event.target instanceof HTMLTextAreaElement;
    if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit();
    }
    if (event.key === 'Escape') setEditing(null);
  };
  const stale = save.error instanceof ApiError && save.error.status === 412;
  const draft = editing?.draft;
  const set = (next: Draft) => setEditing(editing && { ...editing, draft: next });
  const control = (
    <Control
      id={id}
      editor={editor}
      label={label}
      draft={draft!}
      set={set}
      onKey={onKey}
      choices={field in choices ? choices[field as ChoiceField | 'labels' | 'collaborators'] : []}
    />
  );
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={`field field-${editor.kind}`}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {editing ? (
        <>
          {control}
          <button type="button" className="primary" disabled={beingWritten} onClick={commit}>
            {t('issues.save')}
          </button>
          <button type="button" onClick={() => setEditing(null)}>
            {t('issues.cancel')}
          </button>
        </>
      ) : (
        <>
          <span className="field-value">{show(editor, issue, field)}</span>
          {mayEdit(me, issue, field) && (
            <button type="button" disabled={beingWritten} onClick={start}>
              {t('issues.edit')}
            </button>
          )}
        </>
      )}
      {editing && typedWrong && <Failure error={new Error(typedWrong)} />}
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

/** The control that edits `draft` for the editor's kind, labelled by the element `${id}-label`. */
export function Control(props: {
  id: string;
  editor: Editor;
  label: string;
  draft: Draft;
  set: (draft: Draft) => void;
  onKey?: (event: KeyboardEvent) => void;
  choices: Choice[];
  /** In a form (a new issue): the control's own id for its <label>, and whether it must be filled. */
  form?: { controlId: string; required: boolean };
}) {
  const { t } = useTranslation();
  const { id, editor, label, draft, set, onKey, choices, form } = props;
  // In place, the control takes the focus its Edit gave up, and is named by the field's label.
  const labelled = form
    ? { id: form.controlId, required: form.required, onKeyDown: onKey }
    : { 'aria-labelledby': `${id}-label`, autoFocus: true, onKeyDown: onKey };
  switch (editor.kind) {
    case 'choice':
      return (
        <select {...labelled} value={draft as string} onChange={(event) => set(event.target.value)}>
          <option value="" disabled={!('optional' in editor)}>
            {'optional' in editor ? t('issues.nobody') : ''}
          </option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      );
    case 'members':
      return (
        <fieldset className="members" aria-labelledby={`${id}-label`}>
          {choices.map((choice) => (
            <label key={choice.id}>
              <input
                type="checkbox"
                onKeyDown={onKey}
                checked={(draft as string[]).includes(String(choice.id))}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? [...(draft as string[]), String(choice.id)]
                      : (draft as string[]).filter((chosen) => chosen !== String(choice.id)),
                  )
                }
              />
              {choice.name}
            </label>
          ))}
        </fieldset>
      );
    case 'flag':
      return (
        <label>
          <input
            type="checkbox"
            autoFocus={!form}
            onKeyDown={onKey}
            checked={draft as boolean}
            onChange={(event) => set(event.target.checked)}
          />
          {label}
        </label>
      );
    case 'markdown':
      return (
        <Suspense fallback={<Loading />}>
          <MarkdownEditor
            id={form?.controlId ?? `${id}-text`}
            label={label}
            value={draft as string}
            onChange={set}
            onKeyDown={onKey}
          />
        </Suspense>
      );
    default:
      return (
        <>
          <input
            {...labelled}
            aria-describedby={`${id}-hint`}
            type={editor.kind === 'date' ? 'date' : 'text'}
            inputMode={editor.kind === 'parent' ? 'numeric' : undefined}
            maxLength={editor.kind === 'text' ? 255 : undefined}
            value={draft as string}
            onChange={(event) => set(event.target.value)}
          />
          {(editor.kind === 'duration' || editor.kind === 'parent') && (
            <span id={`${id}-hint`} className="meta">
              {t(editor.kind === 'duration' ? 'issues.durationHint' : 'issues.parentHint')}
            </span>
          )}
        </>
      );
  }
}

/** The issue's value of `field` as the editor starts from it. */
function draftOf(editor: Editor, issue: Issue, field: EditedField, language: string): Draft {
  const value = issue[field as keyof Issue] as unknown;
  switch (editor.kind) {
    case 'choice':
      return value ? String((value as { id: number }).id) : '';
    case 'members':
      return (value as { id: number }[]).map((member) => String(member.id));
    case 'flag':
      return value as boolean;
    case 'duration':
      return formatDuration(value as number, language);
    case 'date':
      return value ? (value as string).slice(0, 10) : '';
    case 'parent':
      return value === null ? '' : `#${value as number}`;
    default:
      return (value as string | null) ?? '';
  }
}

/** What a write sends for a draft: references as ids, durations in minutes, days as date-times. */
export function sent(editor: Editor, draft: Draft): unknown {
  switch (editor.kind) {
    case 'choice':
      return draft === '' ? null : Number(draft);
    case 'duration':
      return parseDuration(draft as string);
    case 'date':
      return draft === '' ? null : `${draft as string}T00:00:00.000Z`;
    case 'parent': {
      const typed = (draft as string).trim().replace(/^#/, '');
      return typed === '' ? null : Number(typed);
    }
    case 'markdown':
      return (draft as string) === '' ? null : draft;
    default:
      return draft;
  }
}

/** What is wrong with what a person typed, before anything is sent (a key of the texts), or null. */
export function wrongIn(editor: Editor, draft: Draft): string | null {
  if (editor.kind === 'duration' && parseDuration(draft as string) === null) return 'issues.durationWrong';
  if (editor.kind === 'parent' && !/^(#?\d{1,9})?$/.test((draft as string).trim())) return 'issues.parentWrong';
  return null;
}

/** A bulk edit's wrapper that replaces the set of `field` with the ids chosen. */
function memberChange(field: EditedField, chosen: string[]) {
  const ids = chosen.map(Number);
  return field === 'labels'
    ? { nestedLabelIds: { nestedLabelIds: ids, toEdit: true } }
    : { collaboratorsIds: { collaboratorIds: ids, toEdit: true } };
}

/**
 * Who may change what (D2, D13): members and up edit issues; only the creator, managers and admins
 * whether it is private; labels and collaborators go through the bulk edit, which managers and
 * admins may use.
 */
function mayEdit(me: { id: number; role: string }, issue: Issue, field: EditedField): boolean {
  const manages = me.role === 'manager' || me.role === 'admin';
  if (field in MEMBER_EDITORS) return manages;
  if (field === 'private') return manages || issue.creatorId.id === me.id;
  return me.role !== 'viewer';
}

/** How the page shows a field's value: names, durations as people write them, days, links. */
function useShown() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const valueText = useValueText();
  return (editor: Editor, issue: Issue, field: EditedField) => {
    const value = issue[field as keyof Issue] as unknown;
    switch (editor.kind) {
      case 'duration':
      case 'date':
      case 'flag':
        return valueText(editor, value);
      case 'parent':
        return value === null ? '—' : <Link to={`/${tenant}/issues/${value as number}`}>#{value as number}</Link>;
      case 'members':
        return (value as { name?: string }[]).length === 0 ? '—' : (value as never[]).map(nameOf).join(', ');
      case 'markdown':
        return value ? <Markdown text={value as string} /> : <span className="meta">{t('issues.noDescription')}</span>;
      case 'choice':
        return nameOf(value as never);
      default:
        return (value as string | null) ?? '—';
    }
  };
}

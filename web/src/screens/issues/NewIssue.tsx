import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { CHOICE_FIELDS, type ChoiceField, useChoices } from './fields.js';

/** "New issue": a name, the fields chosen from lists, a description; "Create issue" opens it. */
export function NewIssue({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const choices = useChoices();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<Partial<Record<ChoiceField, string>>>({});
  const create = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.POST('/issues', {
          body: {
            name,
            description: description || null,
            projectId: Number(chosen.projectId),
            issueTypeId: Number(chosen.issueTypeId),
            priorityId: Number(chosen.priorityId),
            statusId: Number(chosen.statusId),
            assignedId: chosen.assignedId ? Number(chosen.assignedId) : null,
          },
        }),
      ),
    onSuccess: async (issue) => {
      await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
      await navigate(`/${tenant}/issues/${issue.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('issues.new')}</h2>
      <label htmlFor={`${id}-name`}>{t('issues.name')}</label>
      <input
        id={`${id}-name`}
        required
        maxLength={255}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {CHOICE_FIELDS.map(({ field, label, required }) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <select
            id={`${id}-${field}`}
            required={required}
            value={chosen[field] ?? ''}
            onChange={(event) => setChosen((current) => ({ ...current, [field]: event.target.value }))}
          >
            <option value="">{required ? '' : t('issues.nobody')}</option>
            {choices[field].map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <label htmlFor={`${id}-description`}>{t('issues.description')}</label>
      <textarea id={`${id}-description`} value={description} onChange={(event) => setDescription(event.target.value)} />
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

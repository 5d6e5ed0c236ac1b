import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/client.js';
import { useClient, useTenant } from '../../api/session.js';
import { optionsOf, SelectField } from '../../layout/SelectField.js';
import { Failure } from '../../layout/states.js';
import { useChoices } from './fields.js';

/** Bulk edit of the selected issues (PUT /issues/bulk-edit): status, priority and assignee, each only when chosen. */
export function BulkEdit({ ids, onDone }: { ids: number[]; onDone: (count: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const choices = useChoices();
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [assignee, setAssignee] = useState('');
  const edit = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.PUT('/issues/bulk-edit', {
          body: {
            issuesIds: ids,
            ...(status ? { reviewStatusId: { reviewStatusId: { id: Number(status) }, toEdit: true } } : {}),
            ...(priority ? { priorityId: { priorityId: { id: Number(priority) }, toEdit: true } } : {}),
            ...(assignee
              ? {
                  assigneeId: {
                    assigneeId: assignee === 'nobody' ? null : { id: Number(assignee) },
                    toEdit: true,
                  },
                }
              : {}),
          },
        }),
      ),
    onSuccess: async (edited) => {
      await queries.invalidateQueries({ queryKey: [tenant, 'issues'] });
      onDone(edited.length);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate();
  };
  const choice = (
    label: string,
    value: string,
    set: (value: string) => void,
    options: { id: number; name: string }[],
    nobody = false,
  ) => (
    <SelectField
      id={`${id}-${label}`}
      label={t(label)}
      value={value}
      onChange={set}
      options={[
        { value: '', name: t('issues.unchanged') },
        ...(nobody ? [{ value: 'nobody', name: t('issues.nobody') }] : []),
        ...optionsOf(options),
      ]}
    />
  );
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('issues.bulkTitle', { count: ids.length })}</h2>
      {choice('issues.status', status, setStatus, choices.statusId)}
      {choice('issues.priority', priority, setPriority, choices.priorityId)}
      {choice('issues.assignee', assignee, setAssignee, choices.assignedId, true)}
      {edit.error && <Failure error={edit.error} />}
      <button type="submit" className="primary" disabled={edit.isPending || !(status || priority || assignee)}>
        {t('issues.bulkApply', { count: ids.length })}
      </button>
    </form>
  );
}

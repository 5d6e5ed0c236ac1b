import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/session.js';
import { Failure } from '../../layout/states.js';
import { resourceApi } from './api.js';
import { type CarryOver, CarryOverField } from './carry-over.js';
import { type Option, useOptions } from './ResourceAdmin.js';
import type { AdminRecord, FieldSpec, ResourceSpec } from './resources.js';

type Values = Record<string, unknown>;
type Step = {
  approvers: 'team-leads' | 'users' | 'role';
  userIds?: number[];
  role?: 'manager' | 'admin';
  quorum: 'any' | 'all';
};

/** A form drawn from a resource's field table: a new record, or changes to one. */
export function RecordForm({
  spec,
  record,
  onSaved,
  onClose,
}: {
  spec: ResourceSpec;
  record: AdminRecord | null;
  onSaved: (created: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const api = resourceApi(useClient(), spec);
  const [values, setValues] = useState<Values>(() => ({ ...spec.blank, ...(record ?? {}) }));
  const fields = spec.fields.filter((field) => record === null || !field.createOnly);
  const save = useMutation({
    mutationFn: async () => {
      const body: Values = {};
      for (const field of fields) if (values[field.key] !== undefined) body[field.key] = values[field.key];
      return record === null ? api.create(body) : api.update(record.id, body);
    },
    onSuccess: () => onSaved(record === null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const set = (key: string) => (value: unknown) => setValues((current) => ({ ...current, [key]: value }));
  const title = record === null ? t(spec.one) : t('admin.editing', { id: record.id });
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {fields.map((field) => (
        <Field
          key={field.key}
          id={`${id}-${field.key}`}
          field={field}
          value={values[field.key]}
          onChange={set(field.key)}
        />
      ))}
      {save.error && <Failure error={save.error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('admin.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('timeOff.close')}
        </button>
      </div>
    </form>
  );
}

/** A field of the form, with the line that says what it does under it when its spec has one. */
function Field(props: { id: string; field: FieldSpec; value: unknown; onChange: (value: unknown) => void }) {
  const { t } = useTranslation();
  const { id, field } = props;
  if (!field.hint) return <Input {...props} />;
  return (
    <>
      <Input {...props} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="hint">
        {t(field.hint)}
      </p>
    </>
  );
}

function Input({
  id,
  field,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const options = useOptions();
  const label = t(field.label);
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case 'carryOver':
      return <CarryOverField id={id} label={label} value={(value as CarryOver | null) ?? null} onChange={onChange} />;
    case 'number':
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            step={field.step ?? 1}
            required={field.required}
            aria-describedby={describedBy}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? (field.nullable ? null : undefined) : Number(event.target.value))
            }
          />
        </>
      );
    case 'select': {
      const choices = options(field.options, field.words);
      const numeric = typeof field.options === 'string';
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            required={field.required}
            aria-describedby={describedBy}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            onChange={(event) => {
              const chosen = event.target.value;
              onChange(chosen === '' ? null : numeric ? Number(chosen) : chosen);
            }}
          >
            {(field.nullable || value === undefined) && (
              <option value="">{field.nullable ? t('admin.none') : ''}</option>
            )}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      );
    }
    case 'multi':
      return (
        <Multi
          id={id}
          label={label}
          choices={options(field.options)}
          value={(value as number[] | undefined) ?? []}
          onChange={onChange}
          describedBy={describedBy}
        />
      );
    case 'list':
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            required={field.required}
            aria-describedby={`${id}-hint`}
            value={((value as string[] | undefined) ?? []).join(', ')}
            onChange={(event) =>
              onChange(
                event.target.value
                  .split(',')
                  .map((item) => item.trim())
                  .filter(Boolean),
              )
            }
          />
          <p id={`${id}-hint`} className="hint">
            {t('admin.listHint')}
          </p>
        </>
      );
    case 'steps':
      return <Steps label={label} value={(value as Step[] | undefined) ?? []} onChange={onChange} />;
    default:
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type={field.kind}
            required={field.required}
            aria-describedby={describedBy}
            value={typeof value === 'string' ? value : ''}
            // A date left empty clears it (an employment's end), where the API takes null.
            onChange={(event) =>
              onChange(event.target.value === '' && field.kind === 'date' && field.nullable ? null : event.target.value)
            }
          />
        </>
      );
  }
}

/** Several of a list, as checkboxes in a group. */
export function Multi({
  id,
  label,
  choices,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  choices: Option[];
  value: number[];
  onChange: (value: number[]) => void;
  describedBy?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend>{label}</legend>
      <div className="checks">
        {choices.map((choice) => (
          <div key={choice.value} className="check">
            <input
              id={`${id}-${choice.value}`}
              type="checkbox"
              checked={value.includes(Number(choice.value))}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, Number(choice.value)]
                    : value.filter((item) => item !== Number(choice.value)),
                )
              }
            />
            <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** An approval policy's steps, in order: who decides each and whether one or all must approve. */
function Steps({ label, value, onChange }: { label: string; value: Step[]; onChange: (value: Step[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const options = useOptions();
  const change = (index: number, step: Partial<Step>) =>
    onChange(value.map((current, at) => (at === index ? { ...current, ...step } : current)));
  return (
    <fieldset>
      <legend>{label}</legend>
      {value.map((step, index) => (
        <fieldset key={index}>
          <legend>{t('admin.step', { number: index + 1 })}</legend>
          <label htmlFor={`${id}-${index}-approvers`}>{t('admin.fields.approvers')}</label>
          <select
            id={`${id}-${index}-approvers`}
            value={step.approvers}
            onChange={(event) => {
              const approvers = event.target.value as Step['approvers'];
              change(index, {
                approvers,
                userIds: approvers === 'users' ? (step.userIds ?? []) : undefined,
                role: approvers === 'role' ? (step.role ?? 'manager') : undefined,
              });
            }}
          >
            <option value="team-leads">{t('admin.approvers.teamLeads')}</option>
            <option value="users">{t('admin.approvers.users')}</option>
            <option value="role">{t('admin.approvers.role')}</option>
          </select>
          {step.approvers === 'users' && (
            <Multi
              id={`${id}-${index}-users`}
              label={t('admin.fields.users')}
              choices={options('users')}
              value={step.userIds ?? []}
              onChange={(userIds) => change(index, { userIds })}
            />
          )}
          {step.approvers === 'role' && (
            <>
              <label htmlFor={`${id}-${index}-role`}>{t('admin.fields.role')}</label>
              <select
                id={`${id}-${index}-role`}
                value={step.role ?? 'manager'}
                onChange={(event) => change(index, { role: event.target.value as Step['role'] })}
              >
                <option value="manager">manager</option>
                <option value="admin">admin</option>
              </select>
            </>
          )}
          <label htmlFor={`${id}-${index}-quorum`}>{t('admin.fields.quorum')}</label>
          <select
            id={`${id}-${index}-quorum`}
            value={step.quorum}
            onChange={(event) => change(index, { quorum: event.target.value as Step['quorum'] })}
          >
            <option value="any">{t('admin.quorum.any')}</option>
            <option value="all">{t('admin.quorum.all')}</option>
          </select>
          <button type="button" onClick={() => onChange(value.filter((_, at) => at !== index))}>
            {t('admin.removeStep', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange([...value, { approvers: 'team-leads', quorum: 'any' }])}>
        {t('admin.addStep')}
      </button>
    </fieldset>
  );
}

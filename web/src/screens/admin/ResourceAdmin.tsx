import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../api/client.js';
import { usePagedList } from '../../api/lists.js';
import { useActivityTypes, useTeams, useUsers } from '../../api/reference.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useDay } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { resourceApi } from './api.js';
import { type CarryOver, useCarryOverText } from './carry-over.js';
import { HolidayImport } from './HolidayImport.js';
import { RecordForm } from './RecordForm.js';
import type { AdminRecord, OptionSource, ResourceName, ResourceSpec } from './resources.js';
import { RESOURCES } from './resources.js';
import { UserPrivacy } from './UserPrivacy.js';

export interface Option {
  value: string;
  label: string;
}

/**
 * The options of a choice: the tenant's users, teams or activity types, or fixed values in the words
 * under `words` (`admin.values` when absent).
 */
export function useOptions(): (source: OptionSource, words?: string) => Option[] {
  const { t } = useTranslation();
  const users = useUsers().data ?? [];
  const teams = useTeams().data ?? [];
  const types = useActivityTypes().data ?? [];
  return (source, words = 'admin.values') => {
    if (source === 'users') {
      return users
        .filter((user) => !user.deleted)
        .map((user) => ({ value: String(user.id), label: `${user.firstname} ${user.lastname}` }));
    }
    if (source === 'teams')
      return teams.filter((team) => !team.deleted).map((team) => ({ value: String(team.id), label: team.name }));
    if (source === 'activityTypes') return types.map((type) => ({ value: String(type.id), label: type.name }));
    // Fixed values in words (a role, a coverage mode, a language), never as the API spells them.
    return source.map((value) => ({ value, label: t(`${words}.${value}`) }));
  };
}

/** The records in the order of `field` (text that sorts as it reads: dates), then by id; by id alone without one. */
const ordered = (records: AdminRecord[], field: string | undefined) =>
  field === undefined
    ? records
    : [...records].sort((a, b) => String(a[field]).localeCompare(String(b[field])) || a.id - b.id);

/** A resource's records, a form for a new one, and editing or deleting each. */
export function ResourceAdmin({ name }: { name: ResourceName }) {
  const spec: ResourceSpec = RESOURCES[name];
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const queries = useQueryClient();
  const api = resourceApi(client, spec);
  const options = useOptions();
  const day = useDay();
  const me = useMe().data?.id;
  const [editing, setEditing] = useState<AdminRecord | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const records = usePagedList<AdminRecord>([tenant, 'admin', name], api.list);
  const carryOverText = useCarryOverText();
  const [importing, setImporting] = useState(false);
  // A notice belongs to the last thing done: it goes when the next begins.
  const begin = (next: AdminRecord | 'new' | null) => {
    setNotice(null);
    setImporting(false);
    setEditing(next);
  };
  const changed = async (message: string) => {
    setNotice(message);
    setEditing(null);
    setImporting(false);
    // The reference lists other screens keep (users, teams, types) are read again too.
    await queries.invalidateQueries({ queryKey: [tenant] });
  };
  const remove = useMutation({
    mutationFn: api.remove,
    onMutate: () => setNotice(null),
    onSuccess: () => changed(t('admin.deleted')),
  });
  const shown = (field: ResourceSpec['fields'][number] | undefined, value: unknown): string => {
    if (field?.kind === 'carryOver') return carryOverText(value as CarryOver | null);
    if (value === null || value === undefined) return '—';
    if (field?.kind === 'date' && typeof value === 'string') return day(value);
    // An empty choice that means something ("Everyone"), said so.
    if (field?.kind === 'multi' && field.empty && Array.isArray(value) && value.length === 0) return t(field.empty);
    // References by name, and fixed values (a role, a coverage mode) in words, as the form offers them.
    if (field && 'options' in field && field.options) {
      const labels = options(field.options, field.kind === 'select' ? field.words : undefined);
      const ids = Array.isArray(value) ? value : [value];
      return ids
        .map((id) => labels.find((option) => option.value === String(id))?.label ?? `#${String(id)}`)
        .join(', ');
    }
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'boolean') return value ? t('admin.yes') : t('admin.no');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  return (
    <>
      <h2>{t(spec.title)}</h2>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      {importing ? (
        <HolidayImport
          onImported={(count) => void changed(t('admin.import.added', { count }))}
          onClose={() => begin(null)}
        />
      ) : editing === null ? (
        <div className="actions">
          <button type="button" className="primary" onClick={() => begin('new')}>
            {t('admin.add')}
          </button>
          {name === 'holidays' && (
            <button
              type="button"
              onClick={() => {
                begin(null);
                setImporting(true);
              }}
            >
              {t('admin.import.title')}
            </button>
          )}
        </div>
      ) : (
        <RecordForm
          spec={spec}
          record={editing === 'new' ? null : editing}
          onSaved={(created) => void changed(created ? t('admin.created') : t('admin.saved'))}
          onClose={() => begin(null)}
        />
      )}
      {records.isPending && <Loading />}
      {records.error && <Failure error={records.error} onRetry={() => void records.refetch()} />}
      {remove.error && <Failure error={remove.error} />}
      {records.data && records.items.filter((record) => record.deleted !== true).length === 0 && (
        <p>{t('admin.noneYet')}</p>
      )}
      {records.data && (
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              {spec.columns.map((column) => (
                <th key={column} scope="col">
                  {t(spec.fields.find((field) => field.key === column)!.label)}
                </th>
              ))}
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered(
              records.items.filter((record) => record.deleted !== true),
              spec.orderBy,
            ).map((record) => (
              <tr key={record.id}>
                <td>{record.id}</td>
                {spec.columns.map((column) => {
                  const field = spec.fields.find((each) => each.key === column);
                  return (
                    <td key={column}>
                      {/* Named where the table is drawn as stacked rows, at a phone's width. */}
                      <span className="cell-label">{field ? t(field.label) : column}: </span>
                      {shown(field, record[column])}
                    </td>
                  );
                })}
                <td>
                  <button type="button" onClick={() => begin(record)}>
                    {t('admin.edit')}
                    <span className="visually-hidden"> #{record.id}</span>
                  </button>{' '}
                  <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(record.id)}>
                    {t('admin.delete')}
                    <span className="visually-hidden"> #{record.id}</span>
                  </button>
                  {name === 'users' && (
                    <>
                      {' '}
                      <Link className="button" to={`/${tenant}/admin/users/${record.id}`}>
                        {t('admin.schedule.link')}
                        <span className="visually-hidden">
                          {' '}
                          {String(record.firstname)} {String(record.lastname)}
                        </span>
                      </Link>
                      <SignInLink user={record} onMade={setNotice} />
                      <UserPrivacy user={record} self={record.id === me} onDone={setNotice} />
                    </>
                  )}
                  {name === 'webhooks' && (
                    <>
                      {' '}
                      <Link to={`/${tenant}/admin/webhooks/${record.id}`}>{t('admin.deliveries')}</Link>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.hasNextPage && (
        <button type="button" onClick={() => void records.fetchNextPage()}>
          {t('app.loadMore')}
        </button>
      )}
    </>
  );
}

/**
 * A one-time sign-in link for a user, made while the service runs (D16): shown to copy, or mailed to
 * them; the CLI cannot open an embedded store the service holds.
 */
function SignInLink({ user, onMade }: { user: AdminRecord; onMade: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = useMutation({
    mutationFn: async (send: boolean) =>
      dataOf(await client.POST('/v1/users/{id}/sign-in-link', { params: { path: { id: user.id } }, body: { send } })),
    onMutate: () => onMade(null),
    onSuccess: (made, send) => {
      setLink(made);
      if (send) onMade(t('admin.linkSent', { name: `${String(user.firstname)} ${String(user.lastname)}` }));
    },
  });
  const name = `${String(user.firstname)} ${String(user.lastname)}`;
  const until = link && new Date(link.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <>
      {' '}
      <button type="button" disabled={make.isPending} onClick={() => make.mutate(false)}>
        {t('admin.signInLink')}
        <span className="visually-hidden"> {name}</span>
      </button>{' '}
      <button type="button" disabled={make.isPending} onClick={() => make.mutate(true)}>
        {t('admin.mailLink')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {make.error && <Failure error={make.error} />}
      {link && (
        <div className="sign-in-link">
          <label htmlFor={`link-${user.id}`}>{t('admin.linkFor', { name, until })}</label>
          <input id={`link-${user.id}`} readOnly value={link.url} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </>
  );
}

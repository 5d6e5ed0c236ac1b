import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, dataOf, type TrackerClient } from '../../api/client.js';
import { useUsers } from '../../api/reference.js';
import { type Me, useClient, useMe, useTenant } from '../../api/session.js';
import { useTimeChanged } from '../../api/time.js';
import { useAddress } from '../../layout/address.js';
import { useDayRange, useLocale } from '../../layout/dates.js';
import type { PickedIssue } from '../../layout/IssuePicker.js';
import { Failure, Loading } from '../../layout/states.js';
import { formatDuration, workedMinutes } from '../issues/durations.js';
import {
  type Cell,
  cellOf,
  dayTotal,
  planCell,
  type Row,
  rowsOf,
  rowTotal,
  sameWorklogs,
  startOf,
  type Timesheet as Sheet,
  type Write,
} from './rows.js';
import { type Week, weekOf } from './week.js';

const IssuePicker = lazy(() => import('../../layout/IssuePicker.js'));

/**
 * Timesheet (D18): a person's week (`?week=YYYY-Www`, ISO weeks; `?user=` for managers and admins
 * reading someone else's) as issues and absence types × days. A cell takes a duration as people
 * write it and stores it as worklogs (changed, or deleted when emptied); each day's total stands
 * against what the person's schedule expects, and the week's balance below.
 */
export function Timesheet() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const { search, change: go } = useAddress();
  const week = weekOf(search.get('week'));
  const manages = me.role === 'manager' || me.role === 'admin';
  const userId = (manages && Number(search.get('user'))) || me.id;
  const range = useDayRange();
  const title = t('timesheet.week', { number: week.number, range: range(week.from, week.to) });
  return (
    <>
      <h1>{t('timesheet.title')}</h1>
      <div className="toolbar week-nav">
        {manages && (
          <PersonChoice userId={userId} me={me} onChange={(id) => go({ user: id === me.id ? null : String(id) })} />
        )}
        <button type="button" onClick={() => go({ week: week.previous })}>
          {t('timesheet.previous')}
        </button>
        <h2 aria-live="polite">{title}</h2>
        <button type="button" onClick={() => go({ week: week.next })}>
          {t('timesheet.next')}
        </button>
      </div>
      <WeekGrid week={week} userId={userId} title={title} />
    </>
  );
}

/** Whose timesheet a manager or admin reads: everyone live in the tenant, by name. */
function PersonChoice({ userId, me, onChange }: { userId: number; me: Me; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const users = useUsers().data ?? [];
  const people = users
    .filter((user) => !user.deleted || user.id === userId)
    .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname));
  return (
    <>
      <label htmlFor="timesheet-person">{t('timesheet.person')}</label>
      <select id="timesheet-person" value={userId} onChange={(event) => onChange(Number(event.target.value))}>
        {people.length === 0 && (
          <option value={me.id}>
            {me.firstname} {me.lastname}
          </option>
        )}
        {people.map((user) => (
          <option key={user.id} value={user.id}>
            {user.firstname} {user.lastname}
          </option>
        ))}
      </select>
    </>
  );
}

/** What the reader may do with the week: type into every cell (their own), change or clear what is there (someone else's), or read. */
type Rights = 'own' | 'others' | 'read';

function rightsOf(me: Me, userId: number): Rights {
  if (me.role === 'viewer') return 'read';
  if (userId === me.id) return 'own';
  // activity:manage changes and deletes others' activities; a create is always the caller's own.
  return me.role === 'manager' || me.role === 'admin' ? 'others' : 'read';
}

const timesheetQuery = (client: TrackerClient, tenant: string, userId: number, from: string, to: string) => ({
  queryKey: [tenant, 'timesheet', userId, from, to],
  queryFn: async () => dataOf(await client.GET('/v1/timesheets', { params: { query: { userId, from, to } } })),
});

/** A problem with a cell's change, shown under the grid and tied to the cell. */
interface Problem {
  cell: string;
  label: string;
  error: unknown;
}

function WeekGrid({ week, userId, title }: { week: Week; userId: number; title: string }) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const me = useMe().data!;
  const locale = useLocale();
  const sheet = useQuery(timesheetQuery(client, tenant, userId, week.from, week.to));
  const [added, setAdded] = useState<PickedIssue[]>([]);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const table = useRef<HTMLTableElement>(null);
  if (sheet.isPending) return <Loading />;
  if (sheet.error) return <Failure error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const rights = rightsOf(me, userId);
  const rows = rowsOf(sheet.data, rights === 'own' ? added : []);
  const duration = (minutes: number) => formatDuration(minutes, i18n.language);
  const dayName = (date: Date) => date.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const longDayName = (date: Date) =>
    date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const { totals, user } = sheet.data;
  const days = sheet.data.days;
  const focusRow = (key: string) =>
    requestAnimationFrame(() => table.current?.querySelector<HTMLInputElement>(`input[data-row="${key}"]`)?.focus());
  const add = (issue: PickedIssue) => {
    setAdding(false);
    if (!added.some((each) => each.id === issue.id)) setAdded([...added, issue]);
    focusRow(`issue:${issue.id}`);
  };
  return (
    <>
      {rights === 'others' && (
        <p className="hint">{t('timesheet.othersHint', { name: `${user.firstname} ${user.lastname}` })}</p>
      )}
      {/* Focusable, so that the keyboard can scroll a week wider than a phone. */}
      <div className="grid-scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="timesheet" ref={table}>
          <caption className="visually-hidden">
            {t('timesheet.caption', { name: `${user.firstname} ${user.lastname}`, week: title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('timesheet.row')}</th>
              {week.days.map((day, at) => {
                const holiday = days[at]?.holiday;
                return (
                  <th key={day.date} scope="col" className={days[at]?.expected === 0 ? 'off' : undefined}>
                    {dayName(day.weekday)}
                    {holiday && <span className="holiday">{holiday}</span>}
                  </th>
                );
              })}
              <th scope="col">{t('timesheet.weekTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9}>{t('timesheet.empty')}</td>
              </tr>
            )}
            {rows.map((row) => {
              const label = rowLabel(row, t('timesheet.other'));
              return (
                <tr key={row.key}>
                  <th scope="row">
                    {row.issue ? <Link to={`/${tenant}/issues/${row.issue.id}`}>{label}</Link> : label}
                  </th>
                  {week.days.map((day, at) => {
                    const cell = cellOf(row, day.date);
                    const off = days[at]?.expected === 0 ? 'off' : undefined;
                    const editable =
                      row.kind === 'issue' &&
                      !cell.fixed &&
                      (rights === 'own' || (rights === 'others' && cell.worklogs.length > 0));
                    const key = `${row.key}@${day.date}`;
                    return editable ? (
                      <td key={day.date} className={off}>
                        <CellInput
                          row={row}
                          cell={cell}
                          date={day.date}
                          userId={userId}
                          start={(minutes) => startOf(days[at]!, minutes)}
                          label={`${label}, ${longDayName(day.weekday)}`}
                          problem={problem?.cell === key ? problem : null}
                          onProblem={(error) =>
                            setProblem(
                              error === null ? null : { cell: key, label: `${label}, ${dayName(day.weekday)}`, error },
                            )
                          }
                        />
                      </td>
                    ) : (
                      <td key={day.date} className={off}>
                        {cell.minutes > 0 && duration(cell.minutes)}
                        {cell.waiting > 0 && (
                          <span className="waiting">
                            {' '}
                            {t('timesheet.waiting', { duration: duration(cell.waiting) })}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td className="total">{duration(rowTotal(row))}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('timesheet.total')}</th>
              {days.map((day) => (
                <td key={day.date}>{dayTotal(day) > 0 && duration(dayTotal(day))}</td>
              ))}
              <td className="total">{duration(totals.worked + totals.absent)}</td>
            </tr>
            <tr>
              <th scope="row">{t('timesheet.expected')}</th>
              {days.map((day) => (
                <td key={day.date}>{day.expected > 0 && duration(day.expected)}</td>
              ))}
              <td className="total">{duration(totals.expected)}</td>
            </tr>
            <tr className="balance">
              <th scope="row">{t('timesheet.balance')}</th>
              {/* A day with nothing expected and nothing done stays blank, as its other cells do. */}
              {days.map((day) => (
                <td key={day.date}>
                  {(dayTotal(day) > 0 || day.expected > 0) && <Signed minutes={dayTotal(day) - day.expected} />}
                </td>
              ))}
              <td className="total">
                <Signed minutes={totals.balance} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {problem && <CellProblem problem={problem} onReload={() => setProblem(null)} />}
      {rights === 'own' &&
        (adding ? (
          <Suspense fallback={<Loading />}>
            <IssuePicker title={t('timesheet.addTitle')} onChoose={add} onClose={() => setAdding(false)} />
          </Suspense>
        ) : (
          <button type="button" onClick={() => setAdding(true)}>
            {t('timesheet.add')}
          </button>
        ))}
      {rights === 'own' && <p className="hint">{t('timesheet.keysHint')}</p>}
    </>
  );
}

/** A row's name: the issue's number and name, the type of an absence, or working time on no issue. */
const rowLabel = (row: Row, other: string) => (row.issue ? `#${row.issue.id} ${row.issue.name}` : (row.name ?? other));

/** A balance with its sign, as people write one: "+1 h 30 min", "−45 min", "0 min". */
function Signed({ minutes }: { minutes: number }) {
  const { i18n } = useTranslation();
  const text = formatDuration(Math.abs(minutes), i18n.language);
  if (minutes === 0) return <>{text}</>;
  return <span className={minutes < 0 ? 'minus' : 'plus'}>{`${minutes > 0 ? '+' : '−'}${text}`}</span>;
}

/** The problem of the cell last changed: what was wrong, and after a change by someone else a way to read the week again. */
function CellProblem({ problem, onReload }: { problem: Problem; onReload: () => void }) {
  const { t } = useTranslation();
  const timeChanged = useTimeChanged();
  const stale = problem.error instanceof ApiError && problem.error.status === 412;
  const message = problem.error instanceof Error ? problem.error.message : String(problem.error);
  return (
    <div id="timesheet-problem">
      <Failure error={new Error(`${problem.label}: ${message}`)} />
      {stale && (
        <button
          type="button"
          onClick={() => {
            onReload();
            void timeChanged();
          }}
        >
          {t('app.reload')}
        </button>
      )}
    </div>
  );
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A cell being typed into: Enter, or leaving it with Tab or the arrow keys, saves what was typed;
 * Escape puts back what is stored. Up and Down go to the same day of the row above or below.
 */
function CellInput(props: {
  row: Row;
  cell: Cell;
  date: string;
  userId: number;
  start: (minutes: number) => number;
  label: string;
  problem: Problem | null;
  onProblem: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const { row, cell, date, userId, start, label, problem, onProblem } = props;
  const stored = cell.minutes > 0 ? formatDuration(cell.minutes, i18n.language) : '';
  const [draft, setDraft] = useState<string | null>(null);
  /** The text whose save failed: leaving the cell does not send it again. */
  const [refused, setRefused] = useState<string | null>(null);
  const write = useCellWrite(row, cell, date, userId);
  // Once its problem is dismissed (Escape, Reload, another cell's change), a refused text gives way to what is stored.
  useEffect(() => {
    if (problem === null && refused !== null) {
      setDraft((current) => (current === refused ? null : current));
      setRefused(null);
    }
  }, [problem, refused]);
  const save = () => {
    if (draft === null || draft.trim() === stored || draft === refused || write.isPending) return;
    const typed = draft.trim() === '' ? { minutes: 0 } : workedMinutes(draft);
    if ('wrong' in typed) {
      setRefused(draft);
      onProblem(new Error(t(typed.wrong)));
      return;
    }
    onProblem(null);
    write.mutate(planCell(cell, typed.minutes, start(typed.minutes)), {
      onSuccess: () => setDraft(null),
      onError: (error) => {
        setRefused(draft);
        onProblem(error);
      },
    });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      setDraft(null);
      setRefused(null);
      onProblem(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const column = [...document.querySelectorAll<HTMLInputElement>(`input[data-day="${date}"]`)];
      column[column.indexOf(event.currentTarget) + (event.key === 'ArrowUp' ? -1 : 1)]?.focus();
    }
  };
  return (
    <input
      className="cell"
      aria-label={label}
      aria-invalid={problem !== null}
      aria-describedby={problem ? 'timesheet-problem' : undefined}
      aria-busy={write.isPending}
      readOnly={write.isPending}
      autoComplete="off"
      data-row={row.key}
      data-day={date}
      value={draft ?? stored}
      onChange={(event) => {
        setDraft(event.target.value);
        setRefused(null);
      }}
      onKeyDown={onKey}
      onBlur={save}
    />
  );
}

/**
 * Stores a cell's writes (planCell). The cell must still be as shown: its day is read again first
 * and a cell someone changed meanwhile is refused like a 412, with a way to reload; each worklog
 * changed or deleted is read for its version, compared with what was shown, and sent back as
 * If-Match, so that no change by someone else is overwritten.
 */
function useCellWrite(row: Row, shown: Cell, date: string, userId: number) {
  const { t } = useTranslation();
  const client = useClient();
  const timeChanged = useTimeChanged();
  const queries = useQueryClient();
  const tenant = useTenant();
  const changedMeanwhile = () => new ApiError(412, t('timesheet.changed'));
  const read = async (write: Exclude<Write, { kind: 'create' }>) => {
    const answer = await client.GET('/v1/activity/{id}', { params: { path: { id: write.worklog.id } } });
    const now = dataOf(answer);
    const same = (['timeFrom', 'timeTo', 'dateFrom', 'dateTo', 'deleted'] as const).every(
      (field) => now[field] === write.worklog[field],
    );
    if (!same) throw changedMeanwhile();
    return answer.response.headers.get('etag') ?? '*';
  };
  return useMutation({
    mutationFn: async (writes: Write[]) => {
      const day: Sheet = await queries.fetchQuery({
        ...timesheetQuery(client, tenant, userId, date, date),
        staleTime: 0,
      });
      const stored = cellOf(
        rowsOf(day, []).find((each) => each.key === row.key),
        date,
      );
      if (!sameWorklogs(shown, stored)) throw changedMeanwhile();
      for (const write of writes) {
        if (write.kind === 'create') {
          dataOf(
            await client.POST('/issues/{id}/worklogs', {
              params: { path: { id: row.issue!.id } },
              body: { date, minutes: write.minutes, start: hhmm(write.start) },
            }),
          );
        } else if (write.kind === 'update') {
          const { worklog } = write;
          const header = { 'If-Match': await read(write) };
          dataOf(
            await client.PUT('/v1/activity/{id}', {
              params: { path: { id: worklog.id }, header },
              // An update replaces every field: the worklog's own, with its new times of day.
              body: {
                activityTypeId: worklog.activityTypeId.id,
                place: worklog.place?.id ?? null,
                projectId: worklog.projectId?.id ?? null,
                issueId: worklog.issueId?.id ?? null,
                teamId: worklog.teamId?.id ?? null,
                includeWeekends: worklog.includeWeekends,
                description: worklog.description,
                dateFrom: date,
                dateTo: date,
                timeFrom: hhmm(write.timeFrom),
                timeTo: hhmm(write.timeTo),
              },
            }),
          );
        } else {
          const header = { 'If-Match': await read(write) };
          dataOf(await client.DELETE('/v1/activity/{id}', { params: { path: { id: write.worklog.id }, header } }));
        }
      }
    },
    onSettled: () => timeChanged(),
  });
}

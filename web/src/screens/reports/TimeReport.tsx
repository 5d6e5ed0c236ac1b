import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf, type Schemas } from '../../api/client.js';
import { useActivityTypes, useProjects, useTeams, useUsers } from '../../api/reference.js';
import { useClient, useMe, useTenant } from '../../api/session.js';
import { useAddress } from '../../layout/address.js';
import { Cell } from '../../layout/Cell.js';
import { type Option, optionsOf, SelectField } from '../../layout/SelectField.js';
import { useDayRange, useLocale } from '../../layout/dates.js';
import { Failure, Loading } from '../../layout/states.js';
import { formatDuration } from '../issues/durations.js';
import { today, useDays } from '../time-off/days.js';
import { chartModel, MAX_BARS } from './chart-model.js';
import { Downloads } from './Downloads.js';
import {
  daysOfWeek,
  type Group,
  GROUPS,
  MAX_DAYS,
  QUICK_RANGES,
  quickRange,
  rangeProblem,
  reportQuery,
  type ReportSettings,
  reportSettings,
} from './settings.js';

type Row = Schemas['TimeReport']['rows'][number];

// Chart.js comes with the chart's own module, loaded once a report has rows to draw.
const BarChart = lazy(async () => ({ default: (await import('./BarChart.js')).BarChart }));

/** Whether the signed-in person reads everyone's time (managers and admins) or only their own. */
export function useSeesEveryone() {
  const { role } = useMe().data!;
  return role === 'manager' || role === 'admin';
}

/**
 * The time report (D18): a period (quick picks or two days), filters, one or two groups, then the
 * table with its total, a bar chart and the downloads. All of it is kept in the address.
 */
export function TimeReport() {
  const { t } = useTranslation();
  const seesEveryone = useSeesEveryone();
  const { search, change } = useAddress();
  const settings = reportSettings(search, seesEveryone, today());
  const problem = rangeProblem(settings.from, settings.to);
  return (
    <>
      <ReportFilters settings={settings} seesEveryone={seesEveryone} change={change} />
      {problem ? (
        <div role="alert" className="failure">
          <p>{t(`reports.${problem}`, { max: MAX_DAYS })}</p>
        </div>
      ) : (
        <ReportResult settings={settings} seesEveryone={seesEveryone} />
      )}
    </>
  );
}

type Change = ReturnType<typeof useAddress>['change'];

function ReportFilters({
  settings,
  seesEveryone,
  change,
}: {
  settings: ReportSettings;
  seesEveryone: boolean;
  change: Change;
}) {
  const { t } = useTranslation();
  const id = useId();
  const users = useUsers();
  const teams = useTeams();
  const projects = useProjects();
  const types = useActivityTypes();
  const now = today();
  const [first, second] = settings.groups;
  const choice = (key: string, label: string, all: string, value: number | undefined, options: Option[]) => (
    <SelectField
      id={`${id}-${key}`}
      label={t(label)}
      value={value ?? ''}
      onChange={(chosen) => change({ [key]: chosen })}
      options={[{ value: '', name: t(all) }, ...options]}
    />
  );
  const live = <T extends { id: number; name: string; deleted?: boolean }>(list: T[] | undefined) =>
    optionsOf((list ?? []).filter((item) => !item.deleted));
  const people = (users.data ?? [])
    .filter((user) => !user.deleted)
    .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname))
    .map((user) => ({ value: user.id, name: `${user.firstname} ${user.lastname}` }));
  const groupChoice = (key: 'first' | 'second', value: Group | undefined) => (
    <div>
      <label htmlFor={`${id}-${key}`}>{t(key === 'first' ? 'reports.groupBy' : 'reports.thenBy')}</label>
      <select
        id={`${id}-${key}`}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value;
          change({
            by:
              key === 'first' ? [chosen, second].filter(Boolean).join(',') : [first, chosen].filter(Boolean).join(','),
          });
        }}
      >
        {key === 'second' && <option value="">{t('reports.nothing')}</option>}
        {GROUPS.filter((group) => key === 'first' || group !== first).map((group) => (
          <option key={group} value={group}>
            {t(`reports.groups.${group}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="report-filters">
      <fieldset className="period">
        <legend>{t('reports.period')}</legend>
        {QUICK_RANGES.map((pick) => {
          const range = quickRange(pick, now);
          const current = range.from === settings.from && range.to === settings.to;
          return (
            <button key={pick} type="button" aria-pressed={current} onClick={() => change(range)}>
              {t(`reports.quick.${pick}`)}
            </button>
          );
        })}
        <div className="days">
          <div>
            <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={settings.from}
              onChange={(event) => change({ from: event.target.value, to: settings.to })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={settings.to}
              onChange={(event) => change({ from: settings.from, to: event.target.value })}
            />
          </div>
        </div>
      </fieldset>
      <div className="filters">
        {seesEveryone && choice('user', 'reports.person', 'reports.everyone', settings.userId, people)}
        {choice('team', 'reports.team', 'reports.allTeams', settings.teamId, live(teams.data))}
        {choice('project', 'reports.project', 'reports.allProjects', settings.projectId, live(projects.data))}
        {choice('type', 'reports.activity', 'reports.allActivities', settings.activityTypeId, live(types.data))}
        <div className="check">
          <input
            id={`${id}-work`}
            type="checkbox"
            checked={settings.workingHours}
            onChange={(event) => change({ work: event.target.checked ? '1' : null })}
          />
          <label htmlFor={`${id}-work`}>{t('reports.workingHoursOnly')}</label>
        </div>
      </div>
      {!seesEveryone && <p className="hint">{t('reports.ownOnly')}</p>}
      <div className="filters">
        {groupChoice('first', first)}
        {groupChoice('second', second)}
        <fieldset className="choice">
          <legend>{t('reports.hoursAs')}</legend>
          {(['clock', 'decimal'] as const).map((form) => (
            <label key={form}>
              <input
                type="radio"
                name={`${id}-hours`}
                checked={settings.decimalHours === (form === 'decimal')}
                onChange={() => change({ hours: form === 'decimal' ? 'decimal' : null })}
              />
              {t(form === 'decimal' ? 'reports.hoursDecimal' : 'reports.hoursClock')}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}

/** A group's value in a row as people say it: a name, "No project", a day, "Week 9 · 1–7 Mar 2027". */
function useGroupText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const dayRange = useDayRange();
  return useMemo(() => {
    const utc = (day: string) => new Date(`${day}T00:00:00Z`);
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const shortDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
    const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
    const shortMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' });
    return (row: Row, group: Group, short = false): string => {
      switch (group) {
        case 'user':
          return `${row.user!.firstname} ${row.user!.lastname}`;
        case 'team':
          return row.team?.name ?? t('reports.noTeam');
        case 'project':
          return row.project?.name ?? t('reports.noProject');
        case 'activityType':
          return row.activityType!.name;
        case 'issue':
          if (!row.issue) return t('reports.noIssue');
          if (row.issue.id === null) return t('reports.privateIssue');
          return short ? row.issue.name : `#${row.issue.id} ${row.issue.name}`;
        case 'day':
          return (short ? shortDay : day).format(utc(row.day!));
        case 'week': {
          const week = Number(row.week!.slice(6));
          if (short) return t('reports.weekShort', { week });
          const { from, to } = daysOfWeek(row.week!);
          return t('reports.week', { week, range: dayRange(from, to) });
        }
        case 'month':
          return (short ? shortMonth : month).format(utc(`${row.month!}-01`));
      }
    };
  }, [t, locale, dayRange]);
}

/** Minutes as the report shows them: "7 h 30 min", or "7.50 h" when decimal hours were chosen. */
function useHours(decimal: boolean) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return decimal
      ? (minutes: number) => t('reports.hoursUnit', { hours: number.format(minutes / 60) })
      : (minutes: number) => formatDuration(minutes, i18n.language);
  }, [decimal, locale, t, i18n.language]);
}

function ReportResult({ settings, seesEveryone }: { settings: ReportSettings; seesEveryone: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const client = useClient();
  const users = useUsers();
  const dayRange = useDayRange();
  const text = useGroupText();
  const hours = useHours(settings.decimalHours);
  const headingId = useId();
  const query = reportQuery(settings);
  const report = useQuery({
    queryKey: [tenant, 'time-report', query],
    // The settings come with the answer: while the next report is read, the last one is shown as it was asked.
    queryFn: async () => ({ ...dataOf(await client.GET('/v1/reports/time', { params: { query } })), asked: settings }),
    // A report is one statement over many rows: read when asked for and on return to the tab, not every few seconds.
    refetchInterval: false,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const model = useMemo(
    () =>
      data &&
      chartModel(
        data.rows,
        data.asked.groups,
        (row, group) => text(row, group, true),
        (row, group) => (group === 'activityType' ? (row.activityType?.color ?? null) : null),
        { time: t('reports.hours'), other: t('reports.other') },
      ),
    [data, text, t],
  );
  if (report.isPending) return <Loading />;
  if (report.error) return <Failure error={report.error} onRetry={() => void report.refetch()} />;

  const { asked, rows: shown, total } = report.data;
  const groups = asked.groups;
  const person = users.data?.find((user) => user.id === asked.userId);
  const [first, second] = groups.map((group) => t(`reports.by.${group}`));
  const captionOf = {
    range: dayRange(asked.from, asked.to),
    groups: second ? t('reports.groupsJoined', { first, second }) : first,
  };
  const caption = !seesEveryone
    ? t('reports.captionMine', captionOf)
    : t('reports.caption', {
        ...captionOf,
        who: person ? `${person.firstname} ${person.lastname}` : t('reports.captionEveryone'),
      });
  return (
    <section aria-labelledby={headingId} aria-busy={report.isFetching}>
      <h2 id={headingId} className="report-heading">
        {caption}
      </h2>
      {shown.length === 0 ? (
        <p>{t('reports.empty')}</p>
      ) : (
        <>
          <Downloads
            name={`time-${asked.from}-${asked.to}`}
            ask={(accept) =>
              client.GET('/v1/reports/time', {
                params: { query: reportQuery(asked) },
                headers: { Accept: accept },
                parseAs: 'blob',
              })
            }
          />
          <Suspense fallback={<Loading />}>
            <BarChart
              model={model!}
              title={t('reports.chart', { group: t(`reports.by.${groups[0]}`) })}
              axis={t('reports.hours')}
              duration={hours}
            />
          </Suspense>
          {model!.count > MAX_BARS && (
            <p className="hint">
              {t('reports.chartPart', { shown: MAX_BARS, count: model!.count, group: t(`reports.by.${groups[0]}`) })}
            </p>
          )}
          <table className="report" aria-labelledby={headingId}>
            <thead>
              <tr>
                {groups.map((group) => (
                  <th key={group} scope="col">
                    {t(`reports.groups.${group}`)}
                  </th>
                ))}
                <th scope="col" className="number">
                  {t('reports.timeColumn')}
                </th>
                <th scope="col" className="number">
                  {t('reports.daysColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={index}>
                  {groups.map((group, at) =>
                    at === 0 ? (
                      <th key={group} scope="row">
                        <GroupValue row={row} group={group} text={text(row, group)} />
                      </th>
                    ) : (
                      <Cell key={group} label={t(`reports.groups.${group}`)}>
                        <GroupValue row={row} group={group} text={text(row, group)} />
                      </Cell>
                    ),
                  )}
                  <Figures of={row} hours={hours} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={groups.length}>
                  {t('reports.total')}
                </th>
                <Figures of={total} hours={hours} />
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}

/** A row's time and days, or the total's. */
function Figures({ of, hours }: { of: { minutes: number; days: number }; hours: (minutes: number) => string }) {
  const { t } = useTranslation();
  const days = useDays();
  return (
    <>
      <Cell label={t('reports.timeColumn')} className="number">
        {hours(of.minutes)}
      </Cell>
      <Cell label={t('reports.daysColumn')} className="number">
        {days(of.days)}
      </Cell>
    </>
  );
}

/** A group's value in the table: an issue the reader may open links to it. */
function GroupValue({ row, group, text }: { row: Row; group: Group; text: string }) {
  const tenant = useTenant();
  if (group === 'issue' && row.issue?.id) return <Link to={`/${tenant}/issues/${row.issue.id}`}>{text}</Link>;
  return text;
}

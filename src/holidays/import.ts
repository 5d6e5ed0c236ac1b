import { expressionBuilder, sql } from 'kysely';
import type { Static } from 'typebox';
import type { Caller } from '../platform/auth/authenticate.js';
import {
  type Check,
  firstProblem,
  idArray,
  type Problem,
  referenceCheck,
  refuseProblem,
} from '../platform/db/checks.js';
import type { Database } from '../platform/db/database.js';
import { jsonArrayOf } from '../platform/db/json.js';
import { Statement } from '../platform/db/query.js';
import type { DB } from '../platform/db/tables.generated.js';
import { teams } from '../reference-data/definitions.js';
import { holidayObject } from '../reference-data/objects.js';
import type { HolidayObject } from '../reference-data/schemas.js';
import { countries, nameLanguageOf, place, publicHolidays } from './holiday-data.js';

type ImportParams = {
  tenantId: string;
  userId: number;
  teamIds: number[];
  dates: string[];
  englishNames: string[];
  germanNames: string[];
};

const CHECKS: Check<ImportParams>[] = [referenceCheck(teams, (p) => idArray(p.teamIds))];
const h = expressionBuilder<DB & { h: DB['holidays'] }, 'h'>();

/**
 * D19's import as one statement: the teams must exist (404 for the first that does not); then every
 * date of the list becomes a holiday of the teams, named in the importing admin's language, unless the
 * tenant has one on that date for the same teams already (the trigger sorts the teams before the
 * unique key compares them). It answers the holidays it added, by date.
 */
const IMPORT = new Statement(
  (p: ImportParams) => sql<{ problem: Problem; added: Static<typeof HolidayObject>[] }>`
  WITH known AS (SELECT ${firstProblem(CHECKS, p)} AS problem),
  added AS (
    INSERT INTO holidays (tenant_id, date, name, team_ids)
    SELECT ${p.tenantId}, x.date,
      CASE WHEN (SELECT u.language FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int) = 'de'
        THEN x.german ELSE x.english END,
      ${p.teamIds}::int[]
    FROM unnest(${p.dates}::date[], ${p.englishNames}::text[], ${p.germanNames}::text[]) AS x(date, english, german)
    WHERE (SELECT problem FROM known) IS NULL
    ON CONFLICT ON CONSTRAINT holidays_date_unique DO NOTHING
    RETURNING *
  )
  SELECT (SELECT problem FROM known) AS problem,
    (SELECT ${jsonArrayOf(holidayObject(h), [h.ref('h.date'), h.ref('h.id')])} FROM added AS h) AS added`,
);

/** The caller's language, which names the countries and regions (D17: German for `de`). */
const CALLER_LANGUAGE = new Statement(
  (p: { tenantId: string; userId: number }) =>
    sql<{
      language: string;
    }>`SELECT u.language FROM users u WHERE u.tenant_id = ${p.tenantId} AND u.id = ${p.userId}::int`,
);

export interface ImportInput {
  country: string;
  region?: string;
  year: number;
  teamIds?: number[];
}

/** D19's holiday import and the countries it knows. */
export class HolidayImport {
  constructor(private readonly db: Database) {}

  /** Adds the public holidays of a country (or region) and year for some teams (or everyone); answers those added. */
  async import(caller: Caller, input: ImportInput) {
    const where = await place(input.country, input.region);
    const holidays = await publicHolidays(where, input.year);
    const p: ImportParams = {
      tenantId: caller.tenantId,
      userId: caller.userId,
      teamIds: [...new Set(input.teamIds ?? [])].sort((a, b) => a - b),
      dates: holidays.map((holiday) => holiday.date),
      englishNames: holidays.map((holiday) => holiday.en),
      germanNames: holidays.map((holiday) => holiday.de),
    };
    const [row] = await this.db.write(caller.tenantId, (sql) => IMPORT.run(sql, p));
    refuseProblem(CHECKS, p, row!.problem);
    return row!.added;
  }

  /** The countries and regions an import takes, named in the caller's language. */
  async countries(caller: Caller) {
    const [user] = await this.db.read(caller.tenantId, (sql) =>
      CALLER_LANGUAGE.run(sql, { tenantId: caller.tenantId, userId: caller.userId }),
    );
    return countries(nameLanguageOf(user?.language));
  }
}

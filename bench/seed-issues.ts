import type { Database } from '../src/platform/db/database.js';
import {
  ACTIONS,
  COMMENTS,
  CONTEXTS,
  NOUNS,
  SENTENCES,
  ints,
  pick,
  pickSkewed,
  roll,
  sentence,
  texts,
  timestamp,
} from './seed-text.js';
import {
  BLOCK,
  COMMENTS_PER_ISSUE,
  ISSUES_PER_SLICE,
  type IdRange,
  type Seeding,
  isPrivate,
  issueCreatedAt,
  seedWrite,
} from './seed-rows.js';

// ---------------------------------------------------------------------------------------------
// Issues and everything hanging off them

/** Ranges of at most ISSUES_PER_SLICE ids, starting at block boundaries. */
export function issueSlices(s: Seeding): IdRange[] {
  const slices: IdRange[] = [];
  for (let first = s.issues.first; first <= s.issues.last; first += ISSUES_PER_SLICE) {
    slices.push({ first, last: Math.min(first + ISSUES_PER_SLICE - 1, s.issues.last) });
  }
  return slices;
}

export function insertIssueSlice(db: Database, s: Seeding, slice: IdRange): Promise<void> {
  return seedWrite(db, s.tenantId, async (sql) => {
    for (const statement of issueSliceStatements(s, slice)) await sql.query(statement, [s.tenantId]);
  });
}

function issueSliceStatements(s: Seeding, slice: IdRange): string[] {
  return [
    issuesSql(s, slice),
    labelsSql(s, slice),
    collaboratorsSql(s, slice),
    commentsSql(s, slice),
    ...testExecutionsSql(s, slice),
  ];
}

/** The issue's parent within its block of ten (see BLOCK), by position in the block. */
const parentOf = (s: Seeding) => `CASE (id - ${s.issues.first}) % ${BLOCK}
    WHEN 1 THEN id - 1 WHEN 2 THEN id - 2 WHEN 3 THEN id - 3 WHEN 4 THEN id - 3 WHEN 5 THEN id - 4 WHEN 6 THEN id - 2
  END`;

function issuesSql(s: Seeding, slice: IdRange): string {
  const { refs } = s;
  const count = s.issues.last - s.issues.first + 1;
  // Older issues are mostly done: 85 % of the oldest, 25 % of the newest.
  const closed = `${roll('id', 1, 100)} < 85 - 60 * (id - ${s.issues.first})::float8 / ${count}`;
  const estimated = `CASE WHEN ${roll('id', 2, 100)} < 30 THEN 0 ELSE 30 * (1 + ${roll('id', 3, 32)}) END`;
  const dueDate = `CASE WHEN ${roll('id', 4, 100)} < 45
    THEN date_trunc('day', created_at) + interval '1 day' * (7 + ${roll('id', 5, 90)}) + interval '16 hours' END`;
  const vcs = `${roll('id', 6, 100)} < 10`;
  return `
    INSERT INTO issues (tenant_id, id, name, description, project_id, issue_type_id, priority_id, status_id,
      creator_id, assigned_id, last_updator_id, parent_id, schedule_id, private, due_date, closed, closed_at,
      deleted, deleted_at, created_at, updated_at, estimated, spent, vcs_issue_id, vcs_issue_iid, search)
    OVERRIDING SYSTEM VALUE
    SELECT $1, id, name, description, project_id, issue_type_id, priority_id,
      CASE WHEN closed THEN ${pickSkewed(ints(refs.finalStatuses), 'id', 7)}
           ELSE ${pickSkewed(ints(refs.openStatuses), 'id', 8)} END,
      creator_id, assigned_id, last_updator_id, parent_id, schedule_id, private, ${dueDate}, closed,
      CASE WHEN closed THEN updated_at END, deleted, CASE WHEN deleted THEN updated_at END,
      created_at, updated_at, estimated,
      estimated * CASE WHEN closed THEN 50 + ${roll('id', 9, 101)} ELSE ${roll('id', 10, 51)} END / 100,
      CASE WHEN ${vcs} THEN 100000 + ${roll('id', 11, 900000)} END, CASE WHEN ${vcs} THEN 1 + ${roll('id', 12, 5000)} END,
      issue_search_vector(name, description)
    FROM (
      SELECT *, least(created_at + interval '1 minute' * ${roll('id', 13, 60 * 24 * 60)}, ${timestamp(s.seededAt)}) AS updated_at
      FROM (
        SELECT id,
          ${pick(texts(ACTIONS), 'id', 14)} || ' ' || ${pickSkewed(texts(NOUNS), 'id', 15)} || ' '
            || ${pickSkewed(texts(NOUNS), 'id', 16)} || ' ' || ${pick(texts(CONTEXTS), 'id', 17)} AS name,
          CASE WHEN ${roll('id', 18, 100)} >= 20 THEN ${sentence(SENTENCES, 'id', 20)} || ' '
            || ${sentence(SENTENCES, 'id', 22)} || ' ' || ${sentence(SENTENCES, 'id', 24)} END AS description,
          ${pickSkewed(ints(refs.projects), 'id', 26)} AS project_id,
          ${pickSkewed(ints(refs.issueTypes), 'id', 27)} AS issue_type_id,
          ${pickSkewed(ints(refs.prioritiesByUse), 'id', 28)} AS priority_id,
          ${pickSkewed(ints(refs.workers), 'id', 29)} AS creator_id,
          CASE WHEN ${roll('id', 30, 100)} >= 15 THEN ${pickSkewed(ints(refs.workers), 'id', 31)} END AS assigned_id,
          ${pickSkewed(ints(refs.workers), 'id', 32)} AS last_updator_id,
          ${parentOf(s)} AS parent_id,
          CASE WHEN ${roll('id', 33, 100)} < 20 THEN 1 + ${roll('id', 34, 12)} END AS schedule_id,
          ${isPrivate('id')} AS private,
          ${roll('id', 36, 1000)} < 10 AS deleted,
          ${closed} AS closed,
          ${estimated} AS estimated,
          ${issueCreatedAt(s, 'id')} AS created_at
        FROM generate_series(${slice.first}, ${slice.last}) AS id
      ) generated
    ) dated`;
}

/** 0–3 distinct labels per issue, common labels more often. */
function labelsSql(s: Seeding, slice: IdRange): string {
  const labels = s.refs.labels;
  const step = labels.length > 10 ? 5 : 1; // distinct for n = 0..2 either way
  return `
    INSERT INTO issue_labels (tenant_id, issue_id, label_id)
    SELECT $1, id, (${ints(labels)})[1 + (first + n * ${step}) % ${labels.length}]
    FROM (
      SELECT id, floor(${labels.length} * power(${roll('id', 40, 1_000_000)}::float8 / 1000000, 2))::int AS first,
        CASE WHEN r < 30 THEN 0 WHEN r < 65 THEN 1 WHEN r < 90 THEN 2 ELSE 3 END AS count
      FROM (SELECT id, ${roll('id', 41, 100)} AS r FROM generate_series(${slice.first}, ${slice.last}) AS id) rolled
    ) chosen, generate_series(0, 2) AS n
    WHERE n < count`;
}

/** 0–2 distinct collaborators per issue. */
function collaboratorsSql(s: Seeding, slice: IdRange): string {
  const users = s.refs.users;
  return `
    INSERT INTO issue_collaborators (tenant_id, issue_id, user_id)
    SELECT $1, id, (${ints(users)})[1 + (${roll('id', 50, users.length)} + n * 7) % ${users.length}]
    FROM (SELECT id, ${roll('id', 51, 100)} AS r FROM generate_series(${slice.first}, ${slice.last}) AS id) rolled,
      generate_series(0, 1) AS n
    WHERE n < CASE WHEN r < 50 THEN 0 WHEN r < 85 THEN 1 ELSE 2 END`;
}

/** Three comments per issue, some hours apart, the first after the issue was created. */
function commentsSql(s: Seeding, slice: IdRange): string {
  const createdAt = `least(${issueCreatedAt(s, 'id')} + interval '1 minute' * (n * 360 + ${roll('key', 60, 360)}),
    ${timestamp(s.seededAt)})`;
  return `
    INSERT INTO issue_comments (tenant_id, issue_id, user_id, description, created_at, updated_at, deleted, deleted_at)
    SELECT $1, id, user_id, description, created_at, created_at, deleted, CASE WHEN deleted THEN created_at END
    FROM (
      SELECT id, ${pickSkewed(ints(s.refs.workers), 'key', 61)} AS user_id,
        ${sentence(COMMENTS, 'key', 62)} AS description, ${createdAt} AS created_at, ${roll('key', 64, 100)} < 2 AS deleted
      FROM (
        SELECT id, n, id::bigint * 4 + n AS key
        FROM generate_series(${slice.first}, ${slice.last}) AS id, generate_series(1, ${COMMENTS_PER_ISSUE}) AS n
      ) numbered
    ) generated`;
}

/**
 * One test execution per block of ten issues, linked to one issue of the block: the failed step
 * that raised it, a few hours before the issue was created.
 */
function testExecutionsSql(s: Seeding, slice: IdRange): string[] {
  const executions = `
    SELECT ${s.executions.first} + block AS execution_id, linked
    FROM (
      SELECT block, ${s.issues.first} + block * ${BLOCK} + ${roll('block', 70, BLOCK)} AS linked
      FROM generate_series(${(slice.first - s.issues.first) / BLOCK}, ${Math.floor((slice.last - s.issues.first) / BLOCK)}) AS block
    ) blocks
    WHERE linked <= ${slice.last}`;
  const createdAt = `${issueCreatedAt(s, 'linked')} - interval '1 minute' * (10 + ${roll('execution_id', 71, 600)})`;
  return [
    `INSERT INTO test_executions (tenant_id, id, test_plan_id, test_step_id, creator_id, status_id, actual_result,
       duration, position, batch_id, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     SELECT $1, execution_id, ${pickSkewed(ints(s.refs.testPlans), 'execution_id', 72)}, 1 + ${roll('execution_id', 73, 400)},
       ${pickSkewed(ints(s.refs.workers), 'execution_id', 74)},
       CASE WHEN ${roll('execution_id', 75, 100)} < 85 THEN ${s.refs.failed} ELSE ${s.refs.passed} END,
       ${sentence(SENTENCES, 'execution_id', 76)}, 5 + ${roll('execution_id', 78, 600)}, ${roll('execution_id', 79, 50)},
       execution_id / 20, ${createdAt}, ${createdAt}
     FROM (${executions}) e`,
    `INSERT INTO test_execution_issues (tenant_id, test_execution_id, issue_id)
     SELECT $1, execution_id, linked FROM (${executions}) e`,
  ];
}

import { sql as raw } from 'kysely';
import type { Caller } from '../platform/auth/authenticate.js';
import { FOREIGN_KEY_VIOLATION, type Sql, violatedConstraint } from '../platform/db/database.js';
import { db, Statement } from '../platform/db/query.js';
import { firstProblem, type Problem, refuseProblem } from '../platform/db/checks.js';
import { conflict } from '../platform/http/errors.js';
import { referencedIds } from '../platform/http/schemas.js';
import { eventType } from '../events/types.js';
import { type RenderedIssue, type RenderedRow, toRendered } from './documents.js';
import type { IssueCreateInput } from './schemas.js';
import { issueVersion, newIssueColumns, eventIssueJson } from './sql.js';
import { CREATE_CHECKS, type CheckParams, checkParams } from './checks.js';
import { positionOf } from './edit.js';
import { ATTRIBUTES, CREATE_ATTRIBUTES, column } from './fields.js';

/**
 * The issue, its labels and collaborators, checked, inserted and built in one statement. When a check
 * of CREATE_CHECKS fails nothing is inserted, and the one row names the first problem.
 */
const CREATE = new Statement((p: CheckParams) =>
  db
    .with('known', (q) => q.selectNoFrom(firstProblem(CREATE_CHECKS, p).as('problem')))
    .with('status', (q) =>
      q
        .selectFrom('issue_statuses')
        .select('final')
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', raw<number>`${p.statusId}`),
    )
    .with('created', (q) =>
      q
        .insertInto('issues')
        .columns([
          'tenant_id',
          'creator_id',
          'last_updator_id',
          'closed',
          'closed_at',
          ...CREATE_ATTRIBUTES.map(column),
          'priority_position',
          'search',
        ])
        .expression(
          q
            .selectFrom(['known', 'status'])
            .select([
              raw`${p.tenantId}`.as('tenant_id'),
              raw`${p.userId}`.as('creator_id'),
              raw`${p.userId}`.as('last_updator_id'),
              'status.final',
              raw`CASE WHEN status.final THEN now() END`.as('closed_at'),
              ...CREATE_ATTRIBUTES.map((name) => {
                const absent = ATTRIBUTES.map[name].absent;
                const value = absent === undefined ? raw`${p[name]}` : raw`coalesce(${p[name]}, ${raw.lit(absent)})`;
                return value.as(column(name));
              }),
              // Any number for a priority that does not exist: its foreign key refuses the row anyway.
              raw`coalesce(${positionOf(p.tenantId, p.priorityId)}, 0)`.as('priority_position'),
              raw`issue_search_vector(${p.name}, ${p.description})`.as('search'),
            ])
            .where('known.problem', 'is', null),
        )
        .returningAll()
        .returning(raw<string>`xmin`.as('xmin')),
    )
    .with('labelled', (q) =>
      q
        .insertInto('issue_labels')
        .columns(['tenant_id', 'issue_id', 'label_id'])
        .expression(
          q
            .selectFrom('created')
            .select(['created.tenant_id', 'created.id', raw<number>`unnest(${p.labelIds}::int[])`.as('label_id')]),
        ),
    )
    .with('shared', (q) =>
      q
        .insertInto('issue_collaborators')
        .columns(['tenant_id', 'issue_id', 'user_id'])
        .expression(
          q
            .selectFrom('created')
            .select([
              'created.tenant_id',
              'created.id',
              raw<number>`unnest(${p.collaboratorIds}::int[])`.as('user_id'),
            ]),
        ),
    )
    .with('recorded', (q) =>
      q
        .insertInto('issue_history')
        .columns(['tenant_id', 'issue_id', 'author_id', 'action'])
        .expression(
          q
            .selectFrom('created')
            .select([
              'created.tenant_id',
              'created.id',
              raw<number>`${p.userId}::int`.as('author_id'),
              raw<string>`'created'`.as('action'),
            ]),
        ),
    )
    // One row even when nothing was inserted, saying why.
    .with('built', (q) =>
      q
        .selectFrom('known')
        .leftJoin('created as i', (join) => join.on(raw<boolean>`true`))
        .leftJoin('tenants as t', 't.id', 'i.tenant_id')
        .select([
          'known.problem',
          'i.id',
          issueVersion.as('version'),
          ...newIssueColumns(p.labelIds, p.collaboratorIds),
        ]),
    )
    // The event of the creation (D9), as insertCreationEvents writes it for activities.
    .with('evented', (q) =>
      q
        .insertInto('events')
        .columns(['tenant_id', 'type', 'actor_id', 'data'])
        .expression(
          q
            .selectFrom('built')
            .select([
              raw<string>`${p.tenantId}::text`.as('tenant_id'),
              eventType('issue.created').as('type'),
              raw<number>`${p.userId}::int`.as('actor_id'),
              raw`json_build_object('object', ${eventIssueJson(raw`built`)}, 'changes', '[]'::json)`.as('data'),
            ])
            .where('built.id', 'is not', null),
        ),
    )
    .selectFrom('built')
    .selectAll(),
);

/**
 * Creates an issue in one statement, which is its own transaction (run it with `db.autocommit`):
 * the checks, the insert of the issue, its labels and collaborators, its history entry and event,
 * and the building of its object. A foreign key still refuses a row that a concurrent write removed
 * after the statement's snapshot: 409, to retry.
 */
export async function createIssue(sql: Sql, caller: Caller, input: IssueCreateInput): Promise<RenderedIssue> {
  const p = checkParams(
    caller,
    { ...input, creatorId: undefined },
    { labelIds: referencedIds(input.labels), collaboratorIds: referencedIds(input.collaborators) },
  );
  let row: (RenderedRow & { problem: Problem }) | undefined;
  try {
    [row] = (await CREATE.run(sql, p)) as (RenderedRow & { problem: Problem })[];
  } catch (error) {
    if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === null) throw error;
    throw conflict('A record this issue refers to was changed at the same time. Please retry.');
  }
  refuseProblem(CREATE_CHECKS, p, row!.problem);
  return toRendered(row!);
}

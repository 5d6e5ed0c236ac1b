import { visibleTo, type Viewer } from '../issues/visibility.js';
import { jsonArrayOf, jsonObject, utcMillisOffset, utcSeconds } from '../platform/db/json.js';
import { db } from '../platform/db/query.js';
import {
  issueStatusById,
  issueTypeById,
  type RowScope,
  testExecutionStatusById,
  testPlanById,
  userById,
} from '../reference-data/objects.js';

type ExecutionScope = RowScope<'test_executions', 'te'>;

/**
 * The related issues of test execution `te` that the viewer may see. The related issue is named `i`
 * (the alias visibleTo speaks of); inside this subquery it hides an outer `i`, which it never needs.
 */
const relatedIssues = (te: ExecutionScope, viewer: Viewer) =>
  db
    .selectFrom('test_execution_issues as tei')
    .innerJoin('issues as i', (join) =>
      join.onRef('i.tenant_id', '=', 'tei.tenant_id').onRef('i.id', '=', 'tei.issue_id'),
    )
    .select((i) =>
      jsonArrayOf(
        jsonObject({
          id: i.ref('i.id'),
          issueTypeId: issueTypeById(i.ref('i.tenant_id'), i.ref('i.issue_type_id')),
          statusId: issueStatusById(i.ref('i.tenant_id'), i.ref('i.status_id')),
          closed: i.ref('i.closed'),
          deleted: i.ref('i.deleted'),
        }),
        [i.ref('i.id')],
      ).as('related_issues'),
    )
    .where('tei.tenant_id', '=', te.ref('te.tenant_id'))
    .where('tei.test_execution_id', '=', te.ref('te.id'))
    .where(visibleTo(viewer));

const relatedExtIssues = (te: ExecutionScope) =>
  db
    .selectFrom('test_execution_ext_issues as x')
    .select((x) =>
      jsonArrayOf(
        jsonObject({
          id: x.ref('x.id'),
          extIssueId: x.ref('x.ext_issue_id'),
          extKeyId: x.ref('x.ext_key_id'),
          extLink: x.ref('x.ext_link'),
          closed: x.ref('x.closed'),
          closed_at: utcMillisOffset(x.ref('x.closed_at')),
          deleted: x.ref('x.deleted'),
          deleted_at: utcMillisOffset(x.ref('x.deleted_at')),
          created_at: utcMillisOffset(x.ref('x.created_at')),
          updated_at: utcMillisOffset(x.ref('x.updated_at')),
        }),
        [x.ref('x.id')],
      ).as('related_ext_issues'),
    )
    .where('x.tenant_id', '=', te.ref('te.tenant_id'))
    .where('x.test_execution_id', '=', te.ref('te.id'));

/** Test execution row `te` as the object of interface.md, its related issues as `viewer` may see them. */
export const testExecutionObject = (te: ExecutionScope, viewer: Viewer) =>
  jsonObject({
    id: te.ref('te.id'),
    testPlanId: testPlanById(te.ref('te.tenant_id'), te.ref('te.test_plan_id')),
    testStepId: te.ref('te.test_step_id'),
    creatorId: userById(te.ref('te.tenant_id'), te.ref('te.creator_id'), true),
    statusId: testExecutionStatusById(te.ref('te.tenant_id'), te.ref('te.status_id')),
    actual_result: te.ref('te.actual_result'),
    duration: te.ref('te.duration'),
    position: te.ref('te.position'),
    batchId: te.ref('te.batch_id'),
    extIssueId: te.ref('te.ext_issue_id'),
    extIssueUrl: te.ref('te.ext_issue_url'),
    created_at: utcSeconds(te.ref('te.created_at')),
    updated_at: utcSeconds(te.ref('te.updated_at')),
    related_issues: relatedIssues(te, viewer),
    related_ext_issues: relatedExtIssues(te),
  });

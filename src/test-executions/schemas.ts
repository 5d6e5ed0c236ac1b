import Type from 'typebox';
import {
  component,
  DateTime,
  Int32,
  NonNegativeInt32,
  Nullable,
  Reference,
  UtcMillisOffset,
  UtcSeconds,
} from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import {
  IdNameObject,
  IssueStatusObject,
  TestExecutionStatusObject,
  UserWithLanguageObject,
} from '../reference-data/schemas.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const RelatedIssueObject = Type.Object({
  id: Type.Integer(),
  issueTypeId: IdNameObject,
  statusId: IssueStatusObject,
  closed: Type.Boolean(),
  deleted: Type.Boolean(),
});

export const RelatedExtIssueObject = Type.Object({
  id: Type.Integer(),
  extIssueId: Type.Integer(),
  extKeyId: Type.String(),
  extLink: Type.String(),
  closed: Type.Boolean(),
  closed_at: Type.Union([UtcMillisOffset, Type.Null()]),
  deleted: Type.Boolean(),
  deleted_at: Type.Union([UtcMillisOffset, Type.Null()]),
  created_at: UtcMillisOffset,
  updated_at: UtcMillisOffset,
});

/** The Test execution table of interface.md. */
export const TestExecutionObject = component(
  'TestExecution',
  Type.Object({
    id: Type.Integer(),
    testPlanId: IdNameObject,
    testStepId: Type.Integer(),
    creatorId: UserWithLanguageObject,
    statusId: TestExecutionStatusObject,
    actual_result: Type.String(),
    duration: Type.Integer(),
    position: Type.Integer(),
    batchId: Type.Integer(),
    extIssueId: Type.Union([Type.Integer(), Type.Null()]),
    extIssueUrl: NullableString,
    created_at: UtcSeconds,
    updated_at: UtcSeconds,
    related_issues: Type.Array(RelatedIssueObject),
    related_ext_issues: Type.Array(RelatedExtIssueObject),
  }),
);
export type TestExecution = Type.Static<typeof TestExecutionObject>;

const RelatedExtIssueInput = Type.Object({
  extIssueId: Int32,
  extKeyId: Type.String({ minLength: 1, maxLength: 255 }),
  extLink: Type.String({ minLength: 1, maxLength: 2048 }),
  closed: Type.Optional(Type.Boolean()),
  closed_at: Type.Optional(Nullable(DateTime)),
  deleted: Type.Optional(Type.Boolean()),
  deleted_at: Type.Optional(Nullable(DateTime)),
});
export type RelatedExtIssueInput = Type.Static<typeof RelatedExtIssueInput>;

/**
 * D13: what one test execution holds at most. Every issue it relates shows it whole, so these and
 * MAX_TEST_EXECUTIONS_PER_ISSUE bound an issue object.
 */
export const MAX_ACTUAL_RESULT = 10_000;
export const MAX_RELATED_ISSUES = 100;
export const MAX_RELATED_EXT_ISSUES = 20;
/** D13: how many test executions may relate one issue. */
export const MAX_TEST_EXECUTIONS_PER_ISSUE = 20;

const testExecutionAttributes = {
  testPlanId: Reference,
  testStepId: Int32,
  statusId: Reference,
  actual_result: Type.String({ maxLength: MAX_ACTUAL_RESULT }),
  duration: NonNegativeInt32,
  position: Int32,
  batchId: Int32,
  extIssueId: Nullable(Int32),
  extIssueUrl: Nullable(Type.String({ maxLength: 2048 })),
  relatedIssueIds: Type.Array(Reference, { maxItems: MAX_RELATED_ISSUES, [EXPECTED]: 'an array of issue ids' }),
  relatedExtIssues: Type.Array(RelatedExtIssueInput, { maxItems: MAX_RELATED_EXT_ISSUES }),
};

export const TestExecutionUpdateInput = Type.Partial(Type.Object(testExecutionAttributes));
export type TestExecutionUpdateInput = Type.Static<typeof TestExecutionUpdateInput>;

export const TestExecutionCreateInput = Type.Intersect([
  Type.Object({
    testPlanId: testExecutionAttributes.testPlanId,
    testStepId: testExecutionAttributes.testStepId,
    statusId: testExecutionAttributes.statusId,
  }),
  TestExecutionUpdateInput,
]);
export type TestExecutionCreateInput = Type.Static<typeof TestExecutionCreateInput>;

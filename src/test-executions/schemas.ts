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

const testExecutionAttributes = {
  testPlanId: Reference,
  testStepId: Int32,
  statusId: Reference,
  actual_result: Type.String({ maxLength: 100_000 }),
  duration: NonNegativeInt32,
  position: Int32,
  batchId: Int32,
  extIssueId: Nullable(Int32),
  extIssueUrl: Nullable(Type.String({ maxLength: 2048 })),
  relatedIssueIds: Type.Array(Reference, { maxItems: 1000, [EXPECTED]: 'an array of issue ids' }),
  relatedExtIssues: Type.Array(RelatedExtIssueInput, { maxItems: 1000 }),
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

import Type from 'typebox';
import { component, Id, IdText, NullableReference, Reference, UtcSeconds } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';
import { UserWithLanguageObject } from '../reference-data/schemas.js';
import { TestExecutionObject } from '../test-executions/schemas.js';
import { CREATE_INPUTS, OUTPUTS, UPDATE_INPUTS } from './fields.js';

const Seconds = UtcSeconds;
const NullableSeconds = Type.Union([UtcSeconds, Type.Null()]);

export const CommentObject = component(
  'Comment',
  Type.Object({
    id: Type.Integer(),
    userId: UserWithLanguageObject,
    description: Type.String({ description: 'may hold line breaks' }),
    created_at: Seconds,
    updated_at: Seconds,
    deleted: Type.Boolean(),
    deleted_at: NullableSeconds,
  }),
);

/** The Issue table of interface.md, with the embedded objects of D6: the field table's, then comments and test executions. */
export const IssueObject = component(
  'Issue',
  Type.Object({
    ...OUTPUTS,
    comments: Type.Array(CommentObject),
    testExecutions: Type.Array(TestExecutionObject),
  }),
);
export type IssueObject = Type.Static<typeof IssueObject>;

/** D13: an issue holds at most this many labels and this many collaborators. */
export const MAX_ISSUE_MEMBERS = 100;
const IdList = (what: string) =>
  Type.Array(Reference, { maxItems: MAX_ISSUE_MEMBERS, [EXPECTED]: `an array of ${what} ids` });

export const IssueCreateInput = Type.Object(
  {
    ...CREATE_INPUTS,
    labels: Type.Optional(IdList('label')),
    collaborators: Type.Optional(IdList('user')),
  },
  {
    examples: [
      {
        name: 'Login button does nothing',
        description: 'Steps:\n1. open the login page\n2. click the button',
        projectId: 1,
        issueTypeId: { id: 1 },
        priorityId: 3,
        statusId: 1,
        assignedId: 3,
        dueDate: '2026-12-31T17:00:00.000Z',
        estimated: 90,
        labels: [1, 3],
        collaborators: [2],
      },
    ],
  },
);
export type IssueCreateInput = Type.Static<typeof IssueCreateInput>;

export const IssueUpdateInput = Type.Object(UPDATE_INPUTS);
export type IssueUpdateInput = Type.Static<typeof IssueUpdateInput>;

/** `{"<key>": <value>, "toEdit": true}`: the value is applied only when toEdit is true (D6). */
const Wrapper = <K extends string, V extends Type.TSchema>(key: K, value: V) =>
  Type.Optional(
    Type.Object({ [key]: Type.Optional(value), toEdit: Type.Optional(Type.Boolean()) } as Record<
      K,
      Type.TOptional<V>
    > & { toEdit: Type.TOptional<Type.TBoolean> }),
  );

const IssueIds = Type.Array(Id, { minItems: 1, maxItems: 1000, [EXPECTED]: 'an array of 1 to 1000 issue ids' });
const Collaborators = Type.Object({
  collaboratorIds: Type.Optional(IdList('user')),
  collaboratorsIds: Type.Optional(IdList('user')),
  toEdit: Type.Optional(Type.Boolean()),
});

export const BulkEditInput = Type.Object(
  {
    issuesIds: Type.Optional(IssueIds),
    issueIds: Type.Optional(IssueIds),
    // null is refused for the required ones only when their toEdit is true, in the handler.
    creatorId: Wrapper('creatorId', NullableReference),
    assigneeId: Wrapper('assigneeId', NullableReference),
    issueTypeId: Wrapper('issueTypeId', NullableReference),
    priorityId: Wrapper('priorityId', NullableReference),
    reviewStatusId: Wrapper('reviewStatusId', NullableReference),
    nestedLabelIds: Wrapper('nestedLabelIds', IdList('label')),
    collaboratorsIds: Type.Optional(Collaborators),
    collaboratorIds: Type.Optional(Collaborators),
    roadmapId: Wrapper('roadmapId', NullableReference),
  },
  {
    // One of the two spellings of the id list (D6).
    anyOf: [{ required: ['issuesIds'] }, { required: ['issueIds'] }],
    examples: [
      {
        issuesIds: [1, 2, 3],
        assigneeId: { assigneeId: { id: 2 }, toEdit: true },
        reviewStatusId: { reviewStatusId: { id: 3 }, toEdit: true },
        nestedLabelIds: { nestedLabelIds: [1], toEdit: true },
        collaboratorsIds: { collaboratorIds: [2, 4], toEdit: true },
        priorityId: { priorityId: { id: 1 }, toEdit: false },
      },
    ],
  },
);
export type BulkEditInput = Type.Static<typeof BulkEditInput>;

export const CommentInput = Type.Object({ description: Type.String({ minLength: 1, maxLength: 100_000 }) });

export const CommentParams = Type.Object({ id: IdText, commentId: IdText });

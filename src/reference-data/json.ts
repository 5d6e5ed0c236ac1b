/**
 * SQL expressions that render one row as the reference object of interface.md. Every feature that
 * embeds a user, project, status, ... builds it with these, so each shape is written once.
 * `a` is the table alias of the row in the surrounding query.
 */

/** NULL when the (left-joined) row is absent, the object otherwise. */
export const orNull = (a: string, json: string) => `CASE WHEN ${a}.id IS NULL THEN NULL ELSE ${json} END`;

/** The key-value list of the user object, for objects that extend it. */
export const userFields = (a: string) =>
  `'id', ${a}.id, 'firstname', ${a}.firstname, 'lastname', ${a}.lastname, 'email', ${a}.email,
   'avatar', coalesce(${a}.avatar, ''), 'deleted', ${a}.deleted`;

/** User as embedded in activity responses. */
export const userJson = (a: string) => `json_build_object(${userFields(a)})`;
/** User as embedded in issue responses: with the language code. */
export const userWithLanguageJson = (a: string) => `json_build_object(${userFields(a)}, 'language', ${a}.language)`;

export const projectJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'test_case_robust', ${a}.test_case_robust)`;

export const teamJson = (a: string) => `json_build_object('id', ${a}.id, 'name', ${a}.name, 'deleted', ${a}.deleted)`;

export const placeJson = (a: string) => `json_build_object('id', ${a}.id, 'name', ${a}.name, 'type', ${a}.type)`;

export const activityTypeJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'description', ${a}.description, 'color', ${a}.color,
   'workingHours', ${a}.working_hours, 'approvable', ${a}.approvable)`;

export const activityStatusJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'color', ${a}.color,
   'positiveFinal', ${a}.positive_final, 'negativeFinal', ${a}.negative_final)`;

export const idNameJson = (a: string) => `json_build_object('id', ${a}.id, 'name', ${a}.name)`;

export const issueStatusJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'color', ${a}.color, 'deleted', ${a}.deleted, 'final', ${a}.final)`;

export const labelJson = (a: string) => `json_build_object('id', ${a}.id, 'name', ${a}.name, 'color', ${a}.color)`;

/** A project-scoped object's project, looked up by its project_id column; NULL when it has none. */
export const projectOfJson = (a: string) =>
  `(SELECT ${projectJson('project_of')} FROM projects project_of
    WHERE project_of.tenant_id = ${a}.tenant_id AND project_of.id = ${a}.project_id)`;

export const issuePriorityJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'priorityId', ${a}.priority_id,
   'projectId', ${projectOfJson(a)}, 'color', ${a}.color, 'position', ${a}.position)`;

export const testExecutionStatusJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'name', ${a}.name, 'projectId', ${projectOfJson(a)},
   'state', ${a}.state, 'color', ${a}.color)`;

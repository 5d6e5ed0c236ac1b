import { memberSet } from '../platform/db/member-sets.js';

/**
 * The labels and collaborators of issues. Replaced only with an update of those issues' rows in the
 * same transaction: that gives their objects a new version (no trigger watches these tables, see
 * migrations/0005_document_versions.sql).
 */
export const ISSUE_LABELS = memberSet('issue_labels', 'issue_id', 'label_id');
export const ISSUE_COLLABORATORS = memberSet('issue_collaborators', 'issue_id', 'user_id');

/** The issues a test execution relates; their triggers give those issues new versions (0005, 0011). */
export const TEST_EXECUTION_ISSUES = memberSet('test_execution_issues', 'test_execution_id', 'issue_id');

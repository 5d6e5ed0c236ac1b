import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import type { Precondition } from '../platform/http/conditional.js';
import { CUT, type CursorCodec, toPage } from '../platform/http/pagination.js';
import { bulkEdit, bulkChangesOf } from './bulk-edit.js';
import { createIssue } from './create.js';
import { setDeleted } from './delete.js';
import { buildIssuePage, issueDocuments, issueText, type RenderedIssue } from './documents.js';
import { type IssueListQuery, issueListScope, listParts, selectIssuePage } from './list.js';
import type { BulkEditInput, IssueCreateInput, IssueUpdateInput } from './schemas.js';
import { updateIssue } from './update.js';
import { issueNotFound } from './write-path.js';

/**
 * What the issue routes do, one function each, each owning its transaction: the routes validate,
 * authorise, call one of these and send. The objects a write builds are kept for later reads once
 * it committed; reads answer kept objects while their version is current (issueDocuments).
 */
export class IssueService {
  readonly #documents = issueDocuments();

  constructor(
    private readonly db: Database,
    private readonly cursors: CursorCodec,
  ) {}

  async create(caller: Caller, input: IssueCreateInput): Promise<RenderedIssue> {
    const issue = await this.db.autocommit(caller.tenantId, (sql) => createIssue(sql, caller, input));
    return this.#written(caller, [issue])[0]!;
  }

  async find(caller: Caller, id: number): Promise<RenderedIssue> {
    const issue = await this.db.read(caller.tenantId, (sql) => this.#documents.find(sql, caller, id));
    if (!issue) throw issueNotFound(id);
    return issue;
  }

  async update(
    caller: Caller,
    id: number,
    input: IssueUpdateInput,
    precondition: Precondition | null,
  ): Promise<RenderedIssue> {
    return this.#written(caller, [await updateIssue(this.db, caller, id, input, precondition)])[0]!;
  }

  async setDeleted(caller: Caller, id: number, deleted: boolean, precondition: Precondition | null) {
    const issue = await this.db.write(caller.tenantId, (sql) => setDeleted(sql, caller, id, deleted, precondition));
    return this.#written(caller, [issue])[0]!;
  }

  async bulkEdit(caller: Caller, input: BulkEditInput, precondition: Precondition | null): Promise<RenderedIssue[]> {
    const { ids, changes } = bulkChangesOf(input);
    return this.#written(
      caller,
      await this.db.write(caller.tenantId, (sql) => bulkEdit(sql, caller, ids, changes, precondition)),
    );
  }

  /**
   * A page of the list as JSON text: the ids and versions in one statement, kept objects where
   * their version is current, the others built in one more. An issue hidden from the caller between
   * the two is left out; the page ends before one the database left unbuilt for the page's size,
   * or after the one that takes it past PAGE_BYTES (D13).
   */
  async listPage(caller: Caller, query: IssueListQuery): Promise<string> {
    const scope = issueListScope(query);
    const position = query.cursor ? this.cursors.decode(query.cursor, scope) : null;
    const limit = query.limit ?? 50;
    const { rows, issues, cut } = await this.db.read(caller.tenantId, async (sql) => {
      const rows = await selectIssuePage(sql, caller, query, position);
      // Taken out of the memory before building the others, whose keeping may push kept ones out.
      const issues = new Map<number, RenderedIssue>();
      for (const row of rows.slice(0, limit)) {
        const held = this.#documents.held(caller.tenantId, row.id, row.version);
        if (held) issues.set(row.id, held);
      }
      const missing = rows.slice(0, limit).filter((row) => !issues.has(row.id));
      const built = await buildIssuePage(
        sql,
        caller,
        missing.map((row) => row.id),
      );
      this.#documents.remember(caller.tenantId, built.issues);
      for (const issue of built.issues) issues.set(issue.id, issue);
      return { rows, issues, cut: built.cut };
    });
    const parts = listParts(query.include);
    const page = toPage(
      rows,
      limit,
      (row) => (cut.has(row.id) ? CUT : issues.has(row.id) ? issueText(issues.get(row.id)!, parts) : undefined),
      (last) => this.cursors.encode(last, scope),
      (text) => text.length,
    );
    return `{"items":[${page.items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
  }

  /** Issues a write built, kept for later reads now that the write committed. */
  #written(caller: Caller, issues: RenderedIssue[]): RenderedIssue[] {
    this.#documents.remember(caller.tenantId, issues);
    return issues;
  }
}

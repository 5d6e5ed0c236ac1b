import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import type { TestExecutionCreateInput, TestExecutionUpdateInput } from './schemas.js';
import {
  createTestExecution,
  deleteTestExecution,
  findTestExecution,
  listTestExecutions,
  updateTestExecution,
} from './store.js';

/** What the test-execution routes do, one function each, each owning its transaction. */
export class TestExecutionService {
  constructor(private readonly db: Database) {}

  create(caller: Caller, input: TestExecutionCreateInput) {
    return this.db.write(caller.tenantId, (sql) => createTestExecution(sql, caller, input));
  }

  list(caller: Caller, page: { after: number; fetch: number }) {
    return this.db.read(caller.tenantId, (sql) => listTestExecutions(sql, caller, page));
  }

  find(caller: Caller, id: number) {
    return this.db.read(caller.tenantId, (sql) => findTestExecution(sql, caller, id));
  }

  update(caller: Caller, id: number, input: TestExecutionUpdateInput) {
    return this.db.write(caller.tenantId, (sql) => updateTestExecution(sql, caller, id, input));
  }

  delete(caller: Caller, id: number) {
    return this.db.write(caller.tenantId, (sql) => deleteTestExecution(sql, caller.tenantId, id));
  }
}

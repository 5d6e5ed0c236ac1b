import type { Caller } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { notFound, unauthorized } from '../platform/http/errors.js';
import { issueToken, tokens } from '../tokens/tokens.js';
import { userStore } from '../users/users.js';
import type { MeObject, PersonalTokenInput } from './schemas.js';

/** What the caller's own routes do, each owning its transaction. */
export class MeService {
  constructor(
    private readonly db: Database,
    /** Forgets remembered credentials: a revoked token is refused at once. */
    private readonly tokensChanged: () => void,
  ) {}

  /** The caller's user, with the tenant they act in. */
  async find(caller: Caller): Promise<MeObject> {
    const user = await this.db.read(caller.tenantId, (sql) => userStore.find(sql, caller.tenantId, caller.userId));
    // Deleted between authentication and this read: the credential is no longer good.
    if (!user || user.deleted) throw unauthorized('The access token is not valid for this tenant.');
    return { ...user, tenant: caller.tenantId };
  }

  issueToken(caller: Caller, input: PersonalTokenInput) {
    return this.db.write(caller.tenantId, (sql) =>
      issueToken(sql, caller.tenantId, { ...input, userId: caller.userId }),
    );
  }

  /** Revokes a token of the caller's own; another's is not found, as it is to them everywhere. */
  async revokeToken(caller: Caller, id: number) {
    const revoked = await this.db.write(caller.tenantId, async (sql) => {
      if (!(await tokens.store.find(sql, caller.tenantId, id, caller.userId))) throw notFound('Token', id);
      return (await tokens.store.delete(sql, caller.tenantId, id))!;
    });
    this.tokensChanged();
    return revoked;
  }
}

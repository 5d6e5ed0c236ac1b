import { parseArgs } from 'node:util';
import type { Static, TSchema } from 'typebox';
import Type from 'typebox';
import { backupToFile } from './backups/backup-file.js';
import { DumpError } from './backups/dump-script.js';
import { DumpFailed } from './backups/dump.js';
import { restoreBackup } from './backups/restore.js';
import { ConfigError, loadConfig, type Store } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { openDatabase } from './platform/db/open.js';
import { StoreInUseError } from './platform/db/pglite.js';
import { HttpError } from './platform/http/errors.js';
import { DateTime, Id, Name, SingleLine } from './platform/http/schemas.js';
import { checkInput } from './platform/http/validation.js';
import { createTenant, TenantInput, tenantExists } from './tenants/tenants.js';
import { issueToken, tokens } from './tokens/tokens.js';
import { Email, Role, userStore } from './users/users.js';
import { SignInService } from './sign-in/service.js';

const USAGE = `Usage: npm run cli -- <command> [options]

Provisioning for operators, against the store configured by DATABASE_URL or DATA_DIR.
The embedded store can be used by one process at a time: stop the server first.

Commands:
  migrate
  tenant create --id <id> --name <name> --admin-email <email> --admin-firstname <name> --admin-lastname <name>
  user create   --tenant <id> --email <email> --firstname <name> --lastname <name> --role <admin|manager|member|viewer>
  token create  --tenant <id> --user <userId> [--name <name>] [--expires-at <date-time>]
  token revoke  --tenant <id> --id <tokenId>
  sign-in-link  --tenant <id> --user <userId>      a one-time browser sign-in link, good for 15 minutes
  backup        --out <file>     the whole store as a dump (PostgreSQL's plain-text format)
  restore       --in <file>      a dump into an empty store (a new DATA_DIR or an empty database), in one transaction

Results are printed as JSON. A created token or link is shown only in that output.`;

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  tenant: { type: 'string' },
  email: { type: 'string' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  role: { type: 'string' },
  user: { type: 'string' },
  'admin-email': { type: 'string' },
  'admin-firstname': { type: 'string' },
  'admin-lastname': { type: 'string' },
  'expires-at': { type: 'string' },
  out: { type: 'string' },
  in: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = Partial<Record<Exclude<keyof typeof OPTIONS, 'help'>, string>>;

/** A command line the CLI cannot read (an unknown command or option): answered with the usage. */
class UsageError extends Error {}
/** A command it can read whose values are wrong (a bad email, an unknown tenant): one line. */
class InputError extends Error {}

function valid<S extends TSchema>(schema: S, value: unknown): Static<S> {
  const problem = checkInput(schema, value);
  if (problem) throw new InputError(problem.replace(/Field '([^']+)'/, (_, field: string) => `--${kebab(field)}`));
  return value as Static<S>;
}

const kebab = (field: string) => field.replace(/^admin\./, 'admin-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : text);

const TenantScope = Type.Object({ tenant: TenantInput.properties.id });
const UserInput = Type.Object({ firstname: Name, lastname: Name, email: Email, role: Role });
const TokenInput = Type.Object({
  user: Id,
  name: Type.Optional(SingleLine({ maxLength: 255 })),
  expiresAt: Type.Optional(DateTime),
});
const RevokeInput = Type.Object({ id: Id });
const LinkInput = Type.Object({ user: Id });

/** The tenant named by --tenant, which must exist (a clear message instead of a foreign-key error). */
async function existingTenant(db: Database, options: Options): Promise<string> {
  const { tenant } = valid(TenantScope, { tenant: options.tenant });
  if (!(await db.read(tenant, (sql) => tenantExists(sql, tenant))))
    throw new InputError(`Tenant ${tenant} does not exist.`);
  return tenant;
}

/** Commands that work on the store itself, without opening (and migrating) it for the service. */
const storeCommands: Record<string, (store: Store, options: Options) => Promise<unknown>> = {
  backup: (store, o) => {
    if (!o.out) throw new UsageError('backup needs --out <file>.');
    return backupToFile(store, o.out);
  },
  restore: (store, o) => {
    if (!o.in) throw new UsageError('restore needs --in <file>.');
    return restoreBackup(o.in, store);
  },
};

const commands: Record<string, (db: Database, options: Options) => Promise<unknown>> = {
  'tenant create': (db, o) =>
    createTenant(
      db,
      valid(TenantInput, {
        id: o.id,
        name: o.name,
        admin: { firstname: o['admin-firstname'], lastname: o['admin-lastname'], email: o['admin-email'] },
      }),
    ),
  'user create': async (db, o) => {
    const tenant = await existingTenant(db, o);
    const user = valid(UserInput, { firstname: o.firstname, lastname: o.lastname, email: o.email, role: o.role });
    return db.write(tenant, (sql) => userStore.create(sql, tenant, user));
  },
  'token create': async (db, o) => {
    const tenant = await existingTenant(db, o);
    const input = valid(TokenInput, { user: wholeNumber(o.user), name: o.name, expiresAt: o['expires-at'] });
    return db.write(tenant, (sql) =>
      issueToken(sql, tenant, { userId: input.user, name: input.name, expiresAt: input.expiresAt }),
    );
  },
  'token revoke': async (db, o) => {
    const tenant = await existingTenant(db, o);
    const { id } = valid(RevokeInput, { id: wholeNumber(o.id) });
    return db.write(tenant, (sql) => tokens.store.delete(sql, tenant, id));
  },
  'sign-in-link': async (db, o) => {
    const tenant = await existingTenant(db, o);
    const { user } = valid(LinkInput, { user: wholeNumber(o.user) });
    const link = await SignInService.link(db, tenant, user);
    if (!link) throw new InputError(`User ${user} of tenant ${tenant} does not exist or is deleted.`);
    const config = loadConfig();
    return { link: `${config.publicUrl ?? `http://localhost:${config.port}`}${link.path}`, expiresAt: link.expiresAt };
  },
};

function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv);
  const command = positionals.join(' ');
  if (values.help || command === '') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const onStore = storeCommands[command];
  if (onStore) {
    process.stdout.write(`${JSON.stringify(await onStore(loadConfig().store, values), null, 2)}\n`);
    return 0;
  }
  const action = commands[command];
  if (command !== 'migrate' && !action) throw new UsageError(`Unknown command "${command}".`);

  const { db, appliedMigrations } = await openDatabase(loadConfig().store);
  try {
    const result = action ? await action(db, values) : { appliedMigrations };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected =
      error instanceof UsageError ||
      error instanceof InputError ||
      error instanceof ConfigError ||
      error instanceof DumpError ||
      error instanceof DumpFailed ||
      error instanceof HttpError;
    const usage = error instanceof UsageError ? `\n${USAGE}\n` : '';
    if (error instanceof StoreInUseError && ['backup', 'restore'].includes(process.argv[2] ?? '')) {
      process.stderr.write(
        `${error.message}\nWhile the service runs, an operator takes a backup with GET /admin/backup (OPERATOR_TOKEN); a restore needs an empty, stopped store.\n`,
      );
      process.exit(2);
    }
    if (error instanceof StoreInUseError) {
      // D16 (wave 4): while the service holds the embedded store, an admin makes links through it.
      process.stderr.write(
        `${error.message}\nWhile the service runs, an admin makes a sign-in link in the web app (Admin, Users, Sign-in link) or with POST /v1/users/{id}/sign-in-link.\n`,
      );
      process.exit(2);
    }
    process.stderr.write(`${expected ? error.message : String((error as Error)?.stack ?? error)}\n${usage}`);
    process.exit(expected ? 2 : 1);
  },
);

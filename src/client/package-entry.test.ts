import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { TestService, type TenantClient } from '../testing/harness.js';
import { PROJECT_ROOT } from '../testing/process.js';

const run = promisify(execFile);
const TSC = path.join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const ENTRY = 'activity-issue-tracker/client';

/** What a TypeScript project that depends on this package writes. */
const CONSUMER = `
import { createTrackerClient, type components } from '${ENTRY}';

const tracker = createTrackerClient({ baseUrl: 'http://127.0.0.1:8080', tenantId: 'demo', token: 'trk_token' });

export async function issueName(id: number): Promise<string | undefined> {
  const { data } = await tracker.GET('/issues/{id}', { params: { path: { id } } });
  return data?.name;
}

export const message: components['schemas']['Error']['message'] = 'typed';

// @ts-expect-error the document has no such path: the types, not \`any\`, reached the consumer
void tracker.GET('/no-such-path');
`;

/** Only the consumer is checked; the declarations it reaches are read, as with a consumer's skipLibCheck. */
const CONSUMER_CONFIG = {
  compilerOptions: { strict: true, module: 'nodenext', target: 'es2022', noEmit: true, skipLibCheck: true, types: [] },
  files: ['consumer.ts'],
};

/**
 * The client as another project imports it: by the package name, resolved through the exports map
 * of package.json to the build (which `npm ci` makes through the prepare script).
 */
describe(`the package entry ${ENTRY}`, () => {
  let service: TestService;
  let admin: TenantClient;
  let base: string;

  before(async () => {
    // The build of the current sources, as prepare and prestart make it.
    await run(process.execPath, [TSC, '-p', 'tsconfig.build.json'], { cwd: PROJECT_ROOT });
    service = await TestService.start();
    admin = await service.newTenant();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
  });
  after(() => service.close());

  it('resolves to the build and talks to the service from plain Node', async () => {
    const script = `
      import { createTrackerClient } from '${ENTRY}';
      const tracker = createTrackerClient({
        baseUrl: process.env.BASE, tenantId: process.env.TENANT, token: process.env.TOKEN,
      });
      const { data, response } = await tracker.GET('/v1/users');
      console.log(JSON.stringify({
        resolved: import.meta.resolve('${ENTRY}'),
        status: response.status,
        users: data.map((user) => user.id),
      }));`;
    // Inside the package's own directory a module can import the package by its name (self-reference).
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', BASE: base, TENANT: admin.tenantId, TOKEN: admin.token },
    });
    expect(JSON.parse(stdout)).toEqual({
      resolved: pathToFileURL(path.join(PROJECT_ROOT, 'dist', 'client', 'index.js')).href,
      status: 200,
      users: [admin.userId],
    });
  });

  it('gives TypeScript the typed client through the same entry', async () => {
    // Within the package directory, so that the self-reference resolves; test-output/ is not committed.
    await mkdir(path.join(PROJECT_ROOT, 'test-output'), { recursive: true });
    const dir = await mkdtemp(path.join(PROJECT_ROOT, 'test-output', 'client-consumer-'));
    try {
      await writeFile(path.join(dir, 'consumer.ts'), CONSUMER);
      await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(CONSUMER_CONFIG));
      const checked = await run(process.execPath, [TSC, '-p', dir], { cwd: PROJECT_ROOT }).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout }),
      );
      expect(checked.stdout).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

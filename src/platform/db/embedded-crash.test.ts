import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { checkedFetchFrom } from '../../testing/checked-responses.js';
import { freePort, copyOfMigratedStore, ProjectProcess } from '../../testing/process.js';

const OPERATOR_TOKEN = 'crash-test-operator-token-0123456789';
/** How long the writers run before the kill: long enough for hundreds of commits, short enough for two rounds. */
const WRITE_MS = 1_500;
/** Kills come only after this many acknowledged writes, so a round always has something to lose. */
const MIN_WRITES = 30;
const PROJECT_WRITERS = 3;
const ISSUE_WRITERS = 3;

interface Service {
  process: ProjectProcess;
  base: string;
  /** fetch that checks every answer against the document this process serves. */
  fetch: typeof fetch;
}

/** Starts src/main.ts on the embedded store in `dataDir` and waits until its store answers. */
async function startService(dataDir: string): Promise<Service> {
  const port = await freePort();
  const server = new ProjectProcess('src/main.ts', [], { PORT: String(port), DATA_DIR: dataDir, OPERATOR_TOKEN });
  const base = `http://127.0.0.1:${port}`;
  try {
    await server.until(async () => (await fetch(`${base}/ready`)).ok);
    return { process: server, base, fetch: await checkedFetchFrom(base) };
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
}

async function send(service: Service, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = await service.fetch(service.base + url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the embedded store killed with SIGKILL under write load', () => {
  let dir: string;
  let running: Service | undefined;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tracker-crash-'));
  });

  after(async () => {
    running?.process.child.kill('SIGKILL');
    await running?.process.exited;
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across two kills and restarts', async (t) => {
    const dataDir = await copyOfMigratedStore(path.join(dir, 'store'));
    const lockPath = `${dataDir}.lock`;
    running = await startService(dataDir);

    const tenantId = 'crash';
    const created = await send(
      running,
      'POST',
      '/admin/tenants',
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
      { id: tenantId, name: 'Crash', admin: { firstname: 'Ada', lastname: 'Admin', email: 'admin@crash.example' } },
    );
    expect(created.status).toBe(201);
    const headers = { 'x-tenantid': tenantId, authorization: `Bearer ${created.body.token as string}` };
    const reference = async (url: string, body: unknown) => {
      const response = await send(running!, 'POST', url, headers, body);
      // The body too: an unexpected answer shows its message.
      expect({ url, status: response.status }).toEqual({
        url,
        status: 201,
        ...(response.status === 201 ? {} : { body: response.body }),
      });
      return response.body.id as number;
    };
    const issueTemplate = {
      projectId: await reference('/v1/projects', { name: 'Home' }),
      issueTypeId: await reference('/v1/issue-types', { name: 'Bug' }),
      priorityId: await reference('/v1/issue-priorities', { name: 'High' }),
      statusId: await reference('/v1/issue-statuses', { name: 'Open' }),
    };

    const projects = new Set<string>(['Home']);
    const issues = new Map<number, string>();
    for (const round of [1, 2]) {
      const service = running;
      let written = 0;
      let killed = false;
      // Each loop writes until the process dies under it; the request in flight at the kill is not
      // acknowledged, so it may or may not have been stored.
      const writer = async (kind: 'project' | 'issue', writer: number) => {
        try {
          for (let n = 0; ; n++) {
            const name = `r${round}-${kind}${writer}-${n}`;
            if (kind === 'project') {
              const response = await send(service, 'POST', '/v1/projects', headers, { name });
              expect(response.status).toBe(201);
              projects.add(name);
            } else {
              const response = await send(service, 'POST', '/issues', headers, { ...issueTemplate, name });
              expect(response.status).toBe(200);
              issues.set(response.body.id as number, name);
            }
            written++;
          }
        } catch (error) {
          // fetch fails with a TypeError when the connection dies; anything else, or a connection
          // lost before the kill, is a failure of the service that must not pass for the crash.
          if (!(killed && error instanceof TypeError)) throw error;
        }
      };
      const writers = [
        ...Array.from({ length: PROJECT_WRITERS }, (_, i) => writer('project', i)),
        ...Array.from({ length: ISSUE_WRITERS }, (_, i) => writer('issue', i)),
      ];
      const writingSince = Date.now();
      while (Date.now() - writingSince < WRITE_MS || written < MIN_WRITES) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const killedPid = service.process.child.pid;
      killed = true;
      service.process.child.kill('SIGKILL');
      await Promise.all(writers);
      expect(await service.process.exited).toBeNull();
      // The dead process's lock is still there; the restart must take it over rather than refuse.
      expect(await readFile(lockPath, 'utf8')).toBe(String(killedPid));

      const started = Date.now();
      running = await startService(dataDir);
      const restartMs = Date.now() - started;
      expect(await readFile(lockPath, 'utf8')).toBe(String(running.process.child.pid));

      const stored = new Set<string>();
      // Every page of the list (a Link header names the next).
      for (let url: string | null = '/v1/projects?limit=500'; url !== null;) {
        const listed = await running.fetch(running.base + url, { headers });
        expect(listed.status).toBe(200);
        for (const project of (await listed.json()) as { name: string }[]) stored.add(project.name);
        url = /^<([^>]+)>; rel="next"$/.exec(listed.headers.get('link') ?? '')?.[1] ?? null;
      }
      const lostProjects = [...projects].filter((name) => !stored.has(name));
      const lostIssues: number[] = [];
      for (const [id, name] of issues) {
        const found = await send(running, 'GET', `/issues/${id}`, headers);
        if (found.status !== 200 || found.body.name !== name) lostIssues.push(id);
      }
      expect({ round, lostProjects, lostIssues }).toEqual({ round, lostProjects: [], lostIssues: [] });
      t.diagnostic(
        `round ${round}: ${written} writes acknowledged before the kill (${projects.size} projects, ` +
          `${issues.size} issues in all); restart took ${restartMs} ms`,
      );
    }

    // The twice-recovered store still takes writes and stops cleanly.
    expect((await send(running, 'POST', '/v1/projects', headers, { name: 'after' })).status).toBe(201);
    running.process.child.kill('SIGTERM');
    expect(await running.process.exited).toBe(0);
    running = undefined;
  });
});

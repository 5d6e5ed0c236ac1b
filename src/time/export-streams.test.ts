import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { expect } from 'expect';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_TIMEOUTS } from '../platform/config.js';
import { EXPORT_TYPES, MAX_EXPORT_ROWS } from '../platform/http/exports.js';
import { activityInput, createActivityWorld } from '../testing/fixtures.js';
import { type TenantClient, TestService } from '../testing/harness.js';

/** 274 projects with a year of work each: by project and day, 100,010 rows, 10 past the bound. */
const PROJECTS = 274;
/** The longest project names: a row of the CSV takes about 280 bytes. */
const projectName = (n: number) => `${n} `.padEnd(255, 'p');
/** What a cut-off reader's export answers within. */
const HASTY_MS = 2_000;

/**
 * D13, D18: the worst case of an export, stored through the API: the most rows an export may have,
 * streamed in chunks while the service goes on serving; one row more refused before anything is
 * sent; a reader that stops reading cut off, and what its export held given back.
 */
describe('exports of the most rows', () => {
  let service: TestService;
  let hasty: TestService;
  let admin: TenantClient;
  const urls = { service: '', hasty: '' };

  const listen = async (each: TestService) => {
    await each.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(each.app.server.address() as { port: number }).port}`;
  };
  const get = (base: string, path: string, accept?: string) =>
    fetch(base + path, {
      headers: {
        'x-tenantid': admin.tenantId,
        authorization: `Bearer ${admin.token}`,
        ...(accept ? { accept } : {}),
      },
    });
  const report = (from: string, to: string) =>
    `/v1/reports/time?from=${from}&to=${to}&groupBy=project,day&workingHours=true`;

  before(async () => {
    // An export's deadline is the request timeout (30 s by default). On a test machine running
    // every test file at once, this process both streams 100,000 rows and parses them, and the
    // Excel file took longer than that (43 s on two busy, slow cores): these tests are about the
    // rows; the time an export takes is the benchmark's (docs/performance.md, Exports).
    service = await TestService.start({
      limits: { rateLimitPerMinute: 0, ...DEFAULT_TIMEOUTS, requestTimeoutMs: 5 * 60_000 },
    });
    admin = await service.newTenant();
    const world = await createActivityWorld(admin, [admin.userId]);
    for (let at = 0; at < PROJECTS; at += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, PROJECTS - at) }, async (_, k) => {
          const project = await admin.create('/v1/projects', { name: projectName(at + k) });
          const year = { projectId: project.id, includeWeekends: true, dateFrom: '2029-01-01', dateTo: '2029-12-31' };
          expect((await admin.post('/v1/activity', activityInput(world, year))).status).toBe(200);
        }),
      );
    }
    await service.analyze();
    urls.service = await listen(service);
    // A second process on the same store whose exports may take two seconds.
    hasty = await TestService.beside(
      service,
      {},
      {
        rateLimitPerMinute: 0,
        headersTimeoutMs: HASTY_MS,
        requestTimeoutMs: HASTY_MS,
      },
    );
    urls.hasty = await listen(hasty);
  });
  after(async () => {
    await hasty?.close();
    await service?.close();
  });

  it('refuses one row past the bound with 400 before anything is sent', async () => {
    // The count comes with the first batch, before either format's file begins: one format shows it.
    const refused = await get(urls.service, report('2029-01-01', '2029-12-31'), EXPORT_TYPES.xlsx);
    expect([refused.status, refused.headers.get('content-type')]).toEqual([400, 'application/json; charset=utf-8']);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `This export would have more than ${MAX_EXPORT_ROWS} rows; narrow the range, the filters or the grouping.`,
    );
  });

  it('streams the most rows as CSV in chunks, each row of the store, the total last', async () => {
    // A day less: 274 × 364 = 99,736 rows.
    const response = await get(urls.service, report('2029-01-01', '2029-12-30'), EXPORT_TYPES.csv);
    expect(response.status).toBe(200);
    let chunks = 0;
    const parts: Buffer[] = [];
    for await (const chunk of response.body!) {
      chunks += 1;
      parts.push(Buffer.from(chunk));
    }
    const lines = Buffer.concat(parts).toString('utf8').split('\r\n');
    expect(chunks).toBeGreaterThan(100);
    expect(lines).toHaveLength(1 + PROJECTS * 364 + 1 + 1);
    expect(lines[1]).toBe(`${projectName(0)},2029-01-01,8.00,1.00`);
    // The total counts each of the author's 260 working days once, however many projects share it.
    expect(lines.at(-2)).toBe(`Total,,${(PROJECTS * 364 * 8).toFixed(2)},260.00`);
  });

  it('streams the most rows as an Excel workbook, read back row by row', async () => {
    const response = await get(urls.service, report('2029-01-01', '2029-12-30'), EXPORT_TYPES.xlsx);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.fromWeb(response.body!), {});
    let rows = 0;
    let last: ExcelJS.CellValue[] = [];
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        rows += 1;
        last = (row.values as ExcelJS.CellValue[]).slice(1);
      }
    }
    expect(rows).toBe(1 + PROJECTS * 364 + 1);
    expect(last).toEqual(['Total', undefined, PROJECTS * 364 * 8, 260]);
  });

  it('cuts off a reader that stops, serving others meanwhile, and gives back what the export held', async () => {
    // Half a year: 49,594 rows, about 14 MB, far more than the connection buffers.
    const stalled = await get(urls.hasty, report('2029-01-01', '2029-06-30'), EXPORT_TYPES.csv);
    expect(stalled.status).toBe(200);
    const reader = stalled.body!.getReader();
    let bytes = (await reader.read()).value!.length;
    // While the reader holds still, other requests are served (on the embedded store, the cursor
    // holds its rows but not the session).
    const started = Date.now();
    expect((await get(urls.service, '/v1/work-schedule')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(HASTY_MS);
    await sleep(HASTY_MS + 500);
    const cut = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return null;
        bytes += value.length;
      }
    })().catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(Error);
    expect(bytes).toBeLessThan(10_000_000);
    // The cursor (and on PostgreSQL its connection) was given back: the next export runs.
    const next = await get(urls.hasty, report('2029-01-01', '2029-01-01'), EXPORT_TYPES.csv);
    expect([next.status, (await next.text()).split('\r\n').length]).toEqual([200, 1 + PROJECTS + 1 + 1]);
    // Its connection goes back once the file's last byte is out: give it a moment.
    for (let waited = 0; service.db.load().inUse > 0 && waited < 2_000; waited += 50) await sleep(50);
    expect(service.db.load().inUse).toBe(0);
  });
});

import { expect } from 'expect';
import type { TenantClient } from './harness.js';

/** Every event of the client's tenant in the feed after `after`, once the events of awaited requests are numbered. */
export async function feedAfter(client: TenantClient, after = 0, types?: string): Promise<any[]> {
  await client.service.settleEvents();
  const items: any[] = [];
  for (let position = after; ;) {
    const page = await client.get(`/v1/events?after=${position}&limit=500${types ? `&types=${types}` : ''}`);
    expect(page.status).toBe(200);
    // A page may end early (past 4 MiB, D13): only an empty one is the end.
    if (page.body.items.length === 0) return items;
    items.push(...page.body.items);
    position = page.body.nextCursor;
  }
}

/** The position of the tenant's last event: what a consumer would pass as `after` to see only what follows. */
export async function feedEnd(client: TenantClient): Promise<number> {
  return (await feedAfter(client)).at(-1)?.id ?? 0;
}

/** An issue object as events show it (D9, D13): without its comments and test executions. */
export function asInEvents(issue: Record<string, unknown>): Record<string, unknown> {
  const { comments: _comments, testExecutions: _testExecutions, ...shown } = issue;
  return shown;
}

import { expect } from 'expect';
import type { TenantClient } from './harness.js';

/** Every event of the client's tenant in the feed after `after`, once the events of awaited requests are numbered. */
export async function feedAfter(client: TenantClient, after = 0, types?: string): Promise<any[]> {
  await client.service.settleEvents();
  const items: any[] = [];
  for (let position = after; ;) {
    const page = await client.get(`/v1/events?after=${position}&limit=500${types ? `&types=${types}` : ''}`);
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    if (page.body.items.length < 500) return items;
    position = page.body.nextCursor;
  }
}

/** The position of the tenant's last event: what a consumer would pass as `after` to see only what follows. */
export async function feedEnd(client: TenantClient): Promise<number> {
  return (await feedAfter(client)).at(-1)?.id ?? 0;
}

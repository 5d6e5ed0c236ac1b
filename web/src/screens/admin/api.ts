import { dataOf, type TrackerClient } from '../../api/client.js';
import { linkedPage, type Page } from '../../api/lists.js';
import type { AdminRecord, ResourceSpec } from './resources.js';

/**
 * The admin screens' reads and writes of a resource named by its spec. The typed client checks
 * each path against the API; a spec's path is one of them, its body what the form made of the
 * field table, which the API validates as it does any body.
 */
export function resourceApi(client: TrackerClient, spec: ResourceSpec) {
  const path = spec.path as '/v1/holidays';
  const one = `${spec.path}/{id}` as '/v1/holidays/{id}';
  return {
    /** A page of 100 records after `cursor`. */
    list: async (cursor: string | undefined) =>
      linkedPage(
        await client.GET(path, { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } }),
      ) as unknown as Page<AdminRecord>,
    create: async (values: Record<string, unknown>) => dataOf(await client.POST(path, { body: values as never })),
    update: async (id: number, values: Record<string, unknown>) =>
      dataOf(await client.PUT(one, { params: { path: { id } }, body: values as never })),
    remove: async (id: number) => dataOf(await client.DELETE(one, { params: { path: { id } } })),
  };
}

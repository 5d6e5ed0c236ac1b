import { dataOf, type Schemas, type TrackerClient } from '../../api/client.js';

export type Issue = Schemas['Issue'];

/**
 * One issue and the version it was read at (its ETag), which a write sends back as If-Match: the
 * issue page's edits and the board's moves.
 */
export const issueQuery = (tenant: string, client: TrackerClient, id: number) => ({
  queryKey: [tenant, 'issue', id],
  queryFn: async () => {
    const answer = await client.GET('/issues/{id}', { params: { path: { id } } });
    return { issue: dataOf(answer), etag: answer.response.headers.get('etag') ?? '*' };
  },
});

import { clientFor, dataOf } from './client.js';

/**
 * One issue and the version it was read at (its ETag), which an edit sends back as If-Match. A
 * query of its own so that a deep link asks for the issue while the page's code still loads.
 */
export const issueQuery = (tenant: string, id: number) => ({
  queryKey: [tenant, 'issue', id],
  queryFn: async () => {
    const answer = await clientFor(tenant).GET('/issues/{id}', { params: { path: { id } } });
    return { issue: dataOf(answer), etag: answer.response.headers.get('etag') ?? '*' };
  },
  // The page shows what the deep link's read found (retried already where retrying helps), not a second read.
  retryOnMount: false,
});

import { useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from './client.js';

/** A page of a list as the API answers it: `items` and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list read a page at a time ("Load more"): `fetchPage` asks for the page after `cursor`.
 * The items of all pages read so far come together; `pages` keeps what else each page held.
 */
export function usePagedList<T, P extends Page<T> = Page<T>>(
  key: unknown[],
  fetchPage: (cursor: string | undefined) => Promise<P>,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** The largest page the API gives. */
const PAGE_SIZE = 500;
/** The most a reference list is read to (10,000 records): past it, choices would not be usable anyway. */
const MAX_PAGES = 20;

export type PageQuery = { limit: number; cursor?: string };

/** A page of a list the API answers as an array, naming the next page in its Link header. */
export function linkedPage<T>(answer: { data?: T[]; error?: unknown; response: Response }): Page<T> {
  return { items: dataOf(answer), nextCursor: cursorOfNextLink(answer.response.headers.get('link')) };
}

/** Every record of such a list (a tenant's reference list), page after page, up to MAX_PAGES. */
export async function readAll<T>(
  readPage: (query: PageQuery) => Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<T[]> {
  const records: T[] = [];
  let cursor: string | null = null;
  for (let read = 0; read < MAX_PAGES; read++) {
    const page: Page<T> = linkedPage(await readPage({ limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }));
    records.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return records;
}

/** The cursor of the `rel="next"` link (`<...&cursor=...>; rel="next"`), null when there is none. */
const cursorOfNextLink = (link: string | null): string | null => {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
  return next ? new URL(next, window.location.origin).searchParams.get('cursor') : null;
};

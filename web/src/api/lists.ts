import { useInfiniteQuery } from '@tanstack/react-query';

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

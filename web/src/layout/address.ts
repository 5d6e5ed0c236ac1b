import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The parameters of the page's address, and a change of several at once: an empty value or null
 * drops one. A change starts from the address the last change asked for: a navigation ends after
 * the route's loader ran, and a second change before then (two choices made in quick succession)
 * must not start from the address before the first, which would undo it.
 */
export function useAddress() {
  const [search, setSearch] = useSearchParams();
  const asked = useRef(search);
  useEffect(() => {
    asked.current = search;
  }, [search]);
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(asked.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    asked.current = next;
    setSearch(next);
  };
  return { search, change };
}

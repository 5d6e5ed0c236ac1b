import { useSearchParams } from 'react-router';

/**
 * The screen's choices kept in the address (`?month=`, `?week=`, `?team=`), so that a view can be
 * shared and Back goes to the one before: the query, and a change of some of its parameters (null
 * removes one), the others kept.
 */
export function useAddressChoices(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [search, setSearch] = useSearchParams();
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  };
  return [search, change];
}

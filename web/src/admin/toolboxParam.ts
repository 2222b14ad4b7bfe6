import { TOOLBOX_PARAM, TOOLBOX_SEARCH_PARAM } from '../lib/toolboxQuery';
import { useSearchParams } from 'react-router-dom';

/** ADMIN-001: whether `?admin` is in the address, and a way to take it out (closing the toolbox). */
export function useToolboxParam(): { open: boolean; close(): void } {
  const [search, setSearch] = useSearchParams();
  return {
    open: search.has(TOOLBOX_PARAM),
    close: () =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(TOOLBOX_PARAM);
          next.delete(TOOLBOX_SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
  };
}

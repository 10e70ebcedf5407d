import { useEffect, useState } from 'react';

/**
 * False while the markup is the server's and its script has not taken it over yet, then true. A form rendered by
 * the server keeps its submit button disabled until then, so neither a click nor Enter submits it natively (which
 * would reload the page and put what was typed in the address).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

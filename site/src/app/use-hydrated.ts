import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until React has taken over the island. A form submitted
 * before then would fall back to the browser's GET, putting the address in the URL (and in logs),
 * so submit buttons stay disabled until this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

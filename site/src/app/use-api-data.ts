import { useCallback, useEffect, useState } from 'react';
import { type ApiFailure, apiRequest, type ResponseSchema } from './api-request.ts';

export type ApiDataState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; data: T }
  | { phase: 'failed'; failure: ApiFailure };

/** GETs `path` once on mount (and on retry), parsed with `schema`. */
export function useApiData<T>(path: string, schema: ResponseSchema<T>) {
  const [state, setState] = useState<ApiDataState<T>>({ phase: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ phase: 'loading' });
      try {
        const result = await apiRequest(path, { schema, signal });
        setState(result.ok ? { phase: 'ready', data: result.data } : { phase: 'failed', failure: result });
      } catch {
        // aborted: the component is gone
      }
    },
    [path, schema],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state, setState, retry: () => void load() };
}

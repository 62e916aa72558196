import { signInPathFor } from '@mrn/sdk/schemas/next-path';
import { useCallback, useEffect, useState } from 'react';
import { type ApiResult, apiRequest, type ResponseSchema } from './api-request.ts';
import { replaceWith } from './navigation.ts';

export type SignedInState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; data: T }
  | { phase: 'error'; message: string }
  /** 401: the browser is on its way to the sign-in page. */
  | { phase: 'signed-out' };

/**
 * Loads what a signed-in page stands on (the session, the account); a 401 sends the visitor to
 * sign-in with `next` set to `returnPath`, replacing this page in the history.
 */
export function useSignedInRequest<T>(path: string, schema: ResponseSchema<T>, returnPath: string) {
  const [state, setState] = useState<SignedInState<T>>({ phase: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ phase: 'loading' });
      let result: ApiResult<T>;
      try {
        result = await apiRequest(path, { schema, signal });
      } catch {
        return; // aborted: the component is gone
      }
      if (result.ok) setState({ phase: 'ready', data: result.data });
      else if (result.status === 401) {
        setState({ phase: 'signed-out' });
        replaceWith(signInPathFor(returnPath));
      } else setState({ phase: 'error', message: result.message });
    },
    [path, schema, returnPath],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state, setState, reload: () => load() };
}

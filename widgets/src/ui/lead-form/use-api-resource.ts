import { useEffect, useState } from 'react';

/** 'loading' until the request settles; a failed request is kept so the caller can word it. */
export type ApiResource<Value> =
  | { status: 'loading' }
  | { status: 'ready'; value: Value }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `key` changes, aborting the previous request, so a quickly changed form id
 * can never show the wrong form.
 */
export function useApiResource<Value>(
  load: (signal: AbortSignal) => Promise<Value>,
  key: unknown,
): ApiResource<Value> {
  const [state, setState] = useState<ApiResource<Value>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is rebuilt every render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [key]);
  return state;
}

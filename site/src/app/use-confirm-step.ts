import { useEffect, useRef, useState } from 'react';

/**
 * An action behind a confirm step (revoke a key, remove an endpoint): the step takes the focus when
 * it opens, so keyboard and screen reader users land on the question; `act` answers null when done,
 * else the message to show, and the step stays open to try again.
 */
export function useConfirmStep(act: () => Promise<string | null>) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function confirm() {
    setBusy(true);
    setError('');
    const failure = await act();
    setBusy(false);
    if (failure) setError(failure);
    else setConfirming(false);
  }

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    busy,
    error,
    confirmButton,
    confirm,
  };
}

import { useState } from 'react';
import { apiRequest } from './api-request.ts';
import { goTo } from './navigation.ts';

/**
 * Sign out here or everywhere: POSTs `path`, then goes to the sign-in page (also when the session
 * had already ended: 401). Otherwise keeps the page and says why.
 */
export function useSessionEnding(path: '/api/auth/sign-out' | '/api/auth/sign-out-everywhere') {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  /** `body`: what the route takes (sign out everywhere may also revoke API keys). */
  async function endSession(body?: unknown) {
    setError('');
    setBusy(true);
    const result = await apiRequest(path, { method: 'POST', body });
    if (result.ok || result.status === 401) {
      goTo('/app/sign-in');
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return { busy, error, endSession };
}

import { billingStatusSchema } from '@mrn/sdk/schemas/billing';
import type { PlanAllowances } from '@mrn/sdk/schemas/plan-allowances';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api-request.ts';

/**
 * What the partner's plan allows now (the server's one plan function), or null while loading or
 * when it cannot be read: pages then show their controls, and the server's 403 still explains.
 */
export function usePlanAllowances(): PlanAllowances | null {
  const [allows, setAllows] = useState<PlanAllowances | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('/api/app/partner/billing', { schema: billingStatusSchema, signal: controller.signal }).then(
      (answer) => {
        if (answer.ok) setAllows(answer.data.allows);
      },
      () => undefined, // aborted: the page is gone
    );
    return () => controller.abort();
  }, []);
  return allows;
}

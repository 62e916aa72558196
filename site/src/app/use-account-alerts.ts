import {
  type AccountAlert,
  type AccountAlertCreate,
  type AccountAlertList,
  type AccountAlertUpdate,
  accountAlertListSchema,
  accountAlertSchema,
} from '@mrn/sdk/schemas/app-alerts';
import { type ApiResult, apiRequest } from './api-request.ts';
import { useApiData } from './use-api-data.ts';

/** The list after one alert changed: counts follow the alerts, the plan's limit stays. */
export function withAlerts(list: AccountAlertList, alerts: AccountAlert[]): AccountAlertList {
  return { ...list, alerts, activeCount: alerts.filter((alert) => alert.status === 'active').length };
}

/**
 * The list after a create: the new alert first (the API lists newest first), or in its place when
 * the API answered with an alert the person already had (creating the same alert twice is a no-op).
 */
export function withCreated(alerts: AccountAlert[], created: AccountAlert): AccountAlert[] {
  return alerts.some((alert) => alert.id === created.id)
    ? alerts.map((alert) => (alert.id === created.id ? created : alert))
    : [created, ...alerts];
}

/** The signed-in person's alerts and the calls that change them; each change updates the list. */
export function useAccountAlerts() {
  const { state, setState, retry } = useApiData('/api/app/alerts', accountAlertListSchema);

  function change(update: (list: AccountAlertList) => AccountAlertList) {
    setState((current) =>
      current.phase === 'ready' ? { phase: 'ready', data: update(current.data) } : current,
    );
  }

  async function create(input: AccountAlertCreate): Promise<ApiResult<AccountAlert>> {
    const result = await apiRequest('/api/app/alerts', {
      method: 'POST',
      body: input,
      schema: accountAlertSchema,
    });
    if (result.ok) change((list) => withAlerts(list, withCreated(list.alerts, result.data)));
    return result;
  }

  async function update(id: string, changes: AccountAlertUpdate): Promise<ApiResult<AccountAlert>> {
    const result = await apiRequest(`/api/app/alerts/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: changes,
      schema: accountAlertSchema,
    });
    if (result.ok) {
      change((list) =>
        withAlerts(
          list,
          list.alerts.map((alert) => (alert.id === id ? result.data : alert)),
        ),
      );
    }
    return result;
  }

  async function remove(id: string): Promise<ApiResult<undefined>> {
    const result = await apiRequest(`/api/app/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
    // 404: already gone (another tab); the list follows either way.
    if (result.ok || result.status === 404) {
      change((list) =>
        withAlerts(
          list,
          list.alerts.filter((alert) => alert.id !== id),
        ),
      );
    }
    return result;
  }

  return { state, retry, create, update, remove };
}

export type AccountAlertsApi = ReturnType<typeof useAccountAlerts>;

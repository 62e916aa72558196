import { getCurrentRates } from '@mrn/sdk/api/api-client.ts';
import { type TodaysRates, todaysRatesFrom } from '@mrn/sdk/ui/calculators/todays-rates.ts';
import { useEffect, useState } from 'react';

/** One request per page, shared by every calculator island on it. */
let pending: Promise<TodaysRates | undefined> | undefined;

function loadTodaysRates(): Promise<TodaysRates | undefined> {
  pending ??= getCurrentRates()
    .then(todaysRatesFrom)
    // No rates yet (503) or offline: the calculators just offer no "Use today's rate" button.
    .catch(() => undefined);
  return pending;
}

/**
 * The current rates for the calculators' "Use today's rate" buttons; undefined until they load, and
 * never asked for when `wanted` is false (calculators without a rate field).
 */
export function useTodaysRates(wanted = true): TodaysRates | undefined {
  const [todaysRates, setTodaysRates] = useState<TodaysRates>();
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void loadTodaysRates().then((rates) => {
      if (active) setTodaysRates(rates);
    });
    return () => {
      active = false;
    };
  }, [wanted]);
  return todaysRates;
}

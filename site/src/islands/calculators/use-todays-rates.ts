import { type TodaysRates, todaysRatesFrom } from '@mrn/widgets/ui/calculators/todays-rates';
import { useEffect, useState } from 'react';

/** One request per page, shared by every calculator island on it. */
let pending: Promise<TodaysRates | undefined> | undefined;

/**
 * GET /api/rates/current with every catalogued series, so "Use today's rate" can fill in the FHA or VA
 * rate. The schema loads in its own chunk beside the request, as the widget contract does.
 */
async function fetchTodaysRates(): Promise<TodaysRates | undefined> {
  const [{ currentRatesAnswerSchema }, response] = await Promise.all([
    import('@mrn/sdk/schemas/series-rates'),
    fetch('/api/rates/current', { headers: { Accept: 'application/json' } }),
  ]);
  if (!response.ok) return undefined;
  const parsed = currentRatesAnswerSchema.safeParse(await response.json());
  return parsed.success ? todaysRatesFrom(parsed.data) : undefined;
}

function loadTodaysRates(): Promise<TodaysRates | undefined> {
  // No rates yet (503), offline or a malformed answer: the calculators just offer no "Use today's rate" button.
  pending ??= fetchTodaysRates().catch(() => undefined);
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

import type { CalculatorId } from '@mrn/sdk/finance/defaults';
import { calculatorInputSchemas } from '@mrn/sdk/schemas/calculator-inputs';
import { useEffect, useState } from 'react';

type Inputs = Record<string, string>;

/** The calculator's inputs carried by a page address, read with the shared input schema. */
export function inputsFromQuery(id: CalculatorId, search: string): Inputs | undefined {
  const query = Object.fromEntries(new URLSearchParams(search));
  const parsed = calculatorInputSchemas[id].safeParse(query);
  if (!parsed.success) return undefined;
  const inputs = Object.fromEntries(
    Object.entries(parsed.data as Record<string, string | undefined>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return Object.keys(inputs).length > 0 ? inputs : undefined;
}

/** The query string that reproduces these inputs (empty fields left out: they read as empty). */
export function queryFromInputs(inputs: Readonly<Inputs>): string {
  const query = new URLSearchParams(Object.entries(inputs).filter(([, value]) => value.trim() !== ''));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface ShareableInputs {
  /** Changes once a shared link was read, so the calculator restarts with its inputs. */
  key: string;
  initialInputs: Inputs | undefined;
  calculateOnStart: boolean;
  /** The address of the last calculated inputs (null before the first Calculate!). */
  url: string | null;
  /** Call with the inputs of each Calculate!: the address bar then holds them too. */
  remember: (inputs: Readonly<Inputs>) => void;
}

/**
 * Shareable calculator URLs (issue 13 item 20): a link's query string fills the calculator and
 * shows its results; each Calculate! writes its inputs into the address (replaceState, no history
 * entry per press). Read after hydration, since the page itself is prerendered with the defaults.
 */
export function useShareableInputs(id: CalculatorId): ShareableInputs {
  const [shared, setShared] = useState<Inputs>();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const inputs = inputsFromQuery(id, window.location.search);
    if (inputs) {
      setShared(inputs);
      setUrl(window.location.href);
    }
  }, [id]);
  return {
    key: shared ? 'shared' : 'default',
    initialInputs: shared,
    calculateOnStart: shared !== undefined,
    url,
    remember: (inputs) => {
      const address = `${window.location.pathname}${queryFromInputs(inputs)}`;
      history.replaceState(history.state, '', address);
      setUrl(new URL(address, window.location.origin).href);
    },
  };
}

import {
  type LoanChoice,
  loanChoiceOfSeries,
  type MyLoan,
  myLoanAnswerSchema,
} from '@mrn/sdk/schemas/my-loan';
import { CONFORMING_SERIES, rateSeriesById } from '@mrn/sdk/schemas/rate-series';
import { useCallback, useEffect, useState } from 'react';
import { type ApiFailure, apiRequest } from './api-request.ts';

/** Where this browser kept the person's loan (a series id) before it moved to the account. */
const STORAGE_KEY = 'mrn:my-loan';
const LOAN_PATH = '/api/app/account/loan';

export type MyLoanPhase = 'loading' | 'ready' | 'failed';

export interface MyLoanHandle {
  phase: MyLoanPhase;
  /** Null until the person chooses (the headline 30-year rate stands in). */
  loan: MyLoan | null;
  /** The series the dashboard shows and new alerts watch. */
  seriesId: string;
  /** Saves a choice on the account; answers the failure to show, or undefined once saved. */
  save: (choice: LoanChoice) => Promise<ApiFailure | undefined>;
}

function readStoredSeries(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: nothing to move
  }
}

function dropStoredSeries(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: nothing was kept there
  }
}

/**
 * "My loan": the loan the person will get, kept with their account (GET/PUT /api/app/account/loan).
 * A series an earlier version kept in this browser moves to the account once, on the first load
 * that finds the account without a loan; then the browser copy is dropped.
 */
export function useMyLoan(): MyLoanHandle {
  const [phase, setPhase] = useState<MyLoanPhase>('loading');
  const [loan, setLoan] = useState<MyLoan | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    (async () => {
      const answer = await apiRequest(LOAN_PATH, { schema: myLoanAnswerSchema, signal });
      if (!answer.ok) return setPhase('failed');
      const stored = readStoredSeries();
      const storedSeries = stored ? rateSeriesById(stored) : undefined;
      if (answer.data.loan === null && storedSeries) {
        const moved = await apiRequest(LOAN_PATH, {
          method: 'PUT',
          body: loanChoiceOfSeries(storedSeries),
          schema: myLoanAnswerSchema,
          signal,
        });
        // Kept in the browser when the move failed, so the next load tries again.
        if (moved.ok) {
          dropStoredSeries();
          setLoan(moved.data.loan);
          return setPhase('ready');
        }
      } else if (stored !== null) {
        dropStoredSeries();
      }
      setLoan(answer.data.loan);
      setPhase('ready');
    })().catch(() => {}); // aborted: the dashboard is gone
    return () => controller.abort();
  }, []);

  const save = useCallback(async (choice: LoanChoice) => {
    const result = await apiRequest(LOAN_PATH, { method: 'PUT', body: choice, schema: myLoanAnswerSchema });
    if (!result.ok) return result;
    setLoan(result.data.loan);
    setPhase('ready');
    return undefined;
  }, []);

  return { phase, loan, seriesId: loan?.series ?? CONFORMING_SERIES['30y'], save };
}

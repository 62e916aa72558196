import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { BLANK_LENDER_OFFER } from '@mrn/sdk/finance/defaults';
import { isNotComputable } from '@mrn/sdk/finance/input-bounds';
import {
  type ComparedLenderOffer,
  compareLenders,
  LENDER_WINNER_LABELS,
  type LenderOfferField,
  type LenderOfferInputs,
  type LenderWinners,
  lenderOfferFieldKey,
} from '@mrn/sdk/finance/lender-comparison';
import { useRef, useState } from 'react';
import { printWorksheet } from '../../scripts/templates/print-worksheet.ts';
import WorksheetRefusal from './WorksheetRefusal.tsx';

interface InputRow {
  field: LenderOfferField;
  label: string;
  type: 'text' | 'number';
  step?: number;
  winner?: keyof LenderWinners;
}

const INPUT_ROWS: InputRow[] = [
  { field: 'lenderName', label: 'Lender Name', type: 'text' },
  { field: 'loanAmount', label: 'Loan Amount', type: 'number' },
  { field: 'interestRate', label: 'Interest Rate (%)', type: 'number', step: 0.001, winner: 'lowestRate' },
  { field: 'apr', label: 'APR (%)', type: 'number', step: 0.001, winner: 'lowestApr' },
  { field: 'loanTerm', label: 'Loan Term (years)', type: 'number' },
  { field: 'originationFee', label: 'Origination Fee', type: 'number' },
  { field: 'closingCosts', label: 'Total Closing Costs', type: 'number' },
];

const COMPUTED_ROWS: {
  label: string;
  value: (offer: ComparedLenderOffer) => number;
  winner: keyof LenderWinners;
}[] = [
  { label: 'Monthly Payment', value: (offer) => offer.monthlyPayment, winner: 'lowestPayment' },
  { label: 'Total Interest', value: (offer) => offer.totalInterest, winner: 'leastInterest' },
  { label: 'Total Cost (Interest + Fees)', value: (offer) => offer.totalCost, winner: 'lowestTotalCost' },
];

interface LenderColumn {
  /** Stable React key: lenders can be removed from the middle. */
  key: number;
  inputs: LenderOfferInputs;
}

function WinnerLabel({
  winners,
  metric,
  index,
}: {
  winners: LenderWinners;
  metric: keyof LenderWinners;
  index: number;
}) {
  if (winners[metric] !== index) return null;
  return <span className="winner-label">{LENDER_WINNER_LABELS[metric]}</span>;
}

const NO_WINNERS: LenderWinners = {
  lowestRate: null,
  lowestApr: null,
  lowestPayment: null,
  leastInterest: null,
  lowestTotalCost: null,
};

/** Mortgage shopping comparison (spec §2, §4): add/remove lenders, computed rows, green winners. */
export default function MortgageComparisonIsland() {
  const nextKey = useRef(3);
  const [lenders, setLenders] = useState<LenderColumn[]>(() =>
    [0, 1, 2].map((key) => ({ key, inputs: { ...BLANK_LENDER_OFFER } })),
  );
  const outcome = compareLenders(lenders.map((lender) => lender.inputs));
  // Out of bounds: what is allowed under each cell at fault, and no computed rows (never Infinity).
  const refusal = isNotComputable(outcome) ? outcome.fields : null;
  const offers = isNotComputable(outcome) ? null : outcome.offers;
  const winners = isNotComputable(outcome) ? NO_WINNERS : outcome.winners;

  const update = (key: number, field: LenderOfferField, value: string) =>
    setLenders((previous) =>
      previous.map((lender) =>
        lender.key === key ? { ...lender, inputs: { ...lender.inputs, [field]: value } } : lender,
      ),
    );
  const addLender = () => {
    const key = nextKey.current++;
    setLenders((previous) => [...previous, { key, inputs: { ...BLANK_LENDER_OFFER } }]);
  };
  const removeLender = (key: number) =>
    setLenders((previous) => previous.filter((lender) => lender.key !== key));

  return (
    <div className="comparison-worksheet">
      <div className="button-row no-print">
        <button type="button" className="button" onClick={addLender}>
          Add Lender
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => printWorksheet('mortgage-comparison')}
        >
          Print Comparison
        </button>
      </div>
      <div aria-live="polite">{refusal && <WorksheetRefusal />}</div>
      <div className="table-scroll">
        <table className="comparison-table">
          <caption className="visually-hidden">Lender offers side by side</caption>
          <thead>
            <tr>
              <td />
              {lenders.map((lender, index) => (
                <th key={lender.key} scope="col">
                  <span>Lender {index + 1}</span>
                  {lenders.length > 1 && (
                    <button
                      type="button"
                      className="remove-lender no-print"
                      aria-label={`Remove Lender ${index + 1}`}
                      onClick={() => removeLender(lender.key)}
                    >
                      ×
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {INPUT_ROWS.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                {lenders.map((lender, index) => {
                  const isWinner = row.winner !== undefined && winners[row.winner] === index;
                  const error = refusal?.[lenderOfferFieldKey(index, row.field)];
                  const errorId = `lender-${lender.key}-${row.field}-error`;
                  return (
                    <td key={lender.key} className={isWinner ? 'winner' : undefined}>
                      <input
                        type={row.type}
                        step={row.step}
                        min={row.type === 'number' ? 0 : undefined}
                        inputMode={row.type === 'number' ? 'decimal' : undefined}
                        aria-label={`${row.label}, Lender ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={String(lender.inputs[row.field] ?? '')}
                        onChange={(event) => update(lender.key, row.field, event.currentTarget.value)}
                      />
                      {error && (
                        <span id={errorId} className="worksheet-cell-error">
                          {error}
                        </span>
                      )}
                      {row.winner && <WinnerLabel winners={winners} metric={row.winner} index={index} />}
                    </td>
                  );
                })}
              </tr>
            ))}
            {COMPUTED_ROWS.map((row) => (
              <tr key={row.label} className="computed-row">
                <th scope="row">{row.label}</th>
                {lenders.map((lender, index) => {
                  const offer = offers?.[index];
                  const value = offer ? row.value(offer) : 0;
                  const isWinner = winners[row.winner] === index;
                  return (
                    <td key={lender.key} className={isWinner ? 'winner' : undefined}>
                      <output>{value > 0 ? formatPayment(value) : refusal ? '—' : ''}</output>
                      <WinnerLabel winners={winners} metric={row.winner} index={index} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import { formatTotal } from '../../finance/currency-format';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { rateText } from './loan-options';

export interface CashToCloseProps {
  closingCosts: number;
  closingCostPercent: number;
  /** An FHA upfront MIP or VA funding fee paid at closing (0 when added to the loan or none). */
  feeInCash: number;
  feeLabel: string;
  cashToClose: number;
}

/** Estimated closing costs and the cash needed at closing (issue 13 item 19). */
export function CashToClose({
  closingCosts,
  closingCostPercent,
  feeInCash,
  feeLabel,
  cashToClose,
}: CashToCloseProps) {
  return (
    <ResultList heading="At Closing">
      {closingCosts > 0 ? (
        <ResultLine
          label="Estimated Closing Costs"
          value={formatTotal(closingCosts)}
          note={` ${rateText(closingCostPercent)} of the loan`}
        />
      ) : null}
      {feeInCash > 0 ? (
        <ResultLine label={`${feeLabel} Paid at Closing`} value={formatTotal(feeInCash)} />
      ) : null}
      <ResultLine
        label="Cash to Close"
        value={formatTotal(cashToClose)}
        note={` down payment + closing costs${feeInCash > 0 ? ' + fee' : ''}`}
      />
    </ResultList>
  );
}

import { formatTotal } from '@mrn/sdk/finance/currency-format';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { rateText } from './loan-options';

/** What the payment and affordability results both say about closing. */
export interface ClosingFigures {
  readonly closingCosts: number;
  readonly closingCostPercent: number;
  /** The FHA upfront MIP or VA funding fee (0 for conventional loans). */
  readonly upfrontFee: number;
  /** True when that fee is added to the loan instead of paid at closing. */
  readonly upfrontFeeFinanced: boolean;
  readonly cashToClose: number;
}

/** Estimated closing costs and the cash needed at closing (issue 13 item 19). */
export function CashToClose({ result, feeLabel }: { result: ClosingFigures; feeLabel: string }) {
  const { closingCosts, closingCostPercent, cashToClose } = result;
  const feeInCash = result.upfrontFeeFinanced ? 0 : result.upfrontFee;
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

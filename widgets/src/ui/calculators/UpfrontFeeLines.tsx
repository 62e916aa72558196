import { formatTotal } from '@mrn/sdk/finance/currency-format';
import type { LoanType } from '@mrn/sdk/finance/loan-type';
import { ResultLine } from '../primitives/ResultLine';
import { rateText, upfrontFeeLabel } from './loan-options';

export interface UpfrontFee {
  loanType: LoanType;
  baseLoanAmount: number;
  upfrontFeePercent: number;
  upfrontFee: number;
  upfrontFeeFinanced: boolean;
}

/** An FHA upfront MIP or VA funding fee in a loan summary: the base loan, then the fee and where it goes. */
export function UpfrontFeeLines({ result }: { result: UpfrontFee }) {
  if (result.upfrontFee <= 0) return null;
  return (
    <>
      <ResultLine label="Base Loan Amount" value={formatTotal(result.baseLoanAmount)} />
      <ResultLine
        label={`${upfrontFeeLabel(result.loanType)} (${rateText(result.upfrontFeePercent)})`}
        value={formatTotal(result.upfrontFee)}
        note={result.upfrontFeeFinanced ? ' added to the loan' : ' paid at closing'}
      />
    </>
  );
}

import { formatPayment, formatTotal } from '../../finance/currency-format';
import {
  calculateRentVsBuy,
  RENT_VS_BUY_INPUT_BOUNDS,
  type RentVsBuyField,
  type RentVsBuyResult,
} from '../../finance/rent-vs-buy';
import { LineChart } from '../chart/LineChart';
import { FieldGroup } from '../primitives/FieldGroup';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { Calculator } from './Calculator';
import type { CalculatorProps } from './calculator-props';
import { formatYears } from './display-format';
import { RateField } from './RateField';

export type RentVsBuyCalculatorProps = CalculatorProps<RentVsBuyField, RentVsBuyResult>;

export default function RentVsBuyCalculator(props: RentVsBuyCalculatorProps) {
  return (
    <Calculator
      id="rent-vs-buy"
      calculate={calculateRentVsBuy}
      bounds={RENT_VS_BUY_INPUT_BOUNDS}
      host={props}
      inputsTitle="Your Scenario"
      resultsTitle="Rent or Buy?"
      promptSubject="whether renting or buying comes out ahead"
      fields={(bind) => (
        <>
          <FieldGroup legend="Buying Costs">
            <NumberField label="Home Price" {...bind('homePrice')} />
            <NumberField label="Down Payment" {...bind('downPayment')} />
            <RateField label="Interest Rate (%)" {...bind('interestRate')} />
            <NumberField label="Loan Term (years)" {...bind('loanTerm')} />
            <NumberField label="Annual Property Tax" {...bind('propertyTax')} />
            <NumberField label="Annual Home Insurance" {...bind('homeInsurance')} />
            <NumberField label="Annual Maintenance" {...bind('maintenance')} />
            <NumberField label="Monthly HOA Fees" {...bind('hoaFees')} />
            <NumberField label="Closing Costs" {...bind('closingCosts')} />
          </FieldGroup>
          <FieldGroup legend="Renting & Assumptions">
            <NumberField label="Monthly Rent" {...bind('monthlyRent')} />
            <NumberField label="Annual Renters Insurance" {...bind('rentersInsurance')} />
            <NumberField label="Annual Rent Increase (%)" step={0.1} {...bind('rentIncrease')} />
            <NumberField label="Timeframe (years)" {...bind('timeframe')} />
            <NumberField label="Home Appreciation (%/year)" step={0.1} {...bind('appreciation')} />
            <NumberField label="Investment Return (%/year)" step={0.1} {...bind('investmentReturn')} />
          </FieldGroup>
        </>
      )}
      results={(result) => <RentVsBuyResults result={result} />}
    />
  );
}

function RentVsBuyResults({ result }: { result: RentVsBuyResult }) {
  const buyingWins = result.winner === 'buy';
  const years = formatYears(result.timeframeYears, 0);
  return (
    <>
      <ResultList>
        <ResultLine
          label={buyingWins ? 'Buying Wins' : 'Renting Wins'}
          value={formatTotal(result.difference)}
          note={`Net advantage after ${years}`}
          emphasis
        />
      </ResultList>
      <div className="mrn-calculator__panels">
        <ResultList heading="Buying">
          <ResultLine label="Monthly Payment" value={formatPayment(result.monthlyBuy)} />
          <ResultLine label="Total Costs" value={formatTotal(result.totalBuyCosts)} />
          <ResultLine label="Home Equity" value={formatTotal(result.homeEquity)} />
          <ResultLine label="Net Position" value={formatTotal(result.netBuyPosition)} />
        </ResultList>
        <ResultList heading="Renting">
          <ResultLine label="Monthly Payment" value={formatPayment(result.monthlyRent)} />
          <ResultLine label="Total Costs" value={formatTotal(result.totalRentCosts)} />
          <ResultLine label="Investment Value" value={formatTotal(result.investmentValue)} />
          <ResultLine label="Net Position" value={formatTotal(result.netRentPosition)} />
        </ResultList>
      </div>
      {result.breakEvenYears !== null && result.breakEvenYears > 0 ? (
        <ResultList>
          <ResultLine label="Break-Even" value={formatYears(result.breakEvenYears, 0)} />
        </ResultList>
      ) : null}
      <LineChart
        title="Net position by year"
        description={`Net position of buying and of renting at the end of each year over ${years}. ${
          buyingWins ? 'Buying' : 'Renting'
        } ends ahead by ${formatTotal(result.difference)}.`}
        xLabel="Year"
        xValues={result.yearly.map((row) => row.year)}
        series={[
          { label: 'Buying', values: result.yearly.map((row) => row.netBuyPosition) },
          { label: 'Renting', values: result.yearly.map((row) => row.netRentPosition) },
        ]}
        formatValue={formatTotal}
      />
    </>
  );
}

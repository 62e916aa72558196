import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatYears } from '@mrn/sdk/finance/display-format';
import {
  calculateRentVsBuy,
  RENT_VS_BUY_INPUT_BOUNDS,
  type RentVsBuyResult,
} from '@mrn/sdk/finance/rent-vs-buy';
import { YearlyLineChart } from '../chart/YearlyLineChart';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { homePurchaseFields } from './loan-fields';

export default defineCalculator({
  id: 'rent-vs-buy',
  calculate: calculateRentVsBuy,
  bounds: RENT_VS_BUY_INPUT_BOUNDS,
  fields: [
    {
      legend: 'Buying Costs',
      fields: [
        ...homePurchaseFields(),
        { field: 'maintenance', label: 'Annual Maintenance' },
        { field: 'hoaFees', label: 'Monthly HOA Fees' },
        { field: 'closingCosts', label: 'Closing Costs' },
      ],
    },
    {
      legend: 'Renting & Assumptions',
      fields: [
        { field: 'monthlyRent', label: 'Monthly Rent' },
        { field: 'rentersInsurance', label: 'Annual Renters Insurance' },
        { field: 'rentIncrease', label: 'Annual Rent Increase (%)', step: 0.1 },
        { field: 'timeframe', label: 'Timeframe (years)' },
        { field: 'appreciation', label: 'Home Appreciation (%/year)', step: 0.1 },
        { field: 'investmentReturn', label: 'Investment Return (%/year)', step: 0.1 },
      ],
    },
  ],
  results: (result) => <RentVsBuyResults result={result} />,
});

/** The same four facts for buying and for renting: what each costs and what it leaves you with. */
function OptionPanel({
  heading,
  monthly,
  totalCosts,
  asset,
  netPosition,
}: {
  heading: string;
  monthly: number;
  totalCosts: number;
  /** What the option builds: home equity when buying, the invested difference when renting. */
  asset: { label: string; value: number };
  netPosition: number;
}) {
  return (
    <ResultList heading={heading}>
      <ResultLine label="Monthly Payment" value={formatPayment(monthly)} />
      <ResultLine label="Total Costs" value={formatTotal(totalCosts)} />
      <ResultLine label={asset.label} value={formatTotal(asset.value)} />
      <ResultLine label="Net Position" value={formatTotal(netPosition)} />
    </ResultList>
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
        <OptionPanel
          heading="Buying"
          monthly={result.monthlyBuy}
          totalCosts={result.totalBuyCosts}
          asset={{ label: 'Home Equity', value: result.homeEquity }}
          netPosition={result.netBuyPosition}
        />
        <OptionPanel
          heading="Renting"
          monthly={result.monthlyRent}
          totalCosts={result.totalRentCosts}
          asset={{ label: 'Investment Value', value: result.investmentValue }}
          netPosition={result.netRentPosition}
        />
      </div>
      {result.breakEvenYears !== null && result.breakEvenYears > 0 ? (
        <ResultList>
          <ResultLine label="Break-Even" value={formatYears(result.breakEvenYears, 0)} />
        </ResultList>
      ) : null}
      <YearlyLineChart
        title="Net position by year"
        description={`Net position of buying and of renting at the end of each year over ${years}. ${
          buyingWins ? 'Buying' : 'Renting'
        } ends ahead by ${formatTotal(result.difference)}.`}
        rows={result.yearly}
        series={[
          { label: 'Buying', value: (row) => row.netBuyPosition },
          { label: 'Renting', value: (row) => row.netRentPosition },
        ]}
      />
    </>
  );
}

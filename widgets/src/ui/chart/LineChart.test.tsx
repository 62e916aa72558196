import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

function renderChart() {
  return render(
    <LineChart
      title="Loan balance by year"
      description="The 15-year loan is paid off first."
      xLabel="Year"
      xValues={[0, 1, 2]}
      series={[
        { label: '15-Year Loan', values: [300000, 150000, 0] },
        { label: '30-Year Loan', values: [300000, 290000, 280000] },
      ]}
      formatValue={money}
    />,
  );
}

describe('LineChart', () => {
  it('is an image named by its title and described by its description', () => {
    renderChart();
    const image = screen.getByRole('img', { name: /Loan balance by year/ });
    expect(image).toHaveAccessibleName(expect.stringContaining('The 15-year loan is paid off first.'));
    expect(image.getAttribute('viewBox')).toBe('0 0 480 270');
  });

  it('draws one line per series through every point', () => {
    const { container } = renderChart();
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[0].getAttribute('points')?.split(' ')).toHaveLength(3);
    // The first line ends at 0, so its last point is lower on screen (larger y) than its first.
    const [first, , last] = (lines[0].getAttribute('points') ?? '')
      .split(' ')
      .map((point) => Number(point.split(',')[1]));
    expect(last).toBeGreaterThan(first);
  });

  it('offers every value as a table for readers who cannot see the chart', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Loan balance by year', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('1$150,000$290,000');
    expect(screen.getByText('Show chart data as a table')).toBeInTheDocument();
  });

  it('labels both series in the legend', () => {
    renderChart();
    const legend = screen.getByText('15-Year Loan', { selector: '.mrn-chart__legend-item' });
    expect(legend).toBeInTheDocument();
    expect(screen.getByText('30-Year Loan', { selector: '.mrn-chart__legend-item' })).toBeInTheDocument();
  });
});

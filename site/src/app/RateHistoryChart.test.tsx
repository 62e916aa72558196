// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountAlert } from '../../test/support/account-alert.ts';
import RateHistoryChart from './RateHistoryChart.tsx';
import type { RateHistoryRow } from './rate-history-rows.ts';

const ROWS: RateHistoryRow[] = [
  { date: '2026-11-02', values: { OBMMIFHA30YF: 6.5, OBMMIC30YF: 5.75 } },
  { date: '2026-11-03', values: { OBMMIFHA30YF: 6.375 }, revisedFrom: { OBMMIFHA30YF: 6.4 } },
  { date: '2026-11-04', values: { OBMMIFHA30YF: 6.25, OBMMIC30YF: 5.625 } },
];

function renderChart() {
  const fired = accountAlert({
    series: 'OBMMIFHA30YF',
    seriesLabel: '30-year FHA',
    threshold: 6.3,
    notifications: [{ sentAt: '2026-11-04T12:00:00Z', rate: 6.25, observationDate: '2026-11-04' }],
  });
  // An alert on a series the chart does not draw has no line on it.
  const elsewhere = accountAlert({
    id: 'va',
    series: 'OBMMIVA30YF',
    seriesLabel: '30-year VA',
    threshold: 6,
  });
  return render(
    <RateHistoryChart
      rows={ROWS}
      series={['OBMMIFHA30YF', 'OBMMIC30YF']}
      thresholds={[fired, elsewhere]}
      longRange={false}
      description="The 30-year fell from 6.50% to 6.25%."
    />,
  );
}

describe('RateHistoryChart', () => {
  it('draws one line per series labelled in words, the threshold with its label and a dot where the alert fired', () => {
    const { container } = renderChart();
    const chart = screen.getByRole('img', { name: /Mortgage rate history The 30-year fell/ });
    expect(chart.querySelectorAll('path.app-line-chart__line')).toHaveLength(2);
    for (const path of chart.querySelectorAll('path.app-line-chart__line')) {
      expect(path.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+[CL]/);
    }
    expect(chart).toHaveTextContent('30-year FHA target ≤ 6.300%');
    expect(chart).not.toHaveTextContent('30-year VA');
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(chart).toHaveTextContent('6.50%');
    const legend = container.querySelector('.app-line-chart__legend');
    expect(legend).toHaveTextContent('30-year FHA');
    expect(legend).toHaveTextContent('30-year fixed');
  });

  it('reads the days one by one with the arrow keys, revisions included', async () => {
    const user = userEvent.setup();
    renderChart();
    const group = screen.getByRole('group', {
      name: /Mortgage rate history: use the left and right arrow keys/,
    });
    const tooltip = screen.getByRole('status', { hidden: true });
    expect(tooltip).not.toBeVisible();
    await user.tab();
    expect(group).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent(/Nov 2, 2026.*6\.50%.*5\.75%/);
    await user.keyboard('{ArrowRight}');
    expect(tooltip).toHaveTextContent('6.375% (revised from 6.40%)');
    expect(tooltip).not.toHaveTextContent('30-year fixed');
    await user.keyboard('{End}');
    expect(tooltip).toHaveTextContent('Nov 4, 2026');
    await user.keyboard('{Escape}');
    expect(tooltip).not.toBeVisible();
  });
});

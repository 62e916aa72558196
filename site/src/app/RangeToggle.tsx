import { HISTORY_RANGES, type HistoryRangeDays } from './history-ranges.ts';

interface RangeToggleProps {
  value: HistoryRangeDays;
  onChange: (days: HistoryRangeDays) => void;
}

/** 30 days / 1 year / 5 years: a group of toggle buttons, the chosen one aria-pressed. */
export default function RangeToggle({ value, onChange }: RangeToggleProps) {
  return (
    <fieldset className="app-toggle-group">
      <legend className="visually-hidden">Range</legend>
      {HISTORY_RANGES.map((range) => (
        <button
          key={range.days}
          type="button"
          className="app-toggle"
          aria-pressed={range.days === value}
          onClick={() => onChange(range.days)}
        >
          {range.label}
        </button>
      ))}
    </fieldset>
  );
}

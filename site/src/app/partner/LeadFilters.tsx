import type { PartnerForm } from '@mrn/sdk/schemas/form-config';
import { LEAD_SORTS, LEAD_STATUSES, type LeadSort, type LeadStatus } from '@mrn/sdk/schemas/partner-leads';
import { type FormEvent, useEffect, useState } from 'react';
import { LEAD_STATUS_LABELS } from './LeadStatus.tsx';
import PlanFeatureNotice from './PlanFeatureNotice.tsx';

/** What the partner chose above the table; the list and the CSV link are built from it. */
export interface LeadFilterValues {
  q: string;
  formId: string;
  status: LeadStatus | '';
  sort: LeadSort;
}

export const NO_LEAD_FILTERS: LeadFilterValues = { q: '', formId: '', status: '', sort: 'newest' };

const SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A to Z)',
};

/** The query string of GET /api/partner/leads(.csv) for these filters (defaults left out). */
export function leadQueryString(filters: LeadFilterValues, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (filters.formId) params.set('formId', filters.formId);
  if (filters.status) params.set('status', filters.status);
  if (q) params.set('q', q);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An option's value and its label. */
type SelectOption = readonly [value: string, label: string];

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onSelect: (value: string) => void;
}

/** One labelled select of the filter bar; a choice applies at once. */
function FilterSelect({ id, label, value, options, onSelect }: FilterSelectProps) {
  return (
    <div className="form-field app-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onSelect(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

interface LeadFiltersProps {
  filters: LeadFilterValues;
  forms: readonly PartnerForm[];
  onChange: (filters: LeadFilterValues) => void;
  /** False once the plan no longer allows CSV export: the button gives way to the way back. */
  csvExport?: boolean;
}

/** Search (applied on Enter or Search), form, status and sort (applied at once), and Export CSV. */
export default function LeadFilters({ filters, forms, onChange, csvExport }: LeadFiltersProps) {
  const [search, setSearch] = useState(filters.q);
  // Back or a tidied address brings another search: the box follows it.
  useEffect(() => setSearch(filters.q), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: search });
  };
  return (
    <div className="lead-filters">
      <form className="lead-search" onSubmit={submit}>
        <div className="form-field app-field">
          <label htmlFor="lead-search">Search leads</label>
          <div className="lead-search-row">
            <input
              id="lead-search"
              type="search"
              value={search}
              maxLength={200}
              aria-describedby="lead-search-hint"
              onChange={(event) => setSearch(event.target.value)}
            />
            <button className="button button-secondary app-small-button" type="submit">
              Search
            </button>
          </div>
          <span id="lead-search-hint" className="app-field-hint">
            Name, email or phone.
          </span>
        </div>
      </form>
      <FilterSelect
        id="lead-form-filter"
        label="Form"
        value={filters.formId}
        options={[['', 'All forms'], ...forms.map((form): SelectOption => [form.id, formLabel(form)])]}
        onSelect={(formId) => onChange({ ...filters, q: search, formId })}
      />
      <FilterSelect
        id="lead-status-filter"
        label="Status"
        value={filters.status}
        options={[
          ['', 'Any status'],
          ...LEAD_STATUSES.map((status): SelectOption => [status, LEAD_STATUS_LABELS[status]]),
        ]}
        onSelect={(status) => onChange({ ...filters, q: search, status: status as LeadStatus | '' })}
      />
      <FilterSelect
        id="lead-sort"
        label="Sort"
        value={filters.sort}
        options={LEAD_SORTS.map((sort): SelectOption => [sort, SORT_LABELS[sort]])}
        onSelect={(sort) => onChange({ ...filters, q: search, sort: sort as LeadSort })}
      />
      {csvExport === false ? (
        <PlanFeatureNotice feature="CSV export is" />
      ) : (
        <p className="lead-export">
          <a
            className="button button-secondary app-small-button"
            href={`/api/partner/leads.csv${leadQueryString(filters)}`}
            download
          >
            Export CSV
          </a>
          <span className="app-field-hint"> Exactly the leads these filters select.</span>
        </p>
      )}
    </div>
  );
}

/** A form as the partner knows it: the name they gave it, with the id for twins. */
export function formLabel(form: PartnerForm): string {
  return `${form.name} (${form.id})`;
}

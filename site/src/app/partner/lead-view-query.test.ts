import { describe, expect, it } from 'vitest';
import { FIRST_LEADS_VIEW, leadViewFromSearch, leadViewSearch } from './lead-view-query.ts';

describe('the leads page address', () => {
  it('round-trips filters, sort and the page turned to', () => {
    const view = {
      filters: { formId: 'form_abc', status: 'confirmed' as const, q: 'riley', sort: 'name' as const },
      cursors: ['WyJuYW1lIiwiYSJd', 'WyJuYW1lIiwiYiJd'],
    };
    const search = leadViewSearch(view);
    expect(search).toBe(
      '?formId=form_abc&status=confirmed&q=riley&sort=name&after=WyJuYW1lIiwiYSJd&after=WyJuYW1lIiwiYiJd',
    );
    expect(leadViewFromSearch(search)).toEqual(view);
  });

  it('is empty for the first page of everything, newest first', () => {
    expect(leadViewSearch(FIRST_LEADS_VIEW)).toBe('');
    expect(leadViewFromSearch('')).toEqual(FIRST_LEADS_VIEW);
  });

  it('falls back quietly to the default of each value it does not understand', () => {
    expect(
      leadViewFromSearch(`?status=lost&sort=cheapest&formId=no%20such%20id&q=${'x'.repeat(201)}`),
    ).toEqual(FIRST_LEADS_VIEW);
    // One bad value does not cost the others.
    expect(leadViewFromSearch('?status=paused&sort=sideways').filters).toEqual({
      ...FIRST_LEADS_VIEW.filters,
      status: 'paused',
    });
    // A page whose cursors are not cursors is the first page.
    expect(leadViewFromSearch('?sort=oldest&after=abc&after=%7Bnot%7D')).toEqual({
      filters: { ...FIRST_LEADS_VIEW.filters, sort: 'oldest' },
      cursors: [],
    });
  });

  it('trims the search text as the API does', () => {
    expect(leadViewFromSearch('?q=%20pat%20').filters.q).toBe('pat');
  });
});

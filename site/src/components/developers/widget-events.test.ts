import { describe, expect, it } from 'vitest';
import { widgetEvents } from './widget-events.ts';

describe('widgetEvents', () => {
  const events = widgetEvents();

  it('documents every event of the sdk’s event map with its payload fields', () => {
    expect(events.map((event) => event.name)).toEqual([
      'mrn:ready',
      'mrn:submit',
      'mrn:error',
      'mrn:calculate',
      'mrn:open',
      'mrn:close',
    ]);
    const fieldsOf = (name: string) =>
      events.find((event) => event.name === name)?.fields.map((field) => `${field.name}: ${field.type}`);
    expect(fieldsOf('mrn:submit')).toEqual(['formId: string', 'leadId: string']);
    expect(fieldsOf('mrn:error')).toEqual([
      'formId: string',
      'code: string',
      'status: number',
      'message: string',
    ]);
    expect(fieldsOf('mrn:calculate')?.[1]).toBe('inputs: object of string values');
    for (const event of events) expect(event.when, event.name).not.toBe('');
  });

  it('names the window.MRN.on events (everything popup.js relays, not calculator results)', () => {
    expect(events.filter((event) => event.shortName).map((event) => event.shortName)).toEqual([
      'ready',
      'submit',
      'error',
      'open',
      'close',
    ]);
  });
});

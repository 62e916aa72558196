import { widgetEventPayloadSchemas } from '@mrn/sdk/schemas';
import { toJSONSchema } from 'zod/mini';
import { type FieldRow, schemaFields } from './schema-fields.ts';

/**
 * The widget events section of /developers: the names and payloads come from the sdk's one event
 * map (sdk/src/schemas/widget-events.ts), so a payload change shows up here at the next build;
 * the sentences saying when each event fires are written for partners here.
 */

export interface WidgetEventView {
  name: string;
  /** The `window.MRN.on(...)` name, when popup.js relays this event. */
  shortName?: string;
  /** Which elements dispatch it. */
  source: string;
  when: string;
  fields: FieldRow[];
}

interface EventWording {
  source: string;
  when: string;
  /** popup.js relays it to `window.MRN.on(shortName, handler)`. */
  relayedByPopup: boolean;
}

const WORDING: Record<string, EventWording> = {
  'mrn:ready': {
    source: '<mrn-lead-form>, the popup',
    when: 'The form loaded its settings and is ready for input.',
    relayedByPopup: true,
  },
  'mrn:submit': {
    source: '<mrn-lead-form>, the popup',
    when: 'A lead was accepted (the API answered 201). Use it to record a conversion.',
    relayedByPopup: true,
  },
  'mrn:error': {
    source: '<mrn-lead-form>, the popup, <mrn-calculator>',
    when: 'The form could not load, or a submission failed. code is the API error code (for example validation_failed or rate_limited) or a widget code such as load_failed; status is the HTTP status, 0 when the network failed.',
    relayedByPopup: true,
  },
  'mrn:calculate': {
    source: '<mrn-calculator>',
    when: 'A calculator produced a result. inputs are the values it used, by attribute name; result is that calculator’s result object.',
    relayedByPopup: false,
  },
  'mrn:open': {
    source: 'the popup (popup.js)',
    when: 'The popup dialog opened, from a trigger click or MRN.open().',
    relayedByPopup: true,
  },
  'mrn:close': {
    source: 'the popup (popup.js)',
    when: 'The popup dialog closed: Escape, the close button, MRN.close(), or by itself after a submission.',
    relayedByPopup: true,
  },
};

/** Every widget event in the sdk's map, in its order, with its payload fields. */
export function widgetEvents(): WidgetEventView[] {
  return Object.entries(widgetEventPayloadSchemas).map(([name, schema]) => {
    const wording = WORDING[name] ?? { source: 'the widgets', when: '', relayedByPopup: false };
    const jsonSchema = toJSONSchema(schema, { unrepresentable: 'any' });
    return {
      name,
      shortName: wording.relayedByPopup ? name.replace(/^mrn:/, '') : undefined,
      source: wording.source,
      when: wording.when,
      fields: schemaFields(jsonSchema, jsonSchema).fields,
    };
  });
}

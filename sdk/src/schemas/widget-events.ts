import { z } from 'zod/mini';
import { CALCULATOR_IDS } from '../finance/defaults';

/**
 * The one event map of the widgets: every composed DOM event (`mrn:*`, dispatched on the
 * <mrn-lead-form>/<mrn-calculator>/<mrn-popup> host and heard on document) and every
 * `window.MRN.on(name)` handler (popup.js; it listens to the same DOM events) carry these payloads.
 * Widgets import only the types, so no schema code enters a bundle.
 */
const formEvent = z.object({ formId: z.string() });

export const widgetEventPayloadSchemas = {
  /** A lead form has its config and is ready for input. */
  'mrn:ready': formEvent,
  /** A lead was accepted (201). */
  'mrn:submit': z.object({ formId: z.string(), leadId: z.string() }),
  /**
   * A lead form could not load or a submission failed, or a calculator could not load; `code` is the
   * API's error code or a widget code. `formId` names the lead form (a calculator's error has none).
   */
  'mrn:error': z.object({
    formId: z.optional(z.string()),
    code: z.string(),
    status: z.number(),
    message: z.string(),
  }),
  /** A calculator produced a result from these inputs. */
  'mrn:calculate': z.object({
    type: z.enum(CALCULATOR_IDS),
    inputs: z.record(z.string(), z.string()),
    result: z.unknown(),
  }),
  /** popup.js opened its dialog. */
  'mrn:open': formEvent,
  /** popup.js closed its dialog (Escape, the close button, MRN.close() or after a submission). */
  'mrn:close': formEvent,
} as const;

export type WidgetEventName = keyof typeof widgetEventPayloadSchemas;
export type WidgetEventMap = { [Name in WidgetEventName]: z.infer<(typeof widgetEventPayloadSchemas)[Name]> };

/** `window.MRN.on('submit', handler)` names events without the prefix. */
export type WidgetEventShortName = WidgetEventName extends `mrn:${infer Short}` ? Short : never;
export type WidgetEventHandler<Short extends WidgetEventShortName> = (
  detail: WidgetEventMap[`mrn:${Short}`],
) => void;

/**
 * The public part of a partner form, as GET /api/forms/:id answers it. Read without zod to keep
 * the widget bundles within budget: the server validated every value when the partner saved it,
 * and colours only ever reach CSS through CSSOM custom properties, which cannot inject rules.
 */
export interface PublicFormConfig {
  id: string;
  fontFamily?: string | null;
  headerColor?: string | null;
  buttonColor?: string | null;
  textColor?: string | null;
  /** Readable text colours the server derives from `headerColor` and `buttonColor`. */
  headerTextColor?: string | null;
  buttonTextColor?: string | null;
  headerText: string;
  buttonText: string;
  showCurrentRates?: boolean;
  /** The partner's business name: the consent line and the success message name it. */
  businessName: string;
}

export const DEFAULT_HEADER_TEXT = 'Get an alert when mortgage rates hit your target';
export const DEFAULT_BUTTON_TEXT = 'Get Rate Alerts';

/** Fills what the server left empty with the product defaults. */
export function parseFormConfig(value: unknown, requestedId: string): PublicFormConfig {
  const config = (value ?? {}) as Partial<PublicFormConfig>;
  return {
    ...config,
    id: config.id || requestedId,
    headerText: config.headerText || DEFAULT_HEADER_TEXT,
    buttonText: config.buttonText || DEFAULT_BUTTON_TEXT,
    businessName: config.businessName || 'this mortgage professional',
  };
}

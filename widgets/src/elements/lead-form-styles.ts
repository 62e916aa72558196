import leadFormWidgetCss from './lead-form-widget.css?inline';

/** The lead form's shadow-root stylesheet (tokens, isolation, primitives, lead form). */
export const LEAD_FORM_STYLES = leadFormWidgetCss;

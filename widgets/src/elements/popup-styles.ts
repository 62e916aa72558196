import popupWidgetCss from './popup-widget.css?inline';

/** The popup dialog's shadow-root stylesheet (tokens, isolation, primitives, dialog, lead form). */
export const POPUP_STYLES = popupWidgetCss;

export interface CallToActionProps {
  label: string;
  /** Where the link goes (opens in a new tab). Ignored when onAction is given. */
  href: string;
  /** When given (partner embeds), the control is a button that calls this instead of leaving the page. */
  onAction?: () => void;
  /** One sentence above the control explaining what the visitor gets. */
  text?: string;
}

export function CallToAction({ label, href, onAction, text }: CallToActionProps) {
  return (
    <aside className="mrn-cta" part="cta">
      {text ? <p className="mrn-cta__text">{text}</p> : null}
      {onAction ? (
        <button type="button" className="mrn-button mrn-button--primary" part="cta-button" onClick={onAction}>
          {label}
        </button>
      ) : (
        <a
          className="mrn-button mrn-button--primary"
          part="cta-button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {label}
          <span className="mrn-visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </aside>
  );
}

export interface AdviceListProps {
  heading: string;
  /** Sentences shown as a bulleted list (tips, questions to consider). */
  items: readonly string[];
}

/** A headed list of fixed advice closing a calculator's results. */
export function AdviceList({ heading, items }: AdviceListProps) {
  return (
    <div className="mrn-result-group">
      <h3 className="mrn-result-group__title">{heading}</h3>
      <ul className="mrn-calculator__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

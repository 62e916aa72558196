import type { ReactNode } from 'react';

export interface CardProps {
  title: string;
  children: ReactNode;
  /** Extra class for layout variants, e.g. 'mrn-card--results'. */
  className?: string;
  /** Name exposed to ::part() so host pages can theme this card specifically. */
  part?: string;
  headingLevel?: 2 | 3;
}

export function Card({ title, children, className, part = 'card', headingLevel = 2 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['mrn-card', className].filter(Boolean).join(' ')} part={part}>
      <Heading className="mrn-card__title" part="card-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

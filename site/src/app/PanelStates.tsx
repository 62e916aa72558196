import LoadFailure from './LoadFailure.tsx';

/* What a page or panel shows while its first GET is not answered yet, or when it failed. */

interface PanelLoadingProps {
  /** Announced to screen readers, such as "Loading your forms…". */
  label: string;
  withHeading?: boolean;
  /** More than one: a column of skeleton cards, as a page of several panels loads. */
  cards?: number;
}

/** Skeleton cards at about the loaded size, so nothing jumps when the data arrives. */
export function PanelLoading({ label, withHeading = false, cards = 1 }: PanelLoadingProps) {
  const status = (
    <p className="visually-hidden" role="status">
      {label}
    </p>
  );
  const skeleton = (
    <>
      {withHeading && <span className="app-skeleton app-skeleton-heading" aria-hidden="true" />}
      <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
    </>
  );
  if (cards === 1) {
    return (
      <div className="card app-panel" aria-busy="true">
        {status}
        {skeleton}
      </div>
    );
  }
  return (
    <div className="app-account" aria-busy="true">
      {status}
      {Array.from({ length: cards }, (_, index) => index).map((card) => (
        <div key={card} className="card app-panel" aria-hidden="true">
          {skeleton}
        </div>
      ))}
    </div>
  );
}

/** The reason the data did not load, and Try again. */
export function PanelLoadFailure({
  failure,
  onRetry,
}: {
  failure: { message: string };
  onRetry: () => void;
}) {
  return (
    <div className="card app-panel">
      <LoadFailure message={failure.message} onRetry={onRetry} />
    </div>
  );
}

/** Grey placeholder lines of body text, keeping the space that text will take once loaded. */
export default function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="app-skeleton-lines" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className="app-skeleton app-skeleton-text" />
      ))}
    </div>
  );
}

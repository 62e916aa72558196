/**
 * One block drawn by CSS as the silhouette of the form (six fields, consent, button) at the real
 * form's height, so nothing below the widget moves when the config arrives.
 */
export function LeadFormSkeleton() {
  return <div className="mrn-skeleton" aria-hidden="true" />;
}

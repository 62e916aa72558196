/** Where a Pro feature is switched off because the plan ended: what, why, and the way back. */
export default function PlanFeatureNotice({ feature }: { feature: string }) {
  return (
    <div className="app-message app-message-status plan-feature-notice">
      <p>
        {feature} part of the Pro plan, and your plan has ended.{' '}
        <a href="/app/partner">Upgrade under Your plan</a> to turn it back on; your forms keep working and
        your leads are kept.
      </p>
    </div>
  );
}

/** Shown while the rates are the bundled sample year rather than FRED's. */
export default function SampleDataBanner() {
  return (
    <div className="app-banner app-banner-info" role="note">
      <strong>Sample data.</strong> These are sample rates so you can try the app; real rates from FRED
      replace them after the first successful check.
    </div>
  );
}

import { formAnalyticsSchema } from '@mrn/sdk/schemas/form-analytics';
import LoadFailure from '../LoadFailure.tsx';
import { useApiData } from '../use-api-data.ts';
import InstallCheckReport from './InstallCheckReport.tsx';

/**
 * The install check beside a form's snippets: after pasting, the partner sees whether a site
 * loaded the form, and which sites it refused. Reads the analytics answer (7 days: the smallest).
 */
export default function InstallCheck({ formId }: { formId: string }) {
  const { state, retry } = useApiData(
    `/api/partner/forms/${encodeURIComponent(formId)}/analytics?days=7`,
    formAnalyticsSchema,
  );
  return (
    // A group, not a region: the install section's region ("Install") stays the only one named so.
    // biome-ignore lint/a11y/useSemanticElements: read-only findings, not form controls (what a fieldset groups).
    <div className="install-check" role="group" aria-labelledby="install-check-heading">
      <h3 id="install-check-heading">Install check</h3>
      {state.phase === 'loading' && (
        <div aria-busy="true">
          <p className="visually-hidden">Loading the install check…</p>
          <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
        </div>
      )}
      {state.phase === 'failed' && <LoadFailure message={state.failure.message} onRetry={retry} />}
      {state.phase === 'ready' && (
        <>
          <InstallCheckReport formId={formId} install={state.data.install} />
          <button className="button app-small-button" type="button" onClick={retry}>
            Check again
          </button>
        </>
      )}
    </div>
  );
}

import type { FormAnalytics } from '@mrn/sdk/schemas/form-analytics';
import { timeAgo } from './time-ago.ts';

/** Where the partner adds a site: the builder's allowed origins field. */
export function allowedOriginsFieldUrl(formId: string): string {
  return `/app/partner/forms/edit?id=${encodeURIComponent(formId)}#form-allowedOrigins`;
}

interface RefusedSite {
  origin: string;
  lastSeenAt: string;
  refusals: number | null;
}

/**
 * The sites to warn about: every refused origin, plus the last loading site when the form refuses
 * it and it is not in that list (loads recorded before refusals were).
 */
export function refusedSites(install: FormAnalytics['install']): RefusedSite[] {
  const sites: RefusedSite[] = [...install.refusedOrigins];
  const last = install.lastLoadedOrigin;
  if (
    install.allowedOrigin === false &&
    last &&
    install.lastLoadedAt &&
    !sites.some((s) => s.origin === last)
  )
    sites.unshift({ origin: last, lastSeenAt: install.lastLoadedAt, refusals: null });
  return sites;
}

/** Origins come from visitors' browsers (the Origin or Referer header), which anyone can write. */
export const BROWSER_REPORTED_SITES =
  'Sites are as reported by visitors’ browsers: anyone can claim to be a site, so a site you do not know may be ' +
  'someone else’s test rather than a copy of your form. We record at most 30 sites a minute per form.';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {timeAgo(iso)}
    </time>
  );
}

/**
 * The install check's findings for one form: the last site that loaded it and when, and a warning
 * with the way out for each site the form refused. The caller supplies the heading.
 */
export default function InstallCheckReport({
  formId,
  install,
}: {
  formId: string;
  install: FormAnalytics['install'];
}) {
  const refused = refusedSites(install);
  return (
    <>
      {install.lastLoadedOrigin && install.lastLoadedAt ? (
        <p>
          Last loaded from <strong>{install.lastLoadedOrigin}</strong>, <When iso={install.lastLoadedAt} />.
        </p>
      ) : (
        <p className="app-empty">
          {refused.length > 0 ? 'No allowed website' : 'No website'} has loaded this form yet. Once the script
          is on your site and a visitor opens the page, the site appears here (checked at most once a minute).
        </p>
      )}
      {refused.length > 0 && (
        <div className="app-message app-message-error">
          <ul className="install-check-refused">
            {refused.map((site) => (
              <li key={site.origin}>
                Loaded from <strong>{site.origin}</strong>, which is not in this form’s allowed origins:{' '}
                <a href={allowedOriginsFieldUrl(formId)}>add it in the form settings</a>. Last refused{' '}
                <When iso={site.lastSeenAt} />
                {site.refusals === null
                  ? ''
                  : `, ${site.refusals} ${site.refusals === 1 ? 'time' : 'times'} in all`}
                .
              </li>
            ))}
          </ul>
        </div>
      )}
      {(install.lastLoadedOrigin || refused.length > 0) && (
        <p className="app-field-hint">{BROWSER_REPORTED_SITES}</p>
      )}
    </>
  );
}

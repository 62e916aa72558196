import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import { sessionSchema } from '@mrn/sdk/schemas/auth';
import { type PartnerForm, partnerFormEnvelopeSchema } from '@mrn/sdk/schemas/form-config';
import { FORM_FONT_FAMILIES, type FormFontFamily } from '@mrn/sdk/schemas/form-settings';
import { LEAD_ALERT_KINDS, type LeadAlertKind } from '@mrn/sdk/schemas/lead-alert-kinds';
import { LOAN_PROGRAM_LABELS, LOAN_PROGRAMS } from '@mrn/sdk/schemas/loan-programs';
import { type PartnerProfile, partnerProfileSchema } from '@mrn/sdk/schemas/partner-profile';
import { currentRatesSchema } from '@mrn/sdk/schemas/rates';
import { type FormEvent, useEffect, useState } from 'react';
import AppNav, { PARTNER_LINKS } from '../AppNav.tsx';
import { apiRequest } from '../api-request.ts';
import LeaveWithoutSavingDialog from '../LeaveWithoutSavingDialog.tsx';
import LiveMessage from '../LiveMessage.tsx';
import LoadFailure from '../LoadFailure.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import TextField from '../TextField.tsx';
import { useApiData } from '../use-api-data.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import { useSignedInRequest } from '../use-signed-in-request.ts';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import { contrastWarnings } from './contrast-warnings.ts';
import {
  checkDraft,
  draftFromForm,
  draftFromProfile,
  draftsEqual,
  EMPTY_DRAFT,
  type FormDraft,
  fieldsForInputs,
  previewConfigOf,
} from './FormBuilderDraft.ts';
import FormPreview from './FormPreview.tsx';
import InstallSnippets from './InstallSnippets.tsx';

const OFFERED_ALERT_LABELS: { [Kind in LeadAlertKind]: string } = {
  refinance: 'Refinance saving: homeowners enter their loan and the monthly saving they want',
  payment: 'Monthly payment: buyers enter a home price and the payment they can afford',
};

export const ORIGINS_HINT =
  'One per line, such as https://www.example.com. Leave empty to allow any site. When set, the form only accepts leads from these sites; on other sites it shows an error.';

function NoProfile() {
  return <NoPartnerProfile what="Forms" then="come back here to build your form" />;
}

interface ColorFieldProps {
  id: keyof FormDraft;
  label: string;
  value: string;
  error?: string;
  /** Below WCAG AA contrast: said beside the colour, and saving stays allowed. */
  warning?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The colour picker's value: a colour input takes only #rrggbb, so #rgb (which the form accepts) is
 * spelled out, and anything not yet a colour shows black.
 */
export function swatchValue(value: string): string {
  const typed = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(typed)) return typed;
  if (/^#[0-9a-f]{3}$/.test(typed)) return `#${[...typed.slice(1)].map((digit) => digit + digit).join('')}`;
  return '#000000';
}

function ColorField({ id, label, value, error, warning, onValueChange, onBlur }: ColorFieldProps) {
  return (
    <div className="form-builder-color">
      <TextField
        id={`form-${id}`}
        label={label}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        error={error}
        hint={warning && <span className="form-builder-contrast">{warning}</span>}
        spellCheck={false}
        autoComplete="off"
      />
      <input
        type="color"
        className="form-builder-swatch"
        aria-label={`Pick the ${label.toLowerCase()}`}
        value={swatchValue(value)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}

interface BuilderProps {
  /** The saved form, or null for a new one. */
  saved: PartnerForm | null;
  /** A new form's starting draft (business details from the profile). */
  initialDraft?: FormDraft;
  onNoProfile: () => void;
}

/** The builder: every setting of the installation guide, the real widget beside it, and Install. */
function FormBuilder({ saved, initialDraft = EMPTY_DRAFT, onNoProfile }: BuilderProps) {
  const [form, setForm] = useState<PartnerForm | null>(saved);
  const [draft, setDraft] = useState<FormDraft>(() => (saved ? draftFromForm(saved) : initialDraft));
  /** The draft as last saved (or as a new form starts): leaving asks first while the draft differs. */
  const [savedDraft, setSavedDraft] = useState<FormDraft>(draft);
  const leaveGuard = useLeaveGuard(!draftsEqual(draft, savedDraft));
  const [shownErrors, setShownErrors] = useState<Partial<FieldMessages>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const isNew = form === null;
  const contrast = contrastWarnings(draft);
  // Today's rates for the preview's strip, as the live form gets them with its config.
  const rates = useApiData('/api/rates/current', currentRatesSchema).state;
  const previewRates = rates.phase === 'ready' ? rates.data : null;

  function set<Key extends keyof FormDraft>(key: Key, value: FormDraft[Key]) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // A shown message follows the field as it is corrected.
    if (shownErrors[key]) {
      const check = checkDraft(next, isNew);
      setShownErrors({ ...shownErrors, [key]: check.ok ? undefined : check.fields[key] });
    }
  }

  function checkField(key: keyof FormDraft) {
    const check = checkDraft(draft, isNew);
    const error = check.ok ? undefined : check.fields[key];
    if (error !== shownErrors[key]) setShownErrors({ ...shownErrors, [key]: error });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const check = checkDraft(draft, isNew);
    if (!check.ok) {
      setShownErrors(check.fields);
      setMessage({ tone: 'error', text: 'Please correct the highlighted fields.' });
      return;
    }
    setShownErrors({});
    setBusy(true);
    const result = await apiRequest(form ? `/api/partner/forms/${form.id}` : '/api/partner/forms', {
      method: form ? 'PATCH' : 'POST',
      body: check.body,
      schema: partnerFormEnvelopeSchema,
    });
    setBusy(false);
    if (result.ok) {
      setForm(result.data.form);
      const savedNow = draftFromForm(result.data.form);
      setDraft(savedNow);
      setSavedDraft(savedNow);
      if (isNew)
        history.replaceState(
          null,
          '',
          `/app/partner/forms/edit?id=${encodeURIComponent(result.data.form.id)}`,
        );
      setMessage({
        tone: 'success',
        text: isNew ? 'Form created. Its snippets are below.' : 'Changes saved.',
      });
      return;
    }
    if (result.status === 401) return onNoProfile();
    setShownErrors(
      fieldsForInputs(
        result.fields,
        draft.allowedOrigins
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    );
    setMessage({ tone: 'error', text: result.message });
  }

  const text = (key: keyof FormDraft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`form-${key}`}
      label={label}
      value={draft[key] as string}
      onValueChange={(value) => set(key, value)}
      onBlur={() => checkField(key)}
      error={shownErrors[key]}
      {...props}
    />
  );

  return (
    <div className="form-builder">
      <LeaveWithoutSavingDialog guard={leaveGuard} what="your changes to this form" />
      <form
        className="card app-panel form-builder-fields"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="form-builder-heading"
      >
        <h2 id="form-builder-heading" className="app-break">
          {form ? form.name : 'New form'}
        </h2>
        {form && (
          <p className="app-field-hint">
            Form ID <code>{form.id}</code>. Status:{' '}
            {form.status === 'active' ? 'Active' : 'Disabled (widgets show that it is unavailable)'}
          </p>
        )}
        {text('name', 'Form name', {
          required: true,
          hint: 'For you: your forms list and new-lead mails use it. Visitors never see it.',
        })}
        <fieldset className="form-builder-group">
          <legend>Form type</legend>
          {(['embed', 'popup'] as const).map((type) => (
            <label key={type} className="form-builder-choice">
              <input
                type="radio"
                name="form-type"
                value={type}
                checked={draft.type === type}
                onChange={() => set('type', type)}
              />{' '}
              {type === 'embed' ? 'Embed (in the page)' : 'Popup (opens from a button)'}
            </label>
          ))}
        </fieldset>

        <fieldset className="form-builder-group">
          <legend>Look</legend>
          <div className="form-field app-field">
            <label htmlFor="form-fontFamily">Font family</label>
            <select
              id="form-fontFamily"
              value={draft.fontFamily}
              onChange={(event) => set('fontFamily', event.target.value as FormFontFamily)}
            >
              {FORM_FONT_FAMILIES.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
          </div>
          {(
            [
              ['headerColor', 'Header colour'],
              ['buttonColor', 'Button colour'],
              ['textColor', 'Text colour'],
            ] as const
          ).map(([key, label]) => (
            <ColorField
              key={key}
              id={key}
              label={label}
              value={draft[key]}
              error={shownErrors[key]}
              warning={contrast[key]}
              onValueChange={(value) => set(key, value)}
              onBlur={() => checkField(key)}
            />
          ))}
          {text('headerText', 'Header text')}
          {text('buttonText', 'Button text')}
          <label className="form-builder-choice">
            <input
              type="checkbox"
              checked={draft.showCurrentRates}
              onChange={(event) => set('showCurrentRates', event.target.checked)}
            />{' '}
            Show current rates in the form
          </label>
          <fieldset className="form-builder-choices">
            <legend>Alerts visitors can choose</legend>
            <p className="app-field-hint">
              Every form offers a target-rate alert. Add alerts that speak in dollars: we work out the rate
              that meets the visitor&rsquo;s numbers and watch for it.
            </p>
            {LEAD_ALERT_KINDS.map((kind) => (
              <label key={kind} className="form-builder-choice">
                <input
                  type="checkbox"
                  checked={draft.alertKinds.includes(kind)}
                  onChange={(event) =>
                    set(
                      'alertKinds',
                      LEAD_ALERT_KINDS.filter((offered) =>
                        offered === kind ? event.target.checked : draft.alertKinds.includes(offered),
                      ),
                    )
                  }
                />{' '}
                {OFFERED_ALERT_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <fieldset
            className="form-builder-choices"
            aria-describedby={`form-programs-hint${shownErrors.programs ? ' form-programs-error' : ''}`}
          >
            <legend>Loan programs visitors can choose</legend>
            <p id="form-programs-hint" className="app-field-hint">
              The lead&rsquo;s alert watches the rate of the program it picks. With one program the form shows
              no choice; with several, a &ldquo;Loan program&rdquo; list.
            </p>
            {LOAN_PROGRAMS.map((program) => (
              <label key={program} className="form-builder-choice">
                <input
                  type="checkbox"
                  checked={draft.programs.includes(program)}
                  aria-invalid={shownErrors.programs ? true : undefined}
                  onChange={(event) =>
                    set(
                      'programs',
                      LOAN_PROGRAMS.filter((offered) =>
                        offered === program ? event.target.checked : draft.programs.includes(offered),
                      ),
                    )
                  }
                  onBlur={() => checkField('programs')}
                />{' '}
                {LOAN_PROGRAM_LABELS[program]}
              </label>
            ))}
            {shownErrors.programs && (
              <span id="form-programs-error" className="app-field-error">
                {shownErrors.programs}
              </span>
            )}
          </fieldset>
          {draft.type === 'embed' &&
            text('maxWidth', 'Max width (optional)', {
              hint: 'Pixels ("600px") or a percentage ("80%"); empty for full width. Saved with the form, so the widget uses it; a data-max-width on the page wins.',
            })}
        </fieldset>

        <fieldset className="form-builder-group">
          <legend>Your business</legend>
          {text('businessName', 'Business name', { required: true, autoComplete: 'organization' })}
          {text('businessEmail', 'Business email (optional)', {
            type: 'email',
            autoComplete: 'email',
            hint:
              'New-lead mail goes here once the address is confirmed: an address new to your account gets a link to ' +
              'confirm it. Until then it goes to your account’s address (see Lead mail under Forms).',
          })}
          {text('businessPhone', 'Business phone (optional)', { type: 'tel', autoComplete: 'tel' })}
          {text('businessWebsite', 'Business website (optional)', {
            type: 'url',
            hint: 'A full address such as https://www.example.com.',
          })}
          {text('licenceId', 'Licence ID (optional)', {
            hint: 'Your NMLS ID or state licence number, shown in the form.',
          })}
        </fieldset>

        <div className="form-field app-field">
          <label htmlFor="form-allowedOrigins">Allowed sites (optional)</label>
          <textarea
            id="form-allowedOrigins"
            rows={3}
            spellCheck={false}
            value={draft.allowedOrigins}
            onChange={(event) => set('allowedOrigins', event.target.value)}
            onBlur={() => checkField('allowedOrigins')}
            aria-invalid={shownErrors.allowedOrigins ? true : undefined}
            aria-describedby={`form-allowedOrigins-hint${shownErrors.allowedOrigins ? ' form-allowedOrigins-error' : ''}`}
          />
          <span id="form-allowedOrigins-hint" className="app-field-hint">
            {ORIGINS_HINT}
          </span>
          {shownErrors.allowedOrigins && (
            <span id="form-allowedOrigins-error" className="app-field-error">
              {shownErrors.allowedOrigins}
            </span>
          )}
        </div>

        <LiveMessage tone={message?.tone ?? 'status'}>{message?.text}</LiveMessage>
        <div className="form-builder-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? 'Saving…' : isNew ? 'Create form' : 'Save changes'}
          </button>
          <a href="/app/partner/forms">Back to your forms</a>
        </div>
      </form>

      <div className="form-builder-side">
        <FormPreview config={previewConfigOf(draft, form?.id ?? 'preview', previewRates)} />
        {form ? (
          <InstallSnippets formId={form.id} type={form.type} maxWidth={form.maxWidth} />
        ) : (
          <section className="card app-panel" aria-labelledby="install-heading">
            <h2 id="install-heading">Install</h2>
            <p>Create the form to get its snippets.</p>
          </section>
        )}
      </div>
    </div>
  );
}

function ExistingForm({ formId }: { formId: string }) {
  const { state, retry } = useApiData(
    `/api/partner/forms/${encodeURIComponent(formId)}`,
    partnerFormEnvelopeSchema,
  );
  const [noProfile, setNoProfile] = useState(false);
  if (noProfile) return <NoProfile />;
  if (state.phase === 'loading') return <PanelLoading label="Loading your form…" />;
  if (state.phase === 'failed') {
    if (state.failure.status === 401) return <NoProfile />;
    if (state.failure.status === 404) {
      return (
        <section className="card app-panel" aria-labelledby="form-missing-heading">
          <h2 id="form-missing-heading">Form not found</h2>
          <p>
            No form with this id belongs to your account. <a href="/app/partner/forms">See your forms</a>.
          </p>
        </section>
      );
    }
    return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
  }
  return <FormBuilder saved={state.data.form} onNoProfile={() => setNoProfile(true)} />;
}

/** A new form starts from the partner profile's business details (204: no profile yet). */
function NewForm({ accountEmail }: { accountEmail: string }) {
  const { state, retry } = useApiData<PartnerProfile | undefined>('/api/app/partner', partnerProfileSchema);
  const [noProfile, setNoProfile] = useState(false);
  if (noProfile) return <NoProfile />;
  if (state.phase === 'loading') return <PanelLoading label="Loading your business details…" />;
  if (state.phase === 'failed') return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
  if (!state.data) return <NoProfile />;
  return (
    <FormBuilder
      saved={null}
      initialDraft={draftFromProfile(state.data, accountEmail)}
      onNoProfile={() => setNoProfile(true)}
    />
  );
}

/** /app/partner/forms/edit?id=… (or ?new=1): signed-in only; the form builder. */
export default function FormBuilderIsland() {
  const [query] = useState(() =>
    typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search),
  );
  const formId = query.get('id');
  const returnPath = formId
    ? `/app/partner/forms/edit?id=${encodeURIComponent(formId)}`
    : '/app/partner/forms/edit?new=1';
  const { state, reload } = useSignedInRequest('/api/auth/session', sessionSchema, returnPath);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="app-shell">
      <AppNav
        current="partner-forms"
        links={PARTNER_LINKS}
        email={state.phase === 'ready' ? state.data.user.email : undefined}
      />
      {state.phase === 'ready' && hydrated ? (
        formId ? (
          <ExistingForm formId={formId} />
        ) : (
          <NewForm accountEmail={state.data.user.email} />
        )
      ) : state.phase === 'error' ? (
        <div className="card app-panel">
          <LoadFailure message={state.message} onRetry={reload} />
        </div>
      ) : (
        <PanelLoading label="Loading…" />
      )}
    </div>
  );
}

import {
  type PartnerForm,
  partnerFormEnvelopeSchema,
  partnerFormListSchema,
} from '@mrn/sdk/schemas/form-config';
import { useState } from 'react';
import { apiRequest } from '../api-request.ts';
import ColumnHeads from '../ColumnHeads.tsx';
import { formatDate } from '../date-format.ts';
import LiveMessage from '../LiveMessage.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import SmallButton from '../SmallButton.tsx';
import { useApiData } from '../use-api-data.ts';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import { settingsOf } from './FormBuilderDraft.ts';
import LeadMailPanel from './LeadMailPanel.tsx';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';

const RETURN_PATH = '/app/partner/forms';

function FormListPanel() {
  const { state, setState, retry } = useApiData('/api/partner/forms', partnerFormListSchema);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  if (state.phase === 'loading') return <PanelLoading label="Loading your forms…" />;
  if (state.phase === 'failed') {
    if (state.failure.status === 401) {
      return <NoPartnerProfile what="Forms" then="come back here to create forms" />;
    }
    return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
  }

  const forms = state.data.forms;

  /** One row action: the row's buttons wait for the saved form, which goes into the list and is announced. */
  async function act(
    form: PartnerForm,
    request: { path: string; method: 'POST' | 'PATCH'; body: unknown },
    done: (saved: PartnerForm) => { forms: PartnerForm[]; text: string },
  ) {
    setBusyId(form.id);
    setMessage(null);
    const result = await apiRequest(request.path, { ...request, schema: partnerFormEnvelopeSchema });
    setBusyId(null);
    if (!result.ok) return setMessage({ tone: 'error', text: result.message });
    const { forms: next, text } = done(result.data.form);
    setState({ phase: 'ready', data: { forms: next } });
    setMessage({ tone: 'success', text });
  }

  const duplicate = (form: PartnerForm) =>
    act(form, { path: '/api/partner/forms', method: 'POST', body: settingsOf(form) }, (copy) => ({
      forms: [...forms, copy],
      text: `Copied form ${form.id} as form ${copy.id}.`,
    }));

  const setStatus = (form: PartnerForm, status: PartnerForm['status']) =>
    act(
      form,
      { path: `/api/partner/forms/${encodeURIComponent(form.id)}`, method: 'PATCH', body: { status } },
      (next) => ({
        forms: forms.map((each) => (each.id === next.id ? next : each)),
        text:
          status === 'disabled'
            ? `Form ${form.id} is disabled: widgets using it show that it is unavailable.`
            : `Form ${form.id} is active again.`,
      }),
    );

  return (
    <>
      <section className="card app-panel" aria-labelledby="forms-heading">
        <div className="form-list-bar">
          <h2 id="forms-heading">Your forms</h2>
          <a className="button app-small-button" href="/app/partner/forms/edit?new=1">
            New form
          </a>
        </div>
        <LiveMessage tone={message?.tone ?? 'status'}>{message?.text}</LiveMessage>
        {forms.length === 0 ? (
          <p>
            You have no forms yet. <a href="/app/partner/forms/edit?new=1">Create your first form</a> and get
            its snippet.
          </p>
        ) : (
          <div className="form-list-scroll">
            <table className="form-list-table">
              <ColumnHeads names={['Form', 'ID', 'Type', 'Max width', 'Status', 'Updated', 'Actions']} />
              <tbody>
                {forms.map((form) => (
                  <tr key={form.id}>
                    <th scope="row">
                      {form.name}
                      <span className="form-list-sub">
                        {form.businessName}: {form.headerText}
                      </span>
                    </th>
                    <td>
                      <code>{form.id}</code>
                    </td>
                    <td>{form.type === 'embed' ? 'Embed' : 'Popup'}</td>
                    <td>{form.maxWidth ?? 'Full width'}</td>
                    <td>{form.status === 'active' ? 'Active' : 'Disabled'}</td>
                    <td>{formatDate(form.updatedAt)}</td>
                    <td className="form-list-actions">
                      <a
                        href={`/app/partner/forms/edit?id=${encodeURIComponent(form.id)}`}
                        aria-label={`Edit form ${form.id}`}
                      >
                        Edit
                      </a>
                      <SmallButton
                        disabled={busyId === form.id}
                        label={`Duplicate form ${form.id}`}
                        onClick={() => duplicate(form)}
                      >
                        Duplicate
                      </SmallButton>
                      <SmallButton
                        disabled={busyId === form.id}
                        label={`${form.status === 'active' ? 'Disable' : 'Enable'} form ${form.id}`}
                        onClick={() => setStatus(form, form.status === 'active' ? 'disabled' : 'active')}
                      >
                        {form.status === 'active' ? 'Disable' : 'Enable'}
                      </SmallButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {forms.length > 0 && <LeadMailPanel forms={forms} />}
    </>
  );
}

/** /app/partner/forms: signed-in only; the partner's forms with Edit, Duplicate, Disable/Enable. */
export default function FormListIsland() {
  return (
    <PartnerConsoleShell current="partner-forms" returnPath={RETURN_PATH}>
      <FormListPanel />
    </PartnerConsoleShell>
  );
}

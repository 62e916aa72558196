import { installSnippets } from '@mrn/sdk/install/install-snippets';
import LiveMessage from '../LiveMessage.tsx';
import InstallCheck from './InstallCheck.tsx';
import SendInstructionsForm from './SendInstructionsForm.tsx';
import { useCopyField } from './use-copy-field.ts';

function SnippetBox({ id, title, hint, code }: { id: string; title: string; hint: string; code: string }) {
  const { field, status, copy: onCopy } = useCopyField<HTMLTextAreaElement>(code, 'snippet');

  return (
    <div className="install-snippet">
      <h3 id={`${id}-heading`}>{title}</h3>
      <p id={`${id}-hint`} className="app-field-hint">
        {hint}
      </p>
      <label className="visually-hidden" htmlFor={id}>
        {title} snippet
      </label>
      <textarea
        ref={field}
        id={id}
        className="install-snippet-code"
        readOnly
        spellCheck={false}
        rows={code.split('\n').reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 60)), 0)}
        value={code}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        className="button app-small-button"
        type="button"
        onClick={onCopy}
        aria-describedby={`${id}-heading`}
      >
        Copy
      </button>
      <LiveMessage tone="status">{status}</LiveMessage>
    </div>
  );
}

interface InstallSnippetsProps {
  formId: string;
  type: 'embed' | 'popup';
  maxWidth?: string | null;
}

/** Install: what to paste for this form, with the product's own public origin (this page's). */
export default function InstallSnippets({ formId, type, maxWidth }: InstallSnippetsProps) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const snippets = installSnippets(origin, formId, maxWidth);
  const embed = (
    <SnippetBox
      key="embed"
      id="snippet-embed"
      title="Embed in the page"
      hint="Paste where the form should appear. The form shows right after the script."
      code={snippets.embed}
    />
  );
  const popup = (
    <SnippetBox
      key="popup"
      id="snippet-popup"
      title="Popup"
      hint='Paste the script once per page, ideally before </body>. Any element with data-mrn-popup-trigger="true" opens the form.'
      code={snippets.popup}
    />
  );
  return (
    <section className="card app-panel install-snippets" aria-labelledby="install-heading">
      <h2 id="install-heading">Install</h2>
      <p>
        Copy a snippet into your website’s HTML. See the <a href="/installation-guide">installation guide</a>{' '}
        for every option.
      </p>
      {type === 'popup' ? [popup, embed] : [embed, popup]}
      <SnippetBox
        id="snippet-calculators"
        title="Calculators"
        hint="Load the calculator module once, then place an element per calculator; with form-id its call to action opens this form."
        code={snippets.calculators}
      />
      <SendInstructionsForm formId={formId} />
      <InstallCheck formId={formId} />
    </section>
  );
}

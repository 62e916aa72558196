/**
 * The partner installation guide (/installation-guide) as data: one accordion item per section.
 * Every snippet, attribute and behaviour here is what embed.js, popup.js and calculators.js do
 * (embed/src, popup/src, widgets/src/elements); change them together.
 */
import { siteOrigin } from '../config/build-environment.mjs';
import { GUIDE_SCREENSHOTS, type GuideScreenshot } from './guide-screenshots.ts';

export interface InstallationGuideSection {
  id: string;
  title: string;
  paragraphs: string[];
  steps?: string[];
  code?: string;
  screenshots?: GuideScreenshot[];
}

/** The origin written in the snippets: this installation's public address (PUBLIC_URL). */
export const GUIDE_SNIPPET_ORIGIN = siteOrigin();

export const INSTALLATION_GUIDE: InstallationGuideSection[] = [
  {
    id: 'become-a-partner',
    title: 'Become a partner',
    paragraphs: [
      'Open the partner console at /app/partner and sign in with your work email address. There is no password: we email you a sign-in link and a 6-digit code, and either one signs you in.',
      'The first time, the console asks for a short profile: your business name, your licence ID (your NMLS number or state licence, shown in the mails your leads receive, as the rules for mortgage advertising require), your website, an optional logo (an https address of an image) and the address replies should go to.',
      'Saving the profile starts a free 14-day Pro trial; the overview shows how many days are left. When a trial ends without an upgrade, your forms keep working and keep collecting leads, but they show a small Mortgage Rate Notifier credit. Your leads are never deleted.',
    ],
    screenshots: [GUIDE_SCREENSHOTS.profile, GUIDE_SCREENSHOTS.overview],
  },
  {
    id: 'build-a-form',
    title: 'Build your form',
    paragraphs: [
      'In Forms, choose New form. The builder has every setting of this guide: embed or popup, header text, button text, colours, font, your business details, whether today’s rates are shown, the maximum width and the websites the form may be used on.',
      'The preview beside the settings is the real form, exactly as visitors will see it, and changes as you type. Switch it between desktop and a 375-pixel phone to check both.',
      'Under “Alerts visitors can choose” you can offer more than a target rate. A refinance saving alert asks homeowners for their balance, rate, years left and closing costs, and emails them when refinancing would save the monthly amount they name. A monthly payment alert asks buyers for a home price, down payment and costs, and emails them when the payment would fall to their target. We work out the rate that meets their numbers; your lead list shows the alert they chose, what they entered and that rate.',
      'Allowed origins are the websites the form may run on, written as an origin: https://www.example.com, with no path. Leave the list empty to allow any site. When the list is not empty, the form refuses to load on any other site: visitors there see “This form is not enabled on this site”, the browser console names the refused site, and the console shows you where it was refused, so you notice a missing entry such as the www. variant of your domain.',
      'A form can be duplicated (to try a variant) or disabled. A disabled form shows "This form is not available right now" on your site and accepts no leads.',
    ],
    screenshots: [GUIDE_SCREENSHOTS.builder],
  },
  {
    id: 'install-from-the-console',
    title: 'Install a form from the console',
    paragraphs: [
      'Each saved form has an Install section with its ready-made snippets: the embed form, the popup with an example trigger button, and the calculators linked to the form. Each has a copy button, and the form ID is already filled in.',
      'If someone else looks after your website, send the snippets to them from the same section: enter their email address and they receive the snippets and a link to this guide, with replies going to you.',
      'The install check below the snippets shows the last website and time the form was loaded from, so you can see that the installation worked, and warns when the form was loaded from a site that is not in its allowed origins.',
    ],
    screenshots: [GUIDE_SCREENSHOTS.install],
  },
  {
    id: 'work-your-leads',
    title: 'Work your leads',
    paragraphs: [
      'Leads lists every lead of every form: name, email, phone, rate type, target rate, direction, status and dates, the page the lead came from and its campaign (utm_ parameters). Search, filter by form and status, sort any column and page through with the keyboard.',
      'A lead is pending until the visitor confirms the email we send them, then confirmed. It shows unsubscribed when they stop the alerts, and alert sent once their rate alert has gone out.',
      'Export CSV downloads exactly the leads the current filters show. Cells that a spreadsheet would run as a formula are written as plain text.',
    ],
    screenshots: [GUIDE_SCREENSHOTS.leads],
  },
  {
    id: 'analytics-keys-webhooks',
    title: 'Analytics, API keys and webhooks',
    paragraphs: [
      'Analytics counts, per form and for the last 7, 30 or 90 days, how often the form was shown, how often the popup was opened, the submissions, the confirmed leads and the conversion. Views are counted on our server without cookies, and no personal data is stored for them.',
      'API keys let your own systems read your leads and forms through the HTTP API described on the Developers page (/developers). Give each key a name; it is shown once, when you create it. Revoke a key and it stops working at once.',
      'Webhooks send lead.created, lead.confirmed, lead.unsubscribed and alert.sent to an https address of yours as they happen, signed so you can check they came from us. Failed deliveries are retried for 24 hours; the console lists each delivery with its status code, and a button sends a test event.',
    ],
    screenshots: [GUIDE_SCREENSHOTS.analytics, GUIDE_SCREENSHOTS.keys, GUIDE_SCREENSHOTS.webhooks],
  },
  {
    id: 'before-you-start',
    title: 'Before you start',
    paragraphs: [
      'Each lead form has a form ID, shown in your partner console (/app/partner), where you also create and change forms. A form is either an embed form, shown inside your page, or a popup form, opened by a button or link.',
      'Colours, font, header text, button text and whether today’s rates are shown are saved with the form, so you can change them later without touching your website.',
      'Only install a form on websites you control, and do not change the code below other than the attributes described here. Leads submitted through your form are shared with you, and the visitor agrees to this in the form.',
      'To try the widgets first, use the demo form IDs "demo" (embed) and "demo-popup" (popup).',
    ],
  },
  {
    id: 'embed-form',
    title: 'Add an embed form to a page',
    paragraphs: [
      'Paste this line where the form should appear, for example in a sidebar or below a listing. The form is inserted directly after the script tag.',
      'If your site builder only lets you add code to the page head, the form is added at the end of the page body instead.',
    ],
    code: `<script src="${GUIDE_SNIPPET_ORIGIN}/embed.js" data-form="YOUR_FORM_ID" data-max-width="600px"></script>`,
  },
  {
    id: 'embed-attributes',
    title: 'Embed script attributes',
    paragraphs: ['The script reads the attributes below. It talks only to the address it was loaded from.'],
    steps: [
      'data-form (required): your form ID (letters, digits, "-" and "_"). If it is missing or malformed, nothing is shown and one error explaining why is written to the browser console.',
      'data-max-width (optional): the widest the form may be, in pixels ("600px") or as a percentage of its container ("80%"). It wins over the maximum width saved with the form. Any other value writes an error to the console and the form uses the full width.',
      'data-name, data-email, data-phone (optional): values the form starts with, for example from your own sign-in. The visitor can change them.',
      'data-field-KEY="value" (optional): hidden fields stored with the lead, such as data-field-agent="jordan" or data-field-listing="mls-12345". KEY uses lowercase letters, digits and "_" (up to 30 characters); at most 10 fields, values up to 200 characters. They appear in the console, the CSV export and webhooks. The same attributes work on the popup script.',
      'Several embed scripts with different form IDs may be used on one page. Pasting the same snippet twice, or loading the script twice, still shows one form.',
    ],
  },
  {
    id: 'popup-form',
    title: 'Add a popup form',
    paragraphs: [
      'Add the popup script once per page, ideally just before the closing body tag. Then mark any button or link as a trigger with data-mrn-popup-trigger="true".',
      'Triggers work wherever they are: present when the page loads, added later by your own scripts, or re-rendered by a single-page app. A trigger may carry its own data-form to open a different form than the script’s.',
      'The form opens in a dialog: keyboard focus moves into it and stays there, Escape or the close button closes it, focus returns to the trigger, and the page behind does not scroll. On screens narrower than 768 pixels the dialog fills the screen. After a successful submission the visitor sees the confirmation for three seconds and the dialog closes by itself.',
    ],
    code: `<script src="${GUIDE_SNIPPET_ORIGIN}/popup.js" data-form="YOUR_FORM_ID"></script>

<button type="button" data-mrn-popup-trigger="true">Get rate alerts</button>
<a href="#rates" data-mrn-popup-trigger="true">Tell me when rates drop</a>`,
  },
  {
    id: 'calculators',
    title: 'Add calculators to your site',
    paragraphs: [
      'The nine calculators are available as elements. Load calculators.js once, then place an element per calculator. Only the code of the calculators on the page is downloaded.',
      'Paste calculators.js like embed.js and popup.js, as a plain <script src>. A <script type="module" src> tag (our earlier snippet) works the same way: you do not need to change it.',
      'Types: payment, affordability, down-payment, rent-vs-buy, 15-vs-30, inflation-impact, refinance, amortization, extra-payment.',
      'Starting values can be given as attributes named after the inputs, for example home-price="425000" or interest-rate="6.25". After each calculation the element writes the values it used back to these attributes. cta-href changes where the sign-up link at the end points. Add form-id="YOUR_FORM_ID" and the call to action becomes a button that opens your lead form instead: in the popup when popup.js is on the page, otherwise inline, right below the calculator.',
    ],
    code: `<script src="${GUIDE_SNIPPET_ORIGIN}/calculators.js"></script>

<mrn-calculator type="payment" home-price="425000" form-id="YOUR_FORM_ID"></mrn-calculator>
<mrn-calculator type="15-vs-30"></mrn-calculator>`,
  },
  {
    id: 'theming',
    title: 'Match your brand',
    paragraphs: [
      'The widgets draw in their own isolated area (a shadow root): your page’s CSS does not change them and their CSS does not change your page. Colours and font chosen for the form are applied automatically.',
      'To adjust them from your stylesheet, set CSS custom properties on the element itself (mrn-lead-form, mrn-calculator, or mrn-popup for the dialog). Page values win over the form’s saved settings.',
      'Lead form: --mrn-lead-header-color, --mrn-lead-header-text-color, --mrn-lead-button-color, --mrn-lead-button-text-color, --mrn-lead-text-color, --mrn-lead-font-family. All widgets: --mrn-color-brand, --mrn-color-brand-strong, --mrn-color-brand-soft, --mrn-color-on-brand, --mrn-color-text, --mrn-color-text-muted, --mrn-color-surface, --mrn-color-border, --mrn-color-focus and --mrn-font-family.',
      'For anything else, style the exposed parts with ::part(): lead-form, header, title, form, field, label, input, select, hint, error, consent, button, button-primary, rates, outcome and unavailable on the lead form; dialog and close on the popup; calculator, card, inputs, results and card-title on calculators.',
      'Web fonts are not downloaded by the widgets. The chosen font is used when your page or the visitor’s device already has it, otherwise a system font.',
    ],
    code: `mrn-lead-form {
  --mrn-lead-button-color: #0f4c5c;
  --mrn-lead-font-family: Georgia, serif;
  margin: 24px 0;
}
mrn-lead-form::part(title) {
  text-transform: uppercase;
}`,
  },
  {
    id: 'events',
    title: 'React to widget events',
    paragraphs: [
      'The widgets send events that bubble out of the widget, so you can listen on the element or on document (for example to record a conversion). Each event carries its details in event.detail.',
      'With popup.js on the page, window.MRN.on(name, handler) takes the same names without "mrn:" (ready, submit, error, open, close) and calls the handler with the same details.',
      'Every event and its fields, and the HTTP API with copy-paste examples, are on the Developers page (/developers).',
    ],
    steps: [
      'mrn:ready: the form is ready for input; detail has formId.',
      'mrn:submit: a lead was accepted; detail has formId and leadId.',
      'mrn:error: the form could not load or a submission failed; detail has formId, code, status and message.',
      'mrn:calculate: a calculator produced a result; detail has type, inputs and result.',
      'mrn:open and mrn:close: the popup opened or closed; detail has formId.',
    ],
    code: `document.addEventListener('mrn:submit', (event) => {
  console.log('New lead', event.detail.leadId, 'from form', event.detail.formId);
});`,
  },
  {
    id: 'javascript-api',
    title: 'Open the popup from your own code',
    paragraphs: [
      'popup.js adds a small window.MRN object. MRN.open(formId) opens the popup (without an ID it opens the script’s form), MRN.close() closes it, and MRN.on(name, handler) registers a handler for "ready", "submit", "error", "open" or "close" and returns a function that removes it.',
    ],
    code: `const stop = MRN.on('submit', ({ formId, leadId }) => {
  console.log('Lead', leadId, 'submitted through', formId);
});
document.querySelector('#book-call').addEventListener('click', () => MRN.open('YOUR_FORM_ID'));
// later: stop();`,
  },
  {
    id: 'content-security-policy',
    title: 'Content Security Policy',
    paragraphs: [
      'If your site sends a Content-Security-Policy header, allow our address for scripts (embed.js, popup.js, calculators.js and the calculator chunks it loads) and for connections (the form settings, today’s rates and the lead submission).',
      "Styles are attached as constructed stylesheets inside the widget, which need no style-src exception in current browsers. Older browsers without constructed stylesheets get a style element inside the widget instead; if you support them, style-src must also allow 'unsafe-inline'.",
      'No cookies are set or read, and nothing is loaded from third parties. The FRED link in the rates strip is an ordinary link.',
    ],
    code: `Content-Security-Policy: script-src 'self' ${GUIDE_SNIPPET_ORIGIN}; connect-src 'self' ${GUIDE_SNIPPET_ORIGIN}`,
  },
  {
    id: 'single-page-apps',
    title: 'Single-page apps (React, Vue, Angular and others)',
    paragraphs: [
      'Popup: load popup.js once in your app shell. Triggers rendered later by your router keep working, because the script listens for clicks on the whole document.',
      'Embed: script tags inserted with innerHTML do not run. Either create the script element with document.createElement("script") where the form should go, or load embed.js once and render <mrn-lead-form form-id="YOUR_FORM_ID"></mrn-lead-form> in your views. The element cleans up when your framework removes it and renders again when it is added back.',
    ],
    code: `<mrn-lead-form form-id="YOUR_FORM_ID" max-width="600px"></mrn-lead-form>`,
  },
  {
    id: 'leads',
    title: 'What a lead contains',
    paragraphs: [
      'Name, email, optional phone, rate type (30-year or 15-year fixed), target rate, direction (below or above), the visitor’s consent, and the address of the page the form was on, including any utm_ campaign parameters and a Google Ads click ID (gclid), so you can tell which campaign brought the lead, plus any hidden fields you set with data-field- attributes.',
      'The visitor receives a confirmation email and then rate alerts on your behalf. You can export your leads as CSV from the partner console.',
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    paragraphs: [
      'Open the browser console (F12): the widgets write a line starting with [MRN embed] or [MRN popup] whenever they cannot do what was asked.',
    ],
    steps: [
      'Nothing appears: check that data-form is present and spelled as in your partner console, and that your Content-Security-Policy allows our address.',
      '"This form is not available right now": the form ID is unknown or the form was disabled. Check the ID in your partner console.',
      'The popup does not open: the trigger must have data-mrn-popup-trigger="true" (exactly "true"), and popup.js must be on the page with a data-form.',
      'Submitting fails with a message about too many attempts: several submissions came from one address within a minute; wait and try again.',
      'The form is too wide or too narrow: use data-max-width on the script, or size the element with your own CSS.',
      'Calculators stay empty: check that calculators.js is on the page (with or without type="module", both work), that your Content-Security-Policy allows our address for scripts, and that the type attribute is one of the nine types.',
    ],
  },
];

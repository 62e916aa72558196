// The floors of `npm run bench:widget` (issue 28 item 7): the same lead form as plain server-rendered
// HTML, no script, in the same partner page. Its time to usable is what parsing and painting the form
// costs at all; the widget's time is reported as a ratio to it. The floor is the widget's own loaded
// form (`renderedFormHtml`); a bare hand-written form (`plainLeadFormHtml`) is measured for reference.

/** @param {unknown} text */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A bare, hand-written version of the form (header, today's rates when it shows them, the fields, the consent
 * line naming the partner, the button), from the same public config, with the widget's class names so
 * the benchmark's check reads both the same way. Unstyled: the widget's CSS is left out (this is the
 * reference, not the floor).
 * @param {Record<string, any>} config GET /api/forms/:id
 */
export function plainLeadFormHtml(config) {
  const rates = (config.currentRates?.rates ?? [])
    .map((rate) => `<li>${escapeHtml(rate.label ?? rate.type)}: ${escapeHtml(rate.value)}%</li>`)
    .join('');
  return `<div class="mrn-lead-form">
<div class="mrn-lead-form__header"><h2>${escapeHtml(config.headerText)}</h2></div>
${config.showCurrentRates && rates ? `<ul class="mrn-lead-form__rates">${rates}</ul>` : ''}
<div class="mrn-lead-form__body"><form method="post" action="#">
<label>Name <input name="name" autocomplete="name" required></label>
<label>Email <input type="email" name="email" autocomplete="email" required></label>
<label>Phone (optional) <input type="tel" name="phone" autocomplete="tel"></label>
<fieldset><legend>Rate</legend>
<label><input type="radio" name="rateType" value="30y" checked> 30-year fixed</label>
<label><input type="radio" name="rateType" value="15y"> 15-year fixed</label></fieldset>
<label>Target rate (%) <input type="number" name="targetRate" step="0.01" min="0" required></label>
<label>Alert me when the rate goes <select name="direction"><option value="below">below</option><option value="above">above</option></select></label>
<label><input type="checkbox" name="consent" required> Email me rate alerts on behalf of ${escapeHtml(config.businessName)}.</label>
<button type="submit">${escapeHtml(config.buttonText)}</button>
</form></div></div>`;
}

/**
 * The widget's loaded form as a server would send it: its shadow root's markup and stylesheet in a
 * declarative shadow root on the same `<mrn-lead-form>` element, so the page shows the same elements,
 * styled the same, before (and without) any script.
 * @param {{ css: string, html: string }} rendered the shadow root's rules and markup
 */
export function renderedFormHtml({ css, html }) {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet cannot be inlined: it contains </style');
  return `<mrn-lead-form><template shadowrootmode="open"><style>${css}</style>${html}</template></mrn-lead-form>`;
}

/**
 * The partner page around a form: the same heading and paragraph for the widget and the floor.
 * @param {string} formMarkup
 */
export function partnerPageHtml(formMarkup) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title></head>
<body><h1>Rates from a partner</h1>
${formMarkup}
<p>The partner's own content, below the form: it moves when the form changes height.</p></body></html>`;
}

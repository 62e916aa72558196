/** Downloads of everything the account holds (plain links: the browser saves the server's file). */
export default function DataExportSection() {
  return (
    <section className="card app-panel" aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <p>Download your account, alerts and the alert mails we sent you.</p>
      <ul className="app-download-links">
        <li>
          <a
            className="button button-secondary app-small-button"
            href="/api/app/account/export?format=json"
            download
          >
            Download as JSON
          </a>
        </li>
        <li>
          <a
            className="button button-secondary app-small-button"
            href="/api/app/account/export?format=csv"
            download
          >
            Download as CSV (spreadsheet)
          </a>
        </li>
      </ul>
    </section>
  );
}

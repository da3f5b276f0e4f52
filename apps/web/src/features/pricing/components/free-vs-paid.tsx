// §2.2 / §6: what the Free plan and the paid plans include.
const ROWS: ReadonlyArray<readonly [string, string, string]> = [
  ["Scope", "One item per tab", "Full"],
  ["Stakeholders", "Not included", "Full, with RACI"],
  ["Risk Register", "1 risk, 1 mitigation", "Unlimited"],
  ["WBS Builder", "Not included", "Full"],
  ["Budget", "Rough", "Full (OPEX and CAPEX)"],
  ["Comms Plan", "Not included", "Full"],
  ["Reports", "PID view only, no downloads", "DOCX, PDF, HTML and CSV"],
  ["Epics & Stories", "Not included", "Full"],
  ["Release Plan", "Not included", "Full"]
]

export const FreeVsPaid = () => (
  <section aria-labelledby="compare-title">
    <h2 id="compare-title">Free vs Paid</h2>
    <div className="ui-table-wrap">
      <table className="ui-table compare">
        <caption className="sr-only">Free and paid plans compared by module</caption>
        <thead>
          <tr>
            <th scope="col">Module</th>
            <th scope="col">Free</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([module, free, paid]) => (
            <tr key={module}>
              <th scope="row">{module}</th>
              <td>{free}</td>
              <td>{paid}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </section>
)

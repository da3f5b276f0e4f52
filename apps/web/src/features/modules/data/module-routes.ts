// Module routes under /app (platform.md §2.3), each needing the project query.
export const MODULE_ROUTES: ReadonlyArray<{ readonly path: string; readonly title: string }> = [
  { path: "scope", title: "Scope" },
  { path: "stakeholders", title: "Stakeholders" },
  { path: "risk", title: "Risk Register" },
  { path: "wbs", title: "WBS Builder" },
  { path: "budget", title: "Budget" },
  { path: "comms/short", title: "Short Comms Plan" },
  { path: "reports", title: "Reports and Initiation Pack" },
  { path: "agile/quick-draft", title: "Agile Quick Draft" },
  { path: "agile/scope", title: "Agile Scope" },
  { path: "agile/backlog", title: "Backlog (Epics and Stories)" },
  { path: "agile/release", title: "Release Plan" },
  { path: "agile/risk", title: "Agile Risk Register" },
  { path: "agile/schedule", title: "Schedule" },
  { path: "agile/budget", title: "Agile Budget" },
  { path: "reports/agile", title: "Agile Reports" }
]

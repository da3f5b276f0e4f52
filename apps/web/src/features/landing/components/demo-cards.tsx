import { Link } from "react-router"

const DEMOS = [
  { to: "/demo/scope", title: "Scope in minutes", text: "From a project name and a few lines, a first draft of objectives, in and out of scope, and KPIs.", icon: "◎" },
  { to: "/demo/wbs", title: "A WBS you can edit", text: "A work breakdown structure with stages and dates you indent, outdent and renumber.", icon: "☷" },
  { to: "/demo/risk", title: "A scored risk register", text: "Risks with likelihood, impact, RAG score and mitigations, ready for CSV export.", icon: "△" },
  { to: "/demo/budget", title: "A costed budget", text: "Labour from the WBS and a rate card, known one-off costs and contingency, a CapEx/OpEx split and a CSV export.", icon: "¤" },
  { to: "/demo/stakeholders", title: "Stakeholders and RACI", text: "A stakeholder register with board roles, AI-drafted strategies and RACI, and a live influence/interest grid.", icon: "◉" },
  { to: "/demo/comms", title: "A one-page comms plan", text: "Objectives, channels and cadence, key messages, audiences, governance and risks, for waterfall or agile.", icon: "✉" },
  { to: "/demo/agile-scope", title: "Agile scope from a summary", text: "A few lines become a vision, personas, NFRs, definitions of done and telemetry you refine in place.", icon: "◇" },
  { to: "/demo/reports", title: "The initiation pack", text: "Preview the PID, RAID, budget and comms plan, then download each as PDF or Word, or the whole pack as a ZIP.", icon: "▤" }
] as const

export const DemoCards = () => (
  <div className="grid-cards">
    {DEMOS.map((demo) => (
      <Link key={demo.to} to={demo.to} className="ui-card demo-card">
        <span className="demo-card-thumb" aria-hidden="true">
          {demo.icon}
        </span>
        <h3>{demo.title}</h3>
        <span className="muted">{demo.text}</span>
        <span>Watch the demo →</span>
      </Link>
    ))}
  </div>
)

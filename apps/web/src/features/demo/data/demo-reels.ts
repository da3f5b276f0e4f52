// The demo reels of the public demo pages (platform.md §2.1): real screenshots of the module screens,
// captured by scripts/capture-demos.ts from the running app into apps/web/public/demo-media/<module>/.

export interface DemoFrame {
  /** File name without extension: /demo-media/<module>/<id>.jpg */
  readonly id: string
  readonly caption: string
}

export interface DemoReel {
  readonly title: string
  readonly description: string
  readonly frames: ReadonlyArray<DemoFrame>
}

export const DEMO_MODULES = ["scope", "wbs", "risk", "comms", "stakeholders", "budget", "reports", "agile-scope"] as const
export type DemoModule = (typeof DEMO_MODULES)[number]

export const DEMO_REELS: Readonly<Record<DemoModule, DemoReel>> = {
  scope: {
    title: "Scope Builder",
    description:
      "Answer three short questions about the project and draft its goals with KPIs, deliverables, assumptions, constraints, dependencies and what is out of scope. Every item stays editable, with undo.",
    frames: [
      { id: "01-setup", caption: "Describe the project in the setup form" },
      { id: "02-generated", caption: "AI Generate Scope drafts the In Scope narrative" },
      { id: "03-goals", caption: "Goals come with measurable KPIs" },
      { id: "04-deliverables", caption: "Deliverables, assumptions and constraints per tab" },
      { id: "05-edit", caption: "Add, edit or expand any item, with undo" },
      { id: "06-saved", caption: "Save, and later modules build on it" }
    ]
  },
  wbs: {
    title: "WBS Builder",
    description:
      "Turn the scope into a work breakdown structure: stages and tasks with durations and working-day dates that you can indent, outdent, re-date and export to CSV.",
    frames: [
      { id: "01-context", caption: "Load the project context from the scope" },
      { id: "02-generated", caption: "Generate & Save drafts stages and tasks with dates" },
      { id: "03-indent", caption: "Indent and outdent with Tab and Shift+Tab" },
      { id: "04-recalc", caption: "Change the start date and recalculate working days" },
      { id: "05-summary", caption: "Draft the execution summary" }
    ]
  },
  risk: {
    title: "Risk Register",
    description:
      "Draft risks from your scope, score likelihood and impact, read the RAG rating at a glance, draft mitigations and export the register to CSV.",
    frames: [
      { id: "01-context", caption: "Refresh the context from the scope" },
      { id: "02-generated", caption: "AI Generate Risk Register drafts scored risks" },
      { id: "03-edit", caption: "Edit a row: the RAG rating follows" },
      { id: "04-mitigation", caption: "AI Gen Mitigation for a single risk" },
      { id: "05-more", caption: "Add more risks, then export to CSV" }
    ]
  },
  budget: {
    title: "Budget",
    description:
      "Cost the project from its WBS and a rate card: known one-off costs, a Project Manager allocation and contingency give labour, deliverable and external subtotals, a CapEx/OpEx split you can adjust line by line, a chart and a CSV export.",
    frames: [
      { id: "01-extras", caption: "Tick the software and hardware the project buys" },
      { id: "02-add-item", caption: "+ Add item names a known one-off cost" },
      { id: "03-known-costs", caption: "Price the known costs; suggestions come from scope and WBS" },
      { id: "04-configuration", caption: "Contingency, Project Manager allocation and a rate card per role" },
      { id: "05-generated", caption: "AI Generate Budget: five totals, CapEx vs OpEx and a chart" },
      { id: "06-cost-type", caption: "Each labour line names the WBS tasks and rates behind it" },
      { id: "07-saved", caption: "Change a cost type, then Save & Recalculate CapEx/OpEx" }
    ]
  },
  stakeholders: {
    title: "Stakeholders",
    description:
      "Build the stakeholder register by hand, see which board roles are still missing, let the AI recommend an engagement strategy and RACI for each person, and read the influence/interest grid as you edit.",
    frames: [
      { id: "01-add", caption: "Add stakeholders by hand: name, position, Int/Ext, influence and interest" },
      { id: "02-register", caption: "Edit any cell in place; the board guidance names the roles still missing" },
      { id: "03-ai", caption: "AI Recommend Strategy + RACI suggests strategy, R/A/C/I and board role beside each row: accept or dismiss" },
      { id: "04-grid", caption: "The influence/interest grid follows every edit" },
      { id: "05-matrix", caption: "Generate Stakeholder Matrix for the pack" }
    ]
  },
  reports: {
    title: "Reports & Initiation Pack",
    description:
      "Preview each document of the initiation pack in the browser, see which modules are still empty, and download the PID, RAID, budget or comms plan as PDF or Word, or the whole pack as a ZIP.",
    frames: [
      { id: "01-readiness", caption: "The readiness list shows which modules are still empty" },
      { id: "02-preview", caption: "Preview the PID with its generated time, template version and hash" },
      { id: "03-raid", caption: "Switch documents: the RAID with its risk heat map" },
      { id: "04-downloads", caption: "Download PDF or Word, named by the server, with the size shown" },
      { id: "05-pack", caption: "Download the whole initiation pack as a PDF, HTML or Word ZIP" }
    ]
  },
  comms: {
    title: "Short Comms Plan",
    description:
      "Draft a one-page communications plan from the project's scope, stakeholders and top risks: objectives, channels and cadence, key messages, audiences, governance forums and communication risks, for a waterfall or an agile project.",
    frames: [
      { id: "01-context", caption: "The context is prefilled from scope, stakeholders and risks" },
      { id: "02-generated", caption: "Generate plan drafts objectives, channels and cadence" },
      { id: "03-messages", caption: "Key messages per audience, with a call to action" },
      { id: "04-governance", caption: "Governance forums, and communication risks with mitigations" },
      { id: "05-agile", caption: "Switch to Agile: each approach keeps its own saved plan" }
    ]
  },
  "agile-scope": {
    title: "Agile Scope",
    description:
      "Start an agile project from a few lines: the Quick Draft fills in the vision and north-star metric, problems and outcomes, personas, NFRs, definitions of ready and done, telemetry, assumptions, constraints and dependencies. Every list stays editable, saves itself and can ask the AI for more.",
    frames: [
      { id: "01-quick-draft", caption: "Describe the product in a short summary" },
      { id: "02-scope", caption: "AI Generate drafts the vision and north-star metric" },
      { id: "03-problems", caption: "Problems, outcomes and OKRs, each with its rationale" },
      { id: "04-personas", caption: "Personas are one line each: name | job to be done | pains" },
      { id: "05-ai-add", caption: "Add with AI appends new NFRs only; every change saves itself" }
    ]
  }
}

export const isDemoModule = (name: string): name is DemoModule => (DEMO_MODULES as ReadonlyArray<string>).includes(name)

export const frameSrc = (module: DemoModule, frame: DemoFrame): string => `/demo-media/${module}/${frame.id}.jpg`

// The frames of each demo walkthrough (§2.1 demo pages): what the module screen shows, step by step.

export interface DemoFrame {
  readonly caption: string
  readonly heading: string
  readonly lines: ReadonlyArray<string>
}

export interface DemoScript {
  readonly title: string
  readonly description: string
  readonly frames: ReadonlyArray<DemoFrame>
}

export const DEMO_SCRIPTS: Readonly<Record<string, DemoScript>> = {
  scope: {
    title: "Scope",
    description:
      "Name the project, describe it in a few lines, and draft objectives, in-scope and out-of-scope items and KPIs. Every item stays editable.",
    frames: [
      { caption: "Create a waterfall project", heading: "Create New Project", lines: ["Project name: Warehouse scanner rollout", "Delivery: Waterfall / PRINCE2", "[ Continue ]"] },
      { caption: "Describe it", heading: "Scope · Warehouse scanner rollout", lines: ["Background: replace paper picking lists in 3 sites", "Constraints: go live before peak season"] },
      { caption: "Draft with AI", heading: "Scope · Objectives", lines: ["✓ Cut picking errors by 30% in 6 months", "✓ Handheld scanners live in all 3 sites", "✓ Staff trained before go-live"] },
      { caption: "Edit in and out of scope", heading: "Scope · In / Out", lines: ["In: devices, WMS integration, training", "Out: ERP upgrade, new racking"] },
      { caption: "KPIs follow from objectives", heading: "Scope · KPIs", lines: ["Picking error rate < 1%", "Scanner uptime ≥ 99%"] }
    ]
  },
  wbs: {
    title: "WBS Builder",
    description:
      "Turn the scope into a work breakdown structure: PRINCE2 stages, work packages and tasks with working-day dates you can indent, outdent and renumber.",
    frames: [
      { caption: "Generate the structure", heading: "WBS Builder", lines: ["1 Initiation", "2 Design", "3 Build", "4 Deploy", "5 Close"] },
      { caption: "Open a stage", heading: "WBS · 3 Build", lines: ["3.1 Configure scanners", "3.2 WMS integration", "3.3 User acceptance testing"] },
      { caption: "Indent and outdent", heading: "WBS · 3.2 WMS integration", lines: ["3.2.1 API mapping", "3.2.2 Test harness", "3.2.3 Cut-over rehearsal"] },
      { caption: "Dates follow working days", heading: "WBS · Schedule", lines: ["3.2.1  3 Mar – 7 Mar", "3.2.2  10 Mar – 14 Mar", "3.2.3  17 Mar – 18 Mar"] }
    ]
  },
  risk: {
    title: "Risk Register",
    description:
      "Draft risks from your scope, score likelihood and impact, read the RAG rating at a glance and add mitigations. Export to CSV.",
    frames: [
      { caption: "Draft risks", heading: "Risk Register", lines: ["R1 Scanner delivery late", "R2 WMS API change", "R3 Staff resistance"] },
      { caption: "Score them", heading: "Risk · R1 Scanner delivery late", lines: ["Likelihood 4 × Impact 5 = 20", "Rating: Very High (red)"] },
      { caption: "Mitigate", heading: "Risk · Mitigation", lines: ["Order early with a second supplier", "Owner: Procurement lead"] },
      { caption: "Export", heading: "Risk Register · Export", lines: ["warehouse-scanner-rollout-risks.csv", "ID, Title, Likelihood, Impact, Score, RAG, Mitigation"] }
    ]
  }
}

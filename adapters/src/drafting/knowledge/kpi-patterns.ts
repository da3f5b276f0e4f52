// KPI patterns per goal type; a goal's words pick its type. Targets are typical first-draft values.

export interface GoalType {
  readonly id: string
  readonly keywords: ReadonlyArray<string>
  /** A goal title used when the user's words give none of this type. */
  readonly defaultGoal: string
  readonly defaultRationale: string
  /** `only` limits a KPI to the domains where it makes sense. */
  readonly kpis: ReadonlyArray<{ readonly metric: string; readonly target: string; readonly only?: ReadonlyArray<string>; readonly except?: ReadonlyArray<string> }>
}

// KPIs of an IT service (users, transactions, incidents, go-live) measure only software, data and infrastructure work
const IT: ReadonlyArray<string> = ["software", "mobile", "erp", "data", "infrastructure"]

export const GOAL_TYPES: ReadonlyArray<GoalType> = [
  {
    id: "cost",
    keywords: ["cost", "saving", "save", "spend", "budget", "cheaper", "reduce cost", "licence", "license", "expense", "consolidat"],
    defaultGoal: "Reduce operating costs",
    defaultRationale: "{project} should lower the cost of running {noun} compared with today.",
    kpis: [
      { metric: "Annual operating cost", target: "15% lower than the current baseline within 12 months" },
      { metric: "Cost per transaction", target: "20% reduction by the end of the first year", only: IT },
      { metric: "Legacy licence and support spend", target: "Eliminated within 3 months of go-live", only: ["software", "erp", "data", "infrastructure"] },
      { metric: "Budget variance", target: "Within 5% of the approved budget at closure" },
      { metric: "Device repair and replacement cost", target: "Within the per-device allowance in the first year", only: ["devices"] }
    ]
  },
  {
    id: "efficiency",
    keywords: ["faster", "efficien", "automat", "manual", "cycle time", "turnaround", "time", "productiv", "streamlin", "month-end", "close", "speed", "quicker"],
    defaultGoal: "Streamline core processes",
    defaultRationale: "Removing manual steps frees {users} for higher-value work.",
    kpis: [
      { metric: "Process cycle time", target: "30% shorter than the baseline within 6 months" },
      { metric: "Manual touchpoints per transaction", target: "Halved by the end of hypercare", only: IT },
      { metric: "Month-end close duration", target: "Reduced from 10 to 5 working days", only: ["erp", "data"] },
      { metric: "Staff hours spent on rework", target: "25% reduction within two quarters" },
      { metric: "Average time per pick or task", target: "20% faster than the paper baseline at each site", only: ["devices"] }
    ]
  },
  {
    id: "adoption",
    keywords: ["adopt", "user", "usage", "engag", "active", "download", "onboard", "uptake", "customers use", "self-service"],
    defaultGoal: "Drive adoption by {users}",
    defaultRationale: "Benefits depend on {users} using {noun} as their main tool.",
    kpis: [
      { metric: "Active users as a share of target users", target: "80% within 90 days of go-live", only: [...IT, "devices"] },
      { metric: "Self-service completion rate", target: "70% of eligible requests completed without assistance", only: IT },
      { metric: "Monthly active users", target: "50,000 within six months of launch", only: IT },
      { metric: "Tasks done on the new devices, per site", target: "95% at every site within 4 weeks of its go-live", only: ["devices"] },
      { metric: "Training completion", target: "95% of users trained before go-live", except: ["compliance"] },
      { metric: "Staff who completed security awareness training", target: "95% before the stage 2 audit", only: ["compliance"] },
      { metric: "Staff who acknowledged the policies that apply to them", target: "100% of staff in scope before stage 2", only: ["compliance"] }
    ]
  },
  {
    id: "growth",
    keywords: ["revenue", "sales", "growth", "grow", "leads", "conversion", "market share", "awareness", "acquisition", "new customers", "brand", "launch"],
    defaultGoal: "Grow revenue and reach",
    defaultRationale: "{project} should bring in new customers and revenue.",
    kpis: [
      { metric: "Qualified leads generated", target: "1,500 marketing-qualified leads during the campaign", only: ["marketing"] },
      { metric: "Conversion rate", target: "3.5% from visit to sign-up" },
      { metric: "Cost per acquisition", target: "Below 45 per new customer" },
      { metric: "Brand awareness in the target segment", target: "Up 10 points in the post-campaign survey", only: ["marketing"] },
      { metric: "Incremental revenue", target: "1.2 times the campaign spend within two quarters", only: ["marketing"] }
    ]
  },
  {
    id: "reliability",
    keywords: ["reliab", "availab", "uptime", "outage", "resilien", "disaster", "recovery", "performance", "stable", "capacity", "end-of-life", "end of life"],
    defaultGoal: "Improve service reliability",
    defaultRationale: "{users} need {noun} to be available and responsive.",
    kpis: [
      { metric: "Service availability", target: "99.9% measured monthly", only: IT },
      { metric: "Priority-1 incidents per quarter", target: "Fewer than 2", only: [...IT, "devices"] },
      { metric: "Recovery time objective met in tests", target: "Under 4 hours in every DR test", only: IT },
      { metric: "Devices working at the start of each shift", target: "98% of the fleet at every site", only: ["devices"] },
      { metric: "Service desk tickets per 100 devices", target: "Below 5 a month by the end of hypercare", only: ["devices"] },
      { metric: "Page or API response time (95th percentile)", target: "Under 800 ms at peak", only: ["software", "mobile", "infrastructure", "data"] }
    ]
  },
  {
    id: "quality",
    keywords: ["quality", "accura", "error", "defect", "single source", "data quality", "consisten", "visibility", "reporting", "insight"],
    defaultGoal: "Improve data and reporting quality",
    defaultRationale: "Decisions rely on accurate, consistent information.",
    kpis: [
      { metric: "Data accuracy on reconciliation", target: "99.5% of records reconciled at cutover", only: IT },
      { metric: "Scan and picking error rate", target: "Below 0.5% of order lines within 3 months of each site's go-live", only: ["devices"] },
      { metric: "Reports delivered from a single source", target: "100% of management reports by go-live", only: IT },
      { metric: "Defects found after go-live", target: "No severity-1 defects in the first 30 days", only: [...IT, "devices"] },
      { metric: "Time to produce management reports", target: "Same-day instead of weekly", only: IT },
      { metric: "Transactions rejected by the line-of-business system", target: "Fewer than 1 in 1,000 device transactions", only: ["devices"] }
    ]
  },
  {
    id: "satisfaction",
    keywords: ["satisf", "experience", "nps", "customer", "rating", "feedback", "wellbeing", "collaborat", "morale", "staff"],
    defaultGoal: "Improve the experience of {users}",
    defaultRationale: "A better experience supports adoption and retention.",
    kpis: [
      { metric: "Net Promoter Score", target: "+10 points against the baseline within 6 months" },
      { metric: "App store rating", target: "4.5 stars or higher", only: ["mobile"] },
      { metric: "Staff satisfaction with the workplace", target: "75% satisfied in the post-occupancy survey", only: ["construction", "general"] },
      { metric: "Customer complaints", target: "30% fewer within two quarters" },
      { metric: "Site staff satisfied with the devices", target: "75% in the survey four weeks after each go-live", only: ["devices"] }
    ]
  },
  {
    id: "compliance",
    keywords: ["complian", "regulat", "audit", "privacy", "security", "risk", "policy", "standard", "certif", "legal"],
    defaultGoal: "Meet compliance and security obligations",
    defaultRationale: "{project} must satisfy regulators, auditors and internal policy.",
    kpis: [
      { metric: "Open high-severity audit findings", target: "Zero at project closure" },
      { metric: "Critical vulnerabilities at go-live", target: "None open", only: IT },
      { metric: "Controls tested and effective", target: "100% of key controls before go-live", only: IT },
      { metric: "Privacy impact assessment", target: "Approved before build starts", only: IT },
      { metric: "Major nonconformities at the certification audit", target: "None at stage 2", only: ["compliance"] },
      { metric: "Applicable controls implemented with evidence", target: "100% of the Statement of Applicability before stage 1", only: ["compliance"] },
      { metric: "Risks with an owner and a treatment decision", target: "100% of the register before the internal audit", only: ["compliance"] },
      { metric: "Critical penetration test findings", target: "All fixed and retested before stage 2", only: ["compliance"] }
    ]
  },
  {
    id: "delivery",
    keywords: ["deliver", "on time", "deadline", "schedule", "by june", "by march", "complete", "move", "relocat", "migrat", "replace", "retire", "decommission"],
    defaultGoal: "Deliver {project} on time and within budget",
    defaultRationale: "The business has committed to dates that depend on this project.",
    kpis: [
      { metric: "Milestones achieved on schedule", target: "90% of milestones within one week of plan" },
      { metric: "Go-live date", target: "Met without extending the outage window", only: ["infrastructure", "data", "erp", "software"] },
      { metric: "Legacy components decommissioned", target: "100% within 3 months of go-live", only: ["software", "erp", "data", "infrastructure"] },
      { metric: "Scope delivered against baseline", target: "All must-have items at go-live" },
      { metric: "Sites live on their planned wave date", target: "Every site within one week of plan", only: ["devices"] },
      { metric: "Old devices collected and disposed of", target: "100% within 4 weeks of each site's go-live", only: ["devices"] }
    ]
  },
  {
    id: "safety",
    keywords: ["safety", "safe", "injur", "hazard", "whs", "ohs", "incident-free"],
    defaultGoal: "Deliver the works safely",
    defaultRationale: "Everyone on site must go home safe every day.",
    kpis: [
      { metric: "Lost-time injuries", target: "Zero during the works" },
      { metric: "Site safety audits passed", target: "100% of monthly audits" },
      { metric: "Safety inductions completed", target: "All workers before first shift" }
    ]
  }
]

/** Goal types a domain leans on when the user's words name no goals. */
export const DOMAIN_GOAL_TYPES: Record<string, ReadonlyArray<string>> = {
  software: ["efficiency", "adoption", "reliability", "cost"],
  mobile: ["adoption", "satisfaction", "growth", "compliance"],
  infrastructure: ["reliability", "cost", "delivery", "compliance"],
  devices: ["quality", "efficiency", "adoption", "reliability"],
  data: ["quality", "delivery", "cost", "compliance"],
  erp: ["efficiency", "quality", "cost", "compliance"],
  compliance: ["compliance", "delivery", "adoption", "cost"],
  construction: ["delivery", "satisfaction", "safety", "cost"],
  marketing: ["growth", "satisfaction", "cost", "quality"],
  general: ["efficiency", "delivery", "adoption", "cost"]
}

/** The goal type's KPIs that suit the domain. */
export const kpisFor = (type: GoalType, domain: string): GoalType["kpis"] =>
  type.kpis.filter((k) => (!k.only || k.only.includes(domain)) && !k.except?.includes(domain))

/** Goal wording a domain uses instead of the type's generic default. */
const DOMAIN_GOAL_TEXT: Partial<Record<string, Partial<Record<string, { readonly goal: string; readonly rationale: string }>>>> = {
  devices: {
    quality: { goal: "Cut scanning and picking errors", rationale: "Every mis-scan becomes a wrong order, a re-delivery or a stock correction." },
    efficiency: { goal: "Speed up tasks on the floor", rationale: "Devices that replace paper and walking to a terminal give {users} time back on every task." },
    adoption: { goal: "Get every site working on the new devices", rationale: "Benefits only arrive once each site stops falling back to paper or old devices." },
    reliability: { goal: "Keep devices working on every shift", rationale: "A dead battery, a Wi-Fi dead spot or a failed device stops the work it supports." },
    delivery: { goal: "Roll out to every site before the peak season", rationale: "Site waves must finish before the trading peak and its change freeze." }
  },
  compliance: {
    compliance: { goal: "Pass the certification audit at the first attempt", rationale: "A major nonconformity at stage 2 delays the certificate and everything that waits for it." },
    delivery: { goal: "Hold the certificate by the required date", rationale: "Customers, tenders or the regulator set the date; the audits are planned backwards from it." },
    adoption: { goal: "Make security part of everyone's job", rationale: "Auditors test whether staff know and follow the policies, not only whether they exist." },
    cost: { goal: "Keep certification affordable to run every year", rationale: "Surveillance audits and evidence collection continue after {project}, so controls should cost little to operate." }
  }
}

/** The goal title and rationale a type gives in a domain. */
export const goalText = (type: GoalType, domain: string): { readonly goal: string; readonly rationale: string } =>
  DOMAIN_GOAL_TEXT[domain]?.[type.id] ?? { goal: type.defaultGoal, rationale: type.defaultRationale }

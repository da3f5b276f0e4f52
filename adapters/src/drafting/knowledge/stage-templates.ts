// PRINCE2 stage templates and agile phase templates with tasks, typical durations (working days)
// and resources (roles). Domain task lists are merged into the generic stage of the same name.
import type { DomainId } from "./domains"

export interface TaskTemplate {
  readonly task: string
  readonly days: number
  readonly resource: string
}
export interface StageTemplate {
  readonly phase: string
  readonly tasks: ReadonlyArray<TaskTemplate>
}

const t = (task: string, days: number, resource: string): TaskTemplate => ({ task, days, resource })

export const PRINCE2_STAGES: ReadonlyArray<StageTemplate> = [
  { phase: "Starting Up a Project", tasks: [t("Confirm project mandate and appoint the project board", 3, "Project Sponsor, Project Manager"), t("Prepare outline business case", 5, "Project Manager, Business Analyst"), t("Capture lessons from similar projects", 2, "Project Manager")] },
  { phase: "Initiation", tasks: [t("Write the Project Initiation Document", 5, "Project Manager"), t("Agree quality, risk and change management approach", 3, "Project Manager, Quality Lead"), t("Baseline the project plan and budget", 4, "Project Manager, Finance Business Partner"), t("Initiation stage board approval", 0, "Project Board")] },
  { phase: "Design", tasks: [t("Run requirements workshops", 8, "Business Analyst, Subject-Matter Experts"), t("Produce the solution design", 10, "Solution Architect"), t("Design review and sign-off", 2, "Project Board, Solution Architect")] },
  { phase: "Build and Test", tasks: [t("Build and configure the solution", 20, "Delivery Team"), t("System and integration testing", 10, "Test Manager, Testers"), t("User acceptance testing", 8, "Senior User, Business Testers")] },
  { phase: "Transition and Go-Live", tasks: [t("Prepare go-live and rollback plan", 3, "Project Manager, Technical Lead"), t("Train end users", 5, "Change Manager, Trainers"), t("Go-live", 1, "Delivery Team"), t("Hypercare support", 10, "Delivery Team, Service Desk")] },
  { phase: "Closing a Project", tasks: [t("Hand over to operations", 3, "Project Manager, Operations Manager"), t("Write end project report and lessons", 3, "Project Manager"), t("Project closure approval", 0, "Project Board")] }
]

/** Extra or replacement tasks per domain, keyed by stage name. */
export const DOMAIN_STAGE_TASKS: Partial<Record<DomainId, Record<string, ReadonlyArray<TaskTemplate>>>> = {
  software: {
    "Design": [t("Define APIs and integration contracts", 5, "Solution Architect, Developers")],
    "Build and Test": [t("Set up CI/CD pipeline and environments", 5, "DevOps Engineer"), t("Develop features in iterations", 30, "Developers, UX Designer"), t("Security and performance testing", 5, "Security Lead, Testers")]
  },
  mobile: {
    "Design": [t("UX research and prototype testing", 10, "UX Designer, Product Owner")],
    "Build and Test": [t("Build iOS and Android apps", 30, "Mobile Developers"), t("Build mobile backend APIs", 20, "Backend Developers"), t("Device matrix and accessibility testing", 8, "Testers")],
    "Transition and Go-Live": [t("App store submission and review", 5, "Mobile Developers, Product Owner"), t("Phased store rollout", 5, "Product Owner")]
  },
  infrastructure: {
    "Design": [t("Discovery and dependency mapping of workloads", 10, "Infrastructure Architect"), t("Design target network, compute and storage", 10, "Infrastructure Architect, Network Engineer")],
    "Build and Test": [t("Procure and install hardware", 15, "Procurement Lead, Infrastructure Engineers"), t("Build and harden target environment", 12, "Infrastructure Engineers, Security Lead"), t("Migration dress rehearsal", 3, "Infrastructure Engineers, Application Owners")],
    "Transition and Go-Live": [t("Migrate workloads in waves", 15, "Infrastructure Engineers, Application Owners"), t("Decommission legacy equipment", 8, "Infrastructure Engineers")]
  },
  data: {
    "Design": [t("Profile source data", 8, "Data Analyst"), t("Define mapping and transformation rules", 10, "Data Analyst, Data Owners")],
    "Build and Test": [t("Build extract, transform and load jobs", 15, "Data Engineers"), t("Trial loads and reconciliation", 12, "Data Engineers, Data Owners"), t("Data cleansing", 10, "Data Owners, Business Users")],
    "Transition and Go-Live": [t("Final data load and reconciliation sign-off", 3, "Data Engineers, Data Owners")]
  },
  erp: {
    "Design": [t("Fit-gap analysis against standard processes", 10, "ERP Functional Consultants, Process Owners"), t("Design future-state business processes", 10, "Process Owners, Business Analyst")],
    "Build and Test": [t("Configure ERP modules", 25, "ERP Functional Consultants"), t("Build interfaces and reports", 15, "ERP Technical Consultants"), t("Data migration trial loads", 10, "Data Engineers, Finance Team")],
    "Transition and Go-Live": [t("Parallel run and month-end rehearsal", 10, "Finance Team, ERP Functional Consultants")]
  },
  construction: {
    "Design": [t("Site survey and measured drawings", 5, "Architect, Surveyor"), t("Concept and detailed design", 15, "Architect, Interior Designer"), t("Landlord and permit approvals", 15, "Project Manager, Certifier")],
    "Build and Test": [t("Tender and appoint head contractor", 15, "Procurement Lead, Quantity Surveyor"), t("Demolition and make safe", 5, "Head Contractor"), t("Construction and services works", 35, "Head Contractor, Trades"), t("Furniture and IT installation", 8, "Furniture Supplier, IT Team"), t("Practical completion inspection and defects list", 3, "Architect, Certifier")],
    "Transition and Go-Live": [t("Staff relocation in waves", 5, "Facilities Manager, Removalist"), t("Defects rectification", 10, "Head Contractor")]
  },
  marketing: {
    "Design": [t("Audience research and segmentation", 8, "Marketing Analyst"), t("Campaign strategy and media plan", 8, "Marketing Manager, Media Agency"), t("Creative concepts and approval", 10, "Creative Agency, Brand Manager")],
    "Build and Test": [t("Produce creative assets", 15, "Creative Agency"), t("Build landing pages and tracking", 8, "Web Developer, Marketing Analyst"), t("Legal and brand review", 3, "Legal Counsel, Brand Manager")],
    "Transition and Go-Live": [t("Launch campaign", 1, "Marketing Manager"), t("Optimise media in flight", 20, "Media Agency, Marketing Analyst")]
  }
}

/** agile.md §9: the generated plan has 5 phases, with sprints under Execution. */
export const AGILE_PHASES: ReadonlyArray<StageTemplate> = [
  { phase: "Discovery", tasks: [t("Stakeholder interviews and problem framing", 5, "Product Owner, UX Designer"), t("Define vision and north-star metric", 2, "Product Owner, Sponsor")] },
  { phase: "Inception", tasks: [t("Build the initial backlog and release plan", 5, "Product Owner, Delivery Team"), t("Set up tooling, environments and pipeline", 5, "DevOps Engineer"), t("Agree Definition of Ready and Done", 1, "Delivery Team")] },
  { phase: "Execution", tasks: [t("Sprint 1", 10, "Delivery Team"), t("Sprint 2", 10, "Delivery Team"), t("Sprint 3", 10, "Delivery Team"), t("Sprint 4", 10, "Delivery Team")] },
  { phase: "Release", tasks: [t("Release readiness review", 2, "Product Owner, Delivery Manager"), t("Production release", 1, "Delivery Team")] },
  { phase: "Close and Handover", tasks: [t("Handover to support", 3, "Delivery Manager, Service Desk"), t("Retrospective and benefits review", 2, "Product Owner, Delivery Team")] }
]

/** Roles suggested for schedule tasks by keyword in the task title. */
export const RESOURCE_RULES: ReadonlyArray<{ readonly keywords: ReadonlyArray<string>; readonly roles: ReadonlyArray<string> }> = [
  { keywords: ["sprint"], roles: ["Developers", "Tester", "Product Owner", "Scrum Master"] },
  { keywords: ["discovery", "interview", "research", "problem"], roles: ["Product Owner", "UX Designer", "Business Analyst"] },
  { keywords: ["vision", "north-star", "okr"], roles: ["Product Owner", "Sponsor"] },
  { keywords: ["backlog", "story", "stories", "refine"], roles: ["Product Owner", "Business Analyst"] },
  { keywords: ["pipeline", "environment", "tooling", "infrastructure", "deploy"], roles: ["DevOps Engineer"] },
  { keywords: ["test", "qa", "quality"], roles: ["Tester", "Test Manager"] },
  { keywords: ["release", "go-live", "launch"], roles: ["Delivery Manager", "DevOps Engineer", "Product Owner"] },
  { keywords: ["design", "ux", "prototype"], roles: ["UX Designer", "Solution Architect"] },
  { keywords: ["architecture", "integration", "api"], roles: ["Solution Architect", "Developers"] },
  { keywords: ["data", "migration", "report"], roles: ["Data Engineer", "Data Analyst"] },
  { keywords: ["security", "privacy", "compliance"], roles: ["Security Lead"] },
  { keywords: ["train", "handover", "support", "change"], roles: ["Change Manager", "Service Desk Lead"] },
  { keywords: ["retrospective", "review", "gate", "approval", "sign-off"], roles: ["Product Owner", "Delivery Manager", "Sponsor"] },
  { keywords: ["budget", "cost", "procure", "contract", "tender"], roles: ["Project Manager", "Procurement Lead"] },
  { keywords: ["mandate", "business case", "initiation", "lessons", "plan", "board"], roles: ["Project Manager", "Project Sponsor"] },
  { keywords: ["build", "configure", "develop", "install", "migrate"], roles: ["Delivery Team", "Technical Lead"] }
]

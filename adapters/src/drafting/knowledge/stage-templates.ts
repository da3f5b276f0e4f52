// PRINCE2 stage templates and agile phase templates with tasks, typical durations (working days)
// and resources (roles). Domain task lists are merged into the generic stage of the same name.
import type { DomainId } from "./domains"

export interface TaskTemplate {
  readonly task: string
  readonly days: number
  readonly resource: string
  /** Nouns whose quantity in the user's text is added to the task ("for 180 workstations"). */
  readonly about?: ReadonlyArray<string>
  /** Sized from a quantity and its rate (issue 33): the duration is computed, never varied. */
  readonly sized?: boolean
}
export interface StageTemplate {
  readonly phase: string
  readonly tasks: ReadonlyArray<TaskTemplate>
}

/** What a device rollout counts ("120 handheld scanners", "40 laptops"). */
const DEVICE_NOUNS = "scanners,devices,handhelds,terminals,laptops,desktops,tablets,kiosks,printers,sensors,computers,units"

const t = (task: string, days: number, resource: string, about?: string): TaskTemplate =>
  about ? { task, days, resource, about: about.split(",") } : { task, days, resource }

export const PRINCE2_STAGES: ReadonlyArray<StageTemplate> = [
  { phase: "Starting Up a Project", tasks: [t("Confirm project mandate and appoint the project board", 3, "Project Sponsor, Project Manager"), t("Prepare outline business case", 5, "Project Manager, Business Analyst"), t("Capture lessons from similar projects", 2, "Project Manager")] },
  { phase: "Initiation", tasks: [t("Write the Project Initiation Document", 5, "Project Manager"), t("Agree quality, risk and change management approach", 3, "Project Manager, Quality Lead"), t("Baseline the project plan and budget", 4, "Project Manager, Finance Business Partner"), t("Initiation stage board approval", 0, "Project Board")] },
  { phase: "Design", tasks: [t("Run requirements workshops", 8, "Business Analyst, Subject-Matter Experts"), t("Produce the solution design", 10, "Solution Architect"), t("Review and sign off the design", 2, "Project Board, Solution Architect")] },
  { phase: "Build and Test", tasks: [t("Build and configure the solution", 20, "Delivery Team"), t("Run system and integration testing", 10, "Test Manager, Testers"), t("Run user acceptance testing", 8, "Senior User, Business Testers")] },
  { phase: "Transition and Go-Live", tasks: [t("Prepare go-live and rollback plan", 3, "Project Manager, Technical Lead"), t("Train {qty:end users}", 5, "Change Manager, Trainers", "users,officers,staff,people,employees"), t("Go-live", 1, "Delivery Team"), t("Provide hypercare support", 10, "Delivery Team, Service Desk")] },
  { phase: "Closing a Project", tasks: [t("Hand over to operations", 3, "Project Manager, Operations Manager"), t("Write end project report and lessons", 3, "Project Manager"), t("Project closure approval", 0, "Project Board")] }
]

/**
 * Domain tasks per stage, keyed by stage name. They replace the generic body of the stage; the generic
 * approvals stay, and for IT-style domains so do testing, training, go-live and hypercare.
 */
export const DOMAIN_STAGE_TASKS: Partial<Record<DomainId, Record<string, ReadonlyArray<TaskTemplate>>>> = {
  software: {
    "Design": [t("Define APIs and integration contracts", 5, "Solution Architect, Developers")],
    "Build and Test": [t("Set up CI/CD pipeline and environments", 5, "DevOps Engineer"), t("Develop features in iterations", 30, "Developers, UX Designer"), t("Run security and performance testing", 5, "Security Lead, Testers")]
  },
  mobile: {
    "Design": [t("Research users and test prototypes", 10, "UX Designer, Product Owner")],
    "Build and Test": [t("Build iOS and Android apps", 30, "Mobile Developers"), t("Build mobile backend APIs", 20, "Backend Developers"), t("Test on the device matrix and for accessibility", 8, "Testers")],
    "Transition and Go-Live": [t("Submit the apps for store review", 5, "Mobile Developers, Product Owner"), t("Roll out in phases through the stores", 5, "Product Owner")]
  },
  infrastructure: {
    "Design": [t("Discover workloads and map their dependencies", 10, "Infrastructure Architect"), t("Design target network, compute and storage", 10, "Infrastructure Architect, Network Engineer")],
    "Build and Test": [t("Procure and install hardware", 15, "Procurement Lead, Infrastructure Engineers"), t("Build and harden target environment", 12, "Infrastructure Engineers, Security Lead"), t("Rehearse the migration end to end", 3, "Infrastructure Engineers, Application Owners")],
    "Transition and Go-Live": [t("Migrate {qty:workloads} in waves", 15, "Infrastructure Engineers, Application Owners", "servers,workloads,virtual machines,applications"), t("Decommission legacy equipment", 8, "Infrastructure Engineers")]
  },
  devices: {
    "Design": [t("Walk the floor with site teams and capture device tasks", 5, "Business Analyst, Site Managers"), t("Survey {qty:sites} for Wi-Fi coverage, power and mounting points", 10, "Wireless Engineer, Site Managers", "sites,depots,stores,branches,warehouses"), t("Select the device model, accessories and spares ratio", 8, "End-User Computing Lead, Procurement Lead"), t("Design device management profiles, apps and security policies", 5, "End-User Computing Lead, Security Lead"), t("Design the integration with the line-of-business system", 8, "Solution Architect, Business System Owner"), t("Plan site waves around trading peaks and change freezes", 3, "Project Manager, Site Managers")],
    "Build and Test": [t("Order {qty:devices}, chargers, cradles and spares", 20, "Procurement Lead, Device Vendor", DEVICE_NOUNS), t("Install {qty:Wi-Fi access points} and fix coverage gaps", 10, "Wireless Engineer, Electrical Contractor", "access points"), t("Build the enrolment profile and standard device image", 5, "End-User Computing Engineers"), t("Build and test the interface to the line-of-business system", 15, "Integration Developer, Business System Owner"), t("Stage, enrol and asset-tag {qty:devices}", 8, "Device Vendor, End-User Computing Engineers", DEVICE_NOUNS), t("Install charging racks and docking stations at each site", 5, "Device Vendor, Site Facilities"), t("Run user acceptance testing", 5, "Site Managers, Super-Users"), t("Run a pilot at the first site and review the results", 10, "Site Manager, Project Manager, Device Vendor"), t("Pilot go/no-go decision", 0, "Project Board")],
    "Transition and Go-Live": [t("Train super-users and {qty:floor staff} at each site", 5, "Trainers, Site Super-Users", "users,staff,pickers,operators,drivers,people,employees,officers"), t("Roll out to the first wave of sites", 5, "Device Vendor, Site Managers, End-User Computing Engineers"), t("Roll out to the remaining sites in waves", 15, "Device Vendor, Site Managers, End-User Computing Engineers"), t("Provide on-site hypercare after each wave", 10, "Device Vendor, Service Desk, Super-Users"), t("Collect, wipe and dispose of the old devices", 5, "End-User Computing Engineers, Certified Recycler"), t("All sites live", 0, "Project Board")],
    "Closing a Project": [t("Hand over the device fleet to end-user computing support", 3, "Project Manager, End-User Computing Lead"), t("Measure error rates and adoption per site against the baseline", 5, "Operations Analyst, Site Managers"), t("Write end project report and lessons", 3, "Project Manager")]
  },
  data: {
    "Design": [t("Profile source data", 8, "Data Analyst"), t("Define mapping and transformation rules", 10, "Data Analyst, Data Owners")],
    "Build and Test": [t("Build extract, transform and load jobs", 15, "Data Engineers"), t("Run trial loads of {qty:source records} and reconcile results", 12, "Data Engineers, Data Owners", "records,rows,customers,accounts,files"), t("Cleanse source data", 10, "Data Owners, Business Users")],
    "Transition and Go-Live": [t("Run the final data load and sign off reconciliation", 3, "Data Engineers, Data Owners")]
  },
  erp: {
    "Design": [t("Analyse fit and gaps against standard processes", 10, "ERP Functional Consultants, Process Owners"), t("Design future-state business processes", 10, "Process Owners, Business Analyst")],
    "Build and Test": [t("Configure ERP modules", 25, "ERP Functional Consultants"), t("Build interfaces and reports", 15, "ERP Technical Consultants"), t("Run data migration trial loads", 10, "Data Engineers, Finance Team")],
    "Transition and Go-Live": [t("Run a parallel month-end close", 10, "Finance Team, ERP Functional Consultants")]
  },
  construction: {
    "Design": [t("Survey the site and prepare measured drawings", 5, "Architect, Surveyor"), t("Develop concept and detailed design", 15, "Architect, Interior Designer"), t("Obtain landlord and permit approvals", 15, "Project Manager, Certifier")],
    "Build and Test": [t("Tender and appoint head contractor", 15, "Procurement Lead, Quantity Surveyor"), t("Demolish existing fit-out and make the site safe", 5, "Head Contractor"), t("Carry out construction and building services works", 35, "Head Contractor, Trades"), t("Install furniture, AV and IT", 8, "Furniture Supplier, IT Team", "workstations,desks,meeting rooms,seats"), t("Inspect for practical completion and list defects", 3, "Architect, Certifier")],
    "Transition and Go-Live": [t("Induct staff to the new workplace", 3, "Facilities Manager, Change Manager"), t("Relocate {qty:staff} in waves", 5, "Facilities Manager, Removalist", "staff,people,employees"), t("Rectify defects", 10, "Head Contractor"), t("Move-in complete", 0, "Project Board")],
    "Closing a Project": [t("Hand over building manuals, warranties and as-built drawings", 3, "Head Contractor, Facilities Manager"), t("Run a post-occupancy survey", 5, "Facilities Manager, Change Manager"), t("Write end project report and lessons", 3, "Project Manager")]
  },
  compliance: {
    "Design": [t("Agree the scope and boundaries of the management system", 3, "Compliance Lead, Project Sponsor"), t("Run a gap assessment against the standard", 10, "Compliance Consultant, Compliance Lead"), t("Build the asset inventory and the risk register", 10, "Compliance Lead, Asset Owners"), t("Write the Statement of Applicability and the risk treatment plan", 5, "Compliance Lead, Compliance Consultant")],
    "Build and Test": [t("Write and approve the policies and procedures", 15, "Compliance Lead, Policy Owners"), t("Implement the missing controls", 30, "Control Owners, IT Security Team"), t("Run awareness training for {qty:staff}", 5, "Security Awareness Lead, Line Managers", "staff,employees,people,users"), t("Run a penetration test and fix the findings", 10, "Penetration Testing Provider, IT Security Team"), t("Collect evidence that the controls operate", 15, "Control Owners, Compliance Lead"), t("Run the internal audit", 5, "Internal Auditor"), t("Hold the management review", 1, "Top Management, Compliance Lead"), t("Audit readiness go/no-go decision", 0, "Project Board")],
    "Transition and Go-Live": [t("Book the certification body and agree the audit plan", 3, "Compliance Lead, Certification Body"), t("Host the stage 1 audit (documentation review)", 3, "Certification Body, Compliance Lead"), t("Close the stage 1 findings", 10, "Compliance Lead, Control Owners"), t("Host the stage 2 certification audit", 4, "Certification Body, Control Owners"), t("Close any nonconformities", 15, "Compliance Lead, Control Owners"), t("Certificate issued", 0, "Project Board")],
    "Closing a Project": [t("Hand over the management system to its business-as-usual owners", 3, "Project Manager, Compliance Lead"), t("Plan the surveillance audits and the internal audit cycle", 2, "Compliance Lead"), t("Write end project report and lessons", 3, "Project Manager")]
  },
  marketing: {
    "Design": [t("Research and segment the target audience", 8, "Marketing Analyst"), t("Write the campaign strategy and media plan", 8, "Marketing Manager, Media Agency"), t("Develop and approve creative concepts", 10, "Creative Agency, Brand Manager")],
    "Build and Test": [t("Produce creative assets", 15, "Creative Agency"), t("Build landing pages and tracking", 8, "Web Developer, Marketing Analyst"), t("Review assets for legal and brand compliance", 3, "Legal Counsel, Brand Manager")],
    "Transition and Go-Live": [t("Launch the campaign", 1, "Marketing Manager"), t("Brief sales and service teams on the offer", 2, "Marketing Manager, Sales Lead"), t("Optimise media in flight", 20, "Media Agency, Marketing Analyst")],
    "Closing a Project": [t("Report campaign results against targets", 3, "Marketing Analyst, Marketing Manager"), t("Write end project report and lessons", 3, "Project Manager")]
  }
}

/** Generic tasks a domain's own tasks stand in for (a device rollout goes live and is supported site by site). */
export const DOMAIN_DROPPED_TASKS: Partial<Record<DomainId, ReadonlyArray<string>>> = {
  devices: ["Train {qty:end users}", "Go-live", "Provide hypercare support"]
}

/** Domains whose work is not an IT release: generic testing, go-live and hypercare tasks do not apply. */
export const NON_IT_DOMAINS: ReadonlyArray<DomainId> = ["construction", "marketing", "compliance"]

/** agile.md §9: the generated plan has 5 phases, with sprints under Execution. */
export const AGILE_PHASES: ReadonlyArray<StageTemplate> = [
  { phase: "Discovery", tasks: [t("Interview stakeholders and frame the problem", 5, "Product Owner, UX Designer"), t("Define vision and north-star metric", 2, "Product Owner, Sponsor")] },
  { phase: "Inception", tasks: [t("Build the initial backlog and release plan", 5, "Product Owner, Delivery Team"), t("Set up tooling, environments and pipeline", 5, "DevOps Engineer"), t("Agree Definition of Ready and Done", 1, "Delivery Team")] },
  { phase: "Execution", tasks: [t("Sprint 1", 10, "Delivery Team"), t("Sprint 2", 10, "Delivery Team"), t("Sprint 3", 10, "Delivery Team"), t("Sprint 4", 10, "Delivery Team")] },
  { phase: "Release", tasks: [t("Review release readiness", 2, "Product Owner, Delivery Manager"), t("Production release", 1, "Delivery Team")] },
  { phase: "Close and Handover", tasks: [t("Hand over to support", 3, "Delivery Manager, Service Desk"), t("Run the retrospective and benefits review", 2, "Product Owner, Delivery Team")] }
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

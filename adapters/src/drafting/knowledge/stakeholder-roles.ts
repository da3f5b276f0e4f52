// Stakeholder role patterns: how a position title maps to a board role (waterfall.md §9 list),
// typical influence/interest, RACI and engagement strategy. First match on the title wins.
import type { BoardRole } from "@initpack/core/drafting/stakeholders"

export interface RolePattern {
  readonly boardRole: BoardRole
  readonly keywords: ReadonlyArray<string>
  readonly onBoard: boolean
  readonly influence: number
  readonly interest: number
  readonly raci: "R" | "A" | "C" | "I" | "RA" | "RC"
  readonly responsibilities: ReadonlyArray<string>
  /** Strategy sentence; {project} is filled in. */
  readonly strategy: string
}

export const ROLE_PATTERNS: ReadonlyArray<RolePattern> = [
  { boardRole: "Project Sponsor", keywords: ["sponsor", "executive", "ceo", "cfo", "coo", "cio", "director", "chief", "general manager", "head of"], onBoard: true, influence: 9, interest: 8, raci: "A", responsibilities: ["Owns the business case", "Chairs the project board", "Approves stage transitions and tolerances"], strategy: "Manage closely: brief monthly on {project} benefits, decisions needed and tolerance status." },
  { boardRole: "Senior User", keywords: ["senior user", "operations manager", "facilities", "workplace", "user lead", "business lead", "service manager", "customer", "head of operations", "finance manager", "controller"], onBoard: true, influence: 7, interest: 9, raci: "RC", responsibilities: ["Specifies user needs", "Commits user resources", "Confirms benefits are realised"], strategy: "Manage closely: involve in design reviews and acceptance so {project} fits the way users work." },
  { boardRole: "Senior Supplier", keywords: ["senior supplier", "vendor", "partner", "supplier", "contractor", "agency", "account manager", "delivery lead", "it manager", "head of it", "head of technology"], onBoard: true, influence: 7, interest: 7, raci: "R", responsibilities: ["Commits supplier resources", "Assures technical integrity of outputs", "Resolves supplier conflicts"], strategy: "Keep satisfied: hold weekly delivery check-ins and agree quality criteria for {project} outputs." },
  { boardRole: "Project Manager", keywords: ["project manager", "pm", "project lead"], onBoard: false, influence: 6, interest: 10, raci: "R", responsibilities: ["Runs day-to-day management", "Reports progress and exceptions", "Maintains the RAID log"], strategy: "Core team: owns the plan and reporting for {project}." },
  { boardRole: "Program Manager", keywords: ["program", "programme", "portfolio"], onBoard: false, influence: 7, interest: 6, raci: "C", responsibilities: ["Aligns the project with the programme", "Manages cross-project dependencies"], strategy: "Keep satisfied: share milestones and dependencies monthly." },
  { boardRole: "Delivery Manager", keywords: ["delivery manager", "scrum master", "agile coach"], onBoard: false, influence: 5, interest: 9, raci: "R", responsibilities: ["Removes delivery blockers", "Facilitates team ceremonies"], strategy: "Core team: keep the delivery cadence of {project} healthy." },
  { boardRole: "Product Owner", keywords: ["product owner", "product manager", "product lead"], onBoard: false, influence: 7, interest: 10, raci: "A", responsibilities: ["Owns and prioritises the backlog", "Accepts delivered increments"], strategy: "Manage closely: co-own priorities and acceptance for {project}." },
  { boardRole: "Business Owner", keywords: ["business owner", "process owner", "owner"], onBoard: false, influence: 7, interest: 8, raci: "A", responsibilities: ["Owns the business process", "Approves process changes"], strategy: "Manage closely: agree process changes and sign-offs early." },
  { boardRole: "Solution Architect", keywords: ["architect"], onBoard: false, influence: 6, interest: 7, raci: "C", responsibilities: ["Owns the solution design", "Assures alignment with standards"], strategy: "Keep informed and consult on every design decision." },
  { boardRole: "Technical Lead", keywords: ["technical lead", "tech lead", "engineer", "developer", "lead developer", "infrastructure lead", "network"], onBoard: false, influence: 5, interest: 8, raci: "R", responsibilities: ["Leads the build", "Owns technical quality"], strategy: "Core team: involve in estimates and technical risk reviews." },
  { boardRole: "Change Manager", keywords: ["change manager", "change lead", "hr", "people", "training"], onBoard: false, influence: 5, interest: 8, raci: "R", responsibilities: ["Plans business readiness", "Leads training and adoption"], strategy: "Keep informed weekly and align change activities with releases." },
  { boardRole: "Communications", keywords: ["communications", "comms", "marketing manager", "pr", "media"], onBoard: false, influence: 4, interest: 6, raci: "R", responsibilities: ["Prepares announcements", "Runs internal and external communications"], strategy: "Keep informed: share the comms calendar and key messages." },
  { boardRole: "Security Lead", keywords: ["security", "ciso", "risk officer", "privacy"], onBoard: false, influence: 7, interest: 6, raci: "C", responsibilities: ["Reviews security design", "Approves security controls"], strategy: "Keep satisfied: consult at design and before go-live." },
  { boardRole: "Procurement Lead", keywords: ["procurement", "purchasing", "contracts", "commercial"], onBoard: false, influence: 5, interest: 5, raci: "C", responsibilities: ["Runs tenders and contracts", "Manages supplier agreements"], strategy: "Keep informed: plan procurement lead times into the schedule." },
  { boardRole: "Test Manager", keywords: ["test", "qa", "quality assurance"], onBoard: false, influence: 4, interest: 8, raci: "R", responsibilities: ["Plans and runs testing", "Reports quality status"], strategy: "Core team: agree test strategy and exit criteria." },
  { boardRole: "Project Coordinator", keywords: ["coordinator", "administrator", "pmo", "analyst"], onBoard: false, influence: 3, interest: 7, raci: "I", responsibilities: ["Maintains project records", "Organises meetings and reports"], strategy: "Keep informed: share schedules and actions weekly." }
]

/** Fallback for a title that matches no pattern. */
export const OTHER_ROLE: RolePattern = {
  boardRole: "Other",
  keywords: [],
  onBoard: false,
  influence: 4,
  interest: 5,
  raci: "I",
  responsibilities: ["Provides input when consulted", "Receives progress updates"],
  strategy: "Monitor: keep informed through the regular {project} update."
}

/** Names proposed for missing board members (waterfall.md §2 guidance). */
export const PROPOSED_BOARD: ReadonlyArray<{ readonly boardRole: BoardRole; readonly role: string }> = [
  { boardRole: "Project Sponsor", role: "Executive sponsor" },
  { boardRole: "Senior Supplier", role: "Supplier delivery lead" },
  { boardRole: "Senior User", role: "Lead user representative" }
]

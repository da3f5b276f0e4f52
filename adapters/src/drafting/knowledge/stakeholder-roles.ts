// Stakeholder role patterns: how a position title maps to a board role (waterfall.md §9 list),
// typical influence/interest, RACI and engagement strategy. First match on the title wins. Only the
// Project Sponsor is Accountable: one A per project (the offline drafter demotes any second sponsor).
import { RECIPIENT_RESPONSIBILITIES } from "@initpack/core/drafting/board-members"
import type { BoardRole } from "@initpack/core/drafting/stakeholders"

export interface RolePattern {
  readonly boardRole: BoardRole
  readonly keywords: ReadonlyArray<string>
  readonly onBoard: boolean
  readonly influence: number
  readonly interest: number
  readonly raci: "R" | "A" | "C" | "I" | "RC"
  readonly responsibilities: ReadonlyArray<string>
  /** Strategy sentence; {project} is filled in. */
  readonly strategy: string
}

// Keywords match whole words of the title ("pr" is not in "procurement"). Order matters: specific roles
// first, then C-level sponsors, then business leads; a title matching none falls back on `seniority`.
export const ROLE_PATTERNS: ReadonlyArray<RolePattern> = [
  { boardRole: "Product Owner", keywords: ["product owner", "product manager", "product lead"], onBoard: false, influence: 7, interest: 10, raci: "RC", responsibilities: ["Owns and prioritises the backlog", "Accepts delivered increments"], strategy: "Manage closely: co-own priorities and acceptance for {project}." },
  { boardRole: "Delivery Manager", keywords: ["delivery manager", "scrum master", "agile coach", "iteration manager"], onBoard: false, influence: 5, interest: 9, raci: "R", responsibilities: ["Removes delivery blockers", "Facilitates team ceremonies"], strategy: "Core team: keep the delivery cadence of {project} healthy." },
  { boardRole: "Project Manager", keywords: ["project manager", "pm", "project lead", "project director"], onBoard: false, influence: 6, interest: 10, raci: "R", responsibilities: ["Runs day-to-day management", "Reports progress and exceptions", "Maintains the RAID log"], strategy: "Core team: owns the plan and reporting for {project}." },
  { boardRole: "Program Manager", keywords: ["program manager", "programme manager", "program director", "programme director", "portfolio"], onBoard: false, influence: 7, interest: 6, raci: "C", responsibilities: ["Aligns the project with the programme", "Manages cross-project dependencies"], strategy: "Keep satisfied: share milestones and dependencies monthly." },
  { boardRole: "Solution Architect", keywords: ["architect", "enterprise architect", "design authority"], onBoard: false, influence: 6, interest: 7, raci: "C", responsibilities: ["Owns the solution design", "Assures alignment with standards"], strategy: "Keep informed and consult on every design decision for {project}." },
  { boardRole: "Security Lead", keywords: ["security", "ciso", "cyber", "risk officer", "privacy officer", "privacy"], onBoard: false, influence: 7, interest: 6, raci: "C", responsibilities: ["Reviews security design", "Approves security controls"], strategy: "Keep satisfied: consult at design and before go-live." },
  { boardRole: "Test Manager", keywords: ["test manager", "test lead", "tester", "qa", "quality assurance"], onBoard: false, influence: 4, interest: 8, raci: "R", responsibilities: ["Plans and runs testing", "Reports quality status"], strategy: "Core team: agree test strategy and exit criteria." },
  { boardRole: "Change Manager", keywords: ["change manager", "change lead", "organisational change", "training", "learning", "hr", "human resources", "people and culture"], onBoard: false, influence: 5, interest: 8, raci: "R", responsibilities: ["Plans business readiness", "Leads training and adoption"], strategy: "Keep informed weekly and align change activities with releases." },
  { boardRole: "Communications", keywords: ["communications", "comms", "pr", "public relations", "media relations", "internal communications"], onBoard: false, influence: 4, interest: 6, raci: "R", responsibilities: ["Prepares announcements", "Runs internal and external communications"], strategy: "Keep informed: share the comms calendar and key messages." },
  { boardRole: "Procurement Lead", keywords: ["procurement", "purchasing", "contracts", "commercial", "category manager", "sourcing"], onBoard: false, influence: 5, interest: 5, raci: "C", responsibilities: ["Runs tenders and contracts", "Manages supplier agreements"], strategy: "Keep informed: plan procurement lead times into the schedule." },
  { boardRole: "Project Coordinator", keywords: ["coordinator", "co-ordinator", "administrator", "pmo", "project officer", "project support"], onBoard: false, influence: 3, interest: 7, raci: "I", responsibilities: ["Maintains project records", "Organises meetings and reports"], strategy: "Keep informed: share schedules and actions weekly." },
  { boardRole: "Senior Supplier", keywords: ["senior supplier", "vendor", "supplier", "partner", "contractor", "agency", "account manager", "account director", "engagement lead", "engagement manager", "delivery lead", "implementation lead", "consultant", "it manager", "head of it", "end-user computing manager", "end-user computing lead", "head of end-user computing", "euc manager", "euc lead", "device vendor", "head of technology", "head of ict", "cto", "chief technology officer", "it director"], onBoard: true, influence: 7, interest: 7, raci: "R", responsibilities: ["Commits supplier resources", "Assures technical integrity of outputs", "Resolves supplier conflicts"], strategy: "Keep satisfied: hold weekly delivery check-ins and agree quality criteria for {project} outputs." },
  { boardRole: "Technical Lead", keywords: ["technical lead", "tech lead", "engineer", "developer", "lead developer", "infrastructure lead", "network", "devops", "data engineer"], onBoard: false, influence: 5, interest: 8, raci: "R", responsibilities: ["Leads the build", "Owns technical quality"], strategy: "Core team: involve in estimates and technical risk reviews." },
  { boardRole: "Project Sponsor", keywords: ["sponsor", "executive", "ceo", "cfo", "coo", "cio", "cmo", "cdo", "chief", "managing director", "general manager", "executive director", "vice president", "vp", "board member", "owner director"], onBoard: true, influence: 9, interest: 8, raci: "A", responsibilities: ["Owns the business case", "Chairs the project board", "Approves stage transitions and tolerances"], strategy: "Manage closely: brief monthly on {project} benefits, decisions needed and tolerance status." },
  { boardRole: "Business Owner", keywords: ["business owner", "process owner", "service owner", "system owner", "data owner"], onBoard: false, influence: 7, interest: 8, raci: "C", responsibilities: ["Owns the business process", "Approves process changes"], strategy: "Manage closely: agree process changes and sign-offs for {project} early." },
  { boardRole: "Senior User", keywords: ["senior user", "director", "head of", "operations manager", "site manager", "depot manager", "branch manager", "warehouse manager", "facilities", "workplace", "user lead", "business lead", "service manager", "customer", "finance manager", "controller", "brand manager", "marketing manager", "team leader", "team lead", "supervisor", "store manager", "manager"], onBoard: true, influence: 7, interest: 9, raci: "RC", responsibilities: ["Specifies user needs", "Commits user resources", "Confirms benefits are realised"], strategy: "Manage closely: involve in design reviews and acceptance so {project} fits the way users work." }
]

/** Titles of the most senior sponsors, preferred when several rows could sponsor the project. */
export const C_LEVEL = ["ceo", "chief executive", "managing director", "cfo", "chief financial", "coo", "chief operating", "cio", "chief information", "cmo", "chief marketing", "cdo", "chief digital", "chief", "executive director", "general manager"]

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

/** The people the service is for (core's isServiceRecipientGroup): consulted and informed, represented on the board by the Senior User. */
export const RECIPIENT_ROLE: RolePattern = {
  boardRole: "Other",
  keywords: [],
  onBoard: false,
  influence: 6,
  interest: 8,
  raci: "C",
  responsibilities: RECIPIENT_RESPONSIBILITIES,
  strategy: "Keep informed and consult: the Senior User represents them on the board; involve them in research and testing of {project}."
}

/** Names proposed for missing board members (waterfall.md §2 guidance). */
export const PROPOSED_BOARD: ReadonlyArray<{ readonly boardRole: BoardRole; readonly role: string }> = [
  { boardRole: "Project Sponsor", role: "Executive sponsor" },
  { boardRole: "Senior Supplier", role: "Supplier delivery lead" },
  { boardRole: "Senior User", role: "Lead user representative" }
]

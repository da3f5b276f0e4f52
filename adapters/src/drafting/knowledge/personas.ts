// Persona, NFR, definition, telemetry and epic patterns for the agile scope (agile.md §2, §3).
import type { DomainId } from "./domains"

export interface PersonaPattern {
  readonly name: string
  readonly jtbd: string
  readonly pains: ReadonlyArray<string>
}

const p = (name: string, jtbd: string, pains: string): PersonaPattern => ({ name, jtbd, pains: pains.split("; ") })

export const PERSONAS: Record<DomainId, ReadonlyArray<PersonaPattern>> = {
  software: [p("Operations Officer", "Process requests quickly without switching between systems", "re-keying data; unclear request status; slow approvals"), p("Team Leader", "See workload and bottlenecks across the team", "no real-time view; manual reports; chasing updates"), p("Customer", "Get a request done online without calling", "long forms; no progress updates; repeated questions"), p("System Administrator", "Keep users, roles and settings correct", "manual provisioning; audit requests; inconsistent roles"), p("Finance Approver", "Approve spend with the right context", "missing attachments; approvals by email; late reminders")],
  mobile: [p("Everyday Banker", "Check balances and pay bills in seconds", "slow log-in; hidden fees; cluttered screens"), p("Small Business Owner", "Manage business cash flow on the go", "switching apps; delayed payments; limited export"), p("New-to-Country Customer", "Open an account and start banking quickly", "identity checks; unfamiliar terms; branch visits"), p("Senior Customer", "Bank safely with confidence", "small text; scam worries; complex navigation"), p("Student", "Budget and split costs with friends", "overdraft surprises; no spending insights; slow transfers")],
  infrastructure: [p("Application Owner", "Keep my service running through the move", "unclear timelines; outage risk; testing effort"), p("Service Desk Analyst", "Resolve incidents quickly after cutover", "new tooling; missing runbooks; escalation paths"), p("Infrastructure Engineer", "Build and operate environments reliably", "manual builds; configuration drift; out-of-hours work"), p("Security Analyst", "See and respond to threats in the new environment", "missing logs; new firewall rules; alert noise")],
  data: [p("Data Owner", "Trust that my records arrived complete and correct", "reconciliation effort; unclear rules; sign-off pressure"), p("Reporting Analyst", "Build reports from one reliable source", "inconsistent definitions; slow queries; duplicate data"), p("Records Officer", "Keep records compliant with retention rules", "manual archives; unclear disposal; audit requests"), p("Business User", "Find the information I need fast", "data in many places; stale data; access requests")],
  erp: [p("Accounts Payable Officer", "Pay suppliers accurately and on time", "manual invoice matching; duplicate payments; supplier queries"), p("Finance Controller", "Close the month quickly with confidence", "spreadsheet reconciliations; late journals; audit queries"), p("Procurement Officer", "Raise and track purchase orders easily", "paper approvals; no spend visibility; supplier onboarding delays"), p("Warehouse Supervisor", "Know stock levels in real time", "stock mismatches; manual counts; late receipts"), p("Budget Holder", "See actuals against budget at any time", "monthly reports only; unclear commitments; chasing finance")],
  construction: [p("Hybrid Worker", "Find a desk and a quiet space when in the office", "no bookable spaces; noise; poor video rooms"), p("Team Manager", "Bring the team together on collaboration days", "scattered seating; too few meeting rooms; storage"), p("Facilities Manager", "Run the building efficiently", "defects; unclear warranties; contractor access"), p("Visitor", "Arrive and find my host easily", "confusing reception; no wayfinding; waiting")],
  marketing: [p("Prospective Customer", "Understand quickly why the offer suits me", "generic messages; too many steps; unclear pricing"), p("Existing Customer", "Hear about relevant offers without spam", "irrelevant emails; frequency; hard to opt out"), p("Sales Representative", "Get warm leads with context", "poor lead quality; missing details; slow hand-off"), p("Marketing Manager", "See which channels drive results", "fragmented data; late reports; attribution gaps")],
  general: [p("Frontline Staff Member", "Do my job with fewer workarounds", "manual steps; unclear processes; slow tools"), p("Manager", "See progress and make decisions quickly", "late reports; unclear ownership; chasing updates"), p("Customer", "Get a quick, reliable service", "waiting; repeating information; no updates"), p("Support Analyst", "Resolve issues at first contact", "no knowledge base; unclear escalation; missing logs")]
}

export const NFRS: Record<"security" | "performance" | "privacy" | "compliance", ReadonlyArray<string>> = {
  security: ["Multi-factor authentication for all users|Protects accounts against credential theft.", "Encryption in transit and at rest|TLS 1.2+ and managed keys for stored data.", "Role-based access control|Users see only what their role needs.", "Security testing before each release|Automated scans plus a penetration test before go-live.", "Audit logging of key actions|Who did what and when, kept for at least 12 months."],
  performance: ["Pages respond within 2 seconds at the 95th percentile|Keeps the experience fast at peak load.", "Supports expected peak concurrency|Load tested at twice the forecast peak.", "99.9% monthly availability|Agreed service level for business hours.", "Recovery within 4 hours|Recovery time objective for a major incident.", "Batch jobs finish within their window|Overnight processing completes before business hours."],
  privacy: ["Collect only the personal data needed|Data minimisation by design.", "Consent recorded and honoured|Preferences stored and applied in every channel.", "Retention periods enforced|Personal data deleted or archived on schedule.", "Privacy impact assessment completed|Approved before build starts.", "Access requests handled within statutory time|Export and deletion supported."],
  compliance: ["Accessibility to WCAG 2.2 AA|All user-facing screens meet the standard.", "Records kept per retention policy|Aligned with the records management schedule.", "Change approvals recorded|Releases follow change management.", "Regulatory reporting supported|Data available for mandatory reports.", "Supplier contracts include audit rights|Suppliers can be audited as required."]
}

export const DEFINITIONS: Record<"dor" | "dod", ReadonlyArray<string>> = {
  dor: ["Story has a clear user and value|Written as As a / I want / So that.", "Acceptance criteria agreed|Testable criteria reviewed by the Product Owner.", "Dependencies identified|External dependencies known and scheduled.", "Estimated by the team|Sized in story points at refinement.", "Small enough for one sprint|Split when larger than 8 points.", "UX designs attached where needed|Screens or flows ready before the sprint."],
  dod: ["Code reviewed and merged|At least one peer review before merge.", "Automated tests pass|Unit and integration tests green in the pipeline.", "Acceptance criteria met|Verified by the Product Owner.", "Deployed to a test environment|Demonstrable in the sprint review.", "Documentation updated|User and support notes updated.", "No open critical defects|Known issues logged and triaged."]
}

export const TELEMETRY: Record<"dash_metrics" | "events", ReadonlyArray<string>> = {
  dash_metrics: ["Weekly active users", "Task completion rate", "Median time to complete the key journey", "Error rate per 1,000 sessions", "Adoption by team or segment", "Support tickets per 100 users", "Conversion from start to finish of the key journey", "Feature usage by release", "Customer satisfaction score", "Availability over the last 30 days"],
  events: ["user_signed_in", "journey_started", "journey_completed", "step_abandoned", "error_shown", "search_performed", "item_created", "item_approved", "notification_opened", "feedback_submitted", "export_downloaded", "help_article_viewed"]
}

export const EPIC_THEMES: ReadonlyArray<{ readonly name: string; readonly nfr: ReadonlyArray<string> }> = [
  { name: "Onboarding and access", nfr: ["security", "privacy"] },
  { name: "Core journey", nfr: ["performance"] },
  { name: "Notifications and alerts", nfr: ["privacy"] },
  { name: "Reporting and insights", nfr: ["performance", "compliance"] },
  { name: "Administration and settings", nfr: ["security"] },
  { name: "Integration with existing systems", nfr: ["security", "performance"] },
  { name: "Self-service help", nfr: ["compliance"] }
]

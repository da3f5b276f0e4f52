// Persona, NFR, definition and telemetry patterns for the agile scope (agile.md §2, §3).
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
  infrastructure: [p("Application Owner", "Keep my service running through the move", "unclear timelines; outage risk; testing effort"), p("Service Desk Analyst", "Resolve incidents quickly after cutover", "new tooling; missing runbooks; escalation paths"), p("Infrastructure Engineer", "Build and operate environments reliably", "manual builds; configuration drift; out-of-hours work"), p("Security Analyst", "See and respond to threats in the new environment", "missing logs; new firewall rules; alert noise"), p("Network Engineer", "Cut over routing without surprises", "undocumented flows; change windows; rollback pressure"), p("Service Owner", "Know my service is healthy after the move", "no baseline; unclear acceptance; vendor hand-offs")],
  data: [p("Data Owner", "Trust that my records arrived complete and correct", "reconciliation effort; unclear rules; sign-off pressure"), p("Reporting Analyst", "Build reports from one reliable source", "inconsistent definitions; slow queries; duplicate data"), p("Records Officer", "Keep records compliant with retention rules", "manual archives; unclear disposal; audit requests"), p("Business User", "Find the information I need fast", "data in many places; stale data; access requests"), p("Data Engineer", "Run repeatable, fast loads", "manual scripts; changing rules; long load windows"), p("Data Steward", "Fix quality issues at the source", "unclear ownership; recurring errors; no feedback loop")],
  erp: [p("Accounts Payable Officer", "Pay suppliers accurately and on time", "manual invoice matching; duplicate payments; supplier queries"), p("Finance Controller", "Close the month quickly with confidence", "spreadsheet reconciliations; late journals; audit queries"), p("Procurement Officer", "Raise and track purchase orders easily", "paper approvals; no spend visibility; supplier onboarding delays"), p("Warehouse Supervisor", "Know stock levels in real time", "stock mismatches; manual counts; late receipts"), p("Budget Holder", "See actuals against budget at any time", "monthly reports only; unclear commitments; chasing finance")],
  construction: [p("Hybrid Worker", "Find a desk and a quiet space when in the office", "no bookable spaces; noise; poor video rooms"), p("Team Manager", "Bring the team together on collaboration days", "scattered seating; too few meeting rooms; storage"), p("Facilities Manager", "Run the building efficiently", "defects; unclear warranties; contractor access"), p("Visitor", "Arrive and find my host easily", "confusing reception; no wayfinding; waiting"), p("Receptionist", "Welcome visitors and manage the floor smoothly", "manual sign-in; unclear bookings; deliveries"), p("IT Support Officer", "Keep meeting rooms and desks working", "AV faults; missing docks; network drop-outs"), p("Executive Assistant", "Book the right rooms for leaders and guests", "double bookings; catering requests; room set-up"), p("Employee with Accessibility Needs", "Move around and work comfortably", "hard-to-reach amenities; noise; unclear wayfinding")],
  marketing: [p("Prospective Customer", "Understand quickly why the offer suits me", "generic messages; too many steps; unclear pricing"), p("Existing Customer", "Hear about relevant offers without spam", "irrelevant emails; frequency; hard to opt out"), p("Sales Representative", "Get warm leads with context", "poor lead quality; missing details; slow hand-off"), p("Marketing Manager", "See which channels drive results", "fragmented data; late reports; attribution gaps"), p("Social Media Coordinator", "Publish and respond on time across channels", "approval bottlenecks; asset versions; comment volume"), p("Retail Store Manager", "Be ready for the customers the campaign brings in", "late briefs; stock gaps; unclear offer terms"), p("Brand Manager", "Keep every asset on brand", "inconsistent creative; late changes; agency rework")],
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

type NfrKind = "security" | "performance" | "privacy" | "compliance"

/** Domain NFRs, offered before the generic ones above. */
export const DOMAIN_NFRS: Partial<Record<DomainId, Partial<Record<NfrKind, ReadonlyArray<string>>>>> = {
  mobile: {
    security: ["Biometric log-in with PIN fallback|Uses the platform's secure biometric APIs; no biometric data leaves the device.", "Certificate pinning and jailbreak detection|Protects sessions on compromised devices and networks.", "Step-up verification for sensitive actions|New payees and limit changes need a second factor."],
    performance: ["App launches to the home screen within 2 seconds|Measured on mid-range devices over 4G.", "Crash-free sessions above 99.5%|Tracked per release in crash reporting.", "Works on the last three iOS and Android versions|Agreed device and OS support matrix."],
    privacy: ["Marketing consent captured in the app|Offers and push messages respect each member's choices.", "Location used only with permission|Explained at the moment it is requested."],
    compliance: ["App store review guidelines met|Both stores approve each release first time.", "Accessible with screen readers and large text|VoiceOver and TalkBack pass on key journeys."]
  },
  infrastructure: {
    security: ["Hardened build baseline for every server|CIS benchmark applied and checked automatically.", "Network segmentation with least-privilege firewall rules|Only documented flows are allowed between zones.", "Privileged access through a managed vault|Admin sessions are brokered and recorded."],
    performance: ["Outage windows limited to agreed weekend slots|Each cutover stays inside its approved window.", "Recovery point objective of 15 minutes for tier-1 services|Replication and backups sized to meet it.", "Latency to users no worse than today|Measured before and after each migration wave."],
    privacy: ["Data stays in the agreed region|Hosting regions are limited by policy.", "Secure wipe of decommissioned storage|Disks wiped to the agreed standard with certificates."],
    compliance: ["Change approvals for every cutover|Each wave goes through the change advisory board.", "Asset register updated for every move|Configuration records reflect the new environment."]
  },
  data: {
    security: ["Migration data encrypted in transit and at rest|Staging areas are secured like production.", "Access to staging data limited to the migration team|Named accounts, reviewed fortnightly."],
    performance: ["Final load completes within the cutover window|Timed in the last dress rehearsal.", "Reconciliation reports ready within two hours of each load|So sign-off is not delayed."],
    privacy: ["Personal data masked in non-production loads|Test loads use masked copies.", "Only records with a retention basis are migrated|Expired records are archived or disposed of."],
    compliance: ["Reconciliation evidence kept for audit|Counts and totals per load are retained.", "Data owners sign off each entity before cutover|Signed reconciliation per entity."]
  },
  erp: {
    security: ["Segregation of duties enforced in ERP roles|Conflicting permissions are blocked and reported.", "Single sign-on with the corporate identity provider|No separate ERP passwords."],
    performance: ["Month-end close runs within the agreed timetable|Batch jobs and reports finish overnight.", "Screens respond within 2 seconds for common transactions|Measured at month-end peak."],
    privacy: ["Payroll and supplier bank data restricted by role|Only authorised staff can see or change it."],
    compliance: ["Audit trail on journals, master data and approvals|Who changed what and when is kept for seven years.", "Tax and statutory reporting supported|Reports meet local tax requirements.", "Delegation of authority applied to approvals|Limits follow the approved delegation matrix."]
  },
  construction: {
    security: ["Access control and CCTV commissioned before occupation|Every door and camera tested at handover.", "Secure comms room with restricted access|Only IT and facilities can enter.", "Contractor access controlled during the works|Site passes, inductions and sign-in for every worker."],
    performance: ["Meeting room AV ready to use within one minute|One-touch join tested in every room.", "Air quality and temperature within agreed ranges|Building services commissioned against the design brief.", "Wi-Fi coverage across the whole floor|Heat-mapped before move-in."],
    privacy: ["Booking and sensor data anonymised in reports|Occupancy reports do not identify individuals.", "Visitor details kept only as long as needed|Sign-in records deleted on schedule.", "Staff consulted before any workplace sensors go live|Purpose, data kept and retention explained up front."],
    compliance: ["Building code and occupancy certificate obtained|The space can be legally occupied.", "Accessible design to the applicable standard|Access for people with disability throughout.", "Work health and safety plan in place for the works|Site inductions and audits recorded."]
  },
  marketing: {
    security: ["Campaign accounts protected with multi-factor authentication|Ad, social and email platforms included.", "Lead data transferred securely to the CRM|No spreadsheets of leads by email.", "Agency access removed when the campaign ends|Shared logins avoided; access reviewed monthly."],
    performance: ["Landing pages load within 2 seconds on mobile|Tested on 4G before launch.", "Tracking fires on every conversion|Tags verified before launch and weekly in flight."],
    privacy: ["Consent captured with every lead|Recorded with time and wording.", "Unsubscribe honoured within one business day|Across every email and SMS list.", "Tracking respects cookie consent|No marketing tags before consent."],
    compliance: ["Advertising claims approved by legal|Claims substantiated before publication.", "Spam and privacy laws followed for every send|Sender identified and opt-out included.", "Platform advertising policies met|Ads approved first time by each platform."]
  }
}

/** Domain dashboard metrics and events, offered before the generic telemetry above. */
export const DOMAIN_TELEMETRY: Partial<Record<DomainId, { readonly dash_metrics: ReadonlyArray<string>; readonly events: ReadonlyArray<string> }>> = {
  mobile: { dash_metrics: ["Monthly active app users", "Crash-free sessions", "App store rating", "Log-in success rate", "Push notification opt-in rate"], events: ["app_opened", "biometric_login_succeeded", "payment_submitted", "card_shown", "offer_viewed", "push_opened"] },
  infrastructure: { dash_metrics: ["Workloads migrated against plan", "Cutovers completed inside the window", "Service availability after migration", "Incidents per migrated service", "Legacy racks decommissioned"], events: ["wave_started", "workload_migrated", "cutover_rolled_back", "smoke_test_passed", "incident_raised", "asset_decommissioned"] },
  data: { dash_metrics: ["Records migrated and reconciled", "Reconciliation variance by entity", "Data quality issues open", "Trial load duration", "Entities signed off by data owners"], events: ["load_started", "load_completed", "record_rejected", "reconciliation_passed", "issue_logged", "entity_signed_off"] },
  erp: { dash_metrics: ["Invoices processed without manual touch", "Days to close the month", "Purchase orders raised before invoice", "Open exceptions in the match queue", "Users active in the ERP each week"], events: ["po_created", "po_approved", "invoice_matched", "invoice_exception_raised", "journal_posted", "period_closed"] },
  construction: { dash_metrics: ["Average daily desk utilisation", "Meeting room booking rate", "No-show bookings released", "Staff satisfaction with the workplace", "Facilities requests per week"], events: ["desk_booked", "room_booked", "booking_released", "checked_in", "visitor_signed_in", "facilities_request_raised"] },
  marketing: { dash_metrics: ["Qualified leads per week", "Cost per lead", "Click-through rate by channel", "Landing page conversion rate", "Return on ad spend"], events: ["ad_clicked", "landing_page_viewed", "form_started", "lead_submitted", "email_opened", "offer_redeemed"] }
}

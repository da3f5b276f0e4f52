// Epic themes per domain, each with typical stories (agile.md §3): "want|so that|criterion; criterion; criterion".
// {epic} in a story is replaced by the epic's name in lower case.
import type { DomainId } from "./domains"

export interface StoryPattern {
  readonly want: string
  readonly so: string
  readonly ac: ReadonlyArray<string>
}
export interface EpicTheme {
  readonly name: string
  readonly nfr: ReadonlyArray<string>
  readonly stories: ReadonlyArray<StoryPattern>
}

const s = (pattern: string): StoryPattern => {
  const [want = "", so = "", ac = ""] = pattern.split("|")
  return { want, so, ac: ac.split("; ") }
}
const e = (name: string, nfr: string, ...stories: ReadonlyArray<string>): EpicTheme => ({ name, nfr: nfr.split(","), stories: stories.map(s) })

export const DOMAIN_EPIC_THEMES: Record<DomainId, ReadonlyArray<EpicTheme>> = {
  software: [
    e("Sign-up and secure access", "security,privacy", "to sign in once with my work account|I do not manage another password|Single sign-on works with the corporate identity provider; Sessions expire after inactivity; Failed sign-ins are logged"),
    e("Online requests and lodgement", "performance", "to lodge a request online with my documents attached|I do not post or email forms|All mandatory fields are checked before submission; Attachments up to 20 MB are accepted; A reference number is shown and emailed", "to save a request and finish it later|I can gather missing information first|Drafts are kept for 30 days; I can resume from any device"),
    e("Case processing and approvals", "performance,compliance", "to see my queue of requests ordered by due date|I work on the most urgent cases first|Queue shows due date and status; I can filter by type and officer; Overdue items are highlighted", "to approve or refuse a request with reasons|decisions are recorded and traceable|Decision records who and when; A reason is mandatory for refusal; The applicant is notified"),
    e("Status tracking and notifications", "privacy", "to see the status of my request at any time|I do not need to call for updates|Status updates within one minute of a change; History shows each step with dates", "to be notified when my action is needed|nothing waits on me unnoticed|Notification sent by email or SMS; It links straight to the item"),
    e("Integrations with existing systems", "security,performance", "records to sync with the system of record automatically|no one re-keys data|Changes sync within five minutes; Failures are retried and alerted; Each sync is logged"),
    e("Reporting and dashboards", "performance,compliance", "to see volumes and turnaround times on a dashboard|I can manage workload and targets|Dashboard refreshes daily; Figures match the source records; Export to CSV is available"),
    e("Administration and configuration", "security", "to configure forms, fees and rules without a release|the service keeps up with policy changes|Only administrators can change settings; Every change is logged; Changes apply to new items only")
  ],
  mobile: [
    e("Secure log-in and biometrics", "security,privacy", "to log in with my fingerprint or face|I get in quickly and safely|Biometric log-in can be turned on in settings; Falls back to PIN after three failures; Session locks after 5 minutes in the background"),
    e("Account overview and balances", "performance", "to see my balances as soon as I open the app|I know where I stand at a glance|Balances load within 2 seconds; Pending items are shown separately; Pull to refresh updates the data"),
    e("Payments and transfers", "security,performance", "to pay a saved payee in a few taps|paying bills is quick|Payment needs no more than three steps; Confirmation shows a receipt number; New payees need step-up verification"),
    e("Digital card and membership", "security", "to show my card from the app at the counter|I never forget my card|Card shows a scannable code; Works offline for 7 days; Card can be added to the phone wallet"),
    e("Personalised offers and rewards", "privacy", "to see offers that match what I buy|the app is worth opening|Offers respect my marketing consent; I can hide an offer; Points balance updates after each purchase"),
    e("Push notifications and alerts", "privacy", "to get an alert when something important happens|I can act straight away|I choose which alerts I receive; Alerts deep-link to the right screen; Quiet hours are respected"),
    e("App store release and feedback", "compliance", "to rate the app and send feedback from inside it|the team hears what to fix|Feedback form attaches app version and device; Store rating prompt appears at most once a quarter")
  ],
  infrastructure: [
    e("Discovery and dependency mapping", "security", "to see every workload with its owner and dependencies|we plan migration waves without surprises|Inventory lists owner, tier and dependencies; Unknown owners are flagged; Inventory is exported for wave planning"),
    e("Landing zone and network build", "security,performance", "a landing zone built from code|environments are consistent and repeatable|Network, identity and logging are deployed by pipeline; Security baseline passes automated checks; Build is documented"),
    e("Migration waves and cutover", "performance", "each wave to follow a rehearsed runbook|cutover stays inside the outage window|Runbook lists steps, owners and timings; Go/no-go checklist is signed; Rollback is tested"),
    e("Backup and disaster recovery", "performance,compliance", "backups and recovery tested in the new environment|we can recover from a major incident|Restore test meets the recovery time objective; Backups are monitored daily; DR plan is updated"),
    e("Monitoring and operations handover", "performance", "alerts for the migrated services routed to the right team|incidents are picked up quickly|Each service has health checks; Alerts reach the on-call team; Runbooks are in the knowledge base"),
    e("Legacy decommissioning", "security,compliance", "legacy equipment wiped and removed with certificates|we close the old site cleanly|Disks are wiped to the agreed standard; Disposal certificates are filed; Asset register is updated")
  ],
  compliance: [
    e("Scope, assets and risk assessment", "compliance", "one register of our information assets with their owners|every risk is assessed against something real|Each asset has an owner and a classification; Risks are scored with one method; The register is reviewed every quarter", "to record a risk owner's decision to accept a risk|the audit sees who accepted what and why|Acceptance names the owner and a review date; Accepted risks show on the management dashboard"),
    e("Policies and procedures", "compliance", "policies written in plain language and approved|staff can follow them without help|Each policy has an owner, a version and an approval date; Staff acknowledge the policies that apply to them; Review dates raise reminders"),
    e("Control implementation and evidence", "compliance,security", "each control linked to its evidence|the auditor can test it without chasing people|Every applicable control has an owner; Evidence is attached with a date; Controls without current evidence are flagged", "recurring controls to remind their owners|evidence is collected on time, not the week before the audit|Reminders go out before each due date; Overdue controls show on the dashboard"),
    e("Security awareness training", "compliance", "short training on the rules that apply to my role|I know what to do and how to report an incident|Training takes under 30 minutes; Completion is tracked per person; New starters complete it in their first week"),
    e("Internal audit and management review", "compliance", "an internal audit programme covering every clause and control|we find the gaps before the certification body does|Audit plan covers the whole scope; Findings have owners and due dates; The management review minutes record decisions"),
    e("Certification audit readiness", "compliance", "a readiness check before stage 1 and stage 2|we book the audit knowing we will pass|Open findings are closed or planned; Evidence samples are ready; The audit plan is agreed with the certification body")
  ],
  devices: [
    e("Device staging and enrolment", "security", "every device to arrive enrolled, updated and asset-tagged|it works the moment it is unboxed on site|Device is enrolled in device management before dispatch; Apps and profiles install without user steps; Serial number and site are on the asset list", "to lock or wipe a lost device remotely|no order or customer data leaks|Lock and wipe work within 15 minutes of the request; The action is logged; The device is flagged as lost on the asset list"),
    e("Scanning and task workflows on the floor", "performance", "to scan a barcode and see the next task straight away|I keep moving instead of walking to a terminal|Scan result shows within one second; A wrong item is flagged before I move on; Tasks follow the pick path", "clear prompts when a scan does not match|I fix the mistake before the order leaves|Mismatch shows in red with a sound; I can rescan or report a damaged label; Exceptions go to the supervisor's queue"),
    e("Integration with the warehouse, ERP or point-of-sale system", "performance,security", "every scan posted to the business system in real time|stock and orders are always current|Transactions post within five seconds; Failures are queued and retried; Rejected transactions are reported to the supervisor"),
    e("Wi-Fi coverage and site readiness", "performance", "devices that stay connected everywhere I work|I never lose a task in a dead spot|Survey covers every aisle, bay and yard; Roaming between access points drops no sessions; Dead spots are fixed before go-live"),
    e("Charging, spares and device care", "performance", "a charged device waiting at the start of every shift|I do not start the shift hunting for a working device|Charging racks hold the whole fleet; Spares are swapped in under five minutes; Faulty devices are logged for repair"),
    e("Site go-live, training and hypercare", "compliance", "training on my own tasks before my site goes live|I am confident on day one|Every shift is trained before go-live; A super-user is named per shift; Help is on site for the first week"),
    e("Old device collection and disposal", "security,compliance", "old devices collected, wiped and recycled with certificates|we close the rollout with no data left behind|Every old device is matched to the asset list; Wipe certificates are filed; Missing devices are reported")
  ],
  data: [
    e("Source data profiling", "privacy", "a profile of each source table with quality issues listed|we fix problems before we migrate|Row counts, nulls and duplicates are reported; Issues have an owner; Profile is refreshed each trial"),
    e("Mapping and transformation rules", "compliance", "every target field mapped to its source with a rule|the load is predictable|Mapping document is signed by data owners; Unmapped fields are listed; Rules are version controlled"),
    e("Data cleansing", "privacy", "duplicate and invalid records flagged for me to fix|only good data moves across|Duplicates are matched on agreed keys; Fix lists go to data owners; Progress is tracked weekly"),
    e("Trial loads and reconciliation", "performance,compliance", "counts and totals reconciled after each trial load|I can sign off with confidence|Counts match by entity; Financial totals match to the cent; Exceptions are explained"),
    e("Cutover and final load", "performance", "a timed cutover plan for the final load|the business is back in service on time|Load completes within the window; Reconciliation is signed before go-live; Rollback point is defined"),
    e("Archive and retention of legacy data", "compliance,privacy", "legacy records I still need kept in a read-only archive|we meet retention rules after switch-off|Archive is searchable; Access is role-based; Disposal follows the retention schedule")
  ],
  erp: [
    e("Record to report", "compliance", "to post and approve journals in the new ledger|month-end closes on time|Journals above limit need approval; Period close checklist is tracked; Trial balance matches the legacy system at cutover"),
    e("Procure to pay", "compliance,performance", "to raise a purchase order against my budget|spend is approved before it happens|Budget check runs on submit; Approval follows the delegation matrix; Supplier receives the PO by email", "invoices matched to orders and receipts automatically|we pay suppliers accurately and on time|Three-way match within tolerance posts automatically; Exceptions go to a queue; Duplicate invoices are blocked"),
    e("Inventory and warehouse", "performance", "to see stock levels by location in real time|I avoid stock-outs and over-ordering|Receipts update stock immediately; Counts can be entered on a scanner; Variances need approval"),
    e("Budgeting and management reporting", "performance", "to see actuals against budget for my cost centre|I manage spend without waiting for finance|Report refreshes daily; Drill-down to transactions; Commitments are shown"),
    e("Data migration and cutover", "compliance", "open balances and master data migrated and reconciled|we start on the new system with trusted data|Balances reconcile to the legacy ledger; Supplier and customer masters are de-duplicated; Sign-off by the finance controller"),
    e("Roles, security and controls", "security,compliance", "roles that respect segregation of duties|audit findings are avoided|Conflicting roles are blocked; Access reviews run quarterly; Changes to roles are logged")
  ],
  construction: [
    e("Workplace design and space planning", "compliance", "to see the floor plan with team neighbourhoods before it is final|my team's needs are reflected|Plans are shared for comment for two weeks; Feedback is logged and answered; Final plan is published"),
    e("Desk and meeting room booking", "performance", "to book a desk or meeting room before I come in|I know I will have a place to work|Booking takes under a minute; Rooms show capacity and AV; Unused bookings are released after 30 minutes"),
    e("Building services and amenities", "compliance", "the kitchen, lockers and end-of-trip facilities ready on day one|the floor works for hybrid days|Amenities are listed in the move guide; Lockers are allocated before move-in; Defects are logged with facilities"),
    e("Workplace technology and AV", "security,performance", "meeting room video kits that work first time|hybrid meetings run smoothly|Every room is tested before move-in; One-touch join for scheduled calls; Support contact is shown in each room"),
    e("Move logistics and staff relocation", "performance", "to know my move date and what to pack|the move does not disrupt my work|Move schedule is published four weeks ahead; Crates are delivered a week before; IT is working on the first morning"),
    e("Access, safety and wayfinding", "security,compliance", "my access pass to work on the new floor from day one|I am not stuck at reception|Passes are issued before move-in; Visitor sign-in is self-service; Evacuation plans are posted and briefed")
  ],
  marketing: [
    e("Audience targeting and segmentation", "privacy", "audience segments built from consented customer data|messages reach the right people|Segments use consented data only; Each segment has a size estimate; Exclusions are applied"),
    e("Creative and content production", "compliance", "creative approved for each channel and format|the campaign launches on brand|Assets pass brand review; Legal approves claims; Formats meet each platform's specs"),
    e("Paid social and search media", "performance", "media spend paced against the plan by channel|the budget delivers the best return|Spend is reported daily by channel; Underperforming ads are paused; Budget moves need approval"),
    e("Landing pages and lead capture", "performance,privacy", "a landing page that loads fast and captures my details simply|signing up is easy|Page loads within 2 seconds on mobile; Form has no more than five fields; Consent is recorded with each lead"),
    e("Email nurture and follow-up", "privacy", "follow-up emails that match my interest|I hear about what is relevant to me|Journeys trigger on sign-up; Unsubscribe works in one click; Frequency is capped"),
    e("Campaign tracking and reporting", "performance", "to see reach, clicks, leads and sales in one report|we know which channel works|UTM tagging is consistent; Report refreshes daily; Results are compared with targets")
  ],
  general: [
    e("Process redesign", "compliance", "the new process written down with clear steps and owners|everyone works the same way|Process maps are signed off; Roles are named for each step; Exceptions have a path"),
    e("Training and adoption", "compliance", "training that fits my role before the change|I can work confidently from day one|Training is role-based; Attendance is tracked; Quick guides are available"),
    e("Communications and engagement", "privacy", "to hear what changes for me and when|I can plan for it|Updates go out on a fixed cadence; FAQs are kept current; Questions are answered within two days"),
    e("Policies and governance", "compliance", "updated policies that match the new way of working|decisions are consistent|Policies are approved by the owner; Changes are published; Superseded versions are archived"),
    e("Measurement and benefits tracking", "performance", "to see progress against the agreed benefits|we know whether the change is working|Baselines are recorded; Measures are reported monthly; Owners are named")
  ]
}

/** Stories for an epic whose name matches no theme: neutral wording that fits any domain. */
export const GENERIC_STORIES: ReadonlyArray<StoryPattern> = [
  s("to know what {epic} means for my work and when it starts|I can plan ahead|Dates and impacts are published; My team lead can answer questions; Updates are posted when plans change"),
  s("to see the status of {epic} at any time|I do not need to chase anyone for updates|Status is visible to everyone affected; Status changes within a day of progress; Blocked items show an owner"),
  s("to give feedback on {epic} before it is final|my needs are taken into account|Feedback can be given in under two minutes; Every item gets a response; Changes made are published"),
  s("clear guidance on {epic} when it goes live|I can get it right first time|A quick guide is available; Help contacts are named; Common questions are answered in an FAQ"),
  s("{epic} signed off against agreed criteria|we know it is complete|Acceptance criteria are agreed up front; Sign-off records who and when; Open issues have owners")
]

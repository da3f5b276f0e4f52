// Scope section item patterns ("title|rationale"), per domain and generic. {project}, {noun},
// {users} and {supplier} are filled from the request and the matched domain.
import type { DomainId } from "./domains"

export type ItemSection = "deliverables" | "assumptions" | "constraints" | "dependencies" | "out_of_scope" | "phases" | "questions"

type Patterns = Partial<Record<ItemSection, ReadonlyArray<string>>>

export const DOMAIN_ITEMS: Record<DomainId, Patterns> = {
  software: {
    deliverables: ["Production release of {noun}|Deployed, supported and monitored release that {users} can rely on from go-live.", "Integration interfaces|Documented, tested interfaces between {noun} and the systems it exchanges data with.", "Automated test suite|Regression tests run on every change so releases stay safe and fast.", "Solution architecture and design|Agreed design that guides the build and records the key technical decisions."],
    assumptions: ["Cloud hosting is approved|The organisation's cloud policy allows hosting {noun} with the chosen provider.", "Single sign-on is available|Users can sign in with existing corporate identities."],
    constraints: ["Must use the approved technology stack|Architecture standards limit the languages, hosting and tools the team can use."],
    dependencies: ["Identity and access platform|Sign-on and role management come from the corporate identity service."],
    out_of_scope: ["Redesign of unrelated legacy screens|Only the journeys named in scope change; other screens stay as they are."],
    questions: ["Which systems must integrate at go-live and which can follow?|Sequencing integrations drives the release plan and the test effort."]
  },
  mobile: {
    deliverables: ["iOS and Android apps in the stores|Store-approved releases of {noun} on both platforms.", "Mobile backend services|APIs that serve the app securely and at scale.", "Secure sign-in with biometrics|Fast, secure access that meets security requirements.", "App analytics and crash reporting|Telemetry to understand usage and fix faults quickly."],
    assumptions: ["Customers use supported OS versions|Most customers run iOS and Android versions from the last three years.", "Core banking APIs are available|Existing services expose the data the app needs."],
    constraints: ["App store policies apply|Apple and Google review rules constrain features and release timing."],
    dependencies: ["Core systems API availability|The app depends on upstream services for account and transaction data."],
    out_of_scope: ["Tablet-optimised layouts|The first release targets phones; tablets use the phone layout."],
    questions: ["Which features are needed for the first public release?|A minimum lovable release keeps the launch date realistic."]
  },
  infrastructure: {
    deliverables: ["Target environment built and hardened|Compute, storage and network ready, secured to the agreed baseline.", "Migration runbooks and cutover plan|Step-by-step plan with timings, owners and rollback points.", "Migrated workloads|Applications and services running in {noun} and verified by their owners.", "Decommissioned legacy equipment|Old equipment securely wiped, removed and disposed of."],
    assumptions: ["Application owners are available for testing|Each service owner can verify their workload after migration.", "Network links are provisioned on time|Carrier links reach the new site before migration waves start."],
    constraints: ["Outage windows are limited|Migrations happen only in agreed weekend or overnight windows."],
    dependencies: ["Carrier and telecommunications providers|Circuits and cross-connects must be live before cutover."],
    out_of_scope: ["Application re-architecture|Workloads move as they are; redesign is a separate initiative."],
    questions: ["What recovery time and recovery point does each service need?|These targets drive the design and the migration method."]
  },
  compliance: {
    deliverables: [
      "Certified management system|{project} ends with the certificate issued by an accredited certification body for the agreed scope.",
      "Scope statement and Statement of Applicability|The boundaries of the management system and every control of the standard, applied or excluded with a reason.",
      "Risk register and risk treatment plan|Information assets and their risks assessed with one method, each risk owned and treated or accepted by its owner.",
      "Policies and procedures|A policy set approved by management, with the procedures staff follow, kept under document control.",
      "Controls in place with evidence|Each applicable control implemented and evidenced so an auditor can see it working, not just written down.",
      "Awareness training for every employee|Everyone in scope trained on their duties, with completion tracked and repeated yearly.",
      "Internal audit and management review|One full internal audit cycle and a management review held and minuted before the certification audit."
    ],
    assumptions: [
      "Top management sponsors the programme|Leaders attend the management review, approve policies and give control owners time for the work.",
      "Control owners are named for every area|Each control has an owner in the business who implements it and keeps the evidence.",
      "The certification body has audit dates free|An accredited certification body can run stage 1 and stage 2 audits in the planned weeks."
    ],
    constraints: [
      "The certificate is needed by a fixed date|A customer, tender or regulator deadline sets the latest date for the stage 2 audit.",
      "Records must cover an operating period|Auditors expect the controls to have run for some weeks, with records, before stage 2.",
      "Existing tools first|Controls use the tools the organisation already runs unless a gap cannot be closed otherwise."
    ],
    dependencies: [
      "IT changes for technical controls|Access reviews, logging, backups and patching rely on the IT team's capacity and change windows.",
      "Supplier assurance|Key suppliers must answer security questionnaires or share their own certificates.",
      "HR processes|Joiner, mover and leaver steps and screening need HR to change its procedures."
    ],
    out_of_scope: [
      "Sites, entities or services outside the agreed scope|They may join the certificate in a later extension audit.",
      "Replacing core business systems|Gaps are closed with controls, configuration and procedures, not new platforms.",
      "Other standards and frameworks|Only the named standard is certified; mapping to others is a later step."
    ],
    questions: [
      "Which sites, teams and services are inside the scope?|The scope decides the controls, the evidence and the audit days.",
      "Which certification body will audit, and when?|Audit dates set the plan backwards from the deadline.",
      "Who owns each control and its evidence?|Unowned controls are the usual cause of findings at stage 2."
    ]
  },
  devices: {
    deliverables: [
      "Device fleet configured and enrolled in device management|Every device staged, asset-tagged and enrolled in mobile device management with the agreed apps, profiles and security policies.",
      "Site surveys and Wi-Fi coverage|Each site surveyed and remediated so devices stay connected on every aisle, bay, counter and yard where they are used.",
      "Integration with the line-of-business system|Devices exchange data with the warehouse, ERP or point-of-sale system in real time, tested with real transactions.",
      "Charging, docking and spares pool|Charging racks and cradles installed at each site, with a spares pool sized to swap a faulty device within minutes.",
      "Trained users and super-users at every site|{users} trained on their own tasks before go-live, with a super-user on each shift to help colleagues.",
      "Support model and hypercare|Service desk scripts, vendor repair terms and on-site hypercare after each site goes live.",
      "Old devices collected and disposed of|Replaced devices collected, wiped to the agreed standard and recycled with disposal certificates."
    ],
    assumptions: [
      "Sites keep trading during the rollout|Each site goes live on a quiet day without closing, with a paper or legacy fallback on hand.",
      "The line-of-business system supports the device workflows|The warehouse, ERP or point-of-sale system already exposes the transactions devices need, or its vendor changes it in time.",
      "Site managers release staff for training|Each site frees up its teams for short training sessions before its go-live.",
      "The vendor holds stock for the whole fleet|The device vendor can ship the full quantity, accessories and spares to the agreed delivery dates."
    ],
    constraints: [
      "No rollout during the peak-season freeze|Site go-lives are scheduled outside peak trading and the change freeze that protects it.",
      "Devices must meet the security baseline|Every device is enrolled in device management, encrypted and remotely wipeable before it reaches a site.",
      "Site work only outside trading hours|Access point and charging installs happen before opening, after close or at weekends."
    ],
    dependencies: [
      "Line-of-business system changes|Interfaces or configuration in the warehouse, ERP or point-of-sale system must be ready before the pilot.",
      "Device vendor deliveries|Devices, accessories and spares must arrive and be staged before each site wave.",
      "Site network and power readiness|Access points, cabling and power for charging racks must be installed before devices arrive on site."
    ],
    out_of_scope: [
      "Replacement of the line-of-business system|The warehouse, ERP or point-of-sale system stays; only the devices and their integration change.",
      "Redesign of site layouts and processes|Racking, counters and process redesign beyond the device tasks are a separate initiative.",
      "Personal phones for work use|Staff-owned devices are not enrolled; only company devices are supported."
    ],
    questions: [
      "Which site pilots first, and what must it prove?|Pilot exit criteria decide when the remaining sites roll out.",
      "How many spare devices does each site need?|The spares pool drives the budget and how fast a faulty device is swapped.",
      "Who supports a broken device on a night shift?|The support model must cover every shift the sites work."
    ]
  },
  data: {
    deliverables: ["Data mapping and transformation rules|Agreed rules that say how each source field lands in the target.", "Trial loads and reconciliation reports|Evidence that counts, totals and samples match after each trial.", "Cleansed and migrated data|Production data loaded, reconciled and signed off by data owners.", "Archive of legacy data|Read-only archive for records that are not migrated."],
    assumptions: ["Source data can be extracted in full|Legacy systems allow complete extracts within the load window.", "Data owners can sign off reconciliations|Each data set has an owner who can approve results."],
    constraints: ["Load window is limited|The final load must finish within the cutover weekend."],
    dependencies: ["Target system configuration|Mappings depend on the target being configured first."],
    out_of_scope: ["Migration of closed historical records|Closed records older than the retention threshold stay in the archive."],
    questions: ["How many years of history must be migrated?|Volume drives load times, cleansing effort and cost."]
  },
  erp: {
    deliverables: ["Configured ERP modules|Finance, procurement and related modules configured to the agreed design.", "Business process designs|Future-state processes signed off by process owners.", "Reports and dashboards|Operational and management reports replacing legacy reports.", "Trained end users|Role-based training completed before go-live."],
    assumptions: ["Standard processes are adopted where possible|The organisation adopts standard ERP processes and limits customisation.", "Process owners make design decisions promptly|Owners decide within agreed turnaround times."],
    constraints: ["Go-live must avoid financial year-end|Finance close periods restrict go-live dates."],
    dependencies: ["Implementation partner availability|Configuration and testing rely on the partner's consultants."],
    out_of_scope: ["Bespoke customisation of standard modules|Gaps are handled by process change or later enhancement."],
    questions: ["Which legacy reports are truly needed at go-live?|Report scope is a common source of late effort."]
  },
  construction: {
    deliverables: ["Approved design and documentation|Design drawings and specifications signed off for construction.", "Completed fit-out works|Works completed, defects listed and practical completion achieved.", "Furniture and equipment installed|Workstations, meeting rooms and amenities ready for use.", "Occupancy certificate|Certification that the space can be legally occupied."],
    assumptions: ["Landlord approvals are granted|The landlord approves the design and works within normal timeframes.", "Site access is available as planned|The contractor can access the site for the full programme."],
    constraints: ["Works hours are restricted|Noisy works are limited to hours agreed with the building manager."],
    dependencies: ["Landlord and building management|Access, services shutdowns and approvals come from the landlord."],
    out_of_scope: ["Base building upgrades|Works to the landlord's base building are excluded."],
    questions: ["What headcount and growth must the layout support?|Capacity drives the layout, furniture and budget."]
  },
  marketing: {
    deliverables: ["Campaign strategy and media plan|Audience, message, channel and budget plan agreed with stakeholders.", "Creative assets|Approved creative for each channel and format.", "Landing pages and tracking|Pages and tags that capture and attribute responses.", "Performance reports|Weekly and end-of-campaign reports against targets."],
    assumptions: ["Brand guidelines are current|The latest brand guide applies to all creative.", "Sales can handle the expected lead volume|Follow-up capacity is in place before launch."],
    constraints: ["Media budget is fixed|Spend cannot exceed the approved media budget."],
    dependencies: ["Product availability at launch|The offer depends on product and pricing being ready."],
    out_of_scope: ["Rebrand of the organisation|The campaign uses the current brand."],
    questions: ["Which audience segment matters most for this campaign?|Focus sharpens the message and the media plan."]
  },
  general: {}
}

export const GENERIC_ITEMS: Record<ItemSection, ReadonlyArray<string>> = {
  deliverables: ["Project Initiation Document|Agreed PID covering scope, plan, business case and controls for {project}.", "Training and handover materials|Guides and sessions that let {users} and support teams run {noun}.", "Benefits realisation plan|How and when the benefits of {project} are measured and reported.", "Go-live and transition plan|Steps, owners and checkpoints for moving into live operation.", "Lessons learned report|Captured lessons shared with future projects."],
  assumptions: ["Sponsor remains available for decisions|The sponsor can attend board meetings and approve stage outputs.", "Budget is approved for the full project|Funding for all stages is confirmed at initiation.", "Key staff are released for the project|Line managers release subject-matter experts for the agreed time.", "Requirements are stable after sign-off|Changes after sign-off go through change control."],
  constraints: ["Fixed budget envelope|{project} must be delivered within the approved budget and contingency.", "Target completion date|The agreed end date cannot move without board approval.", "Organisational policies apply|Security, privacy and procurement policies apply to all work.", "Limited availability of specialists|Specialist staff are shared with business-as-usual work."],
  dependencies: ["Executive approval of the business case|Stage one cannot start until the business case is approved.", "Procurement of suppliers|Contracts must be signed before suppliers start.", "Availability of subject-matter experts|Design and testing rely on experts from the business.", "Related change initiatives|Other projects touching the same teams must be coordinated."],
  out_of_scope: ["Ongoing business-as-usual support after handover|Run costs and support after hypercare sit with operations.", "Changes to unrelated processes|Only processes named in scope change.", "Organisational restructure|Changes to reporting lines are handled separately."],
  phases: ["Starting up and initiation|Confirm the mandate, business case and plan for {project}.", "Design|Agree requirements and the design of {noun}.", "Build and configure|Build, configure and integrate {noun}.", "Test and acceptance|Verify that {noun} meets acceptance criteria.", "Transition and go-live|Deploy, train {users} and hand over to operations.", "Closure|Confirm benefits, close contracts and record lessons."],
  questions: ["Who signs off each stage?|Clear approvers keep stage boundaries on schedule.", "What does success look like twelve months after go-live?|Agreed measures anchor the benefits plan.", "Which risks would stop the project outright?|Knowing show-stoppers early shapes the plan.", "How much contingency is acceptable?|Tolerance levels guide board escalation."]
}

// Knowledge packs for kinds of project the domain templates do not cover: what a PM in that field expects in the
// WBS and the risk register (events, healthcare service changes, utility and field-asset work, research
// programmes, warehouse and logistics moves, capital works, organisational change). A pack applies to a plan
// drafted from the brief when two or more of its keywords appear; its tasks join the brief's own steps.
// Words are kept neutral: no pack uses another domain's template vocabulary (go-live, fit-out, campaign, ETL ...).
import { FIELD_PACKS } from "./field-packs"
import { SECTOR_PACKS } from "./sector-packs"
import { r, t, type TopicPack } from "./pack-types"

export type { PackRisk, PackStage, PackTask, TopicPack } from "./pack-types"

// a randomised or clinical trial, and a vaccination or screening programme run in outreach sessions
const TRIAL = /\b(randomi[sz]\w*|clinical trials?|controlled trial|trial sites?|enrol(l)?ment|enrol(l)?(ed|ing)?)\b/i
const VACCINES = /\b(vaccin\w*|immunis\w*|immuniz\w*|flu jabs?)\b/i
const OUTREACH = /\b(vaccin\w*|immunis\w*|screening|uptake|outreach|pop-ups?)\b/i
const WMS = /\b(wms|warehouse management system)\b/i
// a campaign of jabs or screening runs beside the services, it does not change them
const SERVICE_CHANGE = /^(?![\s\S]*\b(vaccin\w*|immunis\w*|screening)\b)/i
const PIPEWORK = /\b(water mains?|mains|pipes?|pipelines?|sewers?|gas mains?)\b/i
const MOVE = /\b(move|moving|relocat|new (site|building|location)|decant)/i

const CORE_PACKS: ReadonlyArray<TopicPack> = [
  {
    id: "events",
    label: "events and festivals",
    // a company on tour plays other people's venues: no site to build, no event-day control room
    unless: /\b(touring|on tour|concert tour|(will|to) tour)\b/i,
    keywords: ["festival", "concert", "marathon", "race day", "fun run", "artists", "ticket", "marshals", "stewards", "spectators", "attendees", "venue", "conference", "summit", "speakers", "gala", "parade", "crowd", "event day", "event permit", "road closure", "exhibition", "delegates", "performers"],
    tasks: {
      "Design": [t("Write the event management plan with site layout, capacity and timings", 8, "Event Manager"), t("Agree the safety plan and crowd management with the authorities", 5, "Safety Officer, Event Manager")],
      "Build and Test": [t("Apply for event permits, licences and road or venue approvals", 10, "Event Manager"), t("Secure sponsorship and confirm partner commitments", 10, "Partnerships Lead"), t("Book medical cover, security and stewards", 5, "Operations Lead"), t("Order site equipment, signage, toilets and water points", 5, "Site Manager"), t("Brief suppliers and volunteers with the run sheet", 3, "Event Manager")],
      "Transition and Go-Live": [t("Build the site and run the safety walk-through", 3, "Site Manager, Safety Officer"), t("Run the event day control room with a weather and emergency plan", 1, "Event Control"), t("Clear the site and return it to the landowner", 2, "Site Manager", { late: true })],
      "Closing a Project": [t("Run the debrief and survey attendees", 3, "Event Manager"), t("Settle supplier invoices and report income against budget", 3, "Finance Lead")]
    },
    risks: [
      r("Operational", "Severe weather on the event day", "Heat, storms or high winds may force changes, cancel parts of the programme or put people at risk.", 3, 5, "Set weather triggers with the safety advisory group, plan shade, water and shelter, and agree who calls a delay or cancellation.", "Invoke the weather plan: delay, shorten or cancel the affected activities and tell attendees by every channel."),
      r("Schedule", "Permits or licences arrive late", "The authority's approval of permits, licences or road closures may come too late to confirm the event.", 3, 5, "Apply as early as the authority allows, meet the licensing officers before submitting and track conditions as tasks.", "Scale the event down to what is already approved and tell ticket holders at once."),
      r("Cost", "Ticket sales or sponsorship fall short", "Lower sales or a sponsor pulling out may leave a gap between costs and income.", 3, 4, "Set break-even checkpoints, lock sponsor agreements in writing and hold back optional spend until sales pass the checkpoint.", "Cut optional spend, seek a replacement sponsor and draw on the contingency."),
      r("Security", "Crowd safety incident", "Overcrowding, a medical emergency or disorder may harm attendees and stop the event.", 2, 5, "Size entry, exits and stewarding to the capacity, brief medical and security teams, and rehearse the emergency plan.", "Follow the emergency plan with the control room, the police and medical teams, and pause the event if needed.")
    ]
  },
  {
    id: "healthcare",
    label: "healthcare service changes and relocations",
    keywords: ["patient", "clinic", "ward", "hospital", "outpatient", "clinical", "nurses", "infection control", "pharmac", "gp", "vaccin", "care home", "imaging", "medical", "health service", "physio", "immunisation", "prescrib", "theatre"],
    tasks: {
      "Design": [t("Agree the clinical model and patient pathway with clinicians", 5, "Clinical Lead"), t("Run the clinical risk and equality impact assessments", 5, "Clinical Safety Officer"), t("Plan vaccine ordering, storage and deliveries to each site", 5, "Immunisation Coordinator", { when: VACCINES }), t("Plan the outreach sites and sessions for the groups with the lowest uptake", 5, "Public Health Lead", { when: OUTREACH })],
      "Build and Test": [t("Recommission and test clinical equipment with medical physics", 5, "Medical Engineering", { when: MOVE }), t("Recruit and train the immuniser workforce and check their authorisations", 15, "Immunisation Coordinator", { when: VACCINES }), t("Set up cold chain storage with data loggers and a breach procedure at every site", 5, "Pharmacist", { when: /\b(cold chain|fridges?|vaccines?)\b/i }), t("Obtain infection control and clinical safety sign-off", 3, "Infection Control, Clinical Safety Officer"), t("Update booking systems, clinic templates and patient letters", 5, "Booking Office"), t("Train clinical and reception staff on the new arrangements", 5, "Clinical Educator")],
      "Transition and Go-Live": [t("Notify patients, GPs and referrers of the change", 5, "Patient Services", { when: SERVICE_CHANGE }), t("Update the immunisation register with every dose and reconcile vaccine stock weekly", 5, "Immunisation Team", { when: VACCINES, late: true }), t("Track uptake weekly by group and area and move sessions to the gaps", 5, "Public Health Analyst", { when: OUTREACH, late: true }), t("Open the service with senior clinical cover on the first days", 3, "Clinical Lead", { when: SERVICE_CHANGE, late: true })],
      "Closing a Project": [t("Review patient safety incidents and waiting times after the change", 3, "Clinical Lead, Project Manager", { when: SERVICE_CHANGE }), t("Report doses given and coverage by group against the targets", 3, "Public Health Analyst", { when: VACCINES })]
    },
    risks: [
      r("Operational", "Patient care is disrupted during the change", "Appointments may be lost or delayed while the service changes, harming patients on waiting lists.", 3, 5, "Plan capacity before and after the change, keep urgent slots open and agree a clinical escalation route.", "Run extra sessions to clear the backlog and prioritise urgent patients by clinical need."),
      r("Compliance", "Clinical sign-offs delay the opening", "Infection control, clinical safety or regulator sign-offs may not be ready for the planned date.", 3, 4, "Book the sign-off inspections in the plan with named clinicians and share evidence early.", "Open in stages, starting with the areas already signed off."),
      r("Change/People", "Patients go to the wrong place or time", "Patients may miss the notices and attend the old location or time.", 4, 3, "Send letters and texts twice, update the booking system and websites, and put signs at the old site.", "Station staff at the old site to redirect patients and rebook those who miss appointments.")
    ]
  },
  {
    id: "utilities",
    label: "utility and field-asset work",
    keywords: ["meter", "water main", "mains", "pipe", "substation", "grid", "charger", "electricity", "gas", "customer connections", "reservoir", "street works", "utility", "households", "streetlight", "field crews", "installers", "network operator", "distributor"],
    // work out in the field, at many customers' premises or along a network
    requires: /\b(meters?|water mains?|mains|pipes?|pipelines?|customer connections|service connections|households|homes|premises|properties|streetlights?|street works|field crews|installers|cables?|km|kilometres|miles)\b/i,
    tasks: {
      "Design": [t("Survey asset condition and confirm the asset records", 8, "Asset Engineer"), t("Plan work areas and the customer notification approach", 5, "Field Planner")],
      "Build and Test": [t("Obtain street works and access permits", 8, "Permits Officer"), t("Train and accredit installers on the method and safety rules", 5, "Field Supervisor"), t("Run a pilot area and review quality and customer feedback", 10, "Field Supervisor, Project Manager"), t("Complete pipe laying street by street with trench reinstatement", 40, "Civils Contractor", { when: PIPEWORK }), t("Complete pressure testing and disinfection of each new main before connection", 5, "Network Engineer, Water Quality Lab", { when: /\b(water mains?|potable|drinking water|water supply|water network)\b/i }), t("Transfer the service connections to the new main and check supply at each property", 15, "Field Crews", { when: /\bservice connections?|property services|services\b/i }), t("Remove or abandon the old pipe, handling asbestos cement under the licensed method", 10, "Licensed Contractor", { when: /\b(asbestos|ac pipe|asbestos-cement)\b/i })],
      "Transition and Go-Live": [t("Notify customers before each planned interruption", 3, "Customer Liaison"), t("Roll out in work areas with daily progress and quality checks", 20, "Field Crews, Field Supervisor"), t("Update the asset register and billing records after each area", 5, "Asset Data Team", { late: true })],
      "Closing a Project": [t("Reinstate sites and close out defects with the contractors", 5, "Field Supervisor"), t("Produce the record drawings of the new pipes and update the network model", 5, "Asset Data Team", { when: PIPEWORK })]
    },
    risks: [
      r("Operational", "Customers lose supply for longer than planned", "Planned interruptions may overrun and leave customers without service.", 3, 4, "Limit interruption windows, notify customers in advance and keep crews and spares ready to restore supply.", "Restore supply by the temporary arrangement and compensate customers as the service standard requires."),
      r("Schedule", "Crews cannot get access to properties or sites", "Locked gates, absent owners or refused entry may leave installations undone.", 4, 3, "Book access appointments, send reminders and plan revisits into the schedule.", "Escalate repeat no-access cases through the customer team and the legal powers of entry."),
      r("Vendor", "Equipment supply shortages", "Manufacturers may not deliver units or materials at the planned rate.", 3, 4, "Agree delivery schedules with penalties, hold buffer stock and qualify a second supplier.", "Re-sequence work areas to match the stock available and draw on the buffer."),
      r("Security", "Crew safety incident on site", "Work near traffic, live services or in confined spaces may injure crews or the public.", 2, 5, "Check underground services before digging, brief crews daily and audit traffic management.", "Stop work in the area, investigate and re-brief before restarting.")
    ]
  },
  {
    id: "research",
    label: "research programmes and trials",
    // (a grant or a funder is no research: heritage, fleet and sport projects have them too)
    keywords: ["research", "trial", "participants", "ethics", "postdoc", "laborator", "samples", "publication", "journal", "study", "randomis", "investigator", "statistician", "cohort"],
    tasks: {
      "Design": [t("Write the protocol and the data management plan", 10, "Chief Investigator"), t("Obtain ethics and governance approvals at each site", 15, "Research Office", { when: /^(?![\s\S]*\b(IRB|institutional review board)\b)/ }), t("Obtain single IRB approval and each site's reliance agreement", 15, "Research Office", { when: /\b(IRB|institutional review board)\b/ }), t("Write the statistical analysis plan and sample size justification", 10, "Statistician", { when: TRIAL }), t("Register the trial in a public registry before the first participant joins", 2, "Trial Manager", { when: TRIAL })],
      "Build and Test": [t("Recruit research staff and set up the research team", 15, "Chief Investigator, HR"), t("Pilot the data collection tools and procedures", 10, "Research Team"), t("Hold site initiation visits and train site staff on the protocol", 10, "Trial Manager", { when: TRIAL }), t("Set up the data safety monitoring board and its charter", 10, "Trial Manager", { when: /\b(dsmb|data (and )?safety monitoring|adverse events?)\b/i })],
      "Transition and Go-Live": [t("Recruit participants and track recruitment against target", 20, "Research Team"), t("Obtain informed consent from each participant and record it", 5, "Research Coordinators", { when: TRIAL }), t("Report adverse events to the safety board and the sponsor within the set times", 5, "Trial Manager", { when: /\b(adverse events?|safety|dsmb)\b/i, late: true }), t("Collect and quality-check the data or samples", 20, "Research Team"), t("Clean the data, resolve queries and complete the database lock", 10, "Data Manager", { when: TRIAL, late: true }), t("Run the statistical analysis against the protocol", 15, "Statistician, Chief Investigator", { late: true })],
      "Closing a Project": [t("Publish the findings and deposit the data", 10, "Chief Investigator"), t("Submit the final report to the funder", 5, "Research Office")]
    },
    risks: [
      r("Schedule", "Recruitment runs slower than planned", "Fewer participants or sites than planned may join, delaying the study and weakening its results.", 4, 4, "Set monthly recruitment targets per site, open extra recruitment routes and review progress at each steering meeting.", "Extend recruitment with the funder's agreement or add sites."),
      r("Compliance", "Ethics or governance approval is delayed", "Approval may take longer than planned or come with conditions that change the method.", 3, 4, "Submit early with complete documents and meet the ethics office before submission.", "Start the work that does not need approval and re-plan the rest."),
      r("Cost", "Grant funding does not cover the work", "Costs may run above the grant or the funder may cut the award.", 2, 4, "Track spend against the grant budget monthly and agree virements with the funder early.", "Reduce the scope with the funder's agreement or seek bridging funds.")
    ]
  },
  {
    id: "logistics",
    label: "warehouse and logistics moves",
    keywords: ["warehouse", "distribution centre", "pallet", "racking", "forklift", "stock", "dock", "carrier", "fulfilment", "picking", "sku", "logistics", "landlord", "lease", "dispatch", "haulage", "bin location"],
    tasks: {
      "Design": [t("Design the new layout, racking plan and bin locations", 8, "Warehouse Manager"), t("Agree the handover date and building condition with the landlord", 3, "Property Manager")],
      "Build and Test": [t("Set up bin locations and labels in the warehouse management system", 5, "Systems Analyst"), t("Recertify forklift drivers and induct staff on the new layout", 3, "Health and Safety Lead"), t("Run a full stock count before the move", 2, "Inventory Controller"), t("Set up and test the warehouse management system at the new site with a fallback plan", 10, "Systems Analyst, IT Lead", { when: WMS })],
      "Transition and Go-Live": [t("Plan the stock transfer in waves and move it pallet by pallet with scan-out and scan-in checks", 5, "Warehouse Team, Removalist"), t("Run the WMS cutover to the new site and hold the old system read-only as fallback", 3, "IT Lead", { when: WMS }), t("Notify carriers and customers of the new address and collection times", 2, "Customer Service"), t("Reconcile stock after the move and fix mis-located pallets", 3, "Inventory Controller", { late: true })],
      "Closing a Project": [t("Agree dilapidations and hand back the old building to the landlord in the agreed condition", 5, "Property Manager", { when: /\b(leases?|landlords?|leased)\b/i })]
    },
    risks: [
      r("Operational", "Stock is lost or mis-located in the move", "Pallets may be moved without scanning or put in the wrong bin locations, so orders cannot be picked.", 3, 4, "Count stock before the move, scan every pallet out and in, and reconcile by location.", "Run a full count of the affected aisles and hold orders for those items until they reconcile."),
      r("Schedule", "The building is not ready on the handover date", "The landlord's works, racking installation or certificates may not be finished in time.", 3, 4, "Agree the handover condition and date with the landlord in writing and inspect weekly before it.", "Keep the old site longer under a short lease extension and move in phases."),
      r("Operational", "Dispatch stops during the move", "Orders may miss their dispatch times while stock and staff move between sites.", 3, 4, "Move in phases over weekends, build stock of fast movers ahead and tell carriers the plan.", "Dispatch urgent orders from the site holding the stock and extend cut-off times.")
    ]
  },
  {
    id: "capital",
    label: "capital works",
    keywords: ["bridge", "classroom", "building", "construction", "contractor", "planning consent", "planning permission", "civil", "piles", "crane", "design consultant", "defects", "earthworks", "foundations", "structural", "footpath"],
    tasks: {
      "Design": [t("Complete the feasibility study and options appraisal", 10, "Design Consultant"), t("Obtain planning and statutory consents", 20, "Planning Consultant")],
      "Build and Test": [t("Tender and award the works contract", 20, "Procurement Lead"), t("Establish the site and carry out the works under the construction programme", 40, "Contractor, Site Manager"), t("Inspect the works at each hold point", 5, "Clerk of Works")],
      "Transition and Go-Live": [t("Commission and test the completed works", 5, "Contractor, Engineer"), t("Hand over with the operation and maintenance manuals and health and safety file", 3, "Contractor, Asset Owner", { late: true })],
      "Closing a Project": [t("Close out the defects period and the final account", 10, "Project Manager, Quantity Surveyor")]
    },
    risks: [
      r("Technical", "Unforeseen ground or site conditions", "Ground, services or structures found on site may need redesign and extra work.", 3, 4, "Commission site investigations and service searches before design freeze and hold a risk allowance.", "Agree a change with the contractor and re-sequence the programme."),
      r("Schedule", "Consents or permits arrive late", "Planning, environmental or highway consents may delay the start on site.", 3, 4, "Engage the consenting bodies at concept stage and submit complete applications early.", "Re-sequence the works to start on the parts already consented."),
      r("Cost", "Tender prices come in above the estimate", "Market prices may push the works contract over the budget.", 3, 4, "Test the cost plan with a cost consultant before tender and keep value-engineering options ready.", "Value-engineer the design or seek extra funding before award.")
    ]
  },
  {
    id: "organisation",
    label: "organisational change",
    keywords: ["consultation", "union", "restructur", "job roles", "pay grades", "operating model", "redundanc", "redeploy", "merger", "harmonis", "team leaders", "staff consultation", "hr"],
    tasks: {
      "Design": [t("Design the new structure and role profiles", 10, "HR Business Partner, Sponsor"), t("Assess the people impact and the equality impact", 5, "HR Business Partner")],
      "Build and Test": [t("Run the formal consultation with staff and unions", 20, "HR, Line Managers"), t("Confirm appointments and redeployment through a fair selection process", 10, "HR, Line Managers")],
      "Transition and Go-Live": [t("Move people into the new structure on the effective date", 5, "Line Managers"), t("Run coaching and wellbeing support for staff through the change", 10, "HR, Line Managers", { late: true })],
      "Closing a Project": [t("Review service levels and staff survey results after the change", 5, "Sponsor, HR")]
    },
    risks: [
      r("Change/People", "Key people leave during the change", "Uncertainty may lead experienced staff to leave before the new structure is in place.", 4, 4, "Communicate early and often, keep the consultation short and fair, and agree retention measures for critical roles.", "Backfill with interim staff and prioritise knowledge transfer."),
      r("Compliance", "Consultation is challenged", "A flawed consultation may lead to grievances or tribunal claims and delay the change.", 2, 4, "Follow the statutory and agreed consultation steps with HR and legal advice, and record every meeting.", "Pause and re-run the affected consultation steps."),
      r("Operational", "Service dips while people change roles", "Service levels may fall while staff learn new roles and processes.", 3, 3, "Phase the change, train before the effective date and set temporary service targets.", "Bring in temporary cover and extend support hours until service recovers.")
    ]
  }
]

/** Every pack: the first fields, then those of issue 33 (field-packs.ts, sector-packs.ts). */
export const TOPIC_PACKS: ReadonlyArray<TopicPack> = [...CORE_PACKS, ...FIELD_PACKS, ...SECTOR_PACKS]

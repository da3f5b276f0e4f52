// More knowledge packs (issue 33): fields sponsors write briefs in that no domain template covers. Each holds
// what a PM of that field expects in the WBS and the register, in neutral words; like every pack, it lends
// tasks and risks only when two of its keywords appear, and its lines pass the licence rules.
import { r, t, type TopicPack } from "./pack-types"

const FUNDED = /\b(grant|funder|fund|lottery|foundation)\b/i
// collections work splits by what happens to the objects: imaged and published, or shown and toured
const DIGITAL = /\b(digitis\w*|digitiz\w*|scan\w*|imag\w*|microfilm|online catalogue|ocr)\b/i
const SHOWN = /\b(exhibition|display|tour\w*|loans?|lenders?|venues?)\b/i

export const FIELD_PACKS: ReadonlyArray<TopicPack> = [
  {
    id: "heritage",
    label: "heritage collections and digitisation",
    keywords: ["digitis", "digitiz", "archive", "collection", "conservat", "museum", "gallery", "manuscript", "microfilm", "catalogu", "curator", "parish register", "record office", "objects", "volumes", "textiles"],
    tasks: {
      "Design": [t("Assess the condition of the material and set conservation priorities", 8, "Conservator, Collections Manager"), t("Agree the imaging and metadata standards (resolution, file formats, metadata schema)", 5, "Digitisation Lead", { when: DIGITAL }), t("Agree loans, indemnity and facilities reports with lenders and venues", 15, "Registrar", { when: SHOWN })],
      "Build and Test": [t("Tender and appoint the digitisation supplier", 15, "Digitisation Lead, Procurement", { when: DIGITAL }), t("Conserve fragile items before they are handled", 15, "Conservator"), t("Catalogue each batch and check its metadata", 20, "Cataloguer", { when: DIGITAL }), t("Check each batch against the imaging standard", 10, "Digitisation Lead", { when: DIGITAL }), t("Design and build the display cases, mounts and graphics", 20, "Exhibition Designer", { when: SHOWN }), t("Pack and crate the objects and book couriers", 8, "Registrar", { when: SHOWN })],
      "Transition and Go-Live": [t("Publish the images and metadata in the online catalogue", 5, "Digital Services Lead", { when: DIGITAL }), t("Load the master files into long-term digital preservation storage", 5, "Digital Preservation Officer", { when: DIGITAL }), t("Monitor light, temperature and humidity at each venue", 5, "Conservator", { when: SHOWN, late: true })],
      "Closing a Project": [t("Return the originals to storage and update the location records", 3, "Collections Manager"), t("Report outcomes and usage to the funder", 3, "Project Manager", { when: FUNDED })]
    },
    risks: [
      r("Operational", "Fragile items need conservation before imaging", "Brittle or damaged items may need repair before they can be handled, slowing the batches and adding conservation cost.", 4, 3, "Survey condition first, schedule fragile items into later batches and book conservation time up front.", "Defer the worst items to a later phase and image the rest on schedule."),
      r("Technical", "Image or text recognition quality below the standard", "Images or recognised text may miss the agreed quality, so batches are rejected and rescanned.", 3, 3, "Agree measurable quality criteria, check the pilot batch against them and sample every batch.", "Rescan failed batches at the supplier's cost and adjust settings before the next."),
      r("Compliance", "Rights and permissions not cleared for publication", "Copyright, data protection or owners' consent may not allow some items online.", 3, 4, "Check rights and consents before imaging and record the decision per item.", "Publish cleared items and hold the rest behind restricted access until cleared.")
    ]
  },
  {
    id: "fleet",
    label: "vehicle fleets",
    keywords: ["fleet", "vehicle", "buses", "bus ", "depot", "vans", "fire engine", "appliances", "charger", "charging", "diesel", "electric", "battery", "drivers", "duty", "duties", "routes", "ambulances"],
    unless: /\b(ferry|ferries|vessels?|ships?|boats?|aircraft|locomotives?|rolling stock)\b/i,
    tasks: {
      "Design": [t("Write the vehicle specification with operations and maintenance staff", 10, "Fleet Engineer, Operations Manager"), t("Model duty cycles, range and charging or fuelling needs", 8, "Fleet Engineer")],
      "Build and Test": [t("Run the procurement and award the vehicle supply contract", 20, "Procurement Lead, Fleet Manager"), t("Agree the build and delivery schedule with the manufacturer", 5, "Fleet Manager"), t("Upgrade depot power and install charging equipment", 30, "Site Engineer", { when: /\b(electric|battery|charg)/i }), t("Inspect and accept each vehicle on delivery", 10, "Fleet Engineer")],
      "Transition and Go-Live": [t("Train drivers and technicians on the new vehicles", 10, "Training Lead"), t("Put vehicles into service in batches and track availability", 10, "Operations Manager"), t("Dispose of or redeploy the vehicles being replaced", 10, "Fleet Manager", { late: true })],
      "Closing a Project": [t("Hand warranty records and maintenance schedules to the fleet team", 3, "Fleet Manager"), t("Claim grant funding against the vehicles delivered", 3, "Finance Lead", { when: FUNDED })]
    },
    risks: [
      r("Vendor", "Manufacturer delivery slips", "Build slots or supply-chain problems may delay vehicles, pushing back service dates and any funding deadline.", 3, 4, "Tie payments to delivery milestones, track the build schedule monthly and keep current vehicles serviceable as cover.", "Extend the life of the vehicles being replaced and re-plan the introduction batches."),
      r("Technical", "Depot power or fuelling upgrade late", "A late grid connection or depot works may leave new vehicles unable to charge or refuel.", 3, 4, "Apply for the connection early, agree dates with the network operator and plan temporary charging.", "Bring vehicles into service at the depots that are ready first and hire temporary charging."),
      r("Change/People", "Drivers and technicians not trained in time", "Staff may not be trained or certified when the vehicles arrive, leaving them parked.", 3, 3, "Schedule training before each delivery batch and agree release time with rosters.", "Run extra sessions and phase vehicles into service as crews are trained.")
    ]
  },
  {
    id: "structures",
    label: "bridges, railways and civil structures",
    keywords: ["bridge", "structure", "railway", "rail", "track", "possession", "viaduct", "culvert", "masonry", "embankment", "level crossing", "carriageway", "underbridge", "overbridge", "abutment"],
    tasks: {
      "Design": [t("Inspect the structures and carry out load assessments", 15, "Structures Engineer"), t("Design the strengthening or renewal scheme and get technical approval", 20, "Design Engineer"), t("Plan possessions, closures and temporary restrictions with the operator", 10, "Project Engineer")],
      "Build and Test": [t("Obtain environmental and access consents", 15, "Consents Manager"), t("Appoint the contractor and agree the works programme", 20, "Commercial Manager"), t("Install access, scaffolding and protection", 10, "Contractor"), t("Inspect and test the completed works", 5, "Structures Engineer", { late: true })],
      "Transition and Go-Live": [t("Remove temporary speed or weight restrictions", 2, "Project Engineer"), t("Hand the line or road back to the operator", 2, "Project Engineer")],
      "Closing a Project": [t("Prepare the health and safety file and record drawings", 5, "Design Engineer"), t("Close out defects at the end of the maintenance period", 5, "Project Engineer")]
    },
    risks: [
      r("Schedule", "Possessions or closures cancelled or overrun", "Booked possessions may be withdrawn or overrun, delaying the works and incurring penalties.", 3, 4, "Book possessions early, plan work to fit each window and agree contingency windows with the operator.", "Re-plan the work into the next available windows and tell the board of the date impact."),
      r("Technical", "Hidden defects once the structure is opened up", "More deterioration than the examinations showed may need extra repairs.", 3, 4, "Carry out intrusive investigations before tender and hold a quantified risk allowance.", "Agree the extra work through change control and re-sequence to protect the possessions."),
      r("Compliance", "Consents or environmental windows delay the works", "Ecological or heritage consents, or seasonal restrictions, may hold up work on site.", 3, 3, "Start consent applications early and plan works outside restricted seasons.", "Move affected work to the next permitted window.")
    ]
  },
  {
    id: "land",
    label: "land, agriculture and environmental restoration",
    keywords: ["hectare", "orchard", "farm", "planting", "soil", "trees", "seedling", "habitat", "river", "restoration", "rehabilitat", "revegetat", "grazing", "catchment", "landowner", "ecolog", "erosion", "spawning", "tailings", "topsoil"],
    tasks: {
      "Design": [t("Survey the sites: soils, ecology, heritage and contamination", 15, "Project Ecologist"), t("Agree the design and the success criteria with the regulator and landowners", 10, "Project Manager, Project Ecologist"), t("Agree access and works agreements with landowners", 15, "Land Agent", { when: /\blandowners?\b/i })],
      "Build and Test": [t("Obtain environmental permits and consents", 20, "Consents Manager"), t("Order plant stock and materials for the planting season", 10, "Planting Supervisor"), t("Complete earthworks and ground preparation", 20, "Site Supervisor"), t("Install fencing, water points and erosion controls", 15, "Site Supervisor")],
      "Transition and Go-Live": [t("Monitor survival and replace failed plants", 10, "Project Ecologist", { late: true })],
      "Closing a Project": [t("Hand monitoring and maintenance to the land manager", 3, "Project Manager"), t("Report outcomes against the targets to the funder or regulator", 3, "Project Manager")]
    },
    risks: [
      r("Schedule", "Planting or works window missed", "Weather, late stock or late consents may push work past the season, delaying it by a year.", 3, 4, "Order stock early, get consents before the season and keep a reserve of days in the programme.", "Plant what is ready and carry the rest into the next season with the board's agreement."),
      r("Operational", "Poor survival in the first season", "Drought, pests or browsing may kill new planting.", 3, 3, "Use local stock, protect plants and plan watering and follow-up visits.", "Replace losses in the next planting window from the contingency."),
      r("Compliance", "Permits or consents take longer than planned", "Regulators may need more information or time before works can start.", 3, 4, "Engage regulators early and submit complete applications with the survey evidence.", "Re-sequence to start with sites that need no consent.")
    ]
  },
  {
    id: "screen",
    label: "film and screen production",
    keywords: ["film", "documentary", "series", "episode", "shoot", "filming", "broadcaster", "premiere", "footage", "picture lock", "rough cut", "crew", "post-production", "festival"],
    tasks: {
      "Design": [t("Develop the treatment and the shooting schedule", 10, "Director, Producer"), t("Secure access, locations and release forms", 10, "Producer")],
      "Build and Test": [t("Close the finance plan and production insurance", 10, "Producer"), t("Book crew and equipment for the shoot", 5, "Production Manager"), t("Shoot the principal photography", 40, "Director, Crew"), t("Edit to rough cut and picture lock", 40, "Editor, Director"), t("Complete the sound mix, colour grade and music licences", 15, "Post-production Supervisor")],
      "Transition and Go-Live": [t("Deliver to the broadcaster and pass its technical review", 5, "Post-production Supervisor"), t("Submit to festivals and plan the premiere", 5, "Producer")],
      "Closing a Project": [t("Close the production accounts and claim tax credits", 5, "Production Accountant"), t("Archive the rushes and the delivered masters", 2, "Post-production Supervisor")]
    },
    risks: [
      r("Operational", "Filming window lost to weather or access", "Weather, road or access conditions may cut the time available to film.", 3, 4, "Plan a flexible schedule with standby days and agree access early.", "Shoot the priority scenes first and cover gaps with archive or interviews."),
      r("Cost", "Cash gap before tax credits or final payments", "Tax credits and delivery payments may arrive after costs fall due.", 3, 4, "Arrange bridge financing and a cash-flow forecast before the shoot.", "Defer non-critical spend and draw on the bridge facility."),
      r("Technical", "Delivery fails the broadcaster's technical review", "Files may fail loudness, format or quality checks, delaying acceptance and payment.", 2, 3, "Work to the broadcaster's delivery specification and run a quality check before delivery.", "Fix and redeliver within the agreed window.")
    ]
  },
  {
    id: "stage",
    label: "stage productions and touring",
    // words of the stage only: "tour", "cast", "play" and "company" turn up in roof tours, lead-casting and any firm
    keywords: ["musical", "theatre", "the play", "the cast", "rehearsal", "performances", "orchestra", "touring production", "concert tour", "box office", "previews", "press night", "musicians", "actors", "choreograph", "opera", "ballet", "stage show"],
    tasks: {
      "Design": [t("Confirm the creative team and the production schedule", 5, "Producer"), t("Agree venue contracts and the touring route", 10, "Tour Manager")],
      "Build and Test": [t("Hold auditions and contract the company", 15, "Producer, Casting Director"), t("Build and test the set, costumes and technical rig", 25, "Production Manager"), t("Run rehearsals and the technical rehearsal", 20, "Director, Company Manager"), t("Plan marketing, ticketing and the box office", 10, "Marketing Lead")],
      "Transition and Go-Live": [t("Open with previews and press night", 5, "Producer"), t("Track box office against target each week", 5, "Producer", { late: true }), t("Move the production between venues (get-out and get-in)", 3, "Production Manager", { when: /\b(tour|venues|transfer)/i, late: true })],
      "Closing a Project": [t("Settle venue and company accounts", 5, "Producer"), t("Evaluate audiences, reach and access performances", 3, "Producer")]
    },
    risks: [
      r("Cost", "Box office below target", "Ticket sales may fall short of the income the budget relies on.", 3, 4, "Set sales milestones, track them weekly and plan marketing pushes and pricing changes.", "Cut variable costs and agree a reduced run with the venue."),
      r("Change/People", "Illness or injury in the company", "A lead performer or player may be unable to perform, cancelling shows.", 3, 4, "Cast understudies or deputies and rehearse them.", "Use understudies, rearrange or refund affected performances."),
      r("Schedule", "Set or technical rig not ready for the technical rehearsal", "Late builds may cut technical time and delay opening.", 2, 4, "Build in a buffer before technical week and check progress at the workshop.", "Reduce technical complexity for opening and complete the rest during previews.")
    ]
  },
  {
    id: "education",
    label: "education programmes",
    keywords: ["pupil", "school", "tutor", "tutoring", "teacher", "classroom", "lesson plan", "curriculum", "attainment", "learner", "catch-up", "headteacher", "head teacher", "school term", "termly", "year 7"],
    tasks: {
      "Design": [t("Agree the programme design and the baseline assessment with schools", 10, "Programme Lead"), t("Set the timetable with each school", 10, "Programme Coordinator")],
      "Build and Test": [t("Recruit and train the tutors or staff who deliver, with safeguarding checks", 20, "Programme Lead"), t("Sign up schools and agree data sharing", 15, "Programme Coordinator"), t("Run the baseline assessment", 5, "Programme Lead")],
      "Transition and Go-Live": [t("Deliver the sessions and track attendance", 10, "Programme Coordinator", { late: true }), t("Review progress each term with schools", 3, "Programme Lead", { late: true })],
      "Closing a Project": [t("Evaluate impact against the baseline", 10, "Evaluation Lead"), t("Report to the funder and agree what continues", 3, "Programme Lead", { when: FUNDED })]
    },
    risks: [
      r("Change/People", "Not enough tutors or staff recruited", "Recruitment may fall short, so fewer pupils get sessions.", 3, 4, "Recruit early through several routes and keep a reserve list.", "Increase group sizes within the agreed limit and prioritise pupils furthest behind."),
      r("Operational", "Attendance drops", "Pupils may miss sessions, reducing the impact.", 3, 3, "Agree session times with schools, involve parents and follow up absence.", "Move sessions to times with better attendance and add catch-up sessions."),
      r("Schedule", "School timetables leave no room", "Schools may be unable to release pupils at the times planned.", 3, 3, "Agree the timetable with each school before the term starts.", "Offer sessions before or after school.")
    ]
  },
  {
    id: "retrofit",
    label: "housing and energy retrofit",
    keywords: ["retrofit", "insulation", "heat pump", "homes", "tenant", "housing", "dwelling", "epc", "damp", "solar", "boiler", "ventilation", "fabric"],
    tasks: {
      "Design": [t("Survey homes and produce a retrofit assessment for each", 20, "Retrofit Assessor"), t("Agree the measures and the quality standard for each home type", 10, "Retrofit Coordinator")],
      "Build and Test": [t("Procure installers and agree rates", 20, "Procurement Lead"), t("Engage tenants and book access to each home", 15, "Tenant Liaison Officer")],
      "Transition and Go-Live": [t("Inspect completed homes and fix defects", 10, "Clerk of Works", { late: true }), t("Brief residents on using the new systems", 5, "Tenant Liaison Officer", { late: true })],
      "Closing a Project": [t("Monitor energy use and comfort after installation", 10, "Retrofit Coordinator"), t("Report carbon and energy rating outcomes", 3, "Project Manager")]
    },
    risks: [
      r("Change/People", "Residents refuse or cancel access", "Residents may decline work or miss appointments, leaving homes untreated.", 4, 3, "Explain the benefits early, offer flexible appointments and a named contact.", "Move to the next homes in the batch and return later."),
      r("Technical", "Hidden damp or structural problems", "Opening up homes may reveal problems that must be fixed first.", 3, 3, "Survey thoroughly and hold a repairs allowance per home.", "Fix the problem before installing, or defer the home to a later batch."),
      r("Vendor", "Installer capacity falls short", "Accredited installers may be too few for the programme's pace.", 3, 4, "Procure more than one installer and agree capacity in the contract.", "Re-phase the programme and bring in a second installer.")
    ]
  },
  {
    id: "sport",
    label: "sport and community participation",
    keywords: ["club", "players", "coach", "referee", "league", "participation", "grassroots", "pitch", "football", "netball", "rugby", "cricket", "girls", "fixtures"],
    tasks: {
      "Design": [t("Agree the participation targets and the support offer for clubs", 5, "Development Officer")],
      "Build and Test": [t("Recruit and train coaches and referees", 20, "Development Officer"), t("Sign up clubs and schools to the programme", 15, "Development Officer"), t("Upgrade facilities and provide kit", 20, "Facilities Lead")],
      "Transition and Go-Live": [t("Launch the new teams and sessions", 10, "Development Officer", { late: true }), t("Promote the programme in schools and communities", 10, "Communications Officer")],
      "Closing a Project": [t("Track registrations and retention", 5, "Development Officer"), t("Report outcomes to the funder", 3, "Project Manager", { when: FUNDED })]
    },
    risks: [
      r("Change/People", "Not enough volunteer coaches", "Clubs may lack coaches to run new teams.", 4, 3, "Recruit from parents and schools and fund coaching courses.", "Merge teams or share coaches across clubs."),
      r("Operational", "Facilities not available when needed", "Pitches or halls may be booked or unfit at the times teams need them.", 3, 3, "Agree facility access with owners for the season.", "Use alternative venues and adjust session times."),
      r("Change/People", "Players drop out after the first season", "New players may not stay, so numbers fall back.", 3, 3, "Make sessions welcoming, track attendance and follow up lapsed players.", "Run re-engagement events before the next season.")
    ]
  }
]

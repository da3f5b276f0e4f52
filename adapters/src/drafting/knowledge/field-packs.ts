// More knowledge packs (issue 33): fields sponsors write briefs in that no domain template covers. Each holds
// what a PM of that field expects in the WBS and the register, in neutral words; like every pack, it lends
// tasks and risks only when two of its keywords appear, and its lines pass the licence rules.
import { r, t, type TopicPack } from "./pack-types"

const FUNDED = /\b(grant|funder|fund|lottery|foundation)\b/i
// collections work splits by what happens to the objects: imaged and published, or shown and toured
const DIGITAL = /\b(digitis\w*|digitiz\w*|scan\w*|imag\w*|microfilm|online catalogue|ocr)\b/i
const SHOWN = /\b(exhibition|display|tour\w*|loans?|lenders?|venues?)\b/i
// land work splits by what the land is for: a closed mine's landforms, or a grower's orchard or vineyard blocks
// a company on the road (a tour), not one show moving to a second theatre
const TOURING = /\btour(s|ing|ed)?\b/i
const MINE = /\b(mines?|mining|tailings|quarr(y|ies)|waste rock|closure plan)\b/i
const FRUIT_TREES = /\b(orchards?|fruit trees|apples?|pears?|cherr(y|ies)|citrus|avocados?|kiwifruit|olive groves?)\b/i
const BLOCKS = new RegExp(`${FRUIT_TREES.source}|\\bvineyards?\\b`, "i")

export const FIELD_PACKS: ReadonlyArray<TopicPack> = [
  {
    id: "heritage",
    label: "heritage collections and digitisation",
    keywords: ["digitis", "digitiz", "archive", "collection", "conservat", "museum", "gallery", "manuscript", "microfilm", "catalogu", "curator", "parish register", "record office", "objects", "volumes", "textiles"],
    tasks: {
      "Design": [t("Assess the condition of the material and set conservation priorities", 8, "Conservator, Collections Manager"), t("Agree the imaging and metadata standards (resolution, file formats, metadata schema)", 5, "Digitisation Lead", { when: DIGITAL }), t("Sign the loan agreement, indemnity and facilities report with each lender and venue", 15, "Registrar", { when: SHOWN })],
      "Build and Test": [t("Tender and appoint the digitisation supplier", 15, "Digitisation Lead, Procurement", { when: DIGITAL }), t("Conserve fragile items before they are handled", 15, "Conservator"), t("Catalogue each batch and check its metadata", 20, "Cataloguer", { when: DIGITAL }), t("Check each batch against the imaging standard", 10, "Digitisation Lead", { when: DIGITAL }), t("Design and build the display cases, mounts and graphics", 20, "Exhibition Designer", { when: SHOWN }), t("Check condition, pack and complete crating of the objects and book couriers", 8, "Registrar", { when: SHOWN })],
      "Transition and Go-Live": [t("Publish the images and metadata in the online catalogue", 5, "Digital Services Lead", { when: DIGITAL }), t("Load the master files into long-term digital preservation storage", 5, "Digital Preservation Officer", { when: DIGITAL }), t("Run environmental monitoring of light, temperature and humidity at each venue", 5, "Conservator", { when: SHOWN, late: true }), t("Complete deinstallation and condition reports at the end of each showing", 3, "Registrar, Conservator", { when: SHOWN, late: true })],
      "Closing a Project": [t("Return the originals to storage and update the location records", 3, "Collections Manager"), t("Evaluate visitor numbers, learning sessions and feedback against the targets", 5, "Learning Officer", { when: SHOWN }), t("Report outcomes and usage to the funder", 3, "Project Manager", { when: FUNDED })]
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
    keywords: ["fleet", "vehicle", "buses", "bus ", "depot", "vans", "fire engine", "appliances", "charger", "charging", "diesel", "electric", "battery", "drivers", "duty", "duties", "routes", "ambulances", "chassis", "apparatus", "bodywork", "livery", "mileage"],
    unless: /\b(ferry|ferries|vessels?|ships?|boats?|aircraft|locomotives?|rolling stock)\b/i,
    tasks: {
      "Design": [t("Set up a user group of drivers, operations and workshop staff to agree the vehicle specification", 10, "Fleet Engineer, Operations Manager"), t("Model duty cycles, range and charging or fuelling needs", 8, "Fleet Engineer"), t("Update duty scheduling for the range and charging times of the new vehicles", 10, "Scheduling Manager", { when: /\b(electric|battery|hydrogen|range)\b/i })],
      "Build and Test": [t("Run the procurement and award the vehicle supply contract", 20, "Procurement Lead, Fleet Manager"), t("Raise the purchase order and hold a pre-build meeting with the manufacturer", 5, "Fleet Manager"), t("Upgrade depot power and complete charger installation", 30, "Site Engineer", { when: /\b(electric|battery|charg)/i }), t("Commission the chargers and test them with the first vehicles", 5, "Site Engineer, Fleet Engineer", { when: /\b(electric|battery|charg)/i }), t("Inspect the build at the factory before each batch ships", 3, "Fleet Engineer"), t("Complete equipment mounting, radio fit and livery on each vehicle", 10, "Workshop Manager"), t("Complete vehicle acceptance testing on each delivery", 10, "Fleet Engineer")],
      "Transition and Go-Live": [t("Run driver training and familiarisation before each batch enters service", 10, "Training Lead"), t("Run technician training on servicing and safety for the new vehicles", 5, "Workshop Manager"), t("Put vehicles into service in batches and track availability", 10, "Operations Manager"), t("Decommission the replaced vehicles and arrange their disposal or redeployment", 10, "Fleet Manager", { late: true }), t("Sell the replaced vehicles at auction and record the proceeds", 5, "Fleet Manager, Finance Lead", { when: /\bauction/i, late: true })],
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
      "Design": [t("Complete the detailed examination of each structure and its load assessment", 15, "Structures Engineer", { when: /^(?![\s\S]*\bbridges?\b)/i }), t("Complete the detailed bridge examination and load assessment of each structure", 15, "Structures Engineer", { when: /\bbridges?\b/i }), t("Design the strengthening or renewal scheme and get technical approval", 20, "Design Engineer"), t("Plan possessions, closures and temporary restrictions with the operator", 10, "Project Engineer")],
      "Build and Test": [t("Obtain environmental and access consents", 15, "Consents Manager"), t("Appoint the contractor and agree the works programme", 20, "Commercial Manager"), t("Install access, scaffolding and protection", 10, "Contractor"), t("Complete grit blasting and repainting of the metalwork", 15, "Contractor", { when: /\b(iron|steel|metalwork|girders?|paint\w*)\b/i }), t("Complete masonry repair, repointing and arch strengthening", 20, "Contractor", { when: /\b(masonry|brick\w*|stonework|arch\w*)\b/i }), t("Obtain the environmental permit for works in or near the watercourse", 15, "Consents Manager", { when: /\b(rivers?|watercourses?|streams?|environment agency|estuary)\b/i }), t("Inspect and test the completed works", 5, "Structures Engineer", { late: true })],
      "Transition and Go-Live": [t("Remove temporary speed or weight restrictions", 2, "Project Engineer"), t("Complete the handback of the line or road to the operator after each possession or closure", 2, "Project Engineer")],
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
    keywords: ["hectare", "orchard", "farm", "planting", "soil", "trees", "seedling", "habitat", "river", "restoration", "rehabilitat", "revegetat", "grazing", "catchment", "landowner", "ecolog", "erosion", "spawning", "tailings", "topsoil", "vineyard", "irrigation", "harvest", "livestock"],
    tasks: {
      "Design": [t("Complete the ecological survey, soil tests and heritage checks of the sites", 15, "Project Ecologist"), t("Agree the design and the success criteria with the regulator and landowners", 10, "Project Manager, Project Ecologist", { when: /\blandowners?\b/i }), t("Agree the design and the success criteria with the regulator", 10, "Project Manager, Project Ecologist", { when: /^(?![\s\S]*\blandowners?\b)/i }), t("Sign landowner agreements for access, works and future management", 15, "Land Agent", { when: /\blandowners?\b/i }), t("Complete the landform design and drainage and get the regulator's approval", 15, "Closure Engineer", { when: MINE }), t("Complete a heritage survey with the Traditional Owners and mark no-go zones", 10, "Heritage Adviser", { when: /\b(traditional owners|aboriginal|first nations|iwi|indigenous|heritage sites?)\b/i }), t("Complete the contamination assessment of the plant and fuel areas", 15, "Environmental Scientist", { when: /\b(contaminat\w*|plant site|fuel|hydrocarbons?)\b/i }), t("Design fish passage or barrier removal with the regulator", 15, "Fisheries Engineer", { when: /\b(weirs?|fish|salmon|trout|spawning|barriers?|culverts?)\b/i }), t("Confirm the tree order with the nursery for each planting season", 5, "Farm Manager", { when: FRUIT_TREES })],
      "Build and Test": [t("Obtain environmental permits and consents", 20, "Consents Manager"), t("Obtain the water take consent for irrigation", 20, "Consents Manager", { when: /\b(irrigat\w*|water take|abstraction)\b/i }), t("Order plant stock and materials for the planting season", 10, "Planting Supervisor"), t("Complete earthworks and ground preparation", 20, "Site Supervisor"), t("Strip and stockpile the topsoil, then respread it on the reshaped areas", 20, "Earthmoving Contractor", { when: MINE }), t("Complete tailings capping and cover to the approved design", 30, "Earthmoving Contractor", { when: /\btailings\b/i }), t("Complete block removal and soil preparation before planting", 15, "Farm Manager", { when: BLOCKS }), t("Install the trellis, posts, wires and irrigation in the new blocks", 20, "Structures Contractor", { when: BLOCKS }), t("Recruit and house the seasonal labour for planting and harvest", 15, "Farm Manager", { when: /\b(seasonal|rse|pickers|harvest workers|labour)\b/i }), t("Install fencing, water points and erosion controls", 15, "Site Supervisor"), t("Complete seedling planting and direct seeding in the planting window", 15, "Revegetation Contractor", { when: /\b(seedlings?|seeding|seed)\b/i })],
      "Transition and Go-Live": [t("Monitor survival and replace failed plants", 10, "Project Ecologist", { late: true }), t("Set up pest monitoring and spray records for the young blocks", 5, "Farm Manager", { when: BLOCKS, late: true })],
      "Closing a Project": [t("Hand monitoring and maintenance to the land manager", 3, "Project Manager"), t("Set up rehabilitation monitoring against the completion criteria", 5, "Environmental Scientist", { when: MINE }), t("Report outcomes against the targets to the funder or regulator", 3, "Project Manager")]
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
      "Design": [t("Develop the treatment and the shooting schedule", 10, "Director, Producer"), t("Plan pre-production: crew, kit, permits and risk assessments", 10, "Production Manager"), t("Complete location scouting and secure access and release forms", 10, "Producer")],
      "Build and Test": [t("Close the finance plan and production insurance", 10, "Producer"), t("Book crew and equipment for the shoot", 5, "Production Manager"), t("Source cold weather kit, spare batteries and heated storage for crew and cameras", 5, "Production Manager", { when: /\b(cold|arctic|winter|snow|ice|freezing|minus)\b/i }), t("Shoot the principal photography", 40, "Director, Crew"), t("Complete the editing to rough cut and picture lock", 40, "Editor, Director"), t("Complete the sound mix and colour grade", 10, "Post-production Supervisor"), t("Clear the music licensing and archive rights", 10, "Producer, Clearances Coordinator")],
      "Transition and Go-Live": [t("Deliver to the broadcaster and pass its technical review", 5, "Post-production Supervisor"), t("Prepare the festival submission and plan the premiere", 5, "Producer")],
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
    keywords: ["musical", "theatre", "the play", "the cast", "rehearsal", "performances", "orchestra", "touring production", "concert tour", "box office", "previews", "press night", "musicians", "actors", "choreograph", "opera", "ballet", "stage show", "choir", "singers", "soloist", "ensemble", "repertoire"],
    tasks: {
      "Design": [t("Confirm the creative team and the production schedule", 5, "Producer"), t("Agree venue contracts and the touring route", 10, "Tour Manager", { when: /\b(tour\w*|venues|transfers?)\b/i }), t("Plan the tour itinerary with travel times, rest days and get-ins", 5, "Tour Manager", { when: TOURING })],
      "Build and Test": [t("Hold auditions and contract the company", 15, "Producer, Casting Director", { when: /\b(cast|actors|auditions?|musical|the play|performers)\b/i }), t("Commission the set build, costumes and technical rig and test them", 25, "Production Manager", { when: /\b(scenic|costumes?|the set|set (design|build)|designers?|rig)\b/i }), t("Complete travel booking, accommodation and freight for the company", 10, "Tour Manager", { when: TOURING }), t("Apply for CITES permits for instruments made with protected materials", 20, "Tour Manager", { when: /\b(cites|ivory|rosewood|tortoiseshell|protected (species|materials))\b/i }), t("Arrange insurance for the instruments, cargo and tour cancellation", 5, "Finance Lead", { when: TOURING }), t("Run rehearsals and the technical rehearsal", 20, "Director, Company Manager"), t("Plan marketing, ticketing and the box office", 10, "Marketing Lead", { when: /\b(box office|tickets?|ticketing|seats?|audiences?)\b/i })],
      "Transition and Go-Live": [t("Open with previews and press night", 5, "Producer", { when: /\b(musical|the play|previews|press night|run)\b/i }), t("Track box office against target each week", 5, "Producer", { late: true }), t("Move the production between venues (get-out and get-in)", 3, "Production Manager", { when: /\b(tour|venues|transfer)/i, late: true })],
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
    // a programme of teaching or support, not a school building (a classroom block names pupils and classrooms too)
    requires: /\b(tutor\w*|teaching|lessons|curriculum|attainment|learners?|catch-up|courses?|sessions|coaching|mentoring|literacy|numeracy|assessments?)\b/i,
    keywords: ["pupil", "school", "tutor", "tutoring", "teacher", "classroom", "lesson plan", "curriculum", "attainment", "learner", "catch-up", "headteacher", "head teacher", "school term", "termly", "year 7"],
    tasks: {
      "Design": [t("Agree the programme design and the baseline assessment with schools", 10, "Programme Lead"), t("Agree timetabling of sessions with each school", 10, "Programme Coordinator"), t("Plan parent communication and consent for the pupils taking part", 5, "Programme Coordinator", { when: /\b(pupils?|parents?|children)\b/i })],
      "Build and Test": [t("Run tutor recruitment and training, with safeguarding checks", 20, "Programme Lead", { when: /\btutor/i }), t("Recruit and train the staff who deliver, with safeguarding checks", 20, "Programme Lead", { when: /^(?![\s\S]*\btutor)/i }), t("Complete school onboarding and agree data sharing", 15, "Programme Coordinator"), t("Run the baseline assessment", 5, "Programme Lead")],
      "Transition and Go-Live": [t("Deliver the tutoring sessions and track attendance", 10, "Programme Coordinator", { when: /\btutor/i, late: true }), t("Deliver the sessions and track attendance", 10, "Programme Coordinator", { when: /^(?![\s\S]*\btutor)/i, late: true }), t("Run progress tracking for each learner against the baseline", 5, "Data Lead", { late: true }), t("Hold a termly review of progress with schools and adjust the model", 3, "Programme Lead", { late: true })],
      "Closing a Project": [t("Run the impact evaluation against the baseline", 10, "Evaluation Lead"), t("Report to the funder and agree what continues", 3, "Programme Lead", { when: FUNDED })]
    },
    risks: [
      r("Change/People", "Not enough tutors or staff recruited", "Recruitment may fall short, so fewer pupils get sessions.", 3, 4, "Recruit early through several routes and keep a reserve list.", "Increase group sizes within the agreed limit and prioritise pupils furthest behind."),
      r("Operational", "Attendance drops", "Pupils may miss sessions, reducing the impact.", 3, 3, "Agree session times with schools, involve parents and follow up absence.", "Move sessions to times with better attendance and add catch-up sessions."),
      r("Schedule", "School timetables leave no room", "Schools may be unable to release pupils at the times planned.", 3, 3, "Agree the timetable with each school before the term starts.", "Offer sessions before or after school."),
      r("Operational", "The programme cannot show its impact", "Without a common baseline and regular measures, progress cannot be compared across schools and the decision to continue has no evidence.", 3, 3, "Run one baseline assessment for every learner, set up progress tracking each half term and agree the impact evaluation method before sessions start.", "Add a common end-point assessment and compare with a matched group of learners who were not in the programme.")
    ]
  },
  {
    id: "retrofit",
    label: "housing and energy retrofit",
    keywords: ["retrofit", "insulation", "heat pump", "homes", "tenant", "housing", "dwelling", "epc", "damp", "solar", "boiler", "ventilation", "fabric"],
    tasks: {
      "Design": [t("Survey homes and produce a retrofit assessment for each", 20, "Retrofit Assessor"), t("Agree the measures and the quality standard for each home type", 10, "Retrofit Coordinator")],
      "Build and Test": [t("Complete installer procurement and agree rates and capacity", 20, "Procurement Lead"), t("Run tenant engagement and book access to each home", 15, "Tenant Liaison Officer", { when: /\b(tenants?|residents|social (housing|homes))\b/i }), t("Agree access with each householder and book the works", 15, "Customer Liaison Officer", { when: /^(?![\s\S]*\b(tenants?|residents|social (housing|homes))\b)/i })],
      "Transition and Go-Live": [t("Run a quality inspection of each finished home and fix defects", 10, "Clerk of Works", { late: true }), t("Brief residents on using the new systems", 5, "Tenant Liaison Officer", { late: true })],
      "Closing a Project": [t("Run post-install monitoring of energy use, comfort and damp", 10, "Retrofit Coordinator"), t("Report carbon and energy rating outcomes", 3, "Project Manager")]
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
      "Build and Test": [t("Run coach education and referee courses with accredited presenters", 20, "Development Officer"), t("Run club engagement visits and sign up clubs to the programme", 15, "Development Officer"), t("Upgrade facilities and provide kit", 20, "Facilities Lead")],
      "Transition and Go-Live": [t("Launch the new teams and sessions", 10, "Development Officer", { late: true }), t("Run school programmes and come-and-try days", 10, "Development Officer", { when: /\bschools?\b/i }), t("Promote the programme in the community", 10, "Communications Officer")],
      "Closing a Project": [t("Track player registration and retention", 5, "Development Officer"), t("Report outcomes to the funder", 3, "Project Manager", { when: FUNDED })]
    },
    risks: [
      r("Change/People", "Not enough volunteer coaches", "Clubs may lack coaches to run new teams.", 4, 3, "Recruit from parents and schools and fund coaching courses.", "Merge teams or share coaches across clubs."),
      r("Operational", "Facilities not available when needed", "Pitches or halls may be booked or unfit at the times teams need them.", 3, 3, "Agree facility access with owners for the season.", "Use alternative venues and adjust session times."),
      r("Change/People", "Players drop out after the first season", "New players may not stay, so numbers fall back.", 3, 3, "Make sessions welcoming, track attendance and follow up lapsed players.", "Run re-engagement events before the next season.")
    ]
  }
]

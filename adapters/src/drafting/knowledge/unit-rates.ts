// Parametric planning rates (issue 33, point 3): for a counted thing a brief names, how much one crew
// gets through in a working day and what one unit typically costs (AUD, the spec's default currency;
// converted by AUD_RATES), with the range a PM should expect and where the figure comes from.
// They are first-draft planning figures, written beside every figure they produce, to be replaced by
// the supplier's quote or the team's own rate; docs/drafting.md lists them.
import type { ExtraCategory } from "@initpack/core/drafting/budget"

export interface UnitRate {
  readonly id: string
  /** The counted noun (plural or singular) right after the number: "pages", "km". */
  readonly unit: RegExp
  /** Words that must follow within the next few ("km of water main"), when the unit alone is ambiguous. */
  readonly thing?: RegExp
  /** Imperative work on the whole quantity; {q} is the brief's own "250,000 pages of regional newspapers". */
  readonly work: string
  /** Noun phrase for the budget line: "Scanning and OCR". */
  readonly costItem: string
  /** Units one crew completes in a working day (typical). */
  readonly perCrewDay: number
  /** Crews that can work in parallel before supervision, space or supply runs out. */
  readonly crewsMax: number
  /** In-house role that leads the work (the contractor's cost is the unit line, not labour). */
  readonly lead: string
  /** Typical cost per unit (AUD) and the range. */
  readonly cost: number
  readonly low: number
  readonly high: number
  readonly category: ExtraCategory
  readonly costType: "CAPEX" | "OPEX"
  /** Where the figure comes from. */
  readonly source: string
  /** Verbs the clause before the count must hold when the unit alone does not say what work it is ("refit 48 stores"). */
  readonly needs?: RegExp
}

type Row = readonly [id: string, unit: string, thing: string, work: string, costItem: string, perCrewDay: number, crewsMax: number, lead: string, cost: number, low: number, high: number, category: "H" | "T", costType: "C" | "O", source: string, needs?: string]

// sources, named once
const DIGI = "mass-digitisation tenders of libraries and archives (per-page scanning and OCR prices)"
const CIVIL = "public infrastructure outturn costs published by utilities and transport agencies"
const FLEET = "fleet operators' published purchase prices for new vehicles"
const IT = "IT suppliers' list prices and public-sector framework catalogues"
const BUILD = "quantity surveyors' published cost guides for fit-out and refurbishment"
const STREETS = "councils' published street-tree programme costs (stock, pit, stakes, guard and establishment watering)"
const MARINE = "dredging contract outturn costs published by port authorities and the US Army Corps of Engineers"
const LAND = "environmental agencies' and landcare grant schemes' per-unit planting and restoration costs"
const HEALTH = "published health-service and research unit costs"
const EVENTS = "touring, venue and production budgets published by arts councils"
const TRAIN = "training providers' published day rates and per-learner prices"
const DATA = "data migration and back-office outsourcing prices per record or case"
const LOGI = "logistics providers' published handling and freight rates"
const ENERGY = "home-energy retrofit programmes' published average cost per measure"

const ROWS: ReadonlyArray<Row> = [
  // heritage, archives and records
  ["pages", "pages?|sheets?|folios?", "", "Scan and OCR the {q} in batches", "Scanning and OCR", 2000, 6, "Digitisation Lead", 0.9, 0.4, 2.5, "T", "O", DIGI],
  ["images", "images?|photographs?|photos|slides|negatives|glass plates|prints|postcards|maps|drawings|plans", "", "Digitise and describe the {q} in batches", "Image digitisation and metadata", 400, 4, "Digitisation Lead", 3, 1.5, 8, "T", "O", DIGI],
  ["registers", "registers|volumes|ledgers|books|bound volumes|manuscripts|diaries|letters", "", "Conserve, image and index the {q} in batches", "Conservation, imaging and indexing per volume", 6, 4, "Collections Manager", 220, 80, 600, "T", "O", DIGI, "conserv\\w*|digiti[sz]\\w*|imag\\w*|scan\\w*|index\\w*|catalogu\\w*|transcrib\\w*|microfilm\\w*|repair\\w*|rebind\\w*"],
  // a collection that moves is packed, moved and re-shelved by a specialist mover, far faster than it is catalogued
  ["object-move", "objects|artefacts|artifacts|specimens|items in the collection|works of art|artworks|lots|items", "", "Pack, move, re-shelve and check the {q} in phased moves", "Specialist collection move (packing, transport, re-shelving)", 400, 6, "Collections Manager", 6, 2, 20, "T", "O", LOGI, "mov(?:e|ed|es|ing)|relocat\\w*|decant\\w*|transfer(?:red)?|pack(?:ed|ing)?"],
  ["objects", "objects|artefacts|artifacts|specimens|items in the collection|works of art|artworks|textiles|costumes|garments", "", "Condition-check, photograph and catalogue the {q}", "Object documentation and photography", 20, 4, "Collections Manager", 70, 30, 200, "T", "O", DIGI],
  ["boxes", "boxes|archive boxes|cartons|files|folders", "", "Sort, list and rebox the {q}", "Archive sorting and boxing", 25, 4, "Records Manager", 35, 15, 90, "T", "O", DIGI],
  ["shelf-metres", "linear metres|shelf metres|metres of (?:records|shelving|archives)", "", "Pack and move the {q} of records", "Records move per linear metre", 60, 4, "Records Manager", 45, 20, 120, "T", "O", LOGI],
  ["recordings", "hours of (?:audio|film|footage|recordings|tape|video)|tapes|reels|cassettes|recordings", "", "Digitise and catalogue the {q}", "Audio-visual digitisation", 12, 3, "Digitisation Lead", 60, 25, 180, "T", "O", DIGI],
  // linear civil works
  ["water-main", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,6}(?:mains?|pipes?|pipelines?|sewers?|water mains?)", "Replace the {q} in work sections", "Pipe renewal (design and construct)", 0.04, 8, "Site Engineer", 550_000, 300_000, 2_500_000, "T", "C", CIVIL],
  ["road", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:roads?|carriageway|streets?|highway)", "Resurface the {q} in work sections", "Road resurfacing", 0.4, 4, "Site Engineer", 420_000, 250_000, 900_000, "T", "C", CIVIL],
  ["cycleway", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:cycle ?(?:lanes?|ways?|paths?)|bike lanes?|shared paths?|footpaths?|footways?|trails?|paths?|boardwalks?)", "Build the {q} in sections", "Path and trail construction", 0.1, 4, "Site Engineer", 350_000, 80_000, 1_200_000, "T", "C", CIVIL],
  ["track", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:track|railway|rail line|line)", "Renew the {q} in possessions", "Track renewal", 0.05, 3, "Site Engineer", 2_600_000, 1_500_000, 5_000_000, "T", "C", CIVIL],
  ["cable", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:cables?|fibre|fiber|ducts?|overhead lines?|conductors?)", "Lay and test the {q}", "Cable and duct installation", 0.5, 4, "Site Engineer", 70_000, 30_000, 250_000, "T", "C", CIVIL],
  ["river", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:rivers?|streams?|channels?|riverbank|banks?|watercourses?|brooks?|creeks?|habitat|shoreline|coast)", "Restore the {q} in reaches", "River and habitat restoration", 0.05, 3, "Project Ecologist", 90_000, 30_000, 400_000, "T", "C", LAND, "restor|rehabilit|re-?meander|naturalis|renatur|improv|enhanc|de-?culvert|revegetat|reconnect|reopen|fenc|plant"],
  ["fence", "km|kilometres|kilometers", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:fenc(?:e|es|ing)|hedges?|hedgerows?|walls?)", "Fence the {q}", "Fencing and hedging", 0.3, 4, "Site Supervisor", 32_000, 12_000, 80_000, "T", "C", LAND],
  ["connections", "(?:customer |service |property |house )?connections|laterals|service lines", "", "Transfer the {q} to the new main", "Service connection transfers", 4, 8, "Site Engineer", 1_800, 800, 5_000, "T", "C", CIVIL],
  ["valves", "valves|hydrants", "", "Replace the {q}", "Valve and hydrant replacement", 3, 4, "Site Engineer", 5_500, 2_500, 12_000, "T", "C", CIVIL],
  ["bridges", "bridges|footbridges|viaducts|structures|underbridges|overbridges", "", "Strengthen the {q} one structure at a time", "Bridge works per structure", 1 / 60, 3, "Structures Engineer", 750_000, 200_000, 3_000_000, "T", "C", CIVIL],
  ["culverts", "culverts", "", "Rebuild the {q}", "Culvert works", 0.1, 3, "Site Engineer", 90_000, 30_000, 300_000, "T", "C", CIVIL],
  ["stations", "stations|stops|platforms|shelters", "(?!\\s+(?:staff|managers?))", "Upgrade the {q}", "Station and stop upgrades", 0.05, 4, "Site Engineer", 180_000, 15_000, 2_000_000, "T", "C", CIVIL],
  ["pumping", "pumping stations|pump stations|treatment works", "", "Upgrade the {q}", "Pumping and treatment plant works", 0.02, 2, "Site Engineer", 900_000, 250_000, 4_000_000, "T", "C", CIVIL, "upgrad|replac|renew|build|refurb"],
  ["poles", "poles|pylons|towers|masts", "", "Inspect and replace the {q} in circuits", "Pole inspection and replacement", 8, 6, "Field Operations Lead", 1_800, 80, 9_000, "T", "C", CIVIL],
  ["streetlights", "streetlights|street lights|lamps|lanterns|light fittings|luminaires", "", "Replace the {q} with LED units", "Lighting replacement", 15, 4, "Site Supervisor", 900, 300, 2_500, "H", "C", CIVIL],
  ["earthworks", "cubic metres|cubic meters|m3|m³", "", "Move and place the {q} of material", "Earthworks", 300, 4, "Site Engineer", 45, 15, 120, "T", "C", CIVIL],
  // a dredge moves material by the cubic yard or metre; the price includes transport and placement
  ["dredging", "cubic yards|cubic metres|cubic meters|m3|cu yd", "(?:of\\s+)?(?:[a-z-]+\\s+){0,3}(?:material|sediment|silt|spoil|sand)", "Dredge the {q} in the permitted in-water windows", "Dredging and placement", 12_000, 2, "Marine Engineer", 30, 12, 90, "T", "C", MARINE],
  ["tonnes", "tonnes|tons", "(?!\\s+of\\s+(?:co2|carbon|emissions))", "Remove and dispose of the {q}", "Material handling and disposal", 60, 4, "Site Supervisor", 160, 60, 400, "T", "O", CIVIL, "remov\\w*|dispos\\w*|clear\\w*|excavat\\w*|dig\\w*|haul\\w*|take away|waste|spoil|contaminat\\w*|landfill"],
  // material brought in and placed (stone, shell, gravel, soil, sand): supplied, delivered and laid
  ["tonnes-placed", "tonnes|tons", "(?!\\s+of\\s+(?:co2|carbon|emissions))", "Supply, deliver and place the {q}", "Material supply and placement", 80, 4, "Site Supervisor", 120, 40, 350, "T", "C", CIVIL, "plac\\w*|lay\\w*|laid|spread\\w*|deposit\\w*|import\\w*|import|bring\\w*|suppl\\w*|deliver\\w*|add\\w*|build\\w*|rebuild\\w*|seed\\w*|cultch"],
  ["orchard-hectares", "hectares|ha", "(?:of\\s+)?(?:[a-z-]+\\s+){0,4}(?:orchards?|apples?|pears?|kiwifruit|vines?|vineyards?|crops?|farmland|pasture|grassland|cherries|avocados?|citrus)", "Prepare and replant the {q} block by block", "Land preparation and replanting per hectare", 0.5, 6, "Orchard Manager", 45_000, 20_000, 90_000, "T", "C", LAND],
  ["hectares", "hectares|ha", "", "Treat and restore the {q} in blocks", "Land restoration per hectare", 0.3, 6, "Project Ecologist", 55_000, 8_000, 150_000, "T", "C", LAND],
  // a street tree is advanced stock in a dug pit with stakes, a guard and two summers of watering, not a landcare seedling
  ["street-trees", "street trees|advanced trees|semi-mature trees|boulevard trees|avenue trees", "", "Plant the {q} in the planting season", "Street trees (supply, plant and establish)", 12, 8, "Arborist", 1_100, 500, 2_500, "T", "C", STREETS],
  ["trees", "trees|saplings|seedlings|whips", "", "Plant the {q} in the planting season", "Trees and planting", 300, 8, "Planting Supervisor", 14, 4, 45, "T", "C", LAND],
  ["fish-passes", "fish passes|weirs|barriers", "", "Remove or bypass the {q}", "Weir removal and fish passes", 0.01, 2, "Project Ecologist", 320_000, 80_000, 1_200_000, "T", "C", LAND],
  ["boreholes", "boreholes|wells|bores|piezometers", "", "Drill and log the {q}", "Drilling and logging", 0.3, 2, "Site Engineer", 45_000, 10_000, 150_000, "T", "C", CIVIL],
  // fleets and equipment
  ["buses", "(?:electric |zero-emission |battery |hydrogen |new |double-deck |single-deck )*buses", "", "Replace the {q} in delivery batches", "Buses", 1, 2, "Fleet Engineer", 800_000, 550_000, 1_100_000, "H", "C", FLEET],
  ["fire-engines", "(?:new )?(?:fire engines|fire appliances|fire trucks|pumpers|aerial appliances|appliances|engines)", "", "Specify, build, accept and commission the {q}", "Fire appliances", 0.5, 2, "Fleet Engineer", 1_100_000, 650_000, 2_200_000, "H", "C", FLEET],
  ["ambulances", "ambulances", "", "Procure, fit out and commission the {q}", "Ambulances", 0.5, 2, "Fleet Engineer", 380_000, 250_000, 550_000, "H", "C", FLEET],
  ["trucks", "(?:[a-z-]+ )?(?:trucks|lorries|refuse vehicles|tippers|tractors|forklifts|diggers|excavators)", "", "Procure and commission the {q}", "Heavy vehicles and plant", 1, 2, "Fleet Engineer", 260_000, 60_000, 600_000, "H", "C", FLEET],
  ["vans", "(?:[a-z-]+ )?(?:vans|cars|utes|pickups|vehicles|pool cars)", "", "Replace the {q} in delivery batches", "Vans and cars", 4, 2, "Fleet Manager", 62_000, 35_000, 110_000, "H", "C", FLEET],
  ["boats", "boats|vessels|ferries|launches", "", "Procure, sea-trial and commission the {q}", "Vessels", 0.05, 1, "Fleet Engineer", 1_500_000, 200_000, 15_000_000, "H", "C", FLEET],
  ["chargers", "(?:[a-z-]+ )?(?:chargers|charging points|charge points|charging bays|charging posts)", "", "Install and commission the {q}", "Charging points", 2, 3, "Site Engineer", 18_000, 4_000, 120_000, "H", "C", FLEET],
  // IT and devices
  ["laptops", "laptops|desktops|pcs|computers|workstations|notebooks|chromebooks|macs", "", "Image, deploy and swap the {q}", "Laptops and desktops", 30, 4, "End-User Computing Lead", 1_900, 1_100, 3_200, "H", "C", IT],
  ["tablets", "tablets|ipads|handhelds|handheld scanners|scanners|rugged devices|mobile devices|devices", "", "Enrol, configure and issue the {q}", "Tablets and handheld devices", 40, 3, "End-User Computing Lead", 1_300, 500, 3_000, "H", "C", IT],
  ["phones", "phones|smartphones|mobiles|handsets|radios", "", "Configure and issue the {q}", "Phones and radios", 50, 3, "End-User Computing Lead", 950, 400, 2_200, "H", "C", IT],
  ["tills", "tills|pos terminals|point-of-sale terminals|checkouts|self-checkouts|payment terminals|card readers", "", "Install and test the {q} store by store", "Tills and payment terminals", 20, 4, "Retail Systems Lead", 2_800, 900, 25_000, "H", "C", IT],
  ["printers", "printers|label printers|copiers|mfds|multifunction devices", "", "Install and configure the {q}", "Printers", 10, 3, "End-User Computing Lead", 1_600, 400, 9_000, "H", "C", IT],
  ["access-points", "(?:wi-?fi |wireless )?access points|aps", "", "Survey, mount and configure the {q}", "Wi-Fi access points installed", 12, 4, "Network Engineer", 1_500, 700, 3_000, "H", "C", IT],
  ["switches", "(?:network )?switches|routers|firewalls", "", "Stage, install and cut over the {q}", "Network switches and routers", 8, 4, "Network Engineer", 7_000, 1_500, 40_000, "H", "C", IT, "network|data|wi-?fi|ethernet|lan\\b|wan\\b|firewall|router|access points?|comms|server"],
  ["servers", "(?:virtual |physical )?servers|vms|virtual machines|workloads", "", "Migrate the {q} in move groups", "Server and application migration", 4, 3, "Infrastructure Lead", 3_200, 800, 12_000, "T", "O", IT],
  ["kiosks", "kiosks|screens|displays|signs|digital signs", "", "Install and commission the {q}", "Kiosks, screens and signs", 10, 3, "Site Supervisor", 4_500, 400, 15_000, "H", "C", IT],
  ["sensors", "sensors|loggers|meters|smart meters|water meters|gauges|trackers|tags|beacons", "", "Install, pair and test the {q}", "Sensors and meters installed", 25, 8, "Field Operations Lead", 450, 60, 1_200, "H", "C", IT],
  ["cameras", "cameras|cctv cameras|body cameras|body-worn cameras", "", "Install and commission the {q}", "Cameras", 6, 3, "Security Lead", 2_600, 500, 6_000, "H", "C", IT],
  ["licences", "licences|licenses|seats|subscriptions|user accounts|accounts|mailboxes", "", "Provision and migrate the {q}", "Licences and accounts (first year)", 150, 2, "Service Owner", 420, 60, 2_000, "H", "O", IT],
  ["integrations", "integrations|interfaces|apis|feeds|connectors", "", "Build and test the {q}", "Integrations built", 0.05, 3, "Solution Architect", 45_000, 15_000, 150_000, "T", "C", IT],
  ["reports", "reports|dashboards", "", "Rebuild and validate the {q}", "Reports and dashboards", 0.25, 3, "Business Analyst", 6_000, 1_500, 20_000, "T", "C", IT],
  ["forms", "forms|templates|letters|e-forms", "", "Redesign and rebuild the {q}", "Forms and templates", 1, 3, "Business Analyst", 1_800, 400, 6_000, "T", "C", IT],
  ["web-pages", "web pages|pages of content|content pages|articles", "", "Rewrite and migrate the {q}", "Content rewriting and migration", 6, 3, "Content Lead", 180, 50, 600, "T", "O", IT],
  ["records", "records|rows|customer records|patient records|case files|cases|claims|policies", "", "Cleanse, migrate and reconcile the {q} in trial loads", "Data cleansing and migration", 20_000, 2, "Data Migration Lead", 0.12, 0.02, 1.5, "T", "O", DATA],
  ["skus", "skus|product lines|items of stock|stock lines|products", "", "Cleanse and load the {q}", "Product data cleansing", 300, 2, "Data Migration Lead", 2.5, 0.5, 10, "T", "O", DATA],
  ["modules", "e-learning modules|modules|courses|lessons|units of work", "", "Write, build and test the {q}", "Course and module development", 0.1, 4, "Learning Designer", 14_000, 3_000, 45_000, "T", "C", TRAIN, "write|build|develop|creat|design|produc|author"],
  // buildings and sites
  ["stores", "stores|shops|branches|outlets|restaurants|cafes|pharmacies|showrooms", "", "Refit the {q} in waves", "Store refits", 1 / 15, 6, "Programme Manager", 480_000, 80_000, 1_500_000, "T", "C", BUILD, "refit|refurb|renovat|remodel|upgrad|fit out|fit-out|rebrand|redesign|moderni[sz]|convert|rebuild"],
  ["sites", "schools|campuses|colleges|libraries|clinics|surgeries|health centres|practices|offices|sites|buildings|halls|centres|centers|premises|locations|depots|warehouses|distribution centres|distribution centers|yards|garages", "", "Complete the work at the {q} in waves", "Site roll-out (scope per site to be estimated)", 1 / 5, 4, "Programme Manager", 0, 0, 0, "T", "C", BUILD],
  ["homes", "homes|houses|dwellings|flats|apartments|properties|council homes|social homes", "", "Survey and retrofit the {q} in area batches", "Home retrofits", 0.1, 40, "Retrofit Coordinator", 26_000, 9_000, 48_000, "T", "C", ENERGY],
  ["heat-pumps", "heat pumps|boilers|solar panels|solar arrays|batteries|insulation measures", "", "Install and commission the {q}", "Energy measures installed", 1, 20, "Retrofit Coordinator", 12_000, 800, 25_000, "H", "C", ENERGY],
  ["windows", "windows|doors|roofs", "", "Replace the {q}", "Windows, doors and roofs", 6, 6, "Site Supervisor", 1_400, 500, 30_000, "T", "C", BUILD],
  ["classrooms", "teaching labs|laboratories|studios|operating theatres", "", "Refurbish and equip the {q} in turn", "Room refurbishment and equipment", 1 / 20, 4, "Programme Manager", 120_000, 30_000, 1_500_000, "T", "C", BUILD, "refurb|equip|build|upgrad|fit out|renovat|convert"],
  // a roof renewed by area: stripped and re-covered (slate, tile, lead or sheet), with the boarding and flashings
  ["roof-area", "square metres|square meters|sq m|m2|m²|sqm", "(?=[^.]{0,40}\\b(?:roof|roofing|lead|slates?|tiles?)\\b)", "Strip and renew the {q}", "Roof covering renewal per square metre", 15, 4, "Construction Manager", 450, 150, 1_600, "T", "C", BUILD],
  ["warehouse-area", "square metres|square meters|sq m|m2|m²|sqm", "(?=[^.]*\\b(?:warehouse|distribution|logistics|industrial|racking|pallet)s?\\b)", "Fit out and rack the {q} of warehouse space", "Warehouse fit-out and racking per square metre", 400, 4, "Warehouse Manager", 320, 150, 700, "T", "C", LOGI],
  ["floor-area", "square metres|square meters|sq m|m2|m²|sqm", "", "Fit out the {q} of floor space", "Fit-out per square metre", 40, 6, "Construction Manager", 2_100, 1_100, 3_800, "T", "C", BUILD],
  ["desks", "desks|workstations|work points|seats at desks|chairs", "", "Install furniture and IT for the {q}", "Desks and workpoints", 25, 4, "Workplace Lead", 2_400, 900, 5_000, "H", "C", BUILD],
  ["meeting-rooms", "meeting rooms|conference rooms", "", "Fit and test AV in the {q}", "Meeting room AV", 1, 3, "Workplace Lead", 24_000, 6_000, 80_000, "H", "C", BUILD],
  ["beds", "beds|cots|trolleys", "", "Install and commission the {q}", "Beds and equipment", 6, 3, "Facilities Lead", 6_500, 1_500, 25_000, "H", "C", HEALTH],
  ["lifts", "lifts|elevators|escalators", "", "Replace and certify the {q}", "Lift replacement", 1 / 30, 2, "Building Services Engineer", 220_000, 90_000, 600_000, "T", "C", BUILD],
  ["pitches", "pitches|courts|fields|playing fields|changing rooms|pavilions", "", "Upgrade the {q}", "Pitch and facility upgrades", 1 / 40, 3, "Facilities Lead", 350_000, 60_000, 1_500_000, "T", "C", BUILD],
  ["playgrounds", "playgrounds|play areas|parks|car parks|bus stops", "", "Rebuild the {q}", "Public space works", 1 / 20, 3, "Site Engineer", 160_000, 30_000, 600_000, "T", "C", CIVIL],
  ["parking", "parking spaces|car parking spaces|bays", "", "Mark out and equip the {q}", "Parking bays", 30, 2, "Site Supervisor", 900, 200, 6_000, "T", "C", CIVIL],
  ["bins", "bins|wheelie bins|containers|caddies|lockers", "", "Deliver the {q} round by round", "Bins and containers delivered", 350, 4, "Operations Lead", 65, 20, 800, "H", "C", LOGI],
  ["pallets", "pallets|pallet positions|racking bays|bays of racking", "", "Move and put away the {q} in phased moves", "Stock and racking moves", 300, 4, "Warehouse Manager", 9, 3, 40, "T", "O", LOGI],
  ["crates", "crates|shipping containers|containers of|loads|truckloads", "", "Pack, ship and unpack the {q}", "Packing and freight", 6, 3, "Logistics Lead", 1_800, 400, 8_000, "T", "O", LOGI],
  // people: training, recruitment, participants, services
  ["staff", "staff|employees|officers|nurses|doctors|clinicians|teachers|advisers|advisors|agents|managers|engineers|technicians|carers|workers|users|colleagues|members of staff|team members|store staff|firefighters|physiotherapists|tutors|coaches|referees|stewards|crew members", "(?!\\s+(?:from|who|that|are|were|at|in)\\b)", "Train the {q} in small groups", "Training delivery", 12, 6, "Training Lead", 180, 60, 900, "T", "O", TRAIN],
  ["volunteers", "volunteers|marshals|helpers|ambassadors|champions", "", "Recruit, check and train the {q}", "Volunteer recruitment and training", 10, 4, "Volunteer Coordinator", 90, 30, 300, "T", "O", TRAIN],
  ["participants", "participants|patients|trial participants|subjects|households|respondents", "", "Recruit, consent and follow up the {q}", "Participant recruitment and follow-up", 2, 6, "Trial Manager", 2_400, 600, 8_000, "T", "O", HEALTH, "recruit|enrol|consent|randomi|trial|study|studies|survey|interview|follow(?:ed|ing)? up|cohort"],
  ["pupils", "pupils|students|learners|children|young people|apprentices|trainees", "", "Enrol the {q} and deliver the programme to them", "Programme delivery per learner", 30, 10, "Programme Lead", 250, 100, 2_000, "T", "O", TRAIN, "tutor|teach|mentor|coach|catch-up|catch up|enrol|support"],
  ["doses", "doses|vaccinations|jabs|vaccines|screenings|health checks|tests|assessments|appointments", "", "Run clinics that give the {q}", "Clinic delivery per appointment", 150, 20, "Clinical Lead", 28, 10, 120, "T", "O", HEALTH],
  ["samples", "samples|specimens analysed|lab tests", "", "Collect and analyse the {q}", "Sample analysis", 50, 3, "Lab Manager", 85, 20, 400, "T", "O", HEALTH],
  ["interviews", "interviews|focus groups|workshops|consultation events|drop-in sessions|public meetings", "", "Hold the {q}", "Engagement sessions", 2, 3, "Engagement Lead", 900, 200, 4_000, "T", "O", TRAIN],
  ["grants", "grants|awards|bursaries|small grants", "", "Assess and pay the {q}", "Grants paid", 5, 2, "Grants Officer", 5_000, 500, 50_000, "T", "O", HEALTH],
  ["clubs", "clubs|societies|community groups|community clubs", "", "Sign up and support the {q}", "Club and group support", 0.5, 3, "Development Officer", 4_000, 500, 20_000, "T", "O", TRAIN],
  // events, touring and productions
  ["venues", "venues|tour venues|stops on the tour|museums|galleries|theatres on the tour", "", "Install, open and take down the {show} at the {q} in turn", "Touring costs per venue (freight, install, hire)", 1 / 12, 1, "Tour Manager", 45_000, 15_000, 150_000, "T", "O", EVENTS],
  ["performances", "performances|shows|concerts|gigs|screenings|matinees", "", "Run the {q} with the company and crew", "Running costs per performance", 1, 1, "Company Manager", 22_000, 5_000, 80_000, "T", "O", EVENTS],
  ["episodes", "episodes|films|documentaries|programmes|videos", "", "Shoot, edit and deliver the {q}", "Production per episode", 1 / 25, 2, "Producer", 260_000, 40_000, 900_000, "T", "O", EVENTS],
  ["events", "events|festivals|races|fairs|matches|fixtures|tournaments|conferences|sessions", "", "Plan and run the {q}", "Event delivery per event", 1 / 15, 2, "Event Manager", 35_000, 3_000, 300_000, "T", "O", EVENTS],
  ["attendees", "attendees|delegates|guests|visitors|spectators|runners|riders", "(?=\\s+(?:a\\s+day|per\\s+day|each\\s+day|on\\s+the\\s+day|at\\s+the|attend|expected))", "Plan entry, welfare and safety for the {q}", "Attendee welfare and safety", 5_000, 1, "Event Manager", 9, 2, 40, "T", "O", EVENTS],
  ["acts", "acts|artists|speakers|performers|musicians|bands", "", "Contract and schedule the {q}", "Artist and speaker fees", 2, 1, "Programme Lead", 6_000, 500, 60_000, "T", "O", EVENTS]
]

const toRate = (r: Row): UnitRate => ({
  id: r[0],
  unit: new RegExp(`^(?:${r[1]})\\b`, "i"),
  // a lookahead tests what follows the unit as it is; a phrase must follow after a space
  ...(r[2] ? { thing: new RegExp(/^\(\?[=!]/.test(r[2]) ? `^${r[2]}` : `^\\s+${r[2]}`, "i") } : {}),
  work: r[3],
  costItem: r[4],
  perCrewDay: r[5],
  crewsMax: r[6],
  lead: r[7],
  cost: r[8],
  low: r[9],
  high: r[10],
  category: r[11] === "H" ? "Hardware" : "Third-party",
  costType: r[12] === "C" ? "CAPEX" : "OPEX",
  source: r[13],
  ...(r[14] ? { needs: new RegExp(`\\b(?:${r[14]})`, "i") } : {})
})

export const UNIT_RATES: ReadonlyArray<UnitRate> = ROWS.map(toRate)

/** Every unit word the table knows, for docs and tests. */
export const unitKinds = (): number => ROWS.reduce((n, r) => n + r[1].split("|").length, 0)

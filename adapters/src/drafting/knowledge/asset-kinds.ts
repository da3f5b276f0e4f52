// Kinds of major asset a project buys or builds (a vessel, a vehicle, a large machine, a building): how one is
// specified, bought, made, accepted and brought into service, and what such a supply typically takes when the
// brief names no time (issue 33: the plan and budget carry the brief's main asset, not only the work around it).

export interface AssetKind {
  readonly id: "vessel" | "vehicle" | "equipment" | "building" | "installation"
  /** nouns (singular|plural) that name an asset of this kind */
  readonly nouns: RegExp
  /** who makes it, as the brief may name them ("the shipyard", "the manufacturer") */
  readonly maker: string
  readonly makerWords: RegExp
  /** how it is made: "Build the {asset} at the shipyard {supply}" ({supply}: "over the quoted 22 months") */
  readonly make: string
  /** acceptance before service, and its typical working days */
  readonly accept: string
  readonly acceptDays: number
  /** who operates it, trained before service */
  readonly operators: string
  /** typical supply time in months from contract, when the brief names none (planning figure) */
  readonly typicalMonths: number
  readonly typicalSource: string
  /** typical price of one, in AUD (a planning figure when the brief gives neither a price nor its money) */
  readonly typicalAud: number
  /** the budget category its contract falls in */
  readonly category: "Hardware" | "Third-party"
}

export const ASSET_KINDS: ReadonlyArray<AssetKind> = [
  {
    id: "vessel",
    nouns: /\b(ferry|ferries|vessels?|ships?|boats?|tugs?|dredgers?|barges?|lifeboats?|catamarans?|patrol boats?)\b/i,
    maker: "shipyard",
    makerWords: /\b(ship)?yards?\b|\bshipbuilders?\b|\bbuild(?:ing)? time\b/i,
    make: "Design and build the {asset} at the shipyard {supply}, with stage inspections by the owner's surveyor",
    accept: "Run the sea trials, close the defects and accept delivery of the {asset}",
    acceptDays: 15,
    operators: "crew",
    typicalMonths: 24,
    typicalSource: "typical build slot for a small passenger or vehicle vessel at a European yard",
    typicalAud: 25_000_000,
    category: "Third-party"
  },
  {
    id: "vehicle",
    // built to order (buses, fire engines, trains); vans, cars and trucks come from dealers' stock, in weeks
    nouns: /\b(buses|bus|coaches|fire engines?|fire appliances?|ambulances?|trams?|trains?|locomotives?|refuse (?:collection )?vehicles?|gritters?)\b/i,
    maker: "manufacturer",
    makerWords: /\b(manufacturers?|bodybuilders?|coachbuilders?|dealers?|build slots?)\b/i,
    make: "Build and deliver the {asset} to the agreed specification {supply}",
    accept: "Inspect, register and commission each of the {asset} on delivery",
    acceptDays: 10,
    operators: "drivers",
    typicalMonths: 12,
    typicalSource: "typical build and delivery time for specialist road vehicles from order",
    typicalAud: 750_000,
    category: "Hardware"
  },
  {
    id: "equipment",
    // major plant and medical equipment only: a handheld or barcode scanner is a device, not an asset of this kind
    nouns: /\b((?:mri|ct|pet|3t|1\.5t|7t|cone-beam)\s+scanners?|linear accelerators?|linacs?|robots?|printing press|presses|boilers?|chillers?|generators?|turbines?|transformers?|switchgear|lifts?|escalators?|cranes?|pipe organs?|organs?|telescopes?|production line|heat pumps?)\b/i,
    maker: "supplier",
    makerWords: /\b(manufacturers?|suppliers?|vendors?|factory|delivery time|lead time)\b/i,
    make: "Manufacture and deliver the {asset} {supply}",
    accept: "Install and commission the {asset} and run the acceptance tests",
    acceptDays: 15,
    operators: "staff who will operate it",
    typicalMonths: 6,
    typicalSource: "typical manufacture and delivery time for major plant or equipment from order",
    typicalAud: 1_500_000,
    category: "Hardware"
  },
  {
    id: "building",
    nouns: /\b((?:fire|police|ambulance|bus|railway|train|lifeboat) stations?|depots?|buildings?|extensions?|pavilions?|clinics?|health centres?|community centres?|visitor centres?|sports halls?|libraries|library|schools?|footbridges?|bridges?|piers?|terminals?|warehouses?)\b/i,
    maker: "contractor",
    makerWords: /\b(contractors?|builders?|construction)\b/i,
    make: "Construct the {asset} {supply}, with monthly valuations and site inspections",
    accept: "Inspect the {asset}, agree the snagging list and take it over at practical completion",
    acceptDays: 10,
    operators: "staff who will run it",
    typicalMonths: 18,
    typicalSource: "typical construction period for a mid-sized public building",
    typicalAud: 10_000_000,
    category: "Third-party"
  },
  {
    // engineered installations built under one works (or EPC) contract: energy, water, flood and public realm
    id: "installation",
    nouns: /\b(solar farms?|solar parks?|wind farms?|battery (?:storage|energy storage)(?: systems?)?|substations?|treatment (?:plants?|works)|pumping stations?|reservoirs?|sea walls?|flood (?:defences|defenses|barriers?|walls?)|car parks?|playgrounds?|skate parks?|cycle (?:lanes?|routes?|paths?)|district heat(?:ing)? networks?|heat networks?|siren networks?|sports pitches|artificial pitches|running tracks?)\b/i,
    maker: "works contractor",
    makerWords: /\b(EPC|contractors?|works contract|construction)\b/i,
    make: "Build the {asset} under the works contract {supply}, with monthly valuations and site inspections",
    accept: "Test and commission the {asset}, close the snagging list and take it over",
    acceptDays: 15,
    operators: "staff who will run it",
    typicalMonths: 12,
    typicalSource: "typical build period for an engineered installation under one works contract",
    typicalAud: 8_000_000,
    category: "Third-party"
  }
]

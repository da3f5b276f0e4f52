// Budget extras patterns per category and domain: item, typical cost in AUD (waterfall.md §9 default
// currency), justification and cost type. Costs are scaled by the pricing horizon and converted.
import type { ExtraCategory } from "@initpack/core/drafting/budget"
import type { DomainId } from "./domains"

export interface BudgetPattern {
  readonly category: ExtraCategory
  readonly item: string
  readonly audCost: number
  /** Recurring monthly items scale with the pricing horizon. */
  readonly monthly: boolean
  readonly justification: string
  readonly costType: "CAPEX" | "OPEX"
  readonly domains: ReadonlyArray<DomainId | "*">
  /** Words in the user's specifics that favour this item. */
  readonly keywords: ReadonlyArray<string>
  /** Priced per device or per site: the line scales by the count the user names (else an assumed count). */
  readonly per?: "device" | "site"
  /** Price of one unit when the user names a count of them ("30 Wi-Fi access points") and `per` is "site". */
  readonly unitCost?: number
}

const b = (category: ExtraCategory, item: string, audCost: number, monthly: boolean, costType: "CAPEX" | "OPEX", domains: string, keywords: string, justification: string): BudgetPattern => ({
  category, item, audCost, monthly, costType, justification,
  domains: domains.split(",") as Array<DomainId | "*">,
  keywords: keywords.split(",").filter((k) => k.length > 0)
})

const perDevice = (p: BudgetPattern): BudgetPattern => ({ ...p, per: "device" })
const perSite = (p: BudgetPattern, unitCost?: number): BudgetPattern => ({ ...p, per: "site", ...(unitCost ? { unitCost } : {}) })

export const BUDGET_PATTERNS: ReadonlyArray<BudgetPattern> = [
  b("Software", "Cloud hosting subscription", 2500, true, "OPEX", "software,mobile,data", "cloud,hosting,aws,azure,gcp", "Hosting for production and non-production environments over the pricing horizon."),
  b("Software", "SaaS licences for end users", 45, true, "OPEX", "software,erp,general", "licence,license,saas,seat,user", "Per-user subscription for the named user base, priced per month."),
  b("Software", "ERP subscription licences", 9000, true, "OPEX", "erp", "erp,sap,oracle,dynamics,netsuite,licence", "Subscription for finance, procurement and inventory modules."),
  b("Software", "Monitoring and logging tools", 600, true, "OPEX", "software,mobile,infrastructure,data", "monitor,logging,observability", "Observability needed to run the service within its service levels."),
  b("Software", "Test automation tooling", 8000, false, "CAPEX", "software,mobile,erp", "test,automation,qa", "One-off setup of automated regression testing."),
  b("Software", "Data integration / ETL tool licence", 1500, true, "OPEX", "data,erp", "etl,integration,migration,data", "Tooling for extracts, transformation and reconciliation."),
  b("Software", "Mobile device testing cloud", 400, true, "OPEX", "mobile", "device,mobile,ios,android", "Access to real devices for the test matrix."),
  b("Software", "Marketing automation platform", 1200, true, "OPEX", "marketing", "automation,email,crm,platform", "Runs nurture emails and lead scoring for the campaign."),
  b("Software", "Design and collaboration software", 30, true, "OPEX", "construction,marketing,general", "design,cad,collaboration", "Licences for designers and reviewers during the project."),
  b("Hardware", "Production servers", 18000, false, "CAPEX", "infrastructure,data", "server,compute,host", "Compute capacity for migrated workloads with headroom for growth."),
  b("Hardware", "Network switches and firewalls", 24000, false, "CAPEX", "infrastructure,construction", "network,switch,firewall,router", "Core and edge network gear for the new site."),
  b("Hardware", "Storage array", 30000, false, "CAPEX", "infrastructure,data", "storage,san,nas,backup", "Primary storage sized for current data plus three years' growth."),
  b("Hardware", "Staff laptops and peripherals", 2200, false, "CAPEX", "general,software,erp,construction", "laptop,device,desktop,monitor,peripheral", "Devices for users who need updated equipment."),
  b("Hardware", "Meeting room video conferencing kits", 9000, false, "CAPEX", "construction", "video,meeting room,av,conferenc", "Audio-visual equipment for the new meeting rooms."),
  b("Hardware", "Barcode scanners and label printers", 6500, false, "CAPEX", "erp", "scanner,warehouse,barcode,printer", "Warehouse devices for receiving and stock counts."),
  b("Hardware", "Test devices (phones and tablets)", 7000, false, "CAPEX", "mobile", "device,phone,tablet", "In-house devices covering the most-used models."),
  b("Third-party", "Implementation partner services", 120000, false, "CAPEX", "erp,software,data", "partner,integrator,implementation,consult", "Configuration, build and testing delivered by the partner."),
  b("Third-party", "Penetration testing", 15000, false, "CAPEX", "software,mobile,infrastructure,erp", "security,penetration,pen test", "Independent security test before go-live."),
  b("Third-party", "Data centre migration specialists", 40000, false, "CAPEX", "infrastructure", "migration,data centre,data center,colocation", "Specialist support for migration waves and cutover."),
  b("Third-party", "Colocation and cross-connect fees", 4500, true, "OPEX", "infrastructure", "colocation,rack,cross-connect,hosting", "Rack space, power and connectivity at the target site."),
  b("Third-party", "Head contractor fit-out works", 450000, false, "CAPEX", "construction", "contractor,builder,fit-out,works", "Construction works to the approved design."),
  b("Third-party", "Architect and certifier fees", 38000, false, "CAPEX", "construction", "architect,certifier,design", "Design, documentation and certification services."),
  b("Third-party", "Removalist and relocation services", 12000, false, "CAPEX", "construction", "removal,relocation,move", "Moving staff, furniture and equipment in waves."),
  b("Third-party", "Creative agency production", 45000, false, "CAPEX", "marketing", "agency,creative,production,video", "Concepts and production of campaign assets."),
  b("Third-party", "Paid media", 80000, false, "OPEX", "marketing", "media,ads,advertis,social,search", "Paid search, social and display placements for the campaign flight."),
  b("Third-party", "Training provider", 12000, false, "OPEX", "software,mobile,infrastructure,data,erp,general", "training,trainer", "Role-based training for end users before go-live."),
  b("Software", "Desk and room booking software", 6, true, "OPEX", "construction", "booking,desk,room,workplace", "Per-desk subscription for desk and meeting room booking, priced per month."),
  b("Third-party", "Social media management and listening tools", 900, true, "OPEX", "marketing", "social,listening,scheduling", "Scheduling, monitoring and reporting across the campaign's social channels."),
  b("Third-party", "Data cleansing services", 20000, false, "CAPEX", "data,erp", "cleans,data quality,dedup", "Specialist cleansing of legacy records before migration."),
  b("Third-party", "Independent quality assurance review", 18000, false, "CAPEX", "*", "assurance,review,audit", "Independent assurance at key stage gates."),
  b("Third-party", "App store developer accounts and fees", 300, false, "OPEX", "mobile", "app store,store,developer account", "Annual Apple and Google developer programme fees."),
  // Compliance and certification programmes
  b("Third-party", "Certification body audit fees (stage 1 and stage 2)", 18000, false, "OPEX", "compliance", "certification,audit,certification body,stage 1,stage 2,iso", "Accredited certification body's audit days for stage 1 and stage 2."),
  b("Third-party", "Compliance consultant for gap assessment and remediation", 45000, false, "OPEX", "compliance", "consultant,gap,advis,remediat", "Specialist support for the gap assessment, risk method, policies and audit readiness."),
  b("Software", "Governance, risk and compliance (GRC) platform", 900, true, "OPEX", "compliance", "grc,evidence,register,tool,platform", "One place for the risk register, controls, evidence and audit findings."),
  b("Software", "Security awareness training platform", 7000, false, "OPEX", "compliance", "training,awareness,phishing,staff", "A year of online courses and phishing simulations for every employee in scope."),
  b("Third-party", "Penetration test and retest", 16000, false, "OPEX", "compliance", "penetration,pen test,vulnerab,security test", "Independent test of the external and internal network and key applications, with a retest."),
  b("Third-party", "Internal audit by an independent auditor", 9000, false, "OPEX", "compliance", "internal audit,auditor,independent", "A qualified auditor independent of the work runs the first internal audit."),
  // Device rollouts: per device and per site
  perDevice(b("Software", "Mobile device management licences", 6, true, "OPEX", "devices", "mdm,device management,intune,enrol,licence", "Per-device subscription to enrol, secure, update and remotely wipe every device.")),
  perDevice(b("Software", "Line-of-business app licences on the devices", 12, true, "OPEX", "devices", "app,wms,warehouse management,pos,point-of-sale,software", "Per-device licence for the warehouse, ERP or point-of-sale app the devices run.")),
  perDevice(b("Hardware", "Handheld scanners (mobile computers)", 2300, false, "CAPEX", "devices", "scanner,handheld,barcode,rfid,mobile computer", "Rugged handheld computers with built-in barcode scanners, priced per unit.")),
  perDevice(b("Hardware", "Charging cradles, spare batteries and rugged cases", 350, false, "CAPEX", "devices", "charger,charging,cradle,batter,case,dock,accessor", "Accessories kit for every device so the fleet is charged and protected each shift.")),
  perSite(b("Hardware", "Wi-Fi access points and cabling", 15000, false, "CAPEX", "devices", "wi-fi,wifi,access point,wireless,coverage", "Access points, cabling and mounts to close the coverage gaps found in the site survey, priced per site."), 1600),
  perSite(b("Hardware", "Mobile label and receipt printers", 1800, false, "CAPEX", "devices", "printer,label,receipt", "Printers for labels and receipts where tasks end, priced per site."), 900),
  perDevice(b("Hardware", "Point-of-sale terminals", 3500, false, "CAPEX", "devices", "pos,point-of-sale,point of sale,terminal,till,checkout", "Terminals with scanner, cash drawer and card reader, priced per lane.")),
  perDevice(b("Hardware", "Laptops with docking stations", 2200, false, "CAPEX", "devices", "laptop,desktop,dock,refresh,monitor", "Standard laptop build with a dock per user, priced per unit.")),
  perDevice(b("Hardware", "Rugged tablets for field staff", 1900, false, "CAPEX", "devices", "tablet,field,rugged", "Rugged tablets with cases and mounts for field staff, priced per unit.")),
  perSite(b("Third-party", "Wi-Fi site surveys", 3500, false, "CAPEX", "devices", "survey,wi-fi,wifi,wireless,coverage", "Predictive and on-site Wi-Fi survey of each site before access points are ordered.")),
  perSite(b("Third-party", "Site installation and device staging services", 6000, false, "CAPEX", "devices", "install,staging,deploy,vendor,on-site", "Vendor staging, enrolment and on-site installation, priced per site.")),
  perSite(b("Third-party", "On-site training and super-user coaching", 2500, false, "OPEX", "devices", "training,trainer,super-user,coaching", "Shift-by-shift training at each site before go-live, priced per site.")),
  perDevice(b("Third-party", "Device repair and support contract", 15, true, "OPEX", "devices", "support,repair,maintenance,warranty,service contract", "Vendor repair with next-day swap, priced per device per month.")),
  perDevice(b("Third-party", "Certified wipe and recycling of old devices", 25, false, "OPEX", "devices", "dispos,recycl,wipe,old devices,e-waste", "Collection, certified data wipe and recycling of the replaced devices."))
]

/** Rough conversion from AUD for other currencies (first-draft estimates only). */
export const AUD_RATES: Record<string, number> = {
  AUD: 1, USD: 0.66, EUR: 0.61, GBP: 0.52, NZD: 1.09, CAD: 0.9, SGD: 0.88, INR: 55, JPY: 99, CHF: 0.58, SEK: 7, NOK: 7, DKK: 4.5,
  HKD: 5.1, CNY: 4.7, KRW: 900, ZAR: 12, MYR: 3, PHP: 37, IDR: 10500, THB: 23, VND: 16500, AED: 2.4, SAR: 2.5, BRL: 3.6, MXN: 12, PLN: 2.6
}

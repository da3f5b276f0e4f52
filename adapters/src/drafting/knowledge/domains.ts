// Delivery domains the offline drafter recognises, with the words that point to each.
// Matching is on the user's own text (project name, answers, context, existing items).

export const DOMAIN_IDS = [
  "software",
  "mobile",
  "infrastructure",
  "devices",
  "data",
  "erp",
  "compliance",
  "construction",
  "marketing",
  "general"
] as const
export type DomainId = (typeof DOMAIN_IDS)[number]

export interface DomainProfile {
  readonly id: DomainId
  readonly label: string
  /** Lower-case words or stems; a hit counts once per occurrence. */
  readonly keywords: ReadonlyArray<string>
  /**
   * Keywords that also turn up in briefs about something else ("cloud", "platform" in a helpline's telephony):
   * they count half, and a domain needs at least one of its other (core) keywords to be chosen.
   */
  readonly incidental: ReadonlyArray<string>
  /** How drafts refer to the thing being delivered. */
  readonly noun: string
  /** The team that builds it (used for resources and the Senior Supplier). */
  readonly supplier: string
  /** The people who use it (used for the Senior User and audiences). */
  readonly users: string
}

export const DOMAINS: ReadonlyArray<DomainProfile> = [
  {
    id: "software",
    label: "software delivery",
    keywords: ["software", "platform", "portal", "web", "api", "saas", "application", "app", "system", "integration", "microservice", "cloud", "feature", "release", "digital", "online", "customer portal", "workflow", "automation"],
    // "a feature documentary", "integration of services", "release forms": alone they make no software delivery
    incidental: ["software", "platform", "system", "cloud", "digital", "online", "workflow", "automation", "feature", "integration", "release"],
    noun: "the platform",
    supplier: "the delivery team",
    users: "business users"
  },
  {
    id: "mobile",
    label: "mobile app",
    keywords: ["mobile", "ios", "android", "app store", "smartphone", "push notification", "banking app", "wallet", "biometric", "tablet", "play store"],
    incidental: ["tablet", "wallet", "biometric"],
    noun: "the app",
    supplier: "the mobile squad",
    users: "app customers"
  },
  {
    id: "infrastructure",
    label: "infrastructure",
    keywords: ["data centre", "data center", "datacenter", "server", "network", "infrastructure", "hosting", "rack", "virtualis", "virtualiz", "storage", "firewall", "cutover", "colocation", "co-location", "hardware", "lan", "wan", "vmware", "azure", "aws", "disaster recovery", "backup"],
    incidental: ["network", "infrastructure", "storage", "hardware", "backup", "server", "hosting"],
    noun: "the new environment",
    supplier: "the infrastructure team",
    users: "service owners"
  },
  {
    id: "devices",
    label: "device rollout",
    // Specific device and site words only: "tablet" alone stays with mobile apps, "warehouse" alone with nobody.
    keywords: ["scanner", "handheld", "barcode", "rfid", "device", "wi-fi", "wifi", "access point", "printer", "depot", "point-of-sale", "point of sale", "pos terminal", "kiosk", "iot", "sensor", "laptop refresh", "desktop refresh", "device refresh", "hardware refresh", "device fleet", "rugged", "mdm", "device management", "intune", "field staff", "field tablet", "mobile computer", "label printer", "docking", "charging cradle", "per site", "each site", "every site", "site rollout", "scanner rollout", "device rollout"],
    incidental: ["device", "sensor", "depot", "field staff", "per site", "each site", "every site", "printer"],
    noun: "the device fleet",
    supplier: "end-user computing and the device vendor",
    users: "site teams"
  },
  {
    id: "data",
    label: "data migration",
    keywords: ["data migration", "migrate", "migration", "legacy", "data warehouse", "etl", "reconcil", "data quality", "master data", "records", "archive", "database", "analytics", "reporting", "dashboard", "bi "],
    incidental: ["records", "archive", "reporting", "dashboard", "legacy", "analytics", "database"],
    noun: "the migrated data",
    supplier: "the data team",
    users: "data consumers"
  },
  {
    id: "erp",
    label: "ERP rollout",
    keywords: ["erp", "sap", "oracle", "dynamics", "netsuite", "finance system", "general ledger", "payroll", "procurement", "purchase order", "accounts payable", "inventory", "supply chain", "month-end", "chart of accounts", "business process", "s/4"],
    incidental: ["procurement", "inventory", "supply chain", "business process", "purchase order"],
    noun: "the ERP solution",
    supplier: "the implementation partner",
    users: "finance and operations staff"
  },
  {
    id: "compliance",
    label: "compliance and certification",
    // Standards and audit words; "audit", "policy", "privacy", "regulator" or "accreditation" alone stay
    // with whatever else the brief is about (a clinic accredited by its regulator is still a fit-out).
    keywords: ["compliance", "compliant", "iso 27001", "27001", "iso/iec", "iso 9001", "iso 14001", "isms", "information security management", "soc 2", "soc2", "gdpr", "pci dss", "pci-dss", "hipaa", "sox", "sarbanes", "regulatory", "certification audit", "stage 1 audit", "stage 2 audit", "surveillance audit", "internal audit", "external audit", "audit readiness", "nonconformit", "non-conformit", "statement of applicability", "control framework", "controls", "cyber essentials", "nist", "security awareness", "data protection"],
    incidental: ["controls", "regulatory", "data protection", "compliance", "compliant"],
    noun: "the management system",
    supplier: "the compliance team and its advisers",
    users: "control owners"
  },
  {
    id: "construction",
    label: "construction and fit-out",
    keywords: ["construction", "fit-out", "fitout", "office", "building site", "floor", "head contractor", "refurbish", "builder", "furniture", "workplace", "tenancy", "workstations", "meeting rooms", "hvac", "joinery", "building certification", "occupancy"],
    incidental: ["office", "floor", "furniture", "workplace", "occupancy", "tenancy"],
    noun: "the fit-out",
    supplier: "the head contractor",
    users: "staff moving in"
  },
  {
    id: "marketing",
    label: "marketing campaign",
    keywords: ["marketing", "campaign", "brand", "social media", "advertis", "sales", "audience", "leads", "awareness", "agency", "seo", "email campaign", "conversion rate", "creative", "media buy", "influencer", "promotion"],
    incidental: ["sales", "audience", "awareness", "agency", "creative", "promotion", "leads", "brand"],
    noun: "the campaign",
    supplier: "the creative agency",
    users: "target customers"
  },
  {
    id: "general",
    label: "business change",
    keywords: [],
    incidental: [],
    noun: "the change",
    supplier: "the project team",
    users: "affected staff"
  }
]

export const domainProfile = (id: DomainId): DomainProfile =>
  DOMAINS.find((d) => d.id === id) ?? (DOMAINS[DOMAINS.length - 1] as DomainProfile)

// Issue 37: the parties the scope already names (the departments answered at set-up, the vendor, the people the
// service is for...) offered on the Stakeholders screen as candidate stakeholders, one click each. A short list
// of party words, read in the scope's own text; nothing is guessed beyond what the scope says.

export interface ScopeParty {
  readonly name: string
  readonly role: string
  readonly internal_external: "Internal" | "External"
  readonly influence: number
  readonly interest: number
}

/** waterfall.md §2: the set-up's departments question; the web keys the answer by this label. */
export const DEPARTMENTS_QUESTION = "Which internal departments are involved, and how are they impacted?"

// the people the service is for; worded without 'service', which would read as a job ('Customer service') to the
// drafters' board rule (core/drafting/board-members) and put them on the board
const SERVICE_USERS = "People the project serves"

// party words -> the stakeholder offered (the people the service is for: high interest, low influence, §9 scale)
const PARTY_WORDS: ReadonlyArray<{ readonly pattern: RegExp; readonly party: ScopeParty }> = [
  { pattern: /\bresidents?\b/i, party: { name: "Residents", role: SERVICE_USERS, internal_external: "External", influence: 3, interest: 9 } },
  { pattern: /\bcustomers?\b/i, party: { name: "Customers", role: SERVICE_USERS, internal_external: "External", influence: 3, interest: 8 } },
  { pattern: /\bpatients?\b/i, party: { name: "Patients", role: SERVICE_USERS, internal_external: "External", influence: 3, interest: 8 } },
  { pattern: /\bcitizens?\b/i, party: { name: "Citizens", role: SERVICE_USERS, internal_external: "External", influence: 3, interest: 8 } },
  { pattern: /\bstudents?\b/i, party: { name: "Students", role: SERVICE_USERS, internal_external: "External", influence: 3, interest: 8 } },
  { pattern: /\bpayments? (?:provider|processor|gateway)\b/i, party: { name: "Payments provider", role: "Supplier", internal_external: "External", influence: 6, interest: 5 } },
  { pattern: /\b(?:vendor|supplier)s?\b/i, party: { name: "Vendor", role: "Supplier", internal_external: "External", influence: 6, interest: 6 } },
  { pattern: /\bcontractors?\b/i, party: { name: "Contractor", role: "Supplier", internal_external: "External", influence: 5, interest: 6 } },
  { pattern: /\bregulators?\b/i, party: { name: "Regulator", role: "Regulator", internal_external: "External", influence: 7, interest: 4 } },
  { pattern: /\bunions?\b/i, party: { name: "Unions", role: "Staff representatives", internal_external: "External", influence: 5, interest: 6 } },
  { pattern: /\bcouncillors?\b/i, party: { name: "Councillors", role: "Elected members", internal_external: "Internal", influence: 8, interest: 5 } },
  { pattern: /\b(?:IT|information technology)\b/, party: { name: "IT", role: "Department", internal_external: "Internal", influence: 6, interest: 6 } },
  { pattern: /\bfinance\b/i, party: { name: "Finance", role: "Department", internal_external: "Internal", influence: 6, interest: 5 } },
  { pattern: /\bprocurement\b/i, party: { name: "Procurement", role: "Department", internal_external: "Internal", influence: 5, interest: 5 } },
  { pattern: /\blegal\b/i, party: { name: "Legal", role: "Department", internal_external: "Internal", influence: 5, interest: 4 } },
  { pattern: /\b(?:staff|employees)\b/i, party: { name: "Staff", role: "People whose work changes", internal_external: "Internal", influence: 4, interest: 7 } }
]

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim()

/** Every text of the scope: narrative, items (titles and rationales), set-up answers and background. */
const scopeTexts = (scope: Record<string, unknown>): ReadonlyArray<string> => {
  const out: Array<string> = []
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v)
    else if (Array.isArray(v)) v.forEach(walk)
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk)
  }
  for (const [key, value] of Object.entries(scope)) if (key !== "setup_flags" && key !== "SetupFlags" && key !== "history") walk(value)
  return out
}

const capitalise = (s: string): string => (s === s.toUpperCase() ? s : s.charAt(0).toUpperCase() + s.slice(1))

// the question asks how each department is impacted, so answers run on after the name ('Parking services run the
// permits', 'IT - hosts the system'): the name ends at a dash or colon, or before the first of these words
const AFTER_NAME = new RegExp(
  "\\s(?:" +
    [
      "is|are|was|were|will|would|can|could|must|should|may|might|has|have|had|need|needs|to|who|which|that|for|with|by|as|because|so",
      "run|runs|host|hosts|answer|answers|take|takes|handle|handles|manage|manages|own|owns|provide|provides|support|supports",
      "process|processes|deal|deals|lose|loses|gain|gains|use|uses|operate|operates|maintain|maintains|collect|collects",
      "receive|receives|lead|leads|approve|approves|check|checks|enforce|enforces|train|trains|update|updates|get|gets",
      "do|does|see|sees|move|moves|pay|pays|issue|issues|answering|running|hosting|taking"
    ].join("|") +
    ")\\b.*$|\\s*(?:[-\u2013\u2014]\\s|:).*$",
  "i"
)

/** The department's name at the start of one part of the answer ('Finance takes the payments' -> 'Finance'). */
const departmentName = (part: string): string =>
  part.replace(/[.:!?]+\s*$/, "").replace(/^\s*(?:the|our)\s+/i, "").trim().replace(AFTER_NAME, "").trim()

/** The departments named in the set-up's answer: 'Warehouse operations, IT and finance.' -> three departments. */
export const answeredDepartments = (answers: unknown): ReadonlyArray<ScopeParty> => {
  const map = record(answers)
  const text = [map[DEPARTMENTS_QUESTION], map.departments].find((v): v is string => typeof v === "string" && v.trim() !== "") ?? ""
  return text
    .replace(/\([^)]*\)/g, " ")
    .split(/[,;\n]|[.!?]\s+|\band\b|&/i)
    .map(departmentName)
    .filter((part) => part !== "" && part.split(/\s+/).length <= 4 && part.length <= 40)
    .map((part) => ({ name: capitalise(part), role: "Department", internal_external: "Internal" as const, influence: 6, interest: 6 }))
}

/** Candidate stakeholders the scope names, minus anyone already in the register (names compared without case). */
export const scopeParties = (scope: unknown, register: ReadonlyArray<{ readonly name: string }>): ReadonlyArray<ScopeParty> => {
  const root = record(scope)
  const texts = scopeTexts(root).join("\n")
  const known = register.map((r) => norm(r.name)).filter((n) => n !== "")
  const out: Array<ScopeParty> = []
  const taken = (name: string) => {
    const n = norm(name)
    return out.some((p) => norm(p.name) === n) || known.some((k) => k === n || k.includes(n) || n.includes(k))
  }
  const departments = answeredDepartments(root.clarification_answers ?? root.ClarificationAnswers)
  for (const party of departments) if (!taken(party.name)) out.push(party)
  // a party word inside a department's name ('customer services') is that department, not another party
  const rest = departments.reduce((t, d) => t.split(new RegExp(`\\b${d.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi")).join(" "), texts)
  for (const { pattern, party } of PARTY_WORDS) if (pattern.test(rest) && !taken(party.name)) out.push(party)
  // 'customers' is the generic word for the people the service is for: a scope naming them (residents, patients...)
  // means the same people, so they are offered once
  const serviceUsers = PARTY_WORDS.filter((w) => w.party.role === SERVICE_USERS && w.party.name !== "Customers").map((w) => norm(w.party.name))
  const named = out.some((p) => serviceUsers.includes(norm(p.name))) || known.some((k) => serviceUsers.includes(k))
  return named ? out.filter((p) => p.name !== "Customers") : out
}

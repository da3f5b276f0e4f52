// Who a drafter may put on the project board (waterfall.md §2 board guidance; issue 37). The people the
// service is for (residents, customers, patients, students, the public, staff as users...) are represented on
// the board by a Senior User from the business: they are never proposed as board members themselves. Held
// for every drafter's answer (finalise) and used by the offline drafter.
import { sameTextKey } from "./guards"
import type { StakeholderRow, StakeholderSuggestion } from "./stakeholders"

// Groups a service is for; whole words, plural unless the singular is rarely a job title ("customer" and
// "client" alone often name the buying organisation in a statement of work, so only their plurals count).
const RECIPIENT_PHRASES = [
  "members of the public", "general public", "the public", "service users", "end users", "end-users", "users",
  "residents", "resident", "citizens", "citizen", "ratepayers", "ratepayer", "taxpayers", "householders", "households",
  "tenants", "tenant", "community", "communities", "customers", "clients", "consumers", "shoppers", "subscribers",
  "account holders", "policyholders", "policy holders", "permit holders", "applicants", "claimants", "beneficiaries",
  "patients", "patient", "carers", "families", "parents", "students", "student", "pupils", "pupil", "learners",
  "passengers", "passenger", "commuters", "motorists", "visitors", "guests", "attendees", "fans",
  "staff", "employees", "workforce", "colleagues"
]

// Words of a job title or an organisation: "Customer Service Manager", "Resident Engineer", "Student Services",
// "Customer portal vendor" are people or bodies working for or on the service, not the people it is for.
const NOT_RECIPIENT_WORDS = [
  "manager", "management", "director", "directorate", "head", "chief", "officer", "lead", "leader", "coordinator",
  "co-ordinator", "administrator", "supervisor", "owner", "executive", "analyst", "engineer", "architect", "adviser",
  "advisor", "consultant", "specialist", "sponsor", "team", "service", "services", "desk", "support", "agent", "clerk",
  "president", "secretary", "controller", "department", "office", "unit", "relations", "experience", "safety",
  "vendor", "supplier", "provider", "contractor", "partner", "agency", "company", "ltd", "limited", "inc", "plc", "pty", "llc"
]

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const wholeWords = (words: ReadonlyArray<string>): RegExp =>
  new RegExp(`(^|[^\\p{L}])(${[...words].sort((a, b) => b.length - a.length).map(escape).join("|")})(?=[^\\p{L}]|$)`, "gu")
const RECIPIENTS = wholeWords(RECIPIENT_PHRASES)
const NOT_RECIPIENT = wholeWords(NOT_RECIPIENT_WORDS)

/** Responsibilities of a group the service is for (the offline drafter's and any model's answer alike). */
export const RECIPIENT_RESPONSIBILITIES = ["Represented on the project board by the Senior User", "Gives feedback through consultation, research and testing"]

/**
 * True when a row names the people the service is for (e.g. "Residents", "Permit holders", "Patients"),
 * not someone who serves them ("Customer Service Manager", "Head of Student Services").
 */
export const isServiceRecipientGroup = (row: { readonly name: string; readonly role?: string | undefined }): boolean => {
  const text = sameTextKey(`${row.name} ${row.role ?? ""}`).replace(/[’']/g, "")
  if (!new RegExp(RECIPIENTS.source, "u").test(text)) return false
  const rest = text.replace(RECIPIENTS, "$1 ")
  return !new RegExp(NOT_RECIPIENT.source, "u").test(rest)
}

/** A recipient group's suggestion: not on the board, no board role, consulted and informed, never accountable. */
export const offTheBoard = (s: StakeholderSuggestion): StakeholderSuggestion => ({
  ...s,
  on_board: false,
  board_role: "Other",
  responsibilities: [...RECIPIENT_RESPONSIBILITIES],
  R: false,
  A: false,
  C: true,
  I: true
})

/**
 * The board rule over a whole answer: a suggestion for a given row that is a recipient group is held off the
 * board (whatever board role the row or the answer named); a proposed board member that is one is dropped.
 */
export const holdBoardRule = (
  rows: ReadonlyArray<StakeholderRow>,
  suggestions: ReadonlyArray<StakeholderSuggestion>
): Array<StakeholderSuggestion> => {
  const given = new Map(rows.map((r) => [sameTextKey(r.name), r] as const))
  return suggestions.flatMap((s) => {
    if (!isServiceRecipientGroup(given.get(sameTextKey(s.name)) ?? s)) return [s]
    return s.proposed ? [] : [offTheBoard(s)]
  })
}

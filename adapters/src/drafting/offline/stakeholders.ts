// Offline stakeholder strategy + RACI: one suggestion per given row (matched by name), plus proposed
// board members when Sponsor, Senior Supplier or Senior User is missing (waterfall.md §2, §5).
import { holdBoardRule, isServiceRecipientGroup } from "@initpack/core/drafting/board-members"
import { sameTextKey } from "@initpack/core/drafting/guards"
import {
  BOARD_ROLES,
  REQUIRED_BOARD_ROLES,
  type Attitude,
  type BoardRole,
  type StakeholderRow,
  type StakeholderStrategyDraft,
  type StakeholderStrategyRequest,
  type StakeholderSuggestion
} from "@initpack/core/drafting/stakeholders"
import { C_LEVEL, OTHER_ROLE, PROPOSED_BOARD, RECIPIENT_ROLE, ROLE_PATTERNS, type RolePattern } from "../knowledge/stakeholder-roles"
import { makeContext, type DraftContext } from "./context"
import { sanitise } from "./phrases"
import { fill } from "./text"

const wordPattern = (keyword: string): RegExp => new RegExp(`(^|[^a-z])${keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z]|$)`)
const MATCHERS = ROLE_PATTERNS.map((p) => ({ p, patterns: p.keywords.map(wordPattern) }))
const C_LEVEL_PATTERNS = C_LEVEL.map(wordPattern)
const SUPPLIER = ROLE_PATTERNS.find((p) => p.boardRole === "Senior Supplier") ?? OTHER_ROLE
const SENIOR_USER = ROLE_PATTERNS.find((p) => p.boardRole === "Senior User") ?? OTHER_ROLE
// Roles that an external person holds on the business's side only; an external title with one of these is the supplier's lead.
const BUSINESS_SIDE = new Set<BoardRole>(["Project Sponsor", "Senior User", "Business Owner", "Other"])

/** The role pattern for a title: whole-word keyword match, first pattern wins. */
export const rolePatternForTitle = (title: string, external = false): RolePattern => {
  const lower = title.toLowerCase()
  const supplier = MATCHERS.find((m) => m.p === SUPPLIER)
  if (external && supplier?.patterns.some((re) => re.test(lower))) return SUPPLIER
  const found = MATCHERS.find((m) => m.patterns.some((re) => re.test(lower)))?.p ?? OTHER_ROLE
  return external && BUSINESS_SIDE.has(found.boardRole) ? SUPPLIER : found
}

const isExternal = (row: StakeholderRow): boolean => /external/i.test(row.internal_external ?? "")

const patternFor = (row: StakeholderRow): RolePattern => {
  // the people the service is for, whatever board role was typed (issue 37)
  if (isServiceRecipientGroup(row)) return RECIPIENT_ROLE
  const given = BOARD_ROLES.find((r) => sameTextKey(r) === sameTextKey(row.board_role ?? ""))
  if (given) return ROLE_PATTERNS.find((p) => p.boardRole === given) ?? { ...OTHER_ROLE, boardRole: given }
  return rolePatternForTitle(row.role ?? "", isExternal(row))
}

const LEADER_PATTERNS = ["director", "head of", "general manager"].map(wordPattern)

const seniority = (row: StakeholderRow): number => {
  if (row.board_role && sameTextKey(row.board_role) === sameTextKey("Project Sponsor")) return 4
  const title = (row.role ?? "").toLowerCase()
  return C_LEVEL_PATTERNS.some((re) => re.test(title)) ? 3 : LEADER_PATTERNS.some((re) => re.test(title)) ? 2 : 1
}

const clamp = (n: number): number => Math.min(10, Math.max(1, Math.round(n)))

const attitudeFor = (p: RolePattern, external: boolean): Attitude =>
  p.boardRole === "Project Sponsor" || p.boardRole === "Product Owner" ? "Positive" : external && p.boardRole === "Senior Supplier" ? "Positive" : "Neutral"

const suggestion = (
  ctx: DraftContext,
  p: RolePattern,
  fields: { name: string; role: string; org: string; external: boolean; proposed: boolean }
): StakeholderSuggestion => ({
  name: fields.name,
  role: fields.role,
  org: fields.org,
  internal_external: fields.external ? "External" : "Internal",
  influence: clamp(p.influence + ctx.rng.int(3) - 1),
  interest: clamp(p.interest + ctx.rng.int(3) - 1),
  attitude: attitudeFor(p, fields.external),
  on_board: p.onBoard,
  board_role: p.boardRole,
  responsibilities: [...p.responsibilities],
  R: p.raci.includes("R"),
  A: p.raci.includes("A"),
  C: p.raci.includes("C"),
  I: p.raci === "I" || p.raci === "C",
  strategy: fill(p.strategy, ctx.vars),
  proposed: fields.proposed
})

export const stakeholderStrategy = (req: StakeholderStrategyRequest): StakeholderStrategyDraft => {
  const ctx = makeContext("stakeholderStrategy", req)
  const seen = new Set<string>()
  const rows: Array<{ row: StakeholderRow; name: string; p: RolePattern }> = []
  for (const row of req.rows) {
    const name = row.name.trim()
    if (name.length === 0 || seen.has(sameTextKey(name))) continue
    seen.add(sameTextKey(name))
    rows.push({ row, name, p: patternFor(row) })
  }
  // One Project Sponsor (the only Accountable): the most senior candidate; other executives become senior users.
  // With no sponsor-type title, an internal director or head of department (no board role chosen) sponsors.
  const leader = rows.some((r) => r.p.boardRole === "Project Sponsor")
    ? undefined
    : [...rows].filter((r) => !r.row.board_role && !isExternal(r.row) && seniority(r.row) >= 2).sort((a, b) => seniority(b.row) - seniority(a.row))[0]
  if (leader) leader.p = ROLE_PATTERNS.find((p) => p.boardRole === "Project Sponsor") ?? leader.p
  const sponsors = rows.filter((r) => r.p.boardRole === "Project Sponsor")
  const chosen = [...sponsors].sort((a, b) => seniority(b.row) - seniority(a.row))[0]
  const given: Array<StakeholderSuggestion> = rows.map(({ row, name, p }) => {
    const explicit = row.board_role !== undefined && sameTextKey(row.board_role) === sameTextKey(p.boardRole)
    const pattern = p.boardRole === "Project Sponsor" && chosen && chosen.name !== name ? (explicit ? { ...p, raci: "RC" as const } : SENIOR_USER) : p
    const external = isExternal(row) || (!row.internal_external && pattern.boardRole === "Senior Supplier")
    const role = sanitise(row.role ?? "") || (pattern === RECIPIENT_ROLE ? "" : pattern.boardRole)
    const org = sanitise(row.org ?? "") || (pattern === RECIPIENT_ROLE ? "" : external ? ctx.domain.supplier.replace(/^the /, "") : "Internal")
    return suggestion(ctx, pattern, { name, role, org, external, proposed: false })
  })
  const held = new Set<BoardRole>(given.map((g) => g.board_role))
  const proposed = PROPOSED_BOARD.filter((b) => (REQUIRED_BOARD_ROLES as ReadonlyArray<string>).includes(b.boardRole) && !held.has(b.boardRole)).map((b) => {
    const p = ROLE_PATTERNS.find((r) => r.boardRole === b.boardRole) ?? OTHER_ROLE
    const external = b.boardRole === "Senior Supplier" && /vendor|partner|both/i.test(ctx.text)
    return suggestion(ctx, p, { name: `${b.boardRole} for ${ctx.project}`, role: b.role, org: external ? "Supplier" : "Internal", external, proposed: true })
  })
  return { suggestions: holdBoardRule(req.rows, [...given, ...proposed]) }
}

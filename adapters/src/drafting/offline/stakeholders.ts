// Offline stakeholder strategy + RACI: one suggestion per given row (matched by name), plus proposed
// board members when Sponsor, Senior Supplier or Senior User is missing (waterfall.md §2, §5).
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
import { OTHER_ROLE, PROPOSED_BOARD, ROLE_PATTERNS, type RolePattern } from "../knowledge/stakeholder-roles"
import { makeContext, type DraftContext } from "./context"
import { sanitise } from "./phrases"
import { fill } from "./text"

const patternFor = (row: StakeholderRow): RolePattern => {
  const given = BOARD_ROLES.find((r) => sameTextKey(r) === sameTextKey(row.board_role ?? ""))
  if (given) return ROLE_PATTERNS.find((p) => p.boardRole === given) ?? { ...OTHER_ROLE, boardRole: given }
  const title = ` ${(row.role ?? "").toLowerCase()} `
  return ROLE_PATTERNS.find((p) => p.keywords.some((k) => title.includes(k))) ?? OTHER_ROLE
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
  const given: Array<StakeholderSuggestion> = []
  for (const row of req.rows) {
    const name = row.name.trim()
    if (name.length === 0 || seen.has(sameTextKey(name))) continue
    seen.add(sameTextKey(name))
    const p = patternFor(row)
    const external = /external/i.test(row.internal_external ?? "") || (!row.internal_external && p.boardRole === "Senior Supplier")
    given.push(suggestion(ctx, p, { name, role: sanitise(row.role ?? "") || p.boardRole, org: sanitise(row.org ?? "") || (external ? ctx.domain.supplier.replace(/^the /, "") : "Internal"), external, proposed: false }))
  }
  const held = new Set<BoardRole>(given.map((g) => g.board_role))
  const proposed = PROPOSED_BOARD.filter((b) => (REQUIRED_BOARD_ROLES as ReadonlyArray<string>).includes(b.boardRole) && !held.has(b.boardRole)).map((b) => {
    const p = ROLE_PATTERNS.find((r) => r.boardRole === b.boardRole) ?? OTHER_ROLE
    const external = b.boardRole === "Senior Supplier" && /vendor|partner|both/i.test(ctx.text)
    return suggestion(ctx, p, { name: `${b.boardRole} for ${ctx.project}`, role: b.role, org: external ? "Supplier" : "Internal", external, proposed: true })
  })
  return { suggestions: [...given, ...proposed] }
}

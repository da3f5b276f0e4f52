import * as Effect from "effect/Effect"
import type { ResolvedBrief } from "../../brief/resolve-brief"
import type { StakeholderInput } from "../../document/artefacts"
import type { DraftingError } from "../../drafting/drafting-error"
import { sameTextKey } from "../../drafting/guards"
import { suggestedStrategy } from "../../drafting/stakeholders"
import { Drafter } from "../../ports/drafter"
import { plural } from "./step"

/**
 * Stakeholder register with RACI (waterfall.md §2 Stakeholders): the brief's people, completed by the
 * strategy + RACI suggestions matched back by name, case-insensitive (§5), plus the proposed board members.
 */
export const draftStakeholders = (
  brief: ResolvedBrief,
  context: string
): Effect.Effect<Array<StakeholderInput>, DraftingError, Drafter> =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const known = brief.stakeholders ?? []
    const { suggestions } = yield* drafter.stakeholderStrategy({
      project_name: brief.project.name,
      rows: known.map((s) => ({
        name: s.name,
        ...(s.role !== undefined ? { role: s.role } : {}),
        ...(s.org !== undefined ? { org: s.org } : {}),
        ...(s.internal_external !== undefined ? { internal_external: s.internal_external } : {}),
        ...(s.board_role !== undefined ? { board_role: s.board_role } : {})
      })),
      context
    })
    const byName = new Map(suggestions.map((s) => [sameTextKey(s.name), s]))
    const rows: Array<StakeholderInput> = known.map((k) => {
      const s = byName.get(sameTextKey(k.name))
      return {
        name: k.name,
        role: k.role ?? s?.role ?? null,
        org: k.org ?? s?.org ?? null,
        internal_external: k.internal_external ?? s?.internal_external ?? "Internal",
        influence: s?.influence ?? 5,
        interest: s?.interest ?? 5,
        attitude: s?.attitude ?? "Neutral",
        on_board: s?.on_board ?? k.board_role !== undefined,
        board_role: k.board_role ?? s?.board_role ?? null,
        responsibilities: s?.responsibilities ?? [],
        R: s?.R ?? false,
        A: s?.A ?? false,
        C: s?.C ?? false,
        I: s?.I ?? true,
        strategy: s?.strategy ?? null
      }
    })
    const knownKeys = new Set(known.map((k) => sameTextKey(k.name)))
    for (const s of suggestions) {
      if (knownKeys.has(sameTextKey(s.name))) continue
      knownKeys.add(sameTextKey(s.name))
      rows.push({
        name: s.name,
        role: s.role,
        org: s.org,
        internal_external: s.internal_external,
        ...suggestedStrategy(s)
      })
    }
    // agile.md §3: an agile project has a product owner; proposed, like the board roles, when the brief names none
    const productOwner = /\bproduct owner\b/i
    if (brief.method === "agile" && !rows.some((r) => productOwner.test(`${r.role ?? ""} ${r.board_role ?? ""}`)))
      rows.push({
        name: `Product Owner for ${brief.project.name}`,
        role: "Product Owner",
        org: null,
        internal_external: "Internal",
        influence: 8,
        interest: 9,
        attitude: "Positive",
        on_board: false,
        board_role: null,
        responsibilities: ["Owns and orders the backlog", "Accepts stories against their acceptance criteria", "Decides what each release holds"],
        R: true,
        A: false,
        C: false,
        I: false,
        strategy: "Manage closely: plan each sprint and release with the product owner and agree the backlog order."
      })
    return rows.map((row, i) => ({ id: `SH${i + 1}`, ...row }))
  })

export const stakeholdersSummary = (rows: ReadonlyArray<StakeholderInput>): string =>
  `${plural(rows.length, "stakeholder")}, ${rows.filter((r) => r.on_board === true).length} on the board`

import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { CommsPlanInput, RiskInput, StakeholderInput } from "@initpack/core/document/artefacts"
import { CommsRepository } from "@initpack/core/ports/waterfall/comms-repository"
import { RiskRepository } from "@initpack/core/ports/waterfall/risk-repository"
import { StakeholderRepository } from "@initpack/core/ports/waterfall/stakeholder-repository"
import { CommsPlan } from "@initpack/core/schemas/comms-plan"
import { riskFields } from "@initpack/core/use-cases/waterfall/risk-view"

// Artefacts both methods share: stakeholders, risks and the short comms plan (same tables for both).
// Only fields that say something go into the artefacts, so the source_hash moves with the content, not with versions.

const nullIfEmpty = <A>(list: ReadonlyArray<A>): ReadonlyArray<A> | null => (list.length === 0 ? null : list)

export const readStakeholders = (projectId: number) =>
  Effect.map(Effect.flatMap(StakeholderRepository, (r) => r.list(projectId)), (rows) =>
    nullIfEmpty(rows.map(({ projectId: _p, ...row }): StakeholderInput => row))
  )

export const readRisks = (projectId: number) =>
  Effect.map(Effect.flatMap(RiskRepository, (r) => r.list(projectId)), (rows) =>
    nullIfEmpty(
      rows.map(
        (r): RiskInput => ({
          id: r.id,
          ...riskFields(r),
          created_at: r.createdAt.toISOString()
        })
      )
    )
  )

const decodeComms = Schema.decodeUnknownEither(CommsPlan)

/** The latest short comms plan of the method's approach, else of the other approach (waterfall.md §2 Comms). */
export const readComms = (projectId: number, approach: "Waterfall" | "Agile") =>
  Effect.gen(function* () {
    const comms = yield* CommsRepository
    const row = (yield* comms.latest(projectId, approach)) ?? (yield* comms.latest(projectId, approach === "Agile" ? "Waterfall" : "Agile"))
    if (row === null) return null
    const decoded = decodeComms(row.plan)
    return Either.isRight(decoded) ? (decoded.right as CommsPlanInput) : null
  })

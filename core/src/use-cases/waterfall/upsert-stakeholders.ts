import type { StakeholderUpsertResponse } from "../../responses/waterfall/stakeholder-responses"
import * as Effect from "effect/Effect"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { StakeholderRepository, type StakeholderFields, type StakeholderRecord } from "../../ports/waterfall/stakeholder-repository"
import { Transactor } from "../../ports/transactor"
import type { StakeholderUpsertRequest } from "../../requests/waterfall/stakeholder-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { stakeholderFields, stakeholderView } from "./stakeholder-view"
import { STAKEHOLDER_NOT_FOUND, STALE_VERSION } from "./texts"

/** The screen sends every row: a row is edited when its fields differ from the stored ones. */
const sameFields = (fields: StakeholderFields, stored: StakeholderRecord): boolean => {
  const before: Record<string, unknown> = { ...stored, on_board: stored.on_board || stored.board_role !== null }
  return (Object.keys(fields) as Array<keyof StakeholderFields>).every((k) => JSON.stringify(fields[k]) === JSON.stringify(before[k]))
}

const staleRows = (rows: ReadonlyArray<StakeholderRecord>) =>
  new StaleVersion({
    message: STALE_VERSION,
    current_version: rows[0]?.version ?? 0,
    current: rows.map(stakeholderView),
    stale_ids: rows.map((r) => r.id)
  })

/**
 * POST /stakeholder/upsert {project_name, stakeholders}: rows with an id are updated, others added;
 * rows with neither name nor role were dropped by the request Schema (waterfall.md §5). A row naming a
 * version other than the stored one refuses the whole upsert (409 with the stored rows); it runs in one
 * transaction, so nothing is half-written. Rows without a version are not checked (older clients).
 */
export const upsertStakeholders = (auth: Authenticated, body: StakeholderUpsertRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const repo = yield* StakeholderRepository
    const provenance = yield* LineProvenanceRepository
    const projectId = open.project.id
    yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const stored = new Map((yield* repo.list(projectId)).map((r) => [r.id, r]))
        const stale: Array<StakeholderRecord> = []
        for (const row of body.stakeholders) {
          if (row.id === null) continue
          const current = stored.get(row.id)
          if (!current) return yield* new ItemNotFound({ message: STAKEHOLDER_NOT_FOUND })
          if (row.version !== null && row.version !== current.version) stale.push(current)
        }
        if (stale.length > 0) return yield* staleRows(stale)
        for (const row of body.stakeholders) {
          if (row.id === null) {
            yield* repo.insert(projectId, stakeholderFields(row), auth.now)
            continue
          }
          const fields = stakeholderFields(row)
          const saved = yield* repo.update(projectId, row.id, fields, row.version)
          // changed between the check and the write (a concurrent save): refuse the whole upsert
          if (!saved) return yield* staleRows((yield* repo.list(projectId)).filter((r) => r.id === row.id))
          // issue 35: a drafted stakeholder the user changed is theirs; its saved provenance goes (rows saved as they were keep it)
          if (!sameFields(fields, stored.get(row.id)!)) yield* provenance.dropRecord(projectId, "stakeholders", row.id)
        }
      })
    )
    const rows = (yield* repo.list(projectId)).map(stakeholderView)
    return { ok: true, saved: body.stakeholders.length, stakeholders: rows } satisfies StakeholderUpsertResponse
  })

import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { CommsRepository, type CommsPlanRow, type CommsRepositoryService } from "@initpack/core/ports/waterfall/comms-repository"
import { makeQuery, toDate, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "./json-column"

const toRow = (r: Row): CommsPlanRow => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  approach: String(r.approach),
  method: String(r.method),
  contextUsed: String(r.context_used),
  plan: jsonColumn(r.plan, {}),
  createdAt: toDate(r.created_at)
})

export const make = Effect.map(makeQuery, (q): CommsRepositoryService => ({
  save: (p) =>
    q(
      "INSERT INTO comms_plans (project_id, approach, method, context_used, plan, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id",
      [p.projectId, p.approach, p.method, p.contextUsed, jsonParam(p.plan), p.createdAt]
    ).pipe(Effect.map((rows) => Number(rows[0]!.id))),
  latest: (projectId, approach) =>
    q(
      "SELECT id, project_id, approach, method, context_used, plan, created_at FROM comms_plans WHERE project_id = $1 AND approach = $2 ORDER BY id DESC LIMIT 1",
      [projectId, approach]
    ).pipe(Effect.map((rows) => (rows[0] ? toRow(rows[0]) : null)))
}))

export const layer = Layer.effect(CommsRepository, make)

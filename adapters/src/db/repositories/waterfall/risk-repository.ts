import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { RiskRepository, type RiskRecord, type RiskRepositoryService } from "@initpack/core/ports/waterfall/risk-repository"
import { makeLookup, makeQuery, toDate, type Row } from "../../current-executor"
import { jsonParam } from "./json-column"

const columns = "id, project_id, title, description, category, likelihood, impact, mitigation, contingency, status, source, version, created_at"

const toRisk = (r: Row): RiskRecord => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  title: String(r.title),
  description: String(r.description),
  category: String(r.category),
  likelihood: String(r.likelihood),
  impact: String(r.impact),
  mitigation: String(r.mitigation),
  contingency: String(r.contingency),
  status: String(r.status),
  source: String(r.source),
  version: Number(r.version),
  createdAt: toDate(r.created_at)
})

// the register is read by the project key on the lookup lane (sql-client.ts): one pipelined write per batch of reads
export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): RiskRepositoryService => ({
  list: (projectId) => lookup(`SELECT ${columns} FROM risks WHERE project_id = $1 ORDER BY id`, [projectId]).pipe(Effect.map((rows) => rows.map(toRisk))),
  find: (projectId, id) =>
    q(`SELECT ${columns} FROM risks WHERE project_id = $1 AND id = $2`, [projectId, id]).pipe(Effect.map((rows) => (rows[0] ? toRisk(rows[0]) : null))),
  insert: (risks) =>
    Effect.forEach(risks, (r) =>
      q(
        `INSERT INTO risks (project_id, title, description, category, likelihood, impact, mitigation, contingency, status, source, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${columns}`,
        [r.projectId, r.title, r.description, r.category, r.likelihood, r.impact, r.mitigation, r.contingency, r.status, r.source, r.createdAt]
      ).pipe(Effect.map((rows) => toRisk(rows[0]!)))
    ),
  deleteAll: (projectId) => Effect.asVoid(q("DELETE FROM risks WHERE project_id = $1", [projectId])),
  update: (projectId, id, f, expected) =>
    q(
      `UPDATE risks SET title = $3, description = $4, category = $5, likelihood = $6, impact = $7, mitigation = $8, contingency = $9,
         status = $10, version = version + 1
       WHERE project_id = $1 AND id = $2 AND ($11::int IS NULL OR version = $11::int) RETURNING ${columns}`,
      [projectId, id, f.title, f.description, f.category, f.likelihood, f.impact, f.mitigation, f.contingency, f.status, expected]
    ).pipe(Effect.map((rows) => (rows[0] ? toRisk(rows[0]) : null))),
  remove: (projectId, id, expected = null) =>
    q("DELETE FROM risks WHERE project_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING id", [projectId, id, expected]).pipe(
      Effect.map((rows) => rows.length > 0)
    ),
  snapshot: (s) =>
    q(
      "INSERT INTO risk_snapshots (project_id, items, source, model, notes, created_at) VALUES ($1, $2::jsonb, $3, $4, $5, $6) RETURNING id",
      [s.projectId, jsonParam(s.items), s.source, s.model, s.notes, s.createdAt]
    ).pipe(Effect.map((rows) => Number(rows[0]!.id)))
}))

export const layer = Layer.effect(RiskRepository, make)

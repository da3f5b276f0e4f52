import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  ExecutionSummaryRepository,
  type ExecutionSummaryRecord,
  type ExecutionSummaryRepositoryService
} from "@initpack/core/ports/waterfall/execution-summary-repository"
import { makeQuery, toDate, type Row } from "../../current-executor"

const columns = "project_id, phase, content_md, version, created_at, updated_at"

const toSummary = (r: Row): ExecutionSummaryRecord => ({
  projectId: Number(r.project_id),
  phase: String(r.phase),
  contentMd: String(r.content_md),
  version: Number(r.version),
  createdAt: toDate(r.created_at),
  updatedAt: toDate(r.updated_at)
})

const first = (rows: Array<Row>) => (rows[0] ? toSummary(rows[0]) : null)

export const make = Effect.map(makeQuery, (q): ExecutionSummaryRepositoryService => ({
  find: (projectId, phase) => q(`SELECT ${columns} FROM execution_summaries WHERE project_id = $1 AND phase = $2`, [projectId, phase]).pipe(Effect.map(first)),
  save: (projectId, phase, content, at, expected) =>
    (expected === null
      ? q(
          `INSERT INTO execution_summaries (project_id, phase, content_md, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (project_id, phase) DO UPDATE SET content_md = EXCLUDED.content_md, updated_at = EXCLUDED.updated_at,
             version = execution_summaries.version + 1
           RETURNING ${columns}`,
          [projectId, phase, content, at]
        )
      : q(
          `UPDATE execution_summaries SET content_md = $3, updated_at = $4, version = version + 1
           WHERE project_id = $1 AND phase = $2 AND version = $5 RETURNING ${columns}`,
          [projectId, phase, content, at, expected]
        )
    ).pipe(Effect.map(first))
}))

export const layer = Layer.effect(ExecutionSummaryRepository, make)

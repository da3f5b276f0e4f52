import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { BudgetRepository, type BudgetRecord, type BudgetRepositoryService, type StoredBudgetLine } from "@initpack/core/ports/waterfall/budget-repository"
import { makeLookup, makeQuery, toDate, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "./json-column"

const columns = "project_id, items, config, version, updated_at"

const toBudget = (r: Row): BudgetRecord => ({
  projectId: Number(r.project_id),
  items: jsonColumn<ReadonlyArray<StoredBudgetLine>>(r.items, []),
  config: jsonColumn(r.config, {}),
  version: Number(r.version),
  updatedAt: toDate(r.updated_at)
})

const first = (rows: Array<Row>) => (rows[0] ? toBudget(rows[0]) : null)

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): BudgetRepositoryService => ({
  find: (projectId) => lookup(`SELECT ${columns} FROM budgets WHERE project_id = $1`, [projectId]).pipe(Effect.map(first)),
  save: (projectId, items, config, at, expected) =>
    (expected === null
      ? q(
          `INSERT INTO budgets (project_id, items, config, updated_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)
           ON CONFLICT (project_id) DO UPDATE SET items = EXCLUDED.items, config = EXCLUDED.config, updated_at = EXCLUDED.updated_at,
             version = budgets.version + 1
           RETURNING ${columns}`,
          [projectId, jsonParam(items), jsonParam(config), at]
        )
      : q(
          `UPDATE budgets SET items = $2::jsonb, config = $3::jsonb, updated_at = $4, version = version + 1
           WHERE project_id = $1 AND version = $5 RETURNING ${columns}`,
          [projectId, jsonParam(items), jsonParam(config), at, expected]
        )
    ).pipe(Effect.map(first))
}))

export const layer = Layer.effect(BudgetRepository, make)

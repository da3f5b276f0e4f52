import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ForecastRepository, type ForecastRecord, type ForecastRepositoryService } from "@initpack/core/ports/forecast/forecast-repository"
import { DEFAULT_CONTINGENCY_METHOD, isContingencyMethod } from "@initpack/core/rules/forecast/contingency-options"
import { makeLookup, makeQuery, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "../waterfall/json-column"

const columns = "project_id, estimates, estimates_version, risks, risks_version, contingency_method, method_version"

const toRecord = (r: Row): ForecastRecord => ({
  projectId: Number(r.project_id),
  estimates: jsonColumn(r.estimates, {}),
  estimatesVersion: Number(r.estimates_version),
  risks: jsonColumn(r.risks, {}),
  risksVersion: Number(r.risks_version),
  contingencyMethod: isContingencyMethod(r.contingency_method) ? r.contingency_method : DEFAULT_CONTINGENCY_METHOD,
  methodVersion: Number(r.method_version)
})

const empty = (projectId: number): ForecastRecord => ({
  projectId,
  estimates: {},
  estimatesVersion: 0,
  risks: {},
  risksVersion: 0,
  contingencyMethod: DEFAULT_CONTINGENCY_METHOD,
  methodVersion: 0
})

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): ForecastRepositoryService => ({
  find: (projectId) =>
    lookup(`SELECT ${columns} FROM forecast_settings WHERE project_id = $1`, [projectId]).pipe(Effect.map((rows) => (rows[0] ? toRecord(rows[0]) : empty(projectId)))),
  save: (projectId, part, value, at, expected) => {
    // the column names come from this closed set, never from input
    const [col, ver] = part === "estimates" ? ["estimates", "estimates_version"] : ["risks", "risks_version"]
    const upsert = q(
      `INSERT INTO forecast_settings (project_id, ${col}, ${ver}, updated_at) VALUES ($1, $2::jsonb, 1, $3)
       ON CONFLICT (project_id) DO UPDATE SET ${col} = EXCLUDED.${col}, ${ver} = forecast_settings.${ver} + 1, updated_at = EXCLUDED.updated_at
       ${expected === null ? "" : `WHERE forecast_settings.${ver} = $4`}
       RETURNING ${columns}`,
      expected === null ? [projectId, jsonParam(value), at] : [projectId, jsonParam(value), at, expected]
    )
    // a first write with version 0 inserts; a later one with 0 (or any stale version) writes nothing
    const first = expected !== null && expected !== 0
      ? q(
          `UPDATE forecast_settings SET ${col} = $2::jsonb, ${ver} = ${ver} + 1, updated_at = $3 WHERE project_id = $1 AND ${ver} = $4 RETURNING ${columns}`,
          [projectId, jsonParam(value), at, expected]
        )
      : upsert
    return first.pipe(Effect.map((rows) => (rows[0] ? toRecord(rows[0]) : null)))
  },
  saveMethod: (projectId, method, at, expected) =>
    (expected !== null && expected !== 0
      ? q(
          `UPDATE forecast_settings SET contingency_method = $2, method_version = method_version + 1, updated_at = $3
           WHERE project_id = $1 AND method_version = $4 RETURNING ${columns}`,
          [projectId, method, at, expected]
        )
      : q(
          `INSERT INTO forecast_settings (project_id, contingency_method, method_version, updated_at) VALUES ($1, $2, 1, $3)
           ON CONFLICT (project_id) DO UPDATE SET contingency_method = EXCLUDED.contingency_method,
             method_version = forecast_settings.method_version + 1, updated_at = EXCLUDED.updated_at
           ${expected === null ? "" : "WHERE forecast_settings.method_version = $4"}
           RETURNING ${columns}`,
          expected === null ? [projectId, method, at] : [projectId, method, at, expected]
        )
    ).pipe(Effect.map((rows) => (rows[0] ? toRecord(rows[0]) : null)))
}))

export const layer = Layer.effect(ForecastRepository, make)

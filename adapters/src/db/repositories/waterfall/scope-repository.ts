import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ScopeRepository, type ScopeRecord, type ScopeRepositoryService } from "@initpack/core/ports/waterfall/scope-repository"
import { makeQuery, toDate, toDateOrNull, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "./json-column"

const columns = "project_id, scope, history, background, background_saved_at, version, saved_at"

const toScope = (r: Row): ScopeRecord => ({
  projectId: Number(r.project_id),
  scope: jsonColumn(r.scope, {}),
  history: jsonColumn(r.history, {}),
  background: String(r.background ?? ""),
  backgroundSavedAt: toDateOrNull(r.background_saved_at),
  version: Number(r.version),
  savedAt: toDate(r.saved_at)
})

const first = (rows: Array<Row>) => (rows[0] ? toScope(rows[0]) : null)

export const make = Effect.map(makeQuery, (q): ScopeRepositoryService => {
  const touchProject = (projectId: number, at: Date) => q("UPDATE projects SET latest_scope_at = $2 WHERE id = $1", [projectId, at])
  return {
    find: (projectId) => q(`SELECT ${columns} FROM scopes WHERE project_id = $1`, [projectId]).pipe(Effect.map(first)),
    save: (w, expected) => {
      const clear = w.clearBackground
      const params = [w.projectId, jsonParam(w.scope), jsonParam(w.history), w.savedAt]
      const upsert =
        expected === null
          ? q(
              `INSERT INTO scopes (project_id, scope, history, saved_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)
               ON CONFLICT (project_id) DO UPDATE SET scope = EXCLUDED.scope, history = EXCLUDED.history, saved_at = EXCLUDED.saved_at,
                 version = scopes.version + 1${clear ? ", background = '', background_saved_at = NULL" : ""}
               RETURNING ${columns}`,
              params
            )
          : q(
              `UPDATE scopes SET scope = $2::jsonb, history = $3::jsonb, saved_at = $4, version = version + 1${
                clear ? ", background = '', background_saved_at = NULL" : ""
              } WHERE project_id = $1 AND version = $5 RETURNING ${columns}`,
              [...params, expected]
            )
      return upsert.pipe(
        Effect.map(first),
        Effect.tap((saved) => (saved ? touchProject(w.projectId, w.savedAt) : Effect.void))
      )
    },
    saveBackground: (projectId, text, at, expectedSavedAt) =>
      q(
        `INSERT INTO scopes (project_id, scope, background, background_saved_at, saved_at) VALUES ($1, '{}'::jsonb, $2, $3, $3)
         ON CONFLICT (project_id) DO UPDATE SET background = EXCLUDED.background, background_saved_at = EXCLUDED.background_saved_at
         WHERE NOT $4::boolean OR scopes.background_saved_at IS NOT DISTINCT FROM $5::timestamptz
         RETURNING ${columns}`,
        [projectId, text, at, expectedSavedAt !== undefined, expectedSavedAt ?? null]
      ).pipe(Effect.map((rows) => (rows[0] ? toScope(rows[0]) : null)))
  }
})

export const layer = Layer.effect(ScopeRepository, make)

import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Provenance } from "@initpack/core/drafting/provenance/provenance"
import { LineProvenanceRepository, type LineProvenanceRepositoryService, type SavedLineProvenance } from "@initpack/core/ports/pack/line-provenance-repository"
import { makeQuery, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "../waterfall/json-column"

const toLine = (r: Row): SavedLineProvenance => ({
  key: String(r.line_key),
  module: String(r.module),
  recordId: r.record_id === null || r.record_id === undefined ? null : Number(r.record_id),
  text: String(r.line_text),
  provenance: jsonColumn<Provenance>(r.provenance, { kind: "knowledge" })
})

export const make = Effect.map(makeQuery, (q): LineProvenanceRepositoryService => ({
  // one statement for all the lines: the rows travel as one JSON text (postgres.js would send a jsonb-typed string as a JSON string)
  saveAll: (projectId, lines) =>
    lines.length === 0
      ? Effect.void
      : q(
          `INSERT INTO line_provenance (project_id, line_key, module, record_id, line_text, provenance)
           SELECT $1::integer, x.key, x.module, x.record_id, x.text, x.provenance
           FROM jsonb_to_recordset(($2::text)::jsonb) AS x(key TEXT, module TEXT, record_id INTEGER, text TEXT, provenance JSONB)
           ON CONFLICT (project_id, line_key) DO UPDATE SET module = EXCLUDED.module, record_id = EXCLUDED.record_id,
             line_text = EXCLUDED.line_text, provenance = EXCLUDED.provenance`,
          [projectId, jsonParam(lines.map((l) => ({ key: l.key, module: l.module, record_id: l.recordId, text: l.text, provenance: l.provenance })))]
        ).pipe(Effect.asVoid),
  list: (projectId) =>
    q(`SELECT line_key, module, record_id, line_text, provenance FROM line_provenance WHERE project_id = $1 ORDER BY line_key`, [projectId]).pipe(
      Effect.map((rows) => rows.map(toLine))
    ),
  dropRecord: (projectId, module, recordId) =>
    q(`DELETE FROM line_provenance WHERE project_id = $1 AND module = $2 AND record_id = $3`, [projectId, module, recordId]).pipe(Effect.asVoid),
  dropTexts: (projectId, module, texts) =>
    texts.length === 0
      ? Effect.void
      : q(
          `DELETE FROM line_provenance WHERE project_id = $1 AND module = $2 AND line_text IN (SELECT jsonb_array_elements_text(($3::text)::jsonb))`,
          [projectId, module, jsonParam(texts)]
        ).pipe(Effect.asVoid)
}))

export const layer = Layer.effect(LineProvenanceRepository, make)

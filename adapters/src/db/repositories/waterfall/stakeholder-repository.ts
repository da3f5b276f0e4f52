import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  StakeholderRepository,
  type MatrixPoint,
  type StakeholderFields,
  type StakeholderRecord,
  type StakeholderRepositoryService
} from "@initpack/core/ports/waterfall/stakeholder-repository"
import { makeLookup, makeQuery, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "./json-column"

const columns =
  "id, project_id, name, role, org, internal_external, influence, interest, attitude, on_board, board_role, responsibilities, r, a, c, i, strategy, version"

const toStakeholder = (r: Row): StakeholderRecord => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  name: String(r.name),
  role: String(r.role),
  org: String(r.org),
  internal_external: String(r.internal_external),
  influence: Number(r.influence),
  interest: Number(r.interest),
  attitude: String(r.attitude),
  on_board: r.on_board === true,
  board_role: r.board_role === null || r.board_role === undefined ? null : String(r.board_role),
  responsibilities: jsonColumn<ReadonlyArray<string>>(r.responsibilities, []),
  R: r.r === true,
  A: r.a === true,
  C: r.c === true,
  I: r.i === true,
  strategy: String(r.strategy),
  version: Number(r.version)
})

const values = (s: StakeholderFields) => [
  s.name,
  s.role,
  s.org,
  s.internal_external,
  s.influence,
  s.interest,
  s.attitude,
  s.on_board,
  s.board_role,
  jsonParam(s.responsibilities),
  s.R,
  s.A,
  s.C,
  s.I,
  s.strategy
]

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): StakeholderRepositoryService => ({
  // module reads by the project key go to the lookup lane (sql-client.ts), as the risk register's
  list: (projectId) =>
    lookup(`SELECT ${columns} FROM stakeholders WHERE project_id = $1 ORDER BY id`, [projectId]).pipe(Effect.map((rows) => rows.map(toStakeholder))),
  insert: (projectId, s, at) =>
    q(
      `INSERT INTO stakeholders (project_id, name, role, org, internal_external, influence, interest, attitude, on_board, board_role,
         responsibilities, r, a, c, i, strategy, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17) RETURNING ${columns}`,
      [projectId, ...values(s), at]
    ).pipe(Effect.map((rows) => toStakeholder(rows[0]!))),
  update: (projectId, id, s, expectedVersion = null) =>
    q(
      `UPDATE stakeholders SET name = $3, role = $4, org = $5, internal_external = $6, influence = $7, interest = $8, attitude = $9,
         on_board = $10, board_role = $11, responsibilities = $12::jsonb, r = $13, a = $14, c = $15, i = $16, strategy = $17,
         version = version + 1
       WHERE project_id = $1 AND id = $2 AND ($18::int IS NULL OR version = $18::int) RETURNING ${columns}`,
      [projectId, id, ...values(s), expectedVersion]
    ).pipe(Effect.map((rows) => (rows[0] ? toStakeholder(rows[0]) : null))),
  remove: (projectId, id, expectedVersion = null) =>
    q("DELETE FROM stakeholders WHERE project_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING id", [
      projectId,
      id,
      expectedVersion
    ]).pipe(Effect.map((rows) => rows.length > 0)),
  saveMatrix: (projectId, points, at) =>
    q("INSERT INTO stakeholder_matrices (project_id, points, created_at) VALUES ($1, $2::jsonb, $3) RETURNING id", [projectId, jsonParam(points), at]).pipe(
      Effect.map((rows) => Number(rows[0]!.id))
    ),
  findMatrix: (projectId, id) =>
    q("SELECT points FROM stakeholder_matrices WHERE project_id = $1 AND id = $2", [projectId, id]).pipe(
      Effect.map((rows) => (rows[0] ? jsonColumn<ReadonlyArray<MatrixPoint>>(rows[0].points, []) : null))
    )
}))

export const layer = Layer.effect(StakeholderRepository, make)

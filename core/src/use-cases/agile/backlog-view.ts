import * as Effect from "effect/Effect"
import type { BacklogResponse } from "../../responses/agile/backlog-responses"
import { BacklogRepository } from "../../ports/agile/backlog-repository"
import { documentVersion } from "./versioned-write"

/** agile.md §9: epic (and story) order index step 10. */
export const BACKLOG_ORDER_STEP = 10

/** The largest id a stored row can have (INTEGER columns); larger ids in a request are treated as new rows. */
export const MAX_ROW_ID = 2_147_483_647

/** GET /agile/backlog answer: project_id, epics, stories (and the backlog version for saves). */
export const loadBacklog = (projectId: number) =>
  Effect.gen(function* () {
    const backlog = yield* BacklogRepository
    // both reads at once: on PostgreSQL they go out in one write (the lookup lane)
    const [{ epics, stories }, version] = yield* Effect.all([backlog.list(projectId), documentVersion(projectId, "backlog")], { concurrency: "unbounded" })
    return { project_id: projectId, epics, stories, version } satisfies BacklogResponse
  })

/** Next order index after the existing rows. */
export const nextOrder = (rows: ReadonlyArray<{ readonly order_index: number }>): number =>
  rows.reduce((max, r) => Math.max(max, r.order_index), 0) + BACKLOG_ORDER_STEP

/** Rows sorted by order_index (ties keep the sent order), renumbered 10, 20, 30 ... */
export const renumbered = <R extends { readonly order_index: number }>(rows: ReadonlyArray<R>): Array<R> =>
  rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.order_index - b.r.order_index || a.i - b.i)
    .map(({ r }, i) => ({ ...r, order_index: (i + 1) * BACKLOG_ORDER_STEP }))

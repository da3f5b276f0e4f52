import * as Schema from "effect/Schema"

/** GET /api/health: the process answers. */
export const HealthResponse = Schema.Struct({ status: Schema.Literal("ok") }).annotations({ identifier: "HealthResponse" })
export type HealthResponse = typeof HealthResponse.Type

/** GET /api/ready: the database answers and every migration is applied. */
export const ReadyResponse = Schema.Struct({ status: Schema.Literal("ready") }).annotations({ identifier: "ReadyResponse" })
export type ReadyResponse = typeof ReadyResponse.Type

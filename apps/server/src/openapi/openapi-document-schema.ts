import * as Schema from "effect/Schema"
import { JsonObject } from "@initpack/core/schemas/json-value"

/** GET /api/openapi.json: an OpenAPI 3.1 document (its full shape is the OpenAPI specification's own schema). */
export const OpenApiDocument = Schema.Struct({
  openapi: Schema.Literal("3.1.0"),
  info: Schema.Struct({ title: Schema.String, version: Schema.String }),
  paths: Schema.Record({ key: Schema.String, value: JsonObject }),
  components: JsonObject
}).annotations({ identifier: "OpenApiDocument" })

import { briefJsonSchema } from "@initpack/core/brief/brief-json-schema"
import type { CliIo } from "../io"

/** `initpack schema`: the brief's JSON Schema, generated from the effect Schema. */
export const runSchema = (io: CliIo): void => {
  io.stdout.write(`${JSON.stringify(briefJsonSchema(), null, 2)}\n`)
}

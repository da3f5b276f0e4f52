import * as JSONSchema from "effect/JSONSchema"
import { Brief } from "./brief"

/** The brief's JSON Schema (draft-07), generated from the effect Schema; `initpack schema` prints it. */
export const briefJsonSchema = (): JSONSchema.JsonSchema7Root => JSONSchema.make(Brief)

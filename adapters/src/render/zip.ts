import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { zipSync, type Zippable } from "fflate"
import { PackArchiver, RenderError, type PackArchiverService, type PackFile } from "@initpack/core/ports/document-renderer"

// Fixed entry time so the same files always give the same archive bytes (ZIP dates start in 1980).
export const ZIP_ENTRY_TIME = new Date(Date.UTC(1980, 0, 1))
// PDF, DOCX and PNG are compressed already; storing them saves time for nothing lost.
const STORED = /\.(pdf|docx|png|zip)$/i

/** ZIP of the files in the given order; duplicate names are an error. */
export const zipFiles = (files: ReadonlyArray<PackFile>): Uint8Array => {
  const entries: Zippable = {}
  for (const f of files) {
    if (f.name in entries) throw new Error(`Duplicate ZIP entry ${f.name}`)
    entries[f.name] = [f.bytes, { level: STORED.test(f.name) ? 0 : 6, mtime: ZIP_ENTRY_TIME }]
  }
  return zipSync(entries)
}

export const make: Effect.Effect<PackArchiverService> = Effect.succeed({
  archive: (files) =>
    Effect.try({
      try: () => zipFiles(files),
      catch: (cause) => new RenderError({ format: "zip", message: "Could not build the pack ZIP.", cause })
    })
})

export const layer = Layer.effect(PackArchiver, make)

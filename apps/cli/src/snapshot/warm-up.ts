import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable, Writable } from "node:stream"
import { starterBrief } from "../init/starter-brief"
import type { CliIo } from "../io"
import { runCli } from "../program"

/**
 * Packs both starter briefs in every document format, output discarded, while the snapshot is built: the
 * functions a pack runs are compiled then and their bytecode is kept in the snapshot, and pdfkit's fonts,
 * compromise's lexicon and effect's runtime are set up. No worker threads (their state cannot be kept).
 */
export const warmUp = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), "initpack-snapshot-"))
  try {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream
    const io: CliIo = {
      stdout: sink,
      stderr: sink,
      stdin: Readable.from([]),
      env: { INITPACK_RENDER_WORKER: "0", INITPACK_TAGGER_THREAD: "0", SOURCE_DATE_EPOCH: "1772442000" }
    }
    for (const method of ["waterfall", "agile"] as const) {
      const brief = join(dir, `${method}.yaml`)
      writeFileSync(brief, starterBrief(method, "./brief.schema.json"))
      const formats = method === "agile" ? "md,html,docx,pdf,csv,jira" : "md,html,docx,pdf,csv"
      const code = await runCli(["pack", brief, "--out", join(dir, method), "--formats", formats, "--offline"], io)
      if (code !== 0) throw new Error(`the warm-up pack of the ${method} starter brief exited with ${code}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

import { existsSync, readdirSync } from "node:fs"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { dirname } from "node:path"
import { PGlite } from "@electric-sql/pglite"

/** Is there a PGlite (PostgreSQL) data folder at dir? */
export const isPgliteDataDir = (dir: string) => existsSync(`${dir}/PG_VERSION`)

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `outFile`: PGlite's own dump of its data
 * folder (a gzipped tar), taken from a checkpointed, open database. The server must not be running on the folder
 * (PGlite has one writer). Answers the bytes written.
 */
export const backupPgliteDataDir = async (dataDir: string, outFile: string): Promise<number> => {
  // opening a folder that holds no database would make a new, empty one
  if (!isPgliteDataDir(dataDir)) throw new Error(`${dataDir} holds no Initpack database (no PG_VERSION)`)
  const db = await PGlite.create({ dataDir })
  try {
    await db.exec("CHECKPOINT")
    const dump = await db.dumpDataDir("gzip")
    const bytes = new Uint8Array(await dump.arrayBuffer())
    await mkdir(dirname(outFile), { recursive: true })
    // written beside and renamed: a half-written backup never carries the final name
    await writeFile(`${outFile}.partial`, bytes)
    await rename(`${outFile}.partial`, outFile)
    return bytes.length
  } finally {
    await db.close()
  }
}

/** Loads a backup made by backupPgliteDataDir into `dataDir`, which must be missing or empty. */
export const restorePgliteDataDir = async (file: string, dataDir: string): Promise<void> => {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`)
  const bytes = await readFile(file)
  await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes], { type: "application/x-gzip" }) })
  try {
    // the restored database answers (a damaged file fails here, not at the server's next start)
    await db.query("SELECT count(*) FROM schema_migrations")
  } finally {
    await db.close()
  }
}

import { existsSync, readdirSync } from "node:fs"
import { resolve } from "node:path"
import { PackFailure, UsageError } from "../cli-errors"
import type { CliIo } from "../io"

export interface BackupOptions {
  readonly dataDir?: string
  readonly out?: string
  readonly json?: boolean
}

export interface RestoreOptions {
  readonly dataDir?: string
  readonly json?: boolean
}

const required = (value: string | undefined, flag: string) => {
  if (value === undefined || value.trim() === "") throw new UsageError({ message: `${flag} is required` })
  return resolve(value)
}

/** `initpack backup --data-dir DIR --out FILE`: the embedded database's dump (docs/deployment.md, Backups). */
export const runBackup = async (options: BackupOptions, io: CliIo): Promise<void> => {
  const dataDir = required(options.dataDir, "--data-dir")
  const out = required(options.out, "--out")
  const { backupPgliteDataDir, isPgliteDataDir } = await import("@initpack/adapters/db/pglite-backup")
  if (!isPgliteDataDir(dataDir)) throw new UsageError({ message: `--data-dir: ${dataDir} holds no Initpack database (no PG_VERSION)` })
  let bytes: number
  try {
    bytes = await backupPgliteDataDir(dataDir, out)
  } catch (cause) {
    throw new PackFailure({ message: `backup failed: ${cause instanceof Error ? cause.message : String(cause)} (is the server still running on ${dataDir}? stop it first)`, cause })
  }
  io.stdout.write(options.json === true ? `${JSON.stringify({ data_dir: dataDir, out, bytes })}\n` : `Backed up ${dataDir} to ${out} (${bytes} bytes)\n`)
}

/** `initpack restore FILE --data-dir DIR`: a backup loaded into a new (missing or empty) data folder. */
export const runRestore = async (file: string, options: RestoreOptions, io: CliIo): Promise<void> => {
  const dataDir = required(options.dataDir, "--data-dir")
  const from = resolve(file)
  if (!existsSync(from)) throw new UsageError({ message: `${file}: no such backup file` })
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new UsageError({ message: `--data-dir: ${dataDir} is not empty; restore into a new folder, then point DATA_DIR at it` })
  const { restorePgliteDataDir } = await import("@initpack/adapters/db/pglite-backup")
  try {
    await restorePgliteDataDir(from, dataDir)
  } catch (cause) {
    throw new PackFailure({ message: `restore failed: ${cause instanceof Error ? cause.message : String(cause)}`, cause })
  }
  io.stdout.write(options.json === true ? `${JSON.stringify({ file: from, data_dir: dataDir })}\n` : `Restored ${from} into ${dataDir}; start the server with DATA_DIR=${dataDir}\n`)
}

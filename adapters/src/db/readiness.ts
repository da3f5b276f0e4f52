import { loadMigrations, type Migration } from "./migrate"
import type { SqlClientService } from "./sql-client"

/** How long the database may take to answer the readiness read before the server is reported not ready. */
export const READINESS_TIMEOUT_MS = 2_000

let expected: ReadonlyArray<Migration> | undefined

/**
 * Why the server cannot serve yet, or null when it can: the database answers one read of
 * schema_migrations within the timeout, and every migration shipped with this build is recorded there.
 */
export const notReadyReason = async (
  client: SqlClientService,
  options: { readonly migrations?: ReadonlyArray<Migration>; readonly timeoutMs?: number } = {}
): Promise<string | null> => {
  const migrations = options.migrations ?? (expected ??= loadMigrations())
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), options.timeoutMs ?? READINESS_TIMEOUT_MS)
  })
  try {
    const rows = await Promise.race([client.query("SELECT version FROM schema_migrations"), timeout])
    if (rows === "timeout") return "The database does not answer."
    const applied = new Set(rows.map((r) => Number(r.version)))
    const pending = migrations.filter((m) => !applied.has(m.version))
    if (pending.length === 0) return null
    return `Migrations not applied: ${pending.map((m) => `${String(m.version).padStart(4, "0")}_${m.name}`).join(", ")}.`
  } catch (e) {
    // 42P01: no schema_migrations table, the database was never migrated
    if (typeof e === "object" && e !== null && (e as { code?: unknown }).code === "42P01") return "Migrations not applied: the database has no schema_migrations table."
    return "The database does not answer."
  } finally {
    clearTimeout(timer)
  }
}

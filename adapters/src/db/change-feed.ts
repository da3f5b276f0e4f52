import { randomBytes } from "node:crypto"
import type { ReadStore } from "./read-store"
import type { Row, SqlClientService } from "./sql-client"

/** The channel the triggers of migrations/0300_change_feed.sql notify, with the changed user's id. */
export const CHANGES_CHANNEL = "initpack_changes"

const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|WITH|MERGE|TRUNCATE)\b/i
// the tables whose changes notify (migrations 0300 and 0310): the account's and every module's
const WATCHED =
  /\b(?:users|sessions|subscriptions|projects|scopes|risks|risk_snapshots|stakeholders|stakeholder_matrices|comms_plans|wbs_items|wbs_links|execution_summaries|budgets|forecast_settings|agile_documents|agile_epics|agile_stories|agile_schedule_tasks|agile_schedule_links)\b/i

/** Whether a statement may change rows those triggers watch (over-matching costs one round trip, no more). */
export const mayChangeWatched = (text: string): boolean => WRITE.test(text) && WATCHED.test(text)

export interface ChangeFeed {
  /**
   * The client the repositories use: a write to a watched table returns only once its notification has
   * reached this process, so a request that follows it (logout, then /auth/me) never reads the old value.
   */
  readonly client: SqlClientService
  readonly stop: () => Promise<void>
}

/**
 * Hears the change notifications into `store`. A sync sends a notification of its own and waits for it:
 * notifications arrive in commit order, so every change committed before it has then been applied.
 */
export const startChangeFeed = async (raw: SqlClientService, store: ReadStore, syncTimeoutMs = 2000): Promise<ChangeFeed> => {
  if (!raw.listen) return { client: raw, stop: async () => {} }
  const prefix = `sync:${randomBytes(6).toString("hex")}:`
  const waiting = new Map<string, () => void>()
  let syncs = 0

  const onPayload = (payload: string) => {
    if (payload.startsWith("sync:")) {
      waiting.get(payload)?.()
      return
    }
    const userId = Number(payload)
    if (Number.isSafeInteger(userId)) store.changed(userId)
    else store.clear()
  }
  /** Sends a notification of its own; true once it came back, false after the time limit or an error. */
  const roundTrip = async (): Promise<boolean> => {
    const token = `${prefix}${++syncs}`
    let timer: ReturnType<typeof setTimeout> | undefined
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(token, () => resolve(true))
      timer = setTimeout(() => resolve(false), syncTimeoutMs)
    })
    try {
      await raw.query("SELECT pg_notify($1, $2)", [CHANGES_CHANNEL, token])
      return await heard
    } catch {
      return false
    } finally {
      clearTimeout(timer)
      waiting.delete(token)
    }
  }

  let listening = false
  let confirming: Promise<void> = Promise.resolve()
  const onLive = (live: boolean) => {
    listening = live
    if (!live) {
      store.setLive(false)
      // nothing is served while not live, so a pending sync has nothing left to wait for
      for (const release of waiting.values()) release()
      return
    }
    // serve from memory only once the channel is proven to carry notifications back to us
    confirming = roundTrip().then((ok) => {
      if (ok && listening) store.setLive(true)
    })
  }
  const stopListening = await raw.listen(CHANGES_CHANNEL, onPayload, onLive)
  await confirming

  const sync = async () => {
    if (!store.isLive) return
    // the write itself committed; if its notification cannot be confirmed, keep nothing
    if (!(await roundTrip())) store.clear()
  }

  const client: SqlClientService = {
    ...raw,
    query: async <T extends Row = Row>(text: string, params?: ReadonlyArray<unknown>) => {
      const rows = await raw.query<T>(text, params)
      if (mayChangeWatched(text)) await sync()
      return rows
    },
    exec: async (text) => {
      await raw.exec(text)
      store.clear()
    },
    transaction: async (f) => {
      let watched = false
      const result = await raw.transaction((tx) =>
        f({
          query: <T extends Row = Row>(text: string, params?: ReadonlyArray<unknown>) => {
            if (!watched && mayChangeWatched(text)) watched = true
            return tx.query<T>(text, params)
          }
        })
      )
      if (watched) await sync()
      return result
    }
  }

  return {
    client,
    stop: async () => {
      listening = false
      store.setLive(false)
      await stopListening()
    }
  }
}

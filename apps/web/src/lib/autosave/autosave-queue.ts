// The one autosave engine of the editable screens: edits are kept per key (a row, a document), merged,
// sent after a debounce (or on blur / Enter / at once), one write at a time so each reads the newest
// version, retried on network and server errors, and flushed with keepalive when the page is hidden.
// A 409 drops that key's pending edits and hands the server's message to the screen, which reloads:
// nothing saved elsewhere is ever overwritten. No React and no DOM here, so it is unit-tested directly.

export type SaveWhen = "debounce" | "hold" | "now"
export type SaveState = "pending" | "saving" | "saved" | "error"

export interface SaveStatus {
  readonly state: SaveState
  /** Epoch ms of the last state change (the "Saved {time}" time). */
  readonly at: number
  readonly message?: string
}

export interface SaveAnswer {
  readonly ok: boolean
  readonly status: number
  readonly message?: string
  readonly body?: unknown
  readonly data?: unknown
}

export interface AutosaveConfig<P, A extends SaveAnswer> {
  readonly debounceMs: number
  /** Sends one key's merged edits; the caller adds the version it holds for that key. */
  readonly send: (key: string, patch: P, options: { readonly keepalive: boolean }) => Promise<A>
  /** Combines an edit with one still waiting (default: shallow spread, newer fields win). */
  readonly merge?: (older: P, newer: P) => P
  readonly onSaved?: (key: string, patch: P, answer: A) => void | Promise<void>
  /** 409: the key changed elsewhere. Its pending edits are already dropped; show the message and reload. */
  readonly onConflict?: (key: string, answer: A) => void | Promise<void>
  readonly onError?: (key: string, answer: A) => void
  readonly retries?: number
  readonly retryBaseMs?: number
  readonly now?: () => number
  readonly setTimer?: (run: () => void, ms: number) => unknown
  readonly clearTimer?: (handle: unknown) => void
}

export const CONFLICT_STATUS = 409
export const DEFAULT_RETRIES = 3
export const DEFAULT_RETRY_BASE_MS = 800

/** Network failures (status 0) and server errors (5xx) are worth trying again; 4xx answers are final. */
export const isRetryable = (answer: SaveAnswer): boolean => !answer.ok && (answer.status === 0 || answer.status >= 500)

const spread = <P,>(older: P, newer: P): P => ({ ...older, ...newer })

export class AutosaveQueue<P, A extends SaveAnswer = SaveAnswer> {
  private readonly pending = new Map<string, P>()
  private readonly timers = new Map<string, unknown>()
  private readonly statuses = new Map<string, SaveStatus>()
  private readonly listeners = new Set<() => void>()
  private chain: Promise<unknown> = Promise.resolve()
  private inFlight = 0
  private revision = 0

  constructor(private readonly config: AutosaveConfig<P, A>) {}

  /** Records an edit of `key`; `when` says whether it is sent after the debounce, held for a flush, or at once. */
  edit(key: string, patch: P, when: SaveWhen = "debounce"): Promise<void> {
    const older = this.pending.get(key)
    this.pending.set(key, older === undefined ? patch : (this.config.merge ?? spread)(older, patch))
    this.setStatus(key, { state: "pending", at: this.now() })
    this.cancelTimer(key)
    if (when === "now") return this.flush(key)
    if (when === "debounce") this.timers.set(key, this.setTimer(() => void this.flush(key), this.config.debounceMs))
    return Promise.resolve()
  }

  /** Sends the waiting edits of `key` (or of every key) now; resolves when they are answered. */
  flush(key?: string, keepalive = false): Promise<void> {
    const keys = key === undefined ? [...this.pending.keys()] : this.pending.has(key) ? [key] : []
    return Promise.all(keys.map((k) => this.enqueue(k, keepalive))).then(() => undefined)
  }

  /** Resolves once every write already started or queued has been answered (nothing new is sent). */
  settled(): Promise<void> {
    return this.chain.then(() => undefined)
  }

  /** Drops what `key` still waits to send (e.g. the row was deleted). */
  discard(key: string): void {
    this.cancelTimer(key)
    this.pending.delete(key)
    this.statuses.delete(key)
    this.changed()
  }

  /** Whether `key` (or any key) has an edit not yet answered by the server. */
  isDirty(key?: string): boolean {
    if (key !== undefined) return this.pending.has(key) || this.statuses.get(key)?.state === "saving"
    return this.pending.size > 0 || this.inFlight > 0
  }

  /** The edit waiting for `key`, so a cell can keep showing it over the server's older value. */
  pendingPatch(key: string): P | undefined {
    return this.pending.get(key)
  }

  status(key: string): SaveStatus | undefined {
    return this.statuses.get(key)
  }

  /** The screen-wide state: saving while anything is in flight, pending while anything waits, else the latest. */
  overall(): SaveStatus | undefined {
    const all = [...this.statuses.values()]
    const latestOf = (state: SaveState) =>
      all.filter((s) => s.state === state).reduce<SaveStatus | undefined>((a, s) => (a === undefined || s.at >= a.at ? s : a), undefined)
    return latestOf("saving") ?? latestOf("pending") ?? latestOf("error") ?? latestOf("saved")
  }

  /** A number that changes on every status change (for useSyncExternalStore). */
  snapshot(): number {
    return this.revision
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Stops the timers; pending edits stay so a caller can still flush them. */
  dispose(): void {
    for (const handle of this.timers.values()) this.clearTimer(handle)
    this.timers.clear()
  }

  private enqueue(key: string, keepalive: boolean): Promise<void> {
    this.cancelTimer(key)
    // the edits are taken when the write starts, so edits made while an earlier write runs join this one
    const job = async () => {
      const patch = this.pending.get(key)
      if (patch === undefined) return
      this.pending.delete(key)
      this.inFlight++
      this.setStatus(key, { state: "saving", at: this.now() })
      try {
        await this.sendWithRetry(key, patch, keepalive)
      } finally {
        this.inFlight--
        this.changed()
      }
    }
    const next = this.chain.then(job, job)
    this.chain = next.catch(() => undefined)
    return next
  }

  private async sendWithRetry(key: string, patch: P, keepalive: boolean): Promise<void> {
    const retries = keepalive ? 0 : (this.config.retries ?? DEFAULT_RETRIES)
    let answer = await this.config.send(key, patch, { keepalive })
    for (let n = 1; n <= retries && isRetryable(answer); n++) {
      await new Promise<void>((done) => this.setTimer(done, (this.config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS) * n))
      answer = await this.config.send(key, patch, { keepalive })
    }
    if (answer.ok) {
      if (!this.pending.has(key)) this.setStatus(key, { state: "saved", at: this.now() })
      await this.config.onSaved?.(key, patch, answer)
      return
    }
    if (answer.status === CONFLICT_STATUS) {
      // the server's row wins: newer local edits of it were based on the old version too
      this.cancelTimer(key)
      this.pending.delete(key)
      this.setStatus(key, { state: "error", at: this.now(), message: answer.message ?? "" })
      await this.config.onConflict?.(key, answer)
      return
    }
    // kept so that the next edit or flush tries again with it
    if (!this.pending.has(key)) this.pending.set(key, patch)
    else this.pending.set(key, (this.config.merge ?? spread)(patch, this.pending.get(key) as P))
    this.setStatus(key, { state: "error", at: this.now(), message: answer.message ?? "" })
    this.config.onError?.(key, answer)
  }

  private setStatus(key: string, status: SaveStatus): void {
    this.statuses.set(key, status)
    this.changed()
  }

  private changed(): void {
    this.revision++
    for (const listener of this.listeners) listener()
  }

  private cancelTimer(key: string): void {
    const handle = this.timers.get(key)
    if (handle !== undefined) this.clearTimer(handle)
    this.timers.delete(key)
  }

  private now(): number {
    return (this.config.now ?? Date.now)()
  }

  private setTimer(run: () => void, ms: number): unknown {
    return (this.config.setTimer ?? ((r, t) => setTimeout(r, t)))(run, ms)
  }

  private clearTimer(handle: unknown): void {
    ;(this.config.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle)
  }
}

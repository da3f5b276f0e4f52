// The values behind the read cache (read-cache.ts), each filed under the user whose data it is, so a
// change notification for that user drops all of them. Pure bookkeeping: the caller passes the time.

interface Entry {
  readonly value: unknown
  readonly userId: number
  readonly storedAt: number
  /** Served until then at the latest (the time-to-live, or sooner when the value says so). */
  readonly expiresAt: number
}

export class ReadStore {
  private readonly entries = new Map<string, Entry>()
  private readonly keysOfUser = new Map<number, Set<string>>()
  /** Bumped by every change: a value loaded across a change is not kept (it may predate it). */
  private changes = 0
  private live = false

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number
  ) {}

  /** Whether changes are being heard; while not, nothing is served or kept. */
  get isLive(): boolean {
    return this.live
  }

  get size(): number {
    return this.entries.size
  }

  /** A mark to pass to `put` for a value about to be loaded. */
  get mark(): number {
    return this.changes
  }

  get(key: string, now: number): { readonly value: unknown } | undefined {
    if (!this.live) return undefined
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now < entry.expiresAt) return entry
    this.drop(key, entry.userId)
    return undefined
  }

  /**
   * Keeps `value` (for `maxAgeMs` at most, within the time-to-live) unless a change arrived since `mark` was
   * read or changes are not being heard.
   */
  put(key: string, userId: number, value: unknown, now: number, mark: number, maxAgeMs = Infinity): void {
    if (!this.live || mark !== this.changes) return
    const old = this.entries.get(key)
    if (old) this.drop(key, old.userId)
    else if (this.entries.size >= this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value!
      this.drop(oldestKey, oldest.userId)
    }
    this.entries.set(key, { value, userId, storedAt: now, expiresAt: now + Math.min(this.ttlMs, maxAgeMs) })
    const keys = this.keysOfUser.get(userId)
    if (keys) keys.add(key)
    else this.keysOfUser.set(userId, new Set([key]))
  }

  /** Something of this user changed. */
  changed(userId: number): void {
    this.changes++
    const keys = this.keysOfUser.get(userId)
    if (!keys) return
    this.keysOfUser.delete(userId)
    for (const key of keys) this.entries.delete(key)
  }

  /** Anything may have changed (a notification that names no user, a sync that timed out). */
  clear(): void {
    this.changes++
    this.entries.clear()
    this.keysOfUser.clear()
  }

  /** Listening started or stopped: either way what is kept may have missed changes. */
  setLive(live: boolean): void {
    this.live = live
    this.clear()
  }

  private drop(key: string, userId: number): void {
    this.entries.delete(key)
    const keys = this.keysOfUser.get(userId)
    keys?.delete(key)
    if (keys?.size === 0) this.keysOfUser.delete(userId)
  }
}

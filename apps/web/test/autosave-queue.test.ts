import { describe, expect, it } from "vitest"
import { AutosaveQueue, isRetryable, type SaveAnswer } from "../src/lib/autosave/autosave-queue"
import { saveStatusText } from "../src/lib/autosave/save-status-text"

/** A hand-driven clock: timers run only when the test advances it. */
const manualTimers = () => {
  let now = 0
  const timers: Array<{ at: number; run: () => void; live: boolean }> = []
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run, live: true }
      timers.push(timer)
      return timer
    },
    clearTimer: (handle: unknown) => {
      ;(handle as { live: boolean }).live = false
    },
    advance: async (ms: number) => {
      now += ms
      for (const timer of timers.filter((t) => t.live && t.at <= now)) {
        timer.live = false
        timer.run()
      }
      for (let i = 0; i < 20; i++) await Promise.resolve()
    }
  }
}

type Patch = Record<string, unknown>
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const setup = (answers: Array<SaveAnswer> = []) => {
  const clock = manualTimers()
  const sent: Array<{ key: string; patch: Patch; keepalive: boolean }> = []
  const conflicts: string[] = []
  const errors: string[] = []
  const queue = new AutosaveQueue<Patch>({
    debounceMs: 550,
    send: async (key, patch, { keepalive }) => {
      sent.push({ key, patch, keepalive })
      return answers.shift() ?? { ok: true, status: 200 }
    },
    onConflict: (key) => {
      conflicts.push(key)
    },
    onError: (key) => {
      errors.push(key)
    },
    ...clock
  })
  return { queue, sent, conflicts, errors, clock }
}

describe("AutosaveQueue: debounced, versioned saves", () => {
  it("sends one merged write 550 ms after the last edit, not before", async () => {
    const { queue, sent, clock } = setup()
    void queue.edit("r1", { name: "A" })
    await clock.advance(300)
    void queue.edit("r1", { name: "Ab", role: "x" })
    await clock.advance(549)
    expect(sent).toEqual([])
    expect(queue.status("r1")?.state).toBe("pending")
    await clock.advance(1)
    expect(sent).toEqual([{ key: "r1", patch: { name: "Ab", role: "x" }, keepalive: false }])
    expect(queue.status("r1")?.state).toBe("saved")
    expect(queue.isDirty()).toBe(false)
  })

  it("held edits wait for a flush; 'now' sends at once", async () => {
    const { queue, sent, clock } = setup()
    void queue.edit("r1", { name: "A" }, "hold")
    await clock.advance(10_000)
    expect(sent).toHaveLength(0)
    expect(queue.isDirty("r1")).toBe(true)
    await queue.flush("r1")
    expect(sent).toHaveLength(1)
    await queue.edit("r2", { on: true }, "now")
    expect(sent.map((s) => s.key)).toEqual(["r1", "r2"])
  })

  it("writes run one at a time, and an edit made during a write is sent after it", async () => {
    const clock = manualTimers()
    const order: string[] = []
    let release: (() => void) | undefined
    const queue = new AutosaveQueue<Patch>({
      debounceMs: 10,
      send: (key, patch) =>
        new Promise((done) => {
          order.push(`start ${key} ${JSON.stringify(patch)}`)
          release = () => {
            order.push(`end ${key}`)
            done({ ok: true, status: 200 })
          }
        }),
      ...clock
    })
    const first = queue.edit("r1", { a: 1 }, "now")
    await settle()
    const second = queue.edit("r1", { a: 2 }, "now")
    await settle()
    expect(order).toEqual(["start r1 {\"a\":1}"])
    release?.()
    await first
    await settle()
    release?.()
    await second
    expect(order).toEqual(["start r1 {\"a\":1}", "end r1", "start r1 {\"a\":2}", "end r1"])
  })

  it("409: drops the key's pending edits, reports the conflict, keeps other keys", async () => {
    const { queue, sent, conflicts } = setup([{ ok: false, status: 409, message: "Changed elsewhere" }])
    void queue.edit("r2", { x: 1 }, "hold")
    await queue.edit("r1", { a: 1 }, "now")
    expect(conflicts).toEqual(["r1"])
    expect(queue.status("r1")).toMatchObject({ state: "error", message: "Changed elsewhere" })
    expect(queue.isDirty("r1")).toBe(false)
    expect(queue.isDirty("r2")).toBe(true)
    expect(sent).toHaveLength(1)
  })

  it("retries network and 5xx failures with growing waits; a 400 is final and kept for the next try", async () => {
    const { queue, sent, errors, clock } = setup([
      { ok: false, status: 0 },
      { ok: false, status: 503 },
      { ok: true, status: 200 }
    ])
    const done = queue.edit("r1", { a: 1 }, "now")
    await settle()
    expect(sent).toHaveLength(1)
    await clock.advance(800)
    expect(sent).toHaveLength(2)
    await clock.advance(1600)
    await done
    expect(sent).toHaveLength(3)
    expect(queue.status("r1")?.state).toBe("saved")

    const bad = setup([{ ok: false, status: 400, message: "Name is required." }])
    await bad.queue.edit("r1", { name: "" }, "now")
    expect(bad.errors).toEqual(["r1"])
    expect(bad.queue.isDirty("r1")).toBe(true)
    expect(saveStatusText(bad.queue.status("r1"))).toBe("Not saved: Name is required.")
    expect(errors).toEqual([])
  })

  it("a keepalive flush (page hidden) sends every waiting key with keepalive and no retry", async () => {
    const { queue, sent } = setup([{ ok: false, status: 0 }])
    void queue.edit("r1", { a: 1 })
    void queue.edit("r2", { b: 2 }, "hold")
    await queue.flush(undefined, true)
    expect(sent).toEqual([
      { key: "r1", patch: { a: 1 }, keepalive: true },
      { key: "r2", patch: { b: 2 }, keepalive: true }
    ])
  })

  it("discard forgets a deleted row; overall status prefers saving, then pending", async () => {
    const { queue, sent, clock } = setup()
    void queue.edit("r1", { a: 1 })
    queue.discard("r1")
    await clock.advance(1000)
    expect(sent).toHaveLength(0)
    await queue.edit("r2", { a: 1 }, "now")
    expect(queue.overall()?.state).toBe("saved")
    void queue.edit("r3", { a: 1 }, "hold")
    expect(queue.overall()?.state).toBe("pending")
    expect(saveStatusText(queue.overall())).toBe("Unsaved changes")
  })

  it("only network and server errors are retryable", () => {
    expect(isRetryable({ ok: false, status: 0 })).toBe(true)
    expect(isRetryable({ ok: false, status: 502 })).toBe(true)
    expect(isRetryable({ ok: false, status: 409 })).toBe(false)
    expect(isRetryable({ ok: true, status: 200 })).toBe(false)
  })
})

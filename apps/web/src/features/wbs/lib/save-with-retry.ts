// waterfall.md §4: an execution-summary save retries up to 3 times, waiting 800 ms x the attempt number.

export const SAVE_RETRIES = 3
export const SAVE_RETRY_BASE_MS = 800

export interface SaveAnswer {
  readonly ok: boolean
  readonly status: number
}

/** Only network failures (status 0) and server errors (5xx) are worth trying again. */
export const isRetryable = (answer: SaveAnswer): boolean => !answer.ok && (answer.status === 0 || answer.status >= 500)

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

/** Runs `attempt`, then retries while it fails retryably; gives the last answer. */
export const saveWithRetry = async <A extends SaveAnswer>(
  attempt: () => Promise<A>,
  wait: (ms: number) => Promise<void> = sleep,
  retries = SAVE_RETRIES,
  baseMs = SAVE_RETRY_BASE_MS
): Promise<A> => {
  let answer = await attempt()
  for (let n = 1; n <= retries && isRetryable(answer); n++) {
    await wait(baseMs * n)
    answer = await attempt()
  }
  return answer
}

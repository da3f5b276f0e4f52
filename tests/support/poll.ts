/** Polls `check` every 5 ms until it holds; answers how long that took (ms), or throws after `timeoutMs`. */
export const timeUntil = async (check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 5))
  }
  return performance.now() - started
}

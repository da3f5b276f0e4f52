// Results remembered per input for the life of the process (a brief's tagged sentences, a chart's images, a
// table cell's line count). forgetInputCaches() empties them all: the CLI's start-up snapshot keeps the code its
// warm-up compiled, not the warm-up's results, which only make the snapshot larger and slower to load.
const clears: Array<() => void> = []

/** A Map that forgetInputCaches() empties. */
export const inputCache = <K, V>(): Map<K, V> => {
  const cache = new Map<K, V>()
  clears.push(() => cache.clear())
  return cache
}

export const forgetInputCaches = (): void => {
  for (const clear of clears) clear()
}

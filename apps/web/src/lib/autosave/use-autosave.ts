import { useEffect, useMemo, useRef, useSyncExternalStore } from "react"
import { AutosaveQueue, type AutosaveConfig, type SaveAnswer, type SaveStatus } from "./autosave-queue"

/**
 * One AutosaveQueue for a screen, living as long as the screen. The callbacks may change between
 * renders (they are read through a ref). When the page is hidden or left (tab switch, close, reload,
 * navigation away) waiting edits go out as keepalive requests, whose answers are still handled while
 * the page lives, so versions stay right and a tab switch never causes a false 409 later. Leaving the
 * screen inside the app (unmount) flushes as usual.
 */
export const useAutosave = <P, A extends SaveAnswer>(config: AutosaveConfig<P, A>): AutosaveQueue<P, A> => {
  const latest = useRef(config)
  latest.current = config
  const queue = useMemo(
    () =>
      new AutosaveQueue<P, A>({
        debounceMs: config.debounceMs,
        ...(config.retries !== undefined ? { retries: config.retries } : {}),
        ...(config.retryBaseMs !== undefined ? { retryBaseMs: config.retryBaseMs } : {}),
        ...(config.merge ? { merge: (a: P, b: P) => (latest.current.merge as (a: P, b: P) => P)(a, b) } : {}),
        send: (key, patch, options) => latest.current.send(key, patch, options),
        onSaved: (key, patch, answer) => latest.current.onSaved?.(key, patch, answer),
        onConflict: (key, answer) => latest.current.onConflict?.(key, answer),
        onError: (key, answer) => latest.current.onError?.(key, answer)
      }),
    [config.debounceMs, config.retries, config.retryBaseMs]
  )
  useEffect(() => {
    const leave = () => {
      if (queue.isDirty()) void queue.flush(undefined, true)
    }
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave()
    }
    window.addEventListener("pagehide", leave)
    document.addEventListener("visibilitychange", onVisibility)
    return () => {
      window.removeEventListener("pagehide", leave)
      document.removeEventListener("visibilitychange", onVisibility)
      queue.dispose()
      if (queue.isDirty()) void queue.flush()
    }
  }, [queue])
  return queue
}

/** The save status of one key, or of the whole screen without a key; re-renders only the caller. */
export const useSaveStatus = <P, A extends SaveAnswer>(queue: AutosaveQueue<P, A>, key?: string): SaveStatus | undefined =>
  useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => (key === undefined ? queue.overall() : queue.status(key))
  )

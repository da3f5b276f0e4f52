import { useCallback, useEffect, useRef, useState } from "react"

/** waterfall.md §4: WBS status messages clear after about 0.9 to 1.2 s. */
export const WBS_STATUS_MS = 1100

/** The status text and its setter; `show(text, ms?)` may give one message its own time. */
export const useTimedStatus = (ms = WBS_STATUS_MS): readonly [string | null, (text: string, forMs?: number) => void] => {
  const [text, setText] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (next: string, forMs?: number) => {
      clearTimeout(timer.current)
      setText(next)
      timer.current = setTimeout(() => setText(null), forMs ?? ms)
    },
    [ms]
  )
  return [text, show] as const
}

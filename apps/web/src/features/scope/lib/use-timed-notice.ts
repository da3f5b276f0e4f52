import { useCallback, useEffect, useRef, useState } from "react"

/** A message that clears itself after `ms` (waterfall.md §9: save 4000 ms, auto-save 3000 ms). */
export const useTimedNotice = (): readonly [string | null, (text: string | null, ms?: number) => void] => {
  const [text, setText] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback((next: string | null, ms = 3000) => {
    clearTimeout(timer.current)
    setText(next)
    if (next) timer.current = setTimeout(() => setText(null), ms)
  }, [])
  return [text, show] as const
}

import { useCallback, useEffect, useRef, useState } from "react"

/** platform.md §9: error messages clear after 3 s. */
export const MESSAGE_CLEAR_MS = 3000

export const useTimedMessage = (ms = MESSAGE_CLEAR_MS): readonly [string | null, (text: string | null) => void] => {
  const [text, setText] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (next: string | null) => {
      clearTimeout(timer.current)
      setText(next)
      if (next) timer.current = setTimeout(() => setText(null), ms)
    },
    [ms]
  )
  return [text, show] as const
}

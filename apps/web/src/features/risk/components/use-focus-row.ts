import { useEffect, useRef } from "react"
import { useSearchParams } from "react-router"

/**
 * ?focus=<risk id> (a Health check finding's link, issue 34): once the register has that row, it is scrolled
 * into view (once per id); answers the id to highlight, or undefined.
 */
export const useFocusRow = (rowIds: ReadonlyArray<string>): string | undefined => {
  const [params] = useSearchParams()
  const focus = params.get("focus")?.trim() || undefined
  const done = useRef<string | undefined>(undefined)
  const present = focus !== undefined && rowIds.includes(focus)
  // after every render until the row is drawn (the table may show only once loading is over)
  useEffect(() => {
    if (!present || focus === undefined || done.current === focus) return
    const row = document.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(focus)}"]`)
    if (!row) return
    done.current = focus
    requestAnimationFrame(() => row.scrollIntoView({ block: "center" }))
  })
  return present ? focus : undefined
}

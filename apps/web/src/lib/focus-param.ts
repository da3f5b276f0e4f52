import { useEffect, useRef } from "react"
import { useSearchParams } from "react-router"

/** ?focus=<row id>: the row a Health check finding links to (issue 34), or undefined. */
export const useFocusParam = (): string | undefined => {
  const [params] = useSearchParams()
  return params.get("focus")?.trim() || undefined
}

/** Scrolls the element `selector` finds for the focused id into view, once per id, as soon as it is drawn. */
export const useScrollToFocus = (focus: string | undefined, selector: (id: string) => string): void => {
  const done = useRef<string | undefined>(undefined)
  // after every render until the row is drawn (a table may show only once loading is over)
  useEffect(() => {
    if (focus === undefined || done.current === focus) return
    const element = document.querySelector<HTMLElement>(selector(focus))
    if (!element) return
    done.current = focus
    requestAnimationFrame(() => element.scrollIntoView({ block: "center" }))
  })
}

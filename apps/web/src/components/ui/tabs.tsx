import { useId, useRef, type KeyboardEvent, type ReactNode } from "react"

export interface TabItem {
  readonly id: string
  readonly label: string
  readonly content: ReactNode
}

export interface TabsProps {
  readonly label: string
  readonly items: ReadonlyArray<TabItem>
  readonly selected: string
  readonly onSelect: (id: string) => void
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs. */
export const Tabs = ({ label, items, selected, onSelect }: TabsProps) => {
  const base = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const index = Math.max(0, items.findIndex((item) => item.id === selected))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + items.length) % items.length
    const item = items[next]
    if (item) {
      onSelect(item.id)
      refs.current[next]?.focus()
    }
  }

  const current = items[index]
  return (
    <div>
      <div className="ui-tabs-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[i] = element
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={i === index ? 0 : -1}
            className="ui-tab"
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          className="ui-tab-panel"
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  )
}

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react"

export type ToastTone = "info" | "error"

interface ToastItem {
  readonly id: number
  readonly text: string
  readonly tone: ToastTone
}

interface ToastApi {
  readonly show: (text: string, tone?: ToastTone) => void
}

const ToastContext = createContext<ToastApi>({ show: () => undefined })

/** How long a toast stays (the spec's error messages clear after 3 s, platform.md §9). */
export const TOAST_MS = 3000

export const ToastProvider = ({ children }: { readonly children: ReactNode }) => {
  const [items, setItems] = useState<ReadonlyArray<ToastItem>>([])
  const nextId = useRef(1)
  const show = useCallback((text: string, tone: ToastTone = "info") => {
    const id = nextId.current++
    setItems((current) => [...current, { id, text, tone }])
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), TOAST_MS)
  }, [])
  const api = useMemo(() => ({ show }), [show])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`ui-toast ui-toast-${item.tone}`}>
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export const useToast = (): ToastApi => useContext(ToastContext)

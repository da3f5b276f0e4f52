import { localeForCountry, setDateLocale } from "./date-format"
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { getMe } from "./get-me"
import type { Session } from "./session-parse"

interface SessionState {
  readonly loading: boolean
  readonly session: Session
  readonly refresh: () => Promise<Session>
}

const signedOut: Session = { signedIn: false, user: undefined }

const SessionContext = createContext<SessionState>({
  loading: true,
  session: signedOut,
  refresh: async () => signedOut
})

export const SessionProvider = ({ children }: { readonly children: ReactNode }) => {
  const [session, setSession] = useState<Session>(signedOut)
  const [loading, setLoading] = useState(true)
  const refresh = useCallback(async () => {
    const next = await getMe()
    // issue 37: every date on screen in one format, from the profile's country (else the browser's locale)
    setDateLocale(localeForCountry(next.user?.country))
    setSession(next)
    setLoading(false)
    return next
  }, [])
  useEffect(() => {
    void refresh()
  }, [refresh])
  const value = useMemo(() => ({ loading, session, refresh }), [loading, session, refresh])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = (): SessionState => useContext(SessionContext)

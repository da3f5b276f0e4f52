import { useEffect, useState } from "react"
import { Navigate, Outlet, useLocation } from "react-router"
import { Spinner } from "../../components/ui/spinner"
import { useSession } from "../../lib/session"
import { getSubscriptionStatus } from "../../lib/subscription-status"
import { isAdmin } from "../../lib/session-parse"
import { decideAppAccess } from "./access-rule"
import { LeftNav } from "./left-nav"
import { readCollapsed, writeCollapsed } from "./nav-state"
import { TopBar } from "./top-bar"
import "./shell.css"

const storage = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage)

/** The guarded /app area (platform.md §2.3, §4 Access). */
export const AppShell = () => {
  const { loading, session } = useSession()
  const location = useLocation()
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storage()))
  const [status, setStatus] = useState<{ readonly checked: boolean; readonly value: string | undefined }>({
    checked: false,
    value: undefined
  })

  useEffect(() => {
    if (loading || !session.signedIn) return
    let live = true
    void getSubscriptionStatus().then((value) => {
      if (live) setStatus({ checked: true, value })
    })
    return () => {
      live = false
    }
  }, [loading, session.signedIn])

  const toggle = () => {
    setCollapsed((current) => {
      writeCollapsed(storage(), !current)
      return !current
    })
  }

  if (loading || (session.signedIn && !status.checked)) {
    return (
      <div className="page">
        <Spinner />
      </div>
    )
  }
  const decision = decideAppAccess({
    pathname: location.pathname,
    search: location.search,
    signedIn: session.signedIn,
    subscriptionStatus: status.value,
    isAdmin: isAdmin(session)
  })
  // issue 37: Choose a plan says why the workspace did not open
  if (decision.kind === "pricing") return <Navigate to={decision.to} replace state={{ from: location.pathname, status: status.value ?? "none" }} />
  if (decision.kind !== "allow") return <Navigate to={decision.to} replace />

  return (
    <div className="shell" data-collapsed={collapsed}>
      <TopBar />
      <LeftNav collapsed={collapsed} onToggle={toggle} />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}

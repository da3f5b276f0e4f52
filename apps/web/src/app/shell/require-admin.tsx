import { Navigate, Outlet } from "react-router"
import { useSession } from "../../lib/session"
import { isAdmin } from "../../lib/session-parse"

/** §2.13 / §6: admin pages send non-admins to /app. */
export const RequireAdmin = () => {
  const { session } = useSession()
  return isAdmin(session) ? <Outlet /> : <Navigate to="/app" replace />
}

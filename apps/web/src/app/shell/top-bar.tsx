import { Link } from "react-router"
import { Button, ButtonLink } from "../../components/ui/button"
import { SignInLinks } from "../../components/layouts/sign-in-links"
import { logoutAndLeave } from "../../lib/logout"
import { useSession } from "../../lib/session"
import { displayName, isAdmin } from "../../lib/session-parse"

/** §2.3 top bar: Sign in / Sign up when anonymous; else Admin (admins), name or email, Sign out. */
export const TopBar = () => {
  const { session } = useSession()
  return (
    <header className="shell-topbar">
      <Link to="/app" className="shell-brand">
        <span className="shell-brand-mark" aria-hidden="true" />
        Initpack
      </Link>
      <span className="shell-topbar-spacer" />
      {session.signedIn ? (
        <>
          {isAdmin(session) ? (
            <ButtonLink to="/app/admin" variant="ghost" size="sm">
              Admin
            </ButtonLink>
          ) : null}
          <span className="shell-user" data-testid="topbar-user">
            {displayName(session)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void logoutAndLeave()}>
            Sign out
          </Button>
        </>
      ) : (
        <SignInLinks />
      )}
    </header>
  )
}

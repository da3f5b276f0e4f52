import type { ReactNode } from "react"
import { Link } from "react-router"
import { ButtonLink } from "../ui/button"
import { useSession } from "../../lib/session"
import { SignInLinks } from "./sign-in-links"
import "./public.css"

export const SUPPORT_EMAIL = "support@initpack.app"

export const PublicHeader = () => {
  const { session, loading } = useSession()
  return (
    <header className="pub-header">
      <div className="pub-header-inner">
        <Link to="/" className="pub-brand">
          <span className="pub-brand-mark" aria-hidden="true" />
          Initpack
        </Link>
        <span className="pub-spacer" />
        <nav className="pub-nav" aria-label="Site">
          <ButtonLink to="/pricing-signup" variant="ghost" size="sm">
            Prices
          </ButtonLink>
          {loading ? null : session.signedIn ? (
            <ButtonLink to="/home" size="sm">
              Go to workspace
            </ButtonLink>
          ) : (
            <SignInLinks />
          )}
        </nav>
      </div>
    </header>
  )
}

export const PublicFooter = () => (
  <footer className="pub-footer">
    <div className="pub-footer-inner">
      <span className="muted">© 2025 Initpack</span>
      <nav aria-label="Policies">
        <Link to="/about">About Us</Link>
        <Link to="/disclaimer">Disclaimer</Link>
        <Link to="/terms">Terms</Link>
        <Link to="/pricing-signup">Prices</Link>
      </nav>
    </div>
  </footer>
)

export const PublicLayout = ({ children, narrow }: { readonly children: ReactNode; readonly narrow?: boolean }) => (
  <>
    <PublicHeader />
    <main id="main" className={narrow ? "page-narrow" : "page"} tabIndex={-1}>
      {children}
    </main>
    <PublicFooter />
  </>
)

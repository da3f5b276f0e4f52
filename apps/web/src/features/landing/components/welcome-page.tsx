import { ButtonLink } from "../../../components/ui/button"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { useDocumentTitle } from "../../../lib/use-document-title"

/** The welcome page of platform.md §1. */
export const WelcomePage = () => {
  useDocumentTitle("Welcome")
  return (
    <PublicLayout>
      <div className="page-text stack">
        <h1>Welcome to Initpack</h1>
        <p>A few tips before you start:</p>
        <ul className="stack" style={{ gap: "var(--space-2)" }}>
          <li>The more input you give, the better the results.</li>
          <li>Follow the modules in order: each one builds on the ones before it.</li>
          <li>
            Vision and Goal generations are capped per project. More are available through Top-Ups in Subscription
            Status.
          </li>
          <li>Word and HTML report previews can differ.</li>
          <li>Changing an earlier module may require regenerating later ones.</li>
        </ul>
        <div className="row">
          <ButtonLink to="/login">Sign in</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home page
          </ButtonLink>
        </div>
      </div>
    </PublicLayout>
  )
}

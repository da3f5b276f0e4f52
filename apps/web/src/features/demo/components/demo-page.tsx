import { Link, Navigate, useParams } from "react-router"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { ButtonLink } from "../../../components/ui/button"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { DEMO_SCRIPTS } from "../data/demo-scripts"
import { DemoPlayer } from "./demo-player"
import "../demo.css"

/** /demo/scope, /demo/wbs, /demo/risk (platform.md §2.1). */
export const DemoPage = () => {
  const { module = "" } = useParams()
  const script = DEMO_SCRIPTS[module]
  useDocumentTitle(script ? `${script.title} demo` : "Demo")
  if (!script) return <Navigate to="/" replace />
  return (
    <PublicLayout>
      <div className="stack" style={{ maxWidth: "56rem", margin: "0 auto" }}>
        <Link to="/">← Back</Link>
        <h1>{script.title} demo</h1>
        <p className="muted">{script.description}</p>
        <DemoPlayer script={script} />
        <div className="row">
          <ButtonLink to="/signup">Sign up</ButtonLink>
          <ButtonLink to="/pricing-signup" variant="secondary">
            Prices
          </ButtonLink>
        </div>
      </div>
    </PublicLayout>
  )
}

import { Link, Navigate, useParams } from "react-router"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { ButtonLink } from "../../../components/ui/button"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { DEMO_REELS, isDemoModule } from "../data/demo-reels"
import { DemoPlayer } from "./demo-player"
import "../demo.css"

/** /demo/scope, /demo/wbs, /demo/risk (platform.md §2.1): a looping silent demo, a description and a Back link. */
export const DemoPage = () => {
  const { module = "" } = useParams()
  const reel = isDemoModule(module) ? DEMO_REELS[module] : undefined
  useDocumentTitle(reel ? `${reel.title} demo` : "Demo")
  if (!isDemoModule(module) || !reel) return <Navigate to="/" replace />
  return (
    <PublicLayout>
      <div className="stack demo-page">
        <Link to="/">← Back</Link>
        <h1>{reel.title} demo</h1>
        <p className="muted">{reel.description}</p>
        <DemoPlayer module={module} reel={reel} />
        <p className="muted demo-note">Screenshots of the app, drafting with its built-in offline drafter.</p>
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

import { Link } from "react-router"
import { ButtonLink } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { useSession } from "../../../lib/session"
import { displayName } from "../../../lib/session-parse"
import { useDocumentTitle } from "../../../lib/use-document-title"

/** /app: the workspace home. */
export const AppHomePage = () => {
  useDocumentTitle("Home")
  const { session } = useSession()
  return (
    <div className="stack">
      <h1>Welcome, {displayName(session)}</h1>
      <div className="grid-cards">
        <Card title="Start a project">
          <p className="muted">Name it, choose waterfall or agile, and the first module opens.</p>
          <ButtonLink to="/app/create">Create New Project</ButtonLink>
        </Card>
        <Card title="Continue">
          <p className="muted">Open one of your projects and pick up at the next module.</p>
          <ButtonLink to="/app/projects" variant="secondary">
            Existing Projects
          </ButtonLink>
        </Card>
        <Card title="Your plan">
          <p className="muted">Projects used this month, top-ups and renewal dates.</p>
          <ButtonLink to="/app/account/mysubscription" variant="secondary">
            Subscription Status
          </ButtonLink>
        </Card>
      </div>
      <Card title="Tips" titleLevel={2}>
        <ul>
          <li>The more input you give, the better the results.</li>
          <li>Follow the modules in order: each one builds on the ones before it.</li>
          <li>Vision and Goal generations are capped per project; more are available through Top-Ups in Subscription Status.</li>
          <li>Word and HTML report previews can differ.</li>
          <li>Changing an earlier module may require regenerating later ones.</li>
        </ul>
        <Link to="/app/feedback">Tell us what would help</Link>
      </Card>
    </div>
  )
}

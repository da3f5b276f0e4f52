import { ButtonLink } from "../../../components/ui/button"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { DemoCards } from "./demo-cards"
import { Faq } from "./faq"
import "../landing.css"

const AUDIENCES = [
  { title: "Junior project managers", text: "A structured start: every initiation document in the right order, with drafts to learn from and edit." },
  { title: "Senior project managers", text: "Skip the blank page. Get to a reviewed PID, RAID log and budget in an afternoon." },
  { title: "IT service providers", text: "Draft a statement of work with scope, deliverables, risks and a costed plan your client can read." },
  { title: "Businesses checking vendor SOWs", text: "Build your own baseline of scope, risks and budget to compare a vendor's statement of work against." }
] as const

export const LandingPage = () => {
  useDocumentTitle("Project initiation, drafted")
  const { session, loading } = useSession()
  return (
    <PublicLayout>
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">Project initiation documents, drafted in minutes</h1>
          <p className="hero-lead">
            Initpack uses AI to draft scope, stakeholders with RACI, a risk register, a WBS or agile schedule, a budget
            and a comms plan from a few project details. You edit; it keeps the pack consistent.
          </p>
          <div className="row">
            {loading ? null : session.signedIn ? (
              <ButtonLink to="/home">Go to workspace</ButtonLink>
            ) : (
              <ButtonLink to="/login">Sign in</ButtonLink>
            )}
            <ButtonLink to="/signup" variant="secondary">
              Sign up
            </ButtonLink>
            <ButtonLink to="/pricing-signup" variant="ghost">
              Prices
            </ButtonLink>
          </div>
        </div>
        <div className="hero-visual" aria-label="Waterfall module order">
          <strong>Waterfall (PRINCE2) modules, in order</strong>
          <ol>
            <li>Scope</li>
            <li>Stakeholders</li>
            <li>Risk Register</li>
            <li>WBS Builder</li>
            <li>Budget</li>
            <li>Short Comms Plan</li>
            <li>Reports and Initiation Pack</li>
          </ol>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="demos-title">
        <h2 id="demos-title">See it work</h2>
        <DemoCards />
      </section>

      <section className="landing-section" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          <li>
            <strong>Create a project.</strong> Name it and choose Waterfall / PRINCE2 or Agile / Product.
          </li>
          <li>
            <strong>Describe it.</strong> A few lines about goals and constraints. More input gives better results.
          </li>
          <li>
            <strong>Work through the modules in order.</strong> Each draft builds on the one before; edit anything.
          </li>
          <li>
            <strong>Export the pack.</strong> PDF, DOCX, HTML and CSV: PID, RAID, budget, comms plan and SOW.
          </li>
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="who-title">
        <h2 id="who-title">Who it is for</h2>
        <div className="grid-cards">
          {AUDIENCES.map((audience) => (
            <div key={audience.title} className="ui-card">
              <h3>{audience.title}</h3>
              <p className="muted">{audience.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="landing-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <Faq />
      </section>
    </PublicLayout>
  )
}

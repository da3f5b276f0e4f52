import { Link } from "react-router"

export const PricingNotes = () => (
  <div className="pricing-notes">
    <p className="muted">
      When a subscription expires your data is kept for 6 months and then deleted. Renewing within 6 months restores
      access.
    </p>
    <p className="muted">Paid plans may be topped up during a billing period: each top-up adds 2 project creations.</p>
    <p>
      Want to try first? <Link to="/free/start">Start on the Free plan</Link>: one waterfall project and one month of access.
    </p>
  </div>
)

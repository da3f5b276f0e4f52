import { PolicyPage } from "./policy-page"

export const AboutPage = () => (
  <PolicyPage title="About Us">
    <p>
      Initpack helps project managers, IT service providers and the businesses that buy from them start projects well.
      From a few project details it drafts the documents a project needs before work begins: scope, a stakeholder
      register with RACI, a risk register, a work breakdown structure or agile schedule, a budget, a short
      communications plan, and an initiation pack or statement of work.
    </p>
    <p>
      It supports waterfall (PRINCE2 style) and agile delivery. Every draft is a starting point: you review and edit it,
      and the pack stays consistent as you go.
    </p>
  </PolicyPage>
)

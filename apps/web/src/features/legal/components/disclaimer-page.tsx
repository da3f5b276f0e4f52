import { PolicyPage } from "./policy-page"

export const DisclaimerPage = () => (
  <PolicyPage title="Disclaimer">
    <p>
      Initpack produces drafts with the help of AI. Drafts can be incomplete or wrong and are not professional, legal,
      financial or contractual advice. Review every document before you rely on it or share it.
    </p>
    <p>
      Budgets, dates and risk scores are estimates from the information you provide. Word and HTML report previews can
      differ. Changing an earlier module may require regenerating later ones.
    </p>
    <p>You remain responsible for the decisions you make with the documents you produce.</p>
  </PolicyPage>
)

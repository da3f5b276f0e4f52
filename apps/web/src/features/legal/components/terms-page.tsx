import { PolicyPage } from "./policy-page"

// Constants of platform.md §9: minimum age 16; liability cap 12 months of fees or USD 100 (free);
// 30 days to export on termination; data kept 6 months after expiry.
export const TermsPage = () => (
  <PolicyPage title="Terms">
    <h2>Who may use Initpack</h2>
    <p>You must be at least 16 years old to create an account.</p>
    <h2>Plans and payment</h2>
    <p>
      Paid plans are billed in advance for 1, 3 or 12 months and include a number of project creations per month.
      Top-ups add 2 project creations per bundle for the current month only and do not carry into the next month. Free
      users cannot buy top-ups.
    </p>
    <h2>Your data</h2>
    <p>
      You own the content you enter and the documents you produce. When a subscription expires your data is kept for 6
      months and then deleted; renewing within 6 months restores access. If your account is terminated you have 30 days
      to export your data.
    </p>
    <h2>Liability</h2>
    <p>
      Our total liability is limited to the fees you paid in the 12 months before the claim, or USD 100 for users of the
      Free plan.
    </p>
    <h2>AI drafts</h2>
    <p>Drafts are produced automatically and must be reviewed before use. See the Disclaimer.</p>
  </PolicyPage>
)

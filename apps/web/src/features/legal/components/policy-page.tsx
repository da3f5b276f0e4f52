import type { ReactNode } from "react"
import { PublicLayout, SUPPORT_EMAIL } from "../../../components/layouts/public-layout"
import { useDocumentTitle } from "../../../lib/use-document-title"

/** platform.md §2.1: the policy pages were last updated 25 Aug 2025. */
export const POLICY_LAST_UPDATED = "25 Aug 2025"

export const PolicyPage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  useDocumentTitle(title)
  return (
    <PublicLayout>
      <article className="page-text">
        <h1>{title}</h1>
        <p className="muted">Last updated {POLICY_LAST_UPDATED}</p>
        {children}
        <h2>Contact</h2>
        <p>
          Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </article>
    </PublicLayout>
  )
}

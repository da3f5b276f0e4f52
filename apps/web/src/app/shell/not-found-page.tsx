import { NOT_FOUND } from "@initpack/core/messages/general"
import { useDocumentTitle } from "../../lib/use-document-title"

export const NotFoundPage = () => {
  useDocumentTitle("Not Found")
  return (
    <div className="stack">
      <h1>{NOT_FOUND}</h1>
      <p>This page does not exist. Use the left navigation to find your way.</p>
    </div>
  )
}

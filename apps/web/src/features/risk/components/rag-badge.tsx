import { riskRag } from "@initpack/core/rules/risk/risk-rag"
import { ragTone } from "../lib/rag-tone"

/** The derived RAG of a risk (score = likelihood x impact, waterfall.md §9) as a coloured badge. */
export const RagBadge = ({ likelihood, impact }: { readonly likelihood: string; readonly impact: string }) => {
  const rag = riskRag({ likelihood, impact })
  if (!rag) return <span className="risk-rag risk-rag-none" data-testid="rag">Not rated</span>
  return (
    <span className={`risk-rag risk-rag-${ragTone(rag.label)}`} data-testid="rag" title={`Score ${rag.score} (likelihood x impact)`}>
      {rag.label}
      <span className="risk-rag-score" aria-label={`score ${rag.score}`}>
        {rag.score}
      </span>
    </span>
  )
}

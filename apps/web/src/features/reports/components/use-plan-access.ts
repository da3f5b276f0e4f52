import { useEffect, useState } from "react"
import { FREE_PLAN } from "@initpack/core/rules/platform/plans"
import { getPlanCode } from "../api/get-plan-code"
import type { ReportsMode } from "../lib/reports-mode"

export type PlanAccess = "checking" | "open" | "locked"

/**
 * agile.md §1, §6: Agile is for paid plans only, so the agile screen asks the plan first and a free user gets
 * the plan-limit alert instead of documents. Waterfall is always open (the server refuses what the plan lacks);
 * an unknown plan stays open too and the server's 402 is shown.
 */
export const usePlanAccess = (mode: ReportsMode): PlanAccess => {
  const [access, setAccess] = useState<PlanAccess>(mode === "agile" ? "checking" : "open")
  useEffect(() => {
    if (mode !== "agile") return setAccess("open")
    let live = true
    setAccess("checking")
    void getPlanCode().then((code) => {
      if (live) setAccess(code === FREE_PLAN.code ? "locked" : "open")
    })
    return () => {
      live = false
    }
  }, [mode])
  return access
}

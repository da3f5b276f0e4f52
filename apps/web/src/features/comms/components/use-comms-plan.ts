// State and calls of the Short Communications Plan screen (waterfall.md §2, §4, §7, §8).
import { useEffect, useRef, useState } from "react"
import { failureText, type ApiResult } from "../../../lib/api-client"
import { useAutosave, useSaveStatus } from "../../../lib/autosave/use-autosave"
import { saveCommsPlan } from "../api/save-comms-plan"
import { backendStatus, SOMETHING_WENT_WRONG } from "@initpack/core/messages/general"
import type { Approach } from "@initpack/core/schemas/enum-lists"
import { PLAN_LIMIT_STATUS } from "../../../lib/plan-limit"
import { generateCommsPlan } from "../api/generate-comms-plan"
import { getCommsPrefill } from "../api/get-comms-prefill"
import { getLatestComms } from "../api/get-latest-comms"
import { approachConflict, GENERATED } from "../data/comms-texts"
import type { ResolvedApproach } from "../lib/comms-approach"
import { withPhaseLine, type CommsPhase } from "../lib/comms-phase"
import { toApiPlan, toSavedCommsPlan, type CommsPlanView, type SavedCommsPlan } from "../lib/comms-plan"
import { screenError, type ScreenError } from "../lib/screen-error"

export type CommsBusy = null | "load" | "generate"

export interface CommsPlanInputs {
  readonly projectName: string
  readonly projectId?: string | undefined
  readonly initial: ResolvedApproach
  readonly initialPhase: CommsPhase
}

export const useCommsPlan = ({ projectName, projectId, initial, initialPhase }: CommsPlanInputs) => {
  const [approach, setApproach] = useState<Approach>(initial.approach)
  const [method, setMethod] = useState(initial.method)
  const [conflict, setConflict] = useState<string | null>(initial.conflict ? approachConflict(initial.conflict.approach, initial.conflict.method) : null)
  const [phase, setPhaseState] = useState<CommsPhase>(initialPhase)
  const [context, setContext] = useState("")
  const [saved, setSaved] = useState<SavedCommsPlan | null>(null)
  const [busy, setBusy] = useState<CommsBusy>("load")
  const [error, setError] = useState<ScreenError | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const touched = useRef(false)
  const savedRef = useRef<SavedCommsPlan | null>(null)
  savedRef.current = saved
  const phaseRef = useRef(phase)
  phaseRef.current = phase

  // §4: a new approach (or project) resets the prefill and the loaded plan, then loads both for it.
  useEffect(() => {
    let live = true
    const ref = { projectName, projectId, approach, method }
    touched.current = false
    setContext("")
    setSaved(null)
    setBusy("load")
    const prefill = getCommsPrefill(ref).then((answer) => {
      if (!live) return
      const text = answer.ok && typeof answer.data.suggested_context === "string" ? answer.data.suggested_context.trim() : ""
      if (text !== "" && !touched.current) setContext(withPhaseLine(text, phaseRef.current))
      return answer
    })
    const latest = getLatestComms(ref).then((answer) => {
      if (!live) return answer
      if (answer.ok) setSaved(toSavedCommsPlan(answer.data))
      return answer
    })
    // §8: load failures are silent; only the plan's refusal (402) is shown, with its upgrade link.
    void Promise.all([prefill, latest]).then((answers) => {
      if (!live) return
      const refused = answers.find((a) => a && !a.ok && a.status === PLAN_LIMIT_STATUS)
      if (refused && !refused.ok) setError(screenError(refused, backendStatus(refused.status)))
      setBusy(null)
    })
    return () => {
      live = false
    }
  }, [projectName, projectId, approach, method])

  const chooseApproach = (next: Approach) => {
    if (next === approach) return
    setConflict(null)
    setError(null)
    setNotice(null)
    setApproach(next)
    setMethod(next)
  }

  const setPhase = (next: CommsPhase) => {
    setPhaseState(next)
    setContext((text) => (text.trim() === "" ? text : withPhaseLine(text, next)))
  }

  const editContext = (text: string) => {
    touched.current = true
    setContext(text)
  }

  // Issue 37: the plan's rows edited in place are saved 900 ms after the last change, as the approach's newest plan,
  // with the id of the plan they were edited from (409 when another plan was generated or saved since).
  const refNow = { projectName, projectId, approach, method }
  const queue = useAutosave<CommsPlanView, ApiResult<{ readonly id?: number; readonly saved_id?: number }>>({
    debounceMs: 900,
    merge: (_older, newer) => newer,
    send: (_key, plan, { keepalive }) => saveCommsPlan(refNow, toApiPlan(plan), savedRef.current?.id ?? null, keepalive),
    onSaved: (_key, _plan, answer) => {
      if (!answer.ok) return
      const id = answer.data.saved_id ?? answer.data.id
      setSaved((current) => (current && id !== undefined ? { ...current, id: String(id), createdAt: new Date().toISOString() } : current))
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      setError({ message: failureText(answer, "Save failed.") })
      const latest = await getLatestComms(refNow)
      if (latest.ok) setSaved(toSavedCommsPlan(latest.data))
    },
    onError: (_key, answer) => {
      if (!answer.ok) setError(screenError(answer, backendStatus(answer.status)))
    }
  })
  const saveStatus = useSaveStatus(queue, "plan")

  const editPlan = (plan: CommsPlanView) => {
    if (!savedRef.current) return
    setNotice(null)
    const next = { ...savedRef.current, plan }
    savedRef.current = next
    setSaved(next)
    void queue.edit("plan", plan)
  }

  const generate = async () => {
    await queue.settled()
    setBusy("generate")
    setError(null)
    setNotice(null)
    try {
      const answer = await generateCommsPlan({ projectName, projectId, approach, method }, context.trim())
      if (!answer.ok) return setError(screenError(answer, backendStatus(answer.status)))
      const plan = toSavedCommsPlan(answer.data)
      if (!plan) return setError({ message: SOMETHING_WENT_WRONG })
      setSaved({ ...plan, createdAt: plan.createdAt ?? new Date().toISOString() })
      setNotice(GENERATED)
    } finally {
      setBusy(null)
    }
  }

  return { approach, method, conflict, phase, context, saved, busy, error, notice, chooseApproach, setPhase, editContext, generate, editPlan, saveStatus }
}

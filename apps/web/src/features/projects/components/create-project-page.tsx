import { useEffect, useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import {
  AGILE_NOT_ON_PLAN, CREATE_SUCCEEDED_WITHOUT_ID, PROJECT_NAME_TAKEN, capacityCheckFailed, createFailed, failedToLoadPlan,
  nameCheckFailed
} from "@initpack/core/messages/platform-projects"
import { checkCapacity, checkMethodology, checkProjectName } from "@initpack/core/rules/platform/project-create"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button, ButtonLink } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { HelpPopover } from "../../../components/ui/help-popover"
import { Input } from "../../../components/ui/input"
import { failureText } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { checkProjectName as checkNameOnServer } from "../api/check-project-name"
import { createProject } from "../api/create-project"
import { getProjectCapacity } from "../api/get-project-capacity"
import { getProjectPlan } from "../api/get-project-plan"
import { deliveryOf, resolvedIdOf, type Delivery } from "../lib/project-record"
import { firstModuleUrl } from "../lib/project-urls"
import { UpgradeBox, toUpgradeMessage } from "./upgrade-box"

const LABELS: Record<Delivery, string> = { waterfall: "Waterfall / PRINCE2", agile: "Agile / Product" }
const METHODS: ReadonlyArray<Delivery> = ["waterfall", "agile"]

type Phase = "idle" | "checking" | "creating"

/** /app/create and /app/projects/new (platform.md §2.4, §4 Create flow, §5). */
export const CreateProjectPage = () => {
  useDocumentTitle("Create New Project")
  const navigate = useNavigate()
  const [name, setName] = useState("")
  const [method, setMethod] = useState<Delivery>("waterfall")
  const [allowed, setAllowed] = useState<ReadonlyArray<Delivery> | null>(null)
  const [planFailed, setPlanFailed] = useState(false)
  const [phase, setPhase] = useState<Phase>("idle")
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)

  useEffect(() => {
    let live = true
    void getProjectPlan().then((result) => {
      if (!live) return
      if (!result.ok) {
        setPlanFailed(true)
        setError(failedToLoadPlan(result.status))
        return
      }
      const list = (result.data.allowed_methodologies ?? []).map(deliveryOf).filter((m): m is Delivery => m !== undefined)
      setAllowed(list)
      if (list[0] && !list.includes("waterfall")) setMethod(list[0])
    })
    return () => {
      live = false
    }
  }, [])

  const busy = phase !== "idle"
  const disabled = busy || planFailed || allowed === null || allowed.length === 0

  const fail = (message: string) => {
    setPhase("idle")
    setError(message)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabled || !allowed) return
    setError(null)
    setUpgrade(null)
    const checkedName = checkProjectName(name)
    if (checkedName._tag === "Left") return setError(checkedName.left.message)
    const checkedMethod = checkMethodology(method, allowed)
    if (checkedMethod._tag === "Left") return setError(checkedMethod.left.message)
    const trimmed = checkedName.right

    setPhase("checking")
    const capacity = await getProjectCapacity()
    if (!capacity.ok) return fail(failureText(capacity, capacityCheckFailed(capacity.status)))
    const room = checkCapacity(capacity.data)
    if (room._tag === "Left") {
      setPhase("idle")
      if (room.left._tag === "CapacityReached") setUpgrade({ message: room.left.message, cta: room.left.cta })
      return
    }
    const taken = await checkNameOnServer(trimmed)
    if (!taken.ok) return fail(failureText(taken, nameCheckFailed(taken.status)))
    if (taken.data.exists) return fail(PROJECT_NAME_TAKEN)

    setPhase("creating")
    const created = await createProject(trimmed, checkedMethod.right)
    if (!created.ok) {
      if (created.status === 402) {
        setPhase("idle")
        setUpgrade(toUpgradeMessage(created.body, createFailed(402)))
        return
      }
      return fail(failureText(created, createFailed(created.status)))
    }
    const id = resolvedIdOf(created.data)
    if (!id) return fail(CREATE_SUCCEEDED_WITHOUT_ID)
    navigate(firstModuleUrl(checkedMethod.right, trimmed, id))
  }

  const onlyOne = allowed !== null && allowed.length === 1 ? allowed[0] : undefined
  return (
    <div className="stack" style={{ maxWidth: "40rem" }}>
      <div className="row">
        <h1 style={{ margin: 0 }}>Create New Project</h1>
        <HelpPopover label="Creating a project">
          <p>Give the project a name you will recognise and choose how it will be delivered.</p>
          <p style={{ margin: 0 }}>The delivery method is fixed once the project exists. You then work through the modules in order.</p>
        </HelpPopover>
      </div>
      <p className="row" style={{ margin: 0 }}>
        <span className="muted">Have a brief already (a Word document, an email, a Markdown file)?</span>
        <ButtonLink to="/app/projects/from-brief" variant="secondary" size="sm">
          New project from a brief
        </ButtonLink>
      </p>
      <ErrorBanner message={error} />
      {upgrade ? <UpgradeBox upgrade={upgrade} /> : null}
      <Card>
        <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Input id="project-name" label="Project name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          {onlyOne ? (
            <div className="ui-field">
              <span className="ui-label">Delivery method</span>
              <span data-testid="fixed-method">{LABELS[onlyOne]}</span>
            </div>
          ) : (
            <fieldset className="ui-field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="ui-label">Delivery method</legend>
              <div className="ui-radio-group">
                {METHODS.map((m) => (
                  <label key={m} className="ui-radio">
                    <input
                      type="radio"
                      name="delivery"
                      value={m}
                      checked={method === m}
                      disabled={allowed !== null && !allowed.includes(m)}
                      onChange={() => setMethod(m)}
                    />
                    {LABELS[m]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {allowed !== null && !allowed.includes("agile") ? <p className="muted">{AGILE_NOT_ON_PLAN}</p> : null}
          <div>
            <Button type="submit" disabled={disabled}>
              {phase === "checking" ? "Checking…" : phase === "creating" ? "Creating…" : "Continue"}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}

import { useEffect, useState } from "react"
import { useLocation, useSearchParams } from "react-router"
import { ButtonLink } from "./ui/button"
import { getProjectDelivery } from "../lib/get-project-delivery"
import { deliveryOfPath, nextStep, stepUrl, type Delivery } from "../lib/module-sequence"

const asDelivery = (value: string | null | undefined): Delivery | undefined => {
  const v = (value ?? "").toLowerCase()
  return v === "agile" ? "agile" : v === "waterfall" ? "waterfall" : undefined
}

/** Issue 37: every module screen ends with 'Next: <module>', the next module of the project's method. */
export const NextModuleLink = () => {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const name = (params.get("project") ?? params.get("projectName") ?? params.get("name") ?? "").trim()
  const id = (params.get("projectId") ?? params.get("project_id") ?? params.get("id") ?? "").trim()
  const known = deliveryOfPath(pathname) ?? asDelivery(params.get("approach") ?? params.get("project_approach") ?? params.get("delivery"))
  const [asked, setAsked] = useState<{ readonly id: string; readonly delivery: Delivery | undefined } | null>(null)
  useEffect(() => {
    if (known || !/^\d+$/.test(id)) return
    let live = true
    void getProjectDelivery(id).then((r) => live && setAsked({ id, delivery: r.ok ? asDelivery(r.data.delivery) : undefined }))
    return () => {
      live = false
    }
  }, [known, id])
  // a shared screen (Stakeholders, Comms) of a project known by id asks its method; by name only: waterfall
  const delivery = known ?? (/^\d+$/.test(id) ? (asked?.id === id ? asked.delivery : undefined) : "waterfall")
  const next = delivery ? nextStep(delivery, pathname) : undefined
  if (!next || (!name && !id)) return null
  return (
    <nav className="next-module" aria-label="Next module" data-testid="next-module">
      <ButtonLink to={stepUrl(next, name, id || undefined)} variant="secondary">
        Next: {next.title} →
      </ButtonLink>
    </nav>
  )
}

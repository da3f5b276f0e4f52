// Offline schedule resources: roles per task from the task's words, its type and its phase.
import type { ScheduleResourcesDraft, ScheduleResourcesRequest } from "@initpack/core/drafting/schedule"
import { RESOURCE_RULES } from "../knowledge/stage-templates"
import { makeContext } from "./context"

export const scheduleResources = (req: ScheduleResourcesRequest): ScheduleResourcesDraft => {
  const ctx = makeContext("scheduleResources", req)
  const team = ctx.domain.supplier.replace(/^the /, "").replace(/\b\w/g, (c) => c.toUpperCase())
  const assignments = req.tasks.map((t) => {
    const title = ` ${t.title.toLowerCase()} `
    const phase = (t.phase ?? "").toLowerCase()
    const roles = new Set<string>()
    if (t.type === "phase") roles.add("Delivery Manager")
    if (t.type === "gate") ["Sponsor", "Product Owner"].forEach((r) => roles.add(r))
    for (const rule of RESOURCE_RULES) {
      if (t.type === "sprint" ? rule.keywords.includes("sprint") : rule.keywords.some((k) => title.includes(k))) rule.roles.forEach((r) => roles.add(r))
    }
    if (roles.size === 0) for (const rule of RESOURCE_RULES) if (rule.keywords.some((k) => phase.includes(k))) rule.roles.forEach((r) => roles.add(r))
    if (roles.size === 0) roles.add(team)
    return { id: t.id, resource: [...roles].slice(0, 4) }
  })
  return { assignments }
}

import type { ProjectArtefacts } from "./artefacts"
import { heading, missing, type Block } from "./model"
import { boardTable, gridChart, namedStakeholders, NO_STAKEHOLDERS, raciTable, registerTable, strategyList } from "./sections/stakeholder-sections"

export const buildStakeholdersRaci = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const people = namedStakeholders(a.stakeholders)
  if (people.length === 0) return [missing(NO_STAKEHOLDERS)]
  const strategies = strategyList(people)
  return [
    heading(1, "Stakeholder register"),
    registerTable(people),
    heading(1, "Influence / interest grid"),
    ...gridChart(people),
    heading(1, "RACI"),
    ...raciTable(people),
    heading(1, "Project board"),
    ...boardTable(people),
    ...(strategies.length === 0 ? [] : [heading(1, "Engagement strategy"), ...strategies])
  ]
}

import type { Plan } from "../../../../src/rules/planning/exchange/plan-model"

/** A small plan with every link type, a lead, a milestone, a summary link, resources and a SNET date. */
export const samplePlan: Plan = {
  title: "Depot move & <fit-out>",
  start: "2026-03-02",
  tasks: [
    { key: "10", parentKey: null, name: "Design", durationDays: 8, start: "2026-03-02", finish: "2026-03-11", resources: [], startNoEarlierThan: null },
    { key: "11", parentKey: "10", name: "Survey \"site\"", durationDays: 3, start: "2026-03-02", finish: "2026-03-04", resources: ["Surveyor"], startNoEarlierThan: null },
    { key: "12", parentKey: "10", name: "Layout", durationDays: 5, start: "2026-03-05", finish: "2026-03-11", resources: ["Architect", "Surveyor"], startNoEarlierThan: null },
    { key: "20", parentKey: null, name: "Build", durationDays: 10, start: "2026-03-09", finish: "2026-03-20", resources: [], startNoEarlierThan: null },
    { key: "21", parentKey: "20", name: "Order racks", durationDays: 4, start: "2026-03-09", finish: "2026-03-12", resources: ["Buyer"], startNoEarlierThan: "2026-03-09" },
    { key: "22", parentKey: "20", name: "Fit-out", durationDays: 6, start: "2026-03-13", finish: "2026-03-20", resources: ["Contractor"], startNoEarlierThan: null },
    { key: "23", parentKey: "20", name: "Handover gate", durationDays: 0, start: "2026-03-20", finish: "2026-03-20", resources: [], startNoEarlierThan: null }
  ],
  links: [
    { predecessor: "11", successor: "12", type: "FS", lag: 0 },
    { predecessor: "12", successor: "21", type: "SS", lag: 2 },
    { predecessor: "21", successor: "22", type: "FS", lag: 0 },
    { predecessor: "12", successor: "22", type: "FF", lag: -1 },
    { predecessor: "22", successor: "23", type: "SF", lag: 0 },
    { predecessor: "10", successor: "20", type: "SS", lag: 5 }
  ]
}

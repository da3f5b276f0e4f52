// Stakeholder texts (waterfall.md §5, §8).

export const STAKEHOLDER_NAME_REQUIRED = "Name is required."
export const ADD_SOME_STAKEHOLDERS_FIRST = "Add some stakeholders first."
export const ADD_AT_LEAST_ONE_STAKEHOLDER_FIRST = "Add at least one stakeholder first."

export const matrixFailed = (status: number | string): string => `Matrix failed (${status})`
export const aiFailed = (status: number | string): string => `AI failed (${status})`

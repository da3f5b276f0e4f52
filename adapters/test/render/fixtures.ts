// Shared test inputs: the realistic fixture projects and a fixed clock.
export { waterfallProject } from "../../../tests/fixtures/artefacts/waterfall-project"
export { agileProject } from "../../../tests/fixtures/artefacts/agile-project"
export const FIXED_CLOCK = "2026-05-01T09:30:00.000Z"

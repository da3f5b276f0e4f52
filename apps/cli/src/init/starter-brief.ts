import type { BriefMethod } from "@initpack/core/brief/brief"

const WATERFALL = `project:
  name: My Project                      # the only required field: every document names it
  method: waterfall                     # waterfall (PRINCE2) or agile
  start: 2026-03-02                     # base start of the WBS (YYYY-MM-DD; a weekend moves to Monday)
  client: Client Organisation           # parties of the Statement of Work
  supplier: Supplier Pty Ltd

# What the project delivers, in a sentence or two: context for every draft.
summary: >
  Replace the legacy booking system with a cloud platform and an online portal for customers.

# Why now (drafted when left out).
# background: >
#   The current system is out of vendor support and ...

goals:                                  # KPIs are drafted for each goal
  - Cut booking time in half
  - Retire the legacy system

procurement: Software                   # None | Hardware | Software | Both (ticks the budget extras)
third_parties: Vendor                   # None | Vendor | Partner | Both

# Answers to the Scope Builder's clarification questions.
# clarifications:
#   constraints: Go-live before 1 December; data stays in the country.
#   departments: Operations, Finance and IT.

stakeholders:                           # strategy, influence/interest and RACI are drafted for each
  - { name: Alex Sponsor, role: Director Operations, internal_external: Internal, board_role: Project Sponsor }
  - { name: Sam Manager, role: Project Manager, internal_external: Internal, board_role: Project Manager }

risks:
  context: Data migration from the legacy system; an integration partner is still to be chosen.

budget:
  currency: AUD
  contingency: 0.1                      # 10%
  default_rate: 120                     # hourly rate of roles not listed under rates
  # rates:
  #   Project Manager: 150
  # one_off_costs:
  #   - { name: Penetration test, amount: 18000 }
`

const AGILE = `project:
  name: My Product                      # the only required field: every document names it
  method: agile                         # waterfall (PRINCE2) or agile
  start: 2026-03-02                     # base start of the schedule (YYYY-MM-DD; a weekend moves to Monday)
  client: Client Organisation           # parties of the Statement of Work
  supplier: Supplier Pty Ltd

# The Quick Draft input: what the product does and for whom. Epics and stories are drafted from it.
summary: >
  A mobile app for members: digital membership card, points on every purchase and personalised offers.

goals:                                  # KPIs are drafted for each goal
  - Grow active members by 30% in the first year

procurement: Software                   # None | Hardware | Software | Both (ticks the budget extras)
third_parties: Partner                  # None | Vendor | Partner | Both

stakeholders:                           # strategy, influence/interest and RACI are drafted for each
  - { name: Alex Sponsor, role: Chief Marketing Officer, internal_external: Internal, board_role: Project Sponsor }
  - { name: Pat Owner, role: Head of Digital, internal_external: Internal, board_role: Product Owner }

risks:
  context: Point-of-sale integration; privacy consent for personalised offers.

budget:
  currency: AUD
  contingency: 0.15                     # 15%
  # rates:
  #   Developer: 140

agile:
  stories_per_epic: 3                   # 1-10 stories drafted per epic
  now_points: 25                        # WIP limit of the Now lane in points, also the sprint velocity
  sprint_days: 10                       # sprint length in working days (5-20)
`

/**
 * A commented starter brief. The first line is the YAML language server's modeline, so editors
 * (VS Code with the YAML extension, JetBrains, Neovim) complete and check fields against the Schema.
 */
export const starterBrief = (method: BriefMethod, schemaRef: string): string =>
  `# yaml-language-server: $schema=${schemaRef}\n` +
  `# Initpack brief (${method}). Check it with \`initpack validate\`, draft with \`initpack pack <this file> --out pack/\`.\n` +
  (method === "agile" ? AGILE : WATERFALL)

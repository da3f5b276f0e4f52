// Communication channels, cadences, forums and messages for the short comms plan (waterfall.md §3 Comms plan).

export interface ChannelPattern {
  readonly channel: string
  readonly purpose: string
  readonly cadence: string
  readonly owner: string
  readonly approach: "Waterfall" | "Agile" | "Both"
}

export const CHANNELS: ReadonlyArray<ChannelPattern> = [
  { channel: "Project board meeting", purpose: "Decisions on stage progress, exceptions and tolerances", cadence: "Monthly and at each stage boundary", owner: "Project Manager", approach: "Waterfall" },
  { channel: "Highlight report (email)", purpose: "Progress, RAG status, risks and next steps", cadence: "Fortnightly", owner: "Project Manager", approach: "Waterfall" },
  { channel: "Sprint review demo", purpose: "Show working increments and gather feedback", cadence: "Every sprint (fortnightly)", owner: "Product Owner", approach: "Agile" },
  { channel: "Team stand-up", purpose: "Daily coordination and blockers", cadence: "Daily, 15 minutes", owner: "Delivery Manager", approach: "Agile" },
  { channel: "Intranet project page", purpose: "Single place for news, FAQs and key dates", cadence: "Updated weekly", owner: "Communications", approach: "Both" },
  { channel: "Team messaging channel", purpose: "Quick questions and day-to-day updates", cadence: "Ongoing", owner: "Project Coordinator", approach: "Both" },
  { channel: "All-staff briefing", purpose: "Explain the why, the timeline and what changes for staff", cadence: "At launch and before go-live", owner: "Project Sponsor", approach: "Both" },
  { channel: "Supplier progress call", purpose: "Track supplier deliverables and issues", cadence: "Weekly", owner: "Project Manager", approach: "Both" },
  { channel: "Product roadmap update", purpose: "Share Now / Next / Later priorities", cadence: "Monthly", owner: "Product Owner", approach: "Agile" },
  { channel: "Go-live readiness email", purpose: "Tell users what changes, when and where to get help", cadence: "Two weeks and two days before go-live", owner: "Change Manager", approach: "Both" }
]

export const GOVERNANCE: ReadonlyArray<{ readonly forum: string; readonly cadence: string; readonly participants: string; readonly purpose: string; readonly approach: "Waterfall" | "Agile" | "Both" }> = [
  { forum: "Project Board", cadence: "Monthly and at stage gates", participants: "Project Sponsor, Senior User, Senior Supplier, Project Manager", purpose: "Approve stages, manage exceptions and tolerances", approach: "Waterfall" },
  { forum: "Steering group", cadence: "Monthly", participants: "Sponsor, Product Owner, Delivery Manager, key business leads", purpose: "Confirm priorities, funding and outcomes", approach: "Agile" },
  { forum: "Change Advisory Board", cadence: "Weekly", participants: "Service owners, Technical Lead, Operations", purpose: "Approve production changes and releases", approach: "Both" },
  { forum: "Design authority", cadence: "Fortnightly", participants: "Solution Architect, Technical Lead, Security Lead", purpose: "Approve design decisions and standards", approach: "Both" },
  { forum: "Backlog refinement", cadence: "Weekly", participants: "Product Owner, Delivery Team", purpose: "Prepare stories to meet the Definition of Ready", approach: "Agile" },
  { forum: "Risk and issue review", cadence: "Fortnightly", participants: "Project Manager, workstream leads", purpose: "Review the RAID log and agree actions", approach: "Waterfall" }
]

export const COMMS_RISKS: ReadonlyArray<{ readonly risk: string; readonly mitigation: string }> = [
  { risk: "Messages reach staff too late to prepare", mitigation: "Publish a comms calendar and send notices at least two weeks before each change" },
  { risk: "Mixed messages from different leaders", mitigation: "Agree key messages and spokespeople; route announcements through one owner" },
  { risk: "Information overload leads people to ignore updates", mitigation: "Keep updates short, audience-specific and on a predictable cadence" },
  { risk: "Rumours fill gaps when news is slow", mitigation: "Run an FAQ and answer questions within two working days" },
  { risk: "Remote or shift workers miss briefings", mitigation: "Record briefings and cascade them through team leaders" },
  { risk: "Bad news is escalated too slowly", mitigation: "Agree exception reporting triggers with the board" }
]

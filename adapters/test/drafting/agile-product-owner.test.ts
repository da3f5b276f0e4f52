// Agile packs a product owner keeps (issue 33, point 7), on briefs written the way sponsors write them (a
// situation, goals with dates, money, a risk context, no list of steps or features): the epics name what the
// brief asks for, the stories are about its users and its things with testable criteria, the goals carry its
// figures, and the sprints end before its date.
import { describe, expect, it } from "vitest"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { draftPack, type SponsorBrief } from "./sponsor-briefs/pack-eval"

const brief = (b: Omit<SponsorBrief, "file" | "expected_terms" | "risk_items" | "delivery_approach" | "procurement" | "third_parties">): SponsorBrief => ({
  ...b,
  file: `${b.project_name}.json`,
  delivery_approach: "Agile",
  procurement: "Software",
  third_parties: "Vendor",
  expected_terms: [],
  risk_items: []
})

const BRIEFS: ReadonlyArray<SponsorBrief & { readonly figure: string; readonly users: RegExp }> = [
  {
    ...brief({
      project_name: "Riverside Libraries App",
      domain: "public",
      summary: "A library app that lets members renew loans, reserve books and pay fines from their phones, live in all 9 branches by 31 May 2028, within £360,000.",
      clarification_answers: {
        background: "Riverside Libraries has 48,000 members across 9 branches. Last year the branches took 61,000 phone calls about renewals, and fines can only be paid at the desk.",
        scope: "We want renewal calls down 70% by the end of 2028. We'd like to build it in small releases and test each one with members in two branches first.",
        departments: "Branch managers, the library systems team, our catalogue supplier and the members' forum.",
        constraints: "£360,000 from the council's digital fund. It has to work with the existing catalogue system."
      },
      risk_context: "The catalogue supplier may be slow to open its interface. Older members may not take to an app.",
      stakeholders: [{ name: "Ruth Okafor", role: "Head of Libraries", org: "Riverside Council", internal_external: "Internal" }],
      currency: "GBP",
      deadline: "2028-05-31"
    }),
    figure: "70%",
    users: /\bmember/i
  },
  {
    ...brief({
      project_name: "Harbour Housing Repairs Portal",
      domain: "housing",
      summary: "An online repairs portal for Harbour Housing's 6,500 tenants, first release by March 2028 and phone-only reporting ended by 30 November 2028, on a budget of £540,000.",
      clarification_answers: {
        background: "Tenants report repairs by phone and wait on hold for 14 minutes on average. Repair officers re-key every job into the works system, and 1 in 5 visits finds nobody home.",
        scope: "A portal that lets tenants report repairs with photos, book a visit slot and track progress. Repair officers see new jobs with the photos attached. No-access visits cut to 1 in 20 by the end of 2028.",
        departments: "The repairs team, our contact centre, the works contractor, the tenants' panel and IT.",
        constraints: "£540,000 over two years. Tenants' personal data stays in the UK."
      },
      risk_context: "The works contractor's system is old and its interface is poorly documented. Tenants without internet access could be left behind.",
      stakeholders: [{ name: "Dev Patel", role: "Director of Property Services", org: "Harbour Housing", internal_external: "Internal" }],
      currency: "GBP",
      deadline: "2028-11-30"
    }),
    figure: "1 in 20",
    users: /\btenant/i
  },
  {
    ...brief({
      project_name: "Valley Growers Soil Data Service",
      domain: "agriculture",
      summary: "Move readings from 300 soil moisture probes off a spreadsheet onto a shared data platform, with daily irrigation advice for the cooperative's growers by 1 October 2028, within A$1.2 million.",
      clarification_answers: {
        background: "The Valley Growers Cooperative has 140 member farms. Probe readings are downloaded by hand each week into a spreadsheet, so growers irrigate on guesswork and water use rose 18% in 2026.",
        scope: "Probe readings moved onto the data platform every hour, and growers see irrigation advice for each block by 6am. Water use per hectare down 15% in the 2028/29 season.",
        departments: "The cooperative's agronomists, member growers, the probe supplier and our data contractor.",
        constraints: "A$1.2 million from a state water-efficiency grant. Readings stay the property of each grower."
      },
      risk_context: "Mobile coverage on some farms is patchy. Growers may not trust advice from a screen over their own judgement.",
      stakeholders: [{ name: "Mel Harris", role: "General Manager", org: "Valley Growers Cooperative", internal_external: "Internal" }],
      currency: "AUD",
      deadline: "2028-10-01"
    }),
    figure: "15%",
    users: /\bgrower/i
  },
  {
    ...brief({
      project_name: "Weekly Call Befriending Programme",
      domain: "charity",
      summary: "A befriending programme run in sprints: every older person referred to us gets a weekly phone call from a trained volunteer, 400 people reached by 30 June 2028, on £180,000 of lottery funding.",
      clarification_answers: {
        background: "Age Together supports older people living alone in North Tyneside. Our waiting list for home visits has 260 names and some people wait five months.",
        scope: "Every older person referred gets a weekly call from a volunteer within two weeks of referral. We want to try things in short cycles (call length, matching, training) and keep what works. Loneliness scores down 20% after six months of calls.",
        departments: "Our volunteer coordinators, GP practices that refer people, volunteers, and the people we call and their families.",
        constraints: "£180,000 from the lottery over 18 months. Every volunteer has a DBS check before their first call."
      },
      risk_context: "We may not recruit enough volunteers. Referrals from GP practices could be slow to start.",
      stakeholders: [{ name: "Pat Lowe", role: "Chief Executive", org: "Age Together", internal_external: "Internal" }],
      currency: "GBP",
      deadline: "2028-06-30"
    }),
    figure: "20%",
    users: /\b(?:older person|volunteer|coordinator)/i
  }
]

const text = (b: SponsorBrief): string => [b.summary, ...Object.values(b.clarification_answers), b.risk_context].join("\n")
const words = (s: string): Array<string> => (s.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((w) => !/^(?:with|from|into|onto|that|this|their|them|each|every|before|after|about)$/.test(w))
const stem = (w: string): string => w.replace(/(?:ies|es|s|ed|ing)$/, "").slice(0, 6)
const inBrief = (b: SponsorBrief) => {
  const own = new Set(words(text(b)).map(stem))
  return (s: string): number => {
    const ws = words(s)
    return ws.length === 0 ? 0 : ws.filter((w) => own.has(stem(w))).length / ws.length
  }
}

// the generic themes a delivery lead struck out when the brief does not ask for them
const STOCK_EPICS = /^(?:core journey|onboarding and access|training and adoption|process redesign|policies and governance|communications and engagement|measurement and benefits tracking|administration and configuration)$/i

describe("agile packs from sponsor briefs", () => {
  for (const b of BRIEFS) {
    describe(b.project_name, () => {
      const pack = draftPack(b)
      const share = inBrief(b)
      type Item = string | { readonly title?: string | null; readonly rationale?: string | null }
      const titleOf = (o: Item): string => (typeof o === "string" ? o : (o.title ?? ""))
      const epics = (pack.epics ?? []).map((e) => ({ id: String(e.id ?? ""), name: e.name ?? "" }))
      const stories = (pack.stories ?? []).map((x) => ({ epic_id: String(x.epic_id ?? ""), as_a: x.as_a ?? "", i_want: x.i_want ?? "", so_that: x.so_that ?? "", acceptance: [...(x.acceptance ?? [])] }))
      const outcomes = (pack.agileScope?.problems_outcomes?.outcomes ?? []) as ReadonlyArray<Item>
      const okrs = (pack.agileScope?.problems_outcomes?.okrs ?? []) as ReadonlyArray<Item>
      const personas = (pack.agileScope?.personas ?? []).map((p) => p.name ?? "")
      if (process.env["PRINT_AGILE"]) console.log(`${b.project_name}\n${epics.map((e) => `- ${e.name}\n${stories.filter((s) => s.epic_id === e.id).map((s) => `   As a ${s.as_a}, I want ${s.i_want}, so that ${s.so_that} [${s.acceptance.join("; ")}]`).join("\n")}`).join("\n")}\nPERSONAS ${personas.join(", ")}\nOUTCOMES ${outcomes.map(titleOf).join(" | ")}\nSPRINTS ${(pack.schedule?.tasks ?? []).filter((r) => r.type === "sprint").length}`)

      it("has epics that name capabilities the brief asks for, in its words", () => {
        expect(epics.length).toBeGreaterThanOrEqual(2)
        for (const e of epics) {
          expect(e.name).not.toMatch(STOCK_EPICS)
          expect(share(e.name), e.name).toBeGreaterThanOrEqual(0.5)
        }
      })

      it("writes each story for a user the brief names, about its things, with testable criteria", () => {
        expect(stories.length).toBeGreaterThanOrEqual(epics.length * 2)
        const briefText = text(b).toLowerCase()
        for (const s of stories) {
          const who = s.as_a.toLowerCase()
          // the user is someone the brief names, or the product owner handling what they send
          expect(who === "product owner" || briefText.includes(who.split(" ")[0]!.replace(/y$/, "")), who).toBe(true)
          expect(s.i_want.length).toBeGreaterThan(5)
          expect(s.so_that.length).toBeGreaterThan(5)
          expect(s.acceptance.length).toBeGreaterThanOrEqual(2)
        }
        // the stories of the brief's own users act on its things
        const own = stories.filter((s) => b.users.test(s.as_a))
        expect(own.length).toBeGreaterThanOrEqual(epics.length)
        for (const e of epics) {
          const first = stories.find((s) => s.epic_id === e.id)
          expect(first, e.name).toBeDefined()
          expect(share(first!.i_want), first!.i_want).toBeGreaterThanOrEqual(0.5)
        }
      })

      it("has no line from another product and every line well worded", () => {
        const lines: Array<[string, "item" | "story" | "sentence"]> = [
          ...epics.map((e) => [e.name, "item"] as [string, "item"]),
          ...stories.map((s) => [`As a ${s.as_a}, I want ${s.i_want}, so that ${s.so_that}`, "story"] as [string, "story"]),
          ...stories.flatMap((s) => s.acceptance.map((a) => [a, "sentence"] as [string, "sentence"])),
          ...outcomes.map((o) => [titleOf(o), "item"] as [string, "item"]),
          ...personas.map((p) => [p, "item"] as [string, "item"])
        ]
        for (const [line, kind] of lines) {
          expect(wordingProblems(line, kind), line).toEqual([])
          expect(unlicensedTerms(line, text(b)), line).toEqual([])
        }
      })

      it("leads the personas with the brief's own users", () => {
        expect(personas[0] ?? "").toMatch(b.users)
      })

      it("takes its goals from the brief's own target, with its figure", () => {
        const text = [...outcomes, ...okrs].map((o) => (typeof o === "string" ? o : `${o.title ?? ""} ${o.rationale ?? ""}`)).join(" | ")
        expect(text).toContain(b.figure)
      })

      it("ends its sprints before the brief's date", () => {
        const rows = pack.schedule?.tasks ?? []
        const sprints = rows.filter((r) => r.type === "sprint")
        // sprints run on towards the date, or the budget says the money pays for fewer than there is time for
        const capped = JSON.stringify(pack.budget ?? {}).includes("The money pays for")
        expect(sprints.length > 3 || capped, `${sprints.length} sprints`).toBe(true)
        const end = rows.map((r) => r.end_date ?? "").filter((d) => d.length > 0).sort().at(-1)!
        expect(end <= b.deadline!).toBe(true)
      })
    })
  }
})

describe("an agile brief that tells today's story before what it wants", () => {
  const pack = draftPack(
    brief({
      project_name: "Resident Parking Permits Online",
      domain: "public sector",
      summary:
        "The council issues 14,000 resident parking permits a year on paper forms. Residents post proof of address and wait up to three weeks; the permits team re-keys every form. " +
        "We want residents to apply, pay and renew online, with proof of address checked automatically against council tax records. Visitor permits should be bought by the hour from a phone. " +
        "By 31 March 2028 at least 80% of applications should be made online and the average time to issue a permit should fall from 15 days to 2 days.",
      clarification_answers: {},
      risk_context: "The enforcement supplier may not deliver the plate lookup change in time.",
      stakeholders: [{ name: "Dev Kaur", role: "Director of Place", org: "Council", internal_external: "Internal" }],
      currency: "GBP"
    })
  )
  const epics = (pack.epics as ReadonlyArray<{ name: string }>).map((e) => e.name)
  const scope = pack.agileScope as { vision: { text: string; north_star_metric: string }; problems_outcomes: { outcomes: ReadonlyArray<{ title: string }> } }

  it("takes its epics from what it wants, not from how things are done today", () => {
    expect(epics).toEqual(expect.arrayContaining(["Apply, pay and renew online", "Check proof of address automatically against council tax records", "Buy visitor permits"]))
    expect(epics.filter((e) => /post proof|wait up to|re-key|should fall/i.test(e))).toEqual([])
  })

  it("writes the vision for the brief's users, what it lets them do and its own targets", () => {
    expect(scope.vision.text).toMatch(/^For residents, Resident Parking Permits Online will let residents apply, pay and renew online/)
    expect(scope.vision.text).toMatch(/at least 80% by 31 March 2028/)
    expect(scope.vision.text).not.toMatch(/business users|simple, fast and dependable/)
    expect(scope.vision.north_star_metric).toBe("Applications made online")
    expect(scope.problems_outcomes.outcomes.map((o) => o.title)).toContain("Average time to issue a permit down from 15 days to 2 days")
  })

  it("names what staff see of a feature by what it makes (applications), not by its manner (online)", () => {
    const stories = (pack.stories as ReadonlyArray<{ i_want: string }>).map((s) => s.i_want)
    expect(stories.filter((s) => /\bnew online\b/.test(s))).toEqual([])
  })
})

describe("what a sponsor says the product does", () => {
  it("reads 'a service that takes a claim ... and gives handlers a recommendation' and 'claims should be triaged', not how the team will work", async () => {
    const { proseFeatures, briefFeatures } = await import("@initpack/adapters/drafting/offline/brief-features")
    const text =
      "We handle 38,000 claims a year by hand. I want a web service that takes a claim from our website or the call centre and gives handlers a triage recommendation within minutes. " +
      "We want to learn as we go, starting with the simplest, highest-volume claims. Home escape-of-water claims should be triaged through the service by 2027-09-30."
    expect(briefFeatures(text)).toEqual([])
    expect(proseFeatures(text).map((f) => f.name)).toEqual(["Receive the claim", "Show handlers a triage recommendation", "Triage home escape-of-water claims"])
  })
})

// Issue 33: each sentence of a sponsor's risk context becomes a risk whose response answers what the sentence
// says will happen, in any field, and a stock risk on the same thing is not listed beside it.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { make } from "@initpack/adapters/drafting/offline-drafter"
import { ALL_RISK_RESPONSES, riskResponseFor } from "@initpack/adapters/drafting/knowledge/risk-responses"

const drafter = Effect.runSync(make)
const register = (project_name: string, text: string) => Effect.runSync(drafter.draftRiskRegister({ project_name, text })).risks

describe("risk responses by event", () => {
  const cases: ReadonlyArray<[string, RegExp]> = [
    // people who retire take what they know with them; a system retired is no person leaving
    ["Two of our senior surveyors could retire during the programme.", /second person for each key role/],
    ["The chief engineer retires in 2028 and holds most of the knowledge of the old vessel.", /second person for each key role/],
    ["The last council tender for a vessel attracted a single bid.", /Sound out the market before the tender/],
    ["Islanders fear losing the service during the changeover.", /^Keep the old service running until the new one is accepted, publish the changeover plan to the islanders early/],
    ["A couple of key data engineers could leave.", /second person for each key role/],
    ["Ward staff won't want to give up their paper handover sheets.", /changeover date/],
    ["The booking vendor is slow to respond to change requests.", /response times and a named contact with the booking vendor in/],
    ["Patchy mobile coverage in the hills means sync problems.", /working offline/],
    ["Tablets will get dropped and rained on.", /rugged cases/],
    ["A wet winter could flood the works compound.", /weather days/],
    ["Seasonal pickers could be in short supply and we'd be short of hands.", /reserve list/],
    ["Cloud consumption costs could blow past the estimates.", /budget alerts/],
    ["The new changing rooms depend on council capital budgets that we don't control.", /written commitments/],
    ["Teenagers drop out of the programme after a year.", /retention/],
    ["Reconciling old and new ledgers will throw up differences.", /tolerance rules/],
    ["Listed building consent could take longer than the council promises and delay the works.", /evidence/],
    ["Residents may object to the night works.", /objections/],
    ["The union wants assurances on job roles.", /Consult the union formally/],
    ["Lead theft from the site is a real threat.", /Secure the site against theft/],
    ["A wet winter with the roof half stripped could damage the painted ceiling below.", /weather days/],
    ["Bonamia is present elsewhere on the coast and could wipe out the seeded oysters.", /biosecurity/],
    ["The bats in the tower could restrict when the bells can come down.", /ecology surveys/],
    ["Neighbours complained about noise before and could object to the faculty.", /^Engage the neighbours before plans are fixed/],
    ["The tower masonry may be in worse condition than the architect expects.", /^Survey for the tower masonry/],
    ["The volume of email coming from the ministries could be far higher.", /higher volume than the estimate/],
    ["Automatic detection of personal data may not be reliable enough.", /labelled sample/],
    ["The open-source tools we rely on are maintained by small communities.", /exit route/],
    ["Publishing results online may prompt legal challenges from operators.", /legal advice/]
  ]
  for (const [sentence, want] of cases)
    it(sentence, () => {
      const response = riskResponseFor(sentence)
      if (want.source === "^$") return expect(response).toBeUndefined()
      expect(response?.mitigation("the thing")).toBeDefined()
      const [risk] = register("Harbour Works", sentence)
      // the register's title names the event; the sponsor's sentence stays whole in the description
      expect(wordingProblems(risk?.title ?? "", "risk")).toEqual([])
      expect(risk?.description).toContain(sentence.replace(/\.$/, ""))
      expect(risk?.mitigation).toMatch(want)
      expect(wordingProblems(risk?.mitigation ?? "", "sentence")).toEqual([])
    })

  it("a system that is retired is no key person leaving", () => {
    expect(riskResponseFor("We could retire the old booking system before the new one is stable.")?.mitigation("x") ?? "").not.toMatch(/second person/)
  })

  it("a sentence opening with its condition is titled and answered by its main clause", () => {
    const [decay, appeal] = register("Roof Repair", "When we open up the roof we may find the timber decay is much worse than the survey shows. If the public appeal falls short we will have a gap of up to half a million pounds.")
    expect(decay?.title).toBe("Timber decay is much worse than the survey shows")
    expect(decay?.mitigation).toMatch(/^Survey for the timber decay/)
    expect(appeal?.title).toBe("Public appeal falls short")
    expect(appeal?.mitigation).toMatch(/fundraising milestones/)
  })

  it("every response is a well-formed instruction whatever it is about", () => {
    for (const r of ALL_RISK_RESPONSES)
      for (const text of [r.mitigation("the supplier"), r.contingency("the supplier")]) {
        expect(text).toMatch(/^[A-Z][a-z]+ /)
        expect(text).toMatch(/\.$/)
        expect(text).not.toMatch(/\bbrief\b/i)
      }
  })

  it("does not list a stock risk beside the sponsor's risk about the same thing", () => {
    const risks = register("Fleet Renewal", "Manufacturer delivery slots are tight and a delay would put the grant deadline at risk.").map((r) => r.title)
    expect(risks[0]).toMatch(/manufacturer delivery slots/i)
    expect(risks.filter((t) => /supplier misses delivery/i.test(t))).toEqual([])
  })
})

describe("risk responses for a product's delivery", () => {
  const cases: ReadonlyArray<[string, RegExp]> = [
    ["CivicPark may not deliver the plate lookup change in time.", /^Agree the delivery date and what is delivered with CivicPark in writing/],
    ["The permits team fears job losses.", /^Tell the permits team early and honestly how their roles will change/],
    ["Payment card fraud on visitor permits has hit other councils.", /PCI DSS/]
  ]
  for (const [sentence, want] of cases)
    it(sentence, () => {
      const [risk] = register("Permits Online", sentence)
      expect(wordingProblems(risk?.title ?? "", "risk")).toEqual([])
      expect(risk?.description).toContain(sentence.replace(/\.$/, ""))
      expect(risk?.mitigation).toMatch(want)
      expect(wordingProblems(risk?.mitigation ?? "", "sentence")).toEqual([])
    })
})

describe("risk responses for a replaced asset", () => {
  it("an old asset that may fail before the new one is ready gets a fallback agreed in advance", () => {
    const [risk] = register("Scanner Replacement", "If the old scanner dies completely before the new one is ready, we will be outsourcing scans at GBP 180 each.")
    expect(risk?.mitigation).toMatch(/^Keep the old one under its maintenance contract until the new one is in service/)
  })
})

describe("risk responses for data and for people who use recommendations", () => {
  it("patchy data is data quality, not a weak signal; a recommendation people ignore gets its reasons shown and overrides reviewed", () => {
    expect(register("Claims Triage", "Our claims data before 2022 is patchy.")[0]?.mitigation).toMatch(/^Profile the data early/)
    expect(register("Site App", "Mobile signal is patchy in the hills.")[0]?.mitigation).toMatch(/working offline/)
    expect(register("Claims Triage", "Handlers may simply ignore a machine's recommendation.")[0]?.mitigation).toMatch(/^Involve the handlers in setting the rules/)
  })
})

describe("risk responses for small organisations", () => {
  it("a freelancer who stopped answering, running costs nobody budgeted, an only specialist on a short contract", () => {
    expect(register("Volunteer App", "The last time we paid a freelancer for a website, he stopped answering emails two-thirds of the way through.")[0]?.mitigation).toMatch(/^Contract with an agency or a team rather than one person/)
    expect(register("Volunteer App", "Nobody has budgeted for hosting and support after the grant ends.")[0]?.mitigation).toMatch(/^Estimate the running costs/)
    expect(register("Claims Triage", "Our only data scientist is on a one-year contract.")[0]?.mitigation).toMatch(/second person for each key role/)
  })
})

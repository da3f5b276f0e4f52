// How a PM answers a risk, by what the risk says will happen (the event), in any field: a key person leaving,
// people who will not change, a slow supplier, a signal that drops, kit that breaks, weather, money that
// depends on someone else. A sponsor's risk sentence that names such an event gets this response rather than
// a response written for its category alone. `thing` is what the sentence is about ("the asset system vendor").
import { EARLY_RESPONSES, LATE_RESPONSES, people } from "./risk-event-responses"

export interface RiskResponse {
  readonly when: RegExp
  /** `sentence` is the sponsor's whole risk sentence, for a response that names a part of it. */
  readonly mitigation: (thing: string, sentence?: string) => string
  readonly contingency: (thing: string) => string
}

const rr = (when: RegExp, mitigation: (thing: string, sentence?: string) => string, contingency: (thing: string) => string): RiskResponse => ({ when, mitigation, contingency })

/** The hazard a sentence names when the thing it is about does not ("Older schools have asbestos" -> asbestos). */
const hazardOr = (t: string, sentence: string | undefined): string => {
  const hazard = HAZARD.exec(sentence ?? "")?.[0]?.toLowerCase()
  return hazard === undefined || t.toLowerCase().includes(hazard) ? t : hazard
}

const HAZARD = /\b(?:asbestos|contaminat\w*(?: (?:soil|land|ground|water))?|unexploded ordnance|unmapped services|unknown [a-z ]{0,30}services|buried services|hidden defects|archaeolog\w*|ground conditions|decay\w*|rot)\b/i

export const RISK_RESPONSES: ReadonlyArray<RiskResponse> = [
  // a thin or dear market: few bidders, booked-up makers, rising prices
  rr(
    /\b(single bid(?:der)?|one bid(?:der)?|few bid(?:s|ders)|no bids?|fully booked|booked up|order books? (?:are )?full|prices? (?:have |has )?(?:risen|gone up|increased)|tender prices?)\b/i,
    () => "Sound out the market before the tender (a prior information notice and a suppliers' day), keep the specification performance-based so more makers can bid, set the cost estimate from recent prices and agree a price-variation clause.",
    () => "If the tender draws too few or too costly bids, negotiate with the best bidder within the approved money or re-tender with a revised specification, and tell the board of the effect on the date."
  ),
  // people who may ignore or override what a tool recommends
  rr(
    /\b(?:ignore|override|distrust|not trust|won'?t trust|disregard)\b[^.]{0,40}\b(?:recommendations?|suggestions?|advice|scores?|the (?:tool|system|model|machine))\b/i,
    (t) => `Involve ${t.replace(/\s+(?:may|might|could|will)\b.*$/i, "")} in setting the rules, show the reasons behind each recommendation, record every override with its reason and review the overrides each sprint.`,
    () => "Pause the automated recommendation for the cases in dispute, fix the rules with the people who use them and reintroduce it with the agreed changes."
  ),
  // a named supplier that may not deliver its part on time
  rr(
    /\b(?:may|might|could|will) not deliver\b|\bnot deliver\b[^.]{0,40}\bin time\b|\bdeliver\w* (?:it |them )?late\b|\blate delivery\b/i,
    (t) => `Agree the delivery date and what is delivered with ${t.replace(/\s+(?:may|might|could|will)\b.*$/i, "")} in writing, track it as a dependency at every sprint or progress review, and plan the work so that a late delivery holds up as little as possible.`,
    () => "Work around the late part with an interim arrangement, move the dependent work later and tell the board of the effect on the dates."
  ),
  // a supplier or freelancer who stops answering part-way through
  rr(
    /\b(?:stopped (?:answering|responding|replying)|went (?:silent|quiet)|walked away|disappeared|abandoned (?:the|our) (?:project|work|build))\b/i,
    () => "Contract with an agency or a team rather than one person, hold the code, accounts and designs in your own name from day one, pay against delivered and tested increments, and write a handover clause into the contract.",
    () => "Take the code and accounts you hold to a second supplier under the handover clause and re-plan the remaining work."
  ),
  // what the result costs to run once the project's money has gone
  rr(
    /\b(?:nobody|no one) has budgeted\b|\bafter the (?:grant|funding|project) ends\b|\b(?:running|ongoing|hosting|support) costs? after\b/i,
    () => "Estimate the running costs (hosting, licences, support) before the build starts, agree who pays for them after the project, and make that a condition of going live.",
    () => "Scale the service to what the agreed budget pays for and look for funding for the rest before the money runs out."
  ),
  // staff who fear for their jobs when their work changes
  rr(
    /\b(job losses|redundanc\w*|(?:fear|worr\w*) (?:for|about) (?:their|its|our) jobs|job security|losing (?:their|our) jobs|lose (?:their|our) jobs)\b/i,
    (t) => `Tell ${t.replace(/\s+(?:fears?|worr\w*|may|might|could)\b.*$/i, "")} early and honestly how their roles will change, involve them in designing the new way of working, and agree retraining and redeployment with HR and the staff's representatives.`,
    () => "Bring in HR support and one-to-one conversations, and slow the changeover if the service suffers."
  ),
  // card and payment fraud
  rr(
    /\b(card fraud|payment fraud|fraud\w* (?:payments?|cards?|transactions?)|chargebacks?|stolen cards?|card testing|scam\w*)\b|\bfraud\b(?![^.]{0,20}\b(?:returns?|claims?)\b)/i,
    () => "Take payments through a PCI DSS compliant provider with strong customer authentication and fraud screening, limit repeat purchases from one card or account, and review refunds and chargebacks each week.",
    () => "Suspend the affected payment route, refund or recover the losses as the provider's terms allow, and tighten the limits before reopening it."
  ),
  // the old asset fails before the new one is in service
  rr(
    /\b(?:dies|die|fails?|breaks? down|gives? out|stops? working)\b[^.]{0,60}\bbefore the new\b|\bold \w+(?: \w+)? (?:dies|fails|breaks down|could fail|may fail|might fail)\b/i,
    () => "Keep the old one under its maintenance contract until the new one is in service, agree the fallback (hire, outsourcing or mutual aid) and its cost in advance, and set the trigger for using it.",
    () => "Switch to the agreed fallback at once, tell the people affected and bring the new one's service date forward where the supplier can."
  ),
  // the people who rely on a service lose it while the old one is replaced
  rr(
    /\b(?:fear|worr\w*|afraid)\b[^.]{0,40}\blos\w* (?:the |their |our )?(?:service|ferry|bus|link|access)\b|\bservice (?:gaps?|interruptions?)\b|\bwithout (?:a |the |any )?service\b/i,
    (t) => `Keep the old service running until the new one is accepted, publish the changeover plan to ${t.replace(/\s+(?:fear|worr\w*)\b.*$/i, "")} early, and hold a standby arrangement (charter, hire or mutual aid) for any gap.`,
    () => "Bring in the standby arrangement at once, tell the people affected the dates and extend the old service where it is safe."
  ),
  rr(
    /\b(could|may|might|will) (leave|quit|resign)\b|\bturnover\b|\bteam changes\b|\blose the knowledge\b|\bknowledge (loss|walks out)\b|\b(key|senior|experienced) (staff|people|engineers?|developers?|specialists?) (could|may|might)\b|\bsingle points? of knowledge\b|\b(?:maternity|paternity|parental|long-term sick) leave\b|\bretir(?:es|ing|e)\b(?!\s+(?:the|our|its|their|this|that|these|those|a|an|old|legacy)\b)|\bour only (?:[a-z-]+ ){0,2}(?:scientist|engineer|developer|analyst|specialist|expert|person|coordinator|manager)\b|\b(?:one-year|fixed-term|short-term|temporary) contract\b|\bholds? (?:most|all|much) of the knowledge\b|\bthe only (?:one|person) who knows\b/i,
    () => "Name a second person for each key role, pair them on the work and write down what only one person knows; agree retention terms for the people the plan depends on.",
    () => "Bring in the named second person or an interim specialist at once and re-plan the work that person held."
  ),
  rr(
    /\b(won'?t|will not|don'?t|do not|refuse to|reluctant to|resist\w*) (want to )?(give up|change|use|adopt|switch|move|take up|sign up)\b|\bkeep using\b|\bstick with\b|\bgo back to\b/i,
    (t) => `Involve ${t} in the design and testing, show them early what they gain, agree and publish a changeover date after which the old way stops, and track use each week after it.`,
    (t) => `Keep the old way for a short, fixed overlap, give ${t} extra support and report the take-up to the board.`
  ),
  rr(
    /\b(slow to respond|slow|unresponsive|limited|restrictive)\b.*\b(supplier|vendor|api|partner|provider|contractor)\b|\b(supplier|vendor|api|partner|provider|contractor)\w*\b.*\b(is|are) (slow|limited|unresponsive)\b/i,
    (t) => `Agree response times and a named contact with ${t.replace(/['’]s\b.*$/, "")} in the contract, prove the interface early against its test environment and escalate a missed response through the account manager.`,
    () => "Work around the gap with an interim interface or manual step and move the dependent work later in the plan."
  ),
  rr(
    /\b(volumes?|demand|numbers?|load|backlog)\b[^.]{0,60}\b(far higher|higher than|more than (?:we|planned|expected)|exceed\w*|grow\w* faster|spike\w*|surge\w*)\b/i,
    () => "Size the service for a higher volume than the estimate, test it at that load before go-live, and agree how extra capacity is added and paid for if the volume arrives.",
    () => "Add the agreed capacity, queue and prioritise the work by value, and re-plan the dates that depend on it."
  ),
  rr(
    /\b(automatic|automated|machine|ai|algorithm\w*|detection|classification|recognition|matching)\b[^.]{0,60}\b(not (?:be )?(?:reliable|accurate|good) enough|unreliable|inaccurate|false positives?|misses|errors?)\b/i,
    () => "Test the automation on a labelled sample before relying on it, set the accuracy it must reach, and have a person review the results it is least sure about.",
    () => "Route the uncertain results to manual review and lower the share handled automatically until the accuracy is met."
  ),
  rr(
    /\b(open[- ]source|maintained by|small communit\w*|community[- ]maintained|abandoned|unsupported|end of life|end-of-life|no longer supported)\b/i,
    () => "Check the health and support of each third-party component before committing to it, keep an exit route to an alternative, and budget for maintenance or a support contract where the community is small.",
    () => "Switch to the alternative or fund the maintenance directly, and hold the affected features until it is in place."
  ),
  rr(
    /\b(integrat\w*|interfaces?|api|feeds?|job system)\b|\b(?:do not|does not|don'?t|doesn'?t|fails? to) sync\b/i,
    (t) => `Prove ${/\b(?:integrat\w*|interfaces?|api|feeds?|links?|system)\b/i.test(t) ? t.replace(/\s+(?:outages?|failures?|errors?)$/i, "") : `the link that carries ${t}`} in the first weeks with a working link against a test environment, agree the interface specification in writing and test it end to end before each release.`,
    () => "Fall back to a file transfer or manual step for the first release and schedule the full link for the next."
  ),
  rr(
    /\b((?:do not|don'?t|cannot|can'?t|may not) (?:use|have|own) (?:a |the )?(?:smartphones?|apps?|computers?|internet)|cannot upload|left behind|excluded|exclusion|without (a )?smartphones?|not online|digital(ly)? (skills|exclu\w*)|can'?t use (apps?|computers?|the internet))\b/i,
    (t) => `Keep a non-digital route (telephone, paper or in person) for ${t}, test the service with them before launch and track who uses which route.`,
    () => "Extend the non-digital route and add assisted sign-up sessions until take-up evens out."
  ),
  rr(
    // ("patchy" alone is no signal: "our claims data before 2022 is patchy" is data quality)
    /\b(sync problems|before it syncs|unsynced|coverage|signal|connectivity|offline|no reception)\b|\bpatchy\b(?![^.]{0,0})(?=[^.]*\b(?:signal|coverage|reception|mobile|network|wi-?fi|connection)\b)|\b(?:signal|coverage|reception|mobile|network|wi-?fi|connection)\b[^.]{0,30}\bpatchy\b/i,
    () => "Design for working offline: save on the device, sync when a signal returns with conflict checks, and test in the places with the weakest coverage.",
    () => "Send unsynced records back by a manual upload at the end of the shift and fix the sync before wider roll-out."
  ),
  rr(
    /\b(bats?|protected species|nesting birds?|great crested newts?|badgers?|dormice|otters?|water voles?|roosts?|breeding season)\b/i,
    () => "Commission the ecology surveys in the right season, agree the licence and method statement with the regulator, and plan the works outside the restricted periods.",
    () => "Stop work in the affected area, call the ecologist and re-plan the work into the next permitted period."
  ),
  rr(
    /\b(diseases?|pathogens?|parasites?|viruses?|outbreaks?|infestations?|pests?|blight|dieback|invasive species|bonamia|bird flu|avian influenza)\b/i,
    () => "Source stock from suppliers with health certificates, apply biosecurity controls to people, kit and vessels, monitor at set intervals and agree with the regulator what happens on a detection.",
    () => "Isolate the affected area, notify the authority, and restock from certified sources once it is cleared."
  ),
  rr(
    /\b(weather|warm (?:winter|spring|autumn)|mild winter|storms?|floods?|flooding|rain|snow|ice|wind|heatwaves?|cyclones?|drought|bushfires?|wildfires?|wet (winter|summer|season|spring|autumn)|gales?)\b/i,
    () => "Build weather days into the programme, watch the forecasts, agree stop-work triggers in advance and insure against weather damage where cover is available.",
    () => "Stop the exposed work, protect what is built and re-plan into the next suitable window, drawing on the weather days."
  ),
  rr(
    /\b(dropped|rained on|damaged?|broken|stolen|lost devices?|wear and tear)\b/i,
    (t) => `Buy rugged cases and insurance for ${t}, hold a stock of spares and agree a swap-out process with the supplier.`,
    () => "Swap the damaged item from the spares stock the same day and claim against the warranty or insurance."
  ),
  rr(
    /\b((?:not|n't) recruit(?: and train)? enough|recruit(?: and train)? enough|too few \w+|short of (hands|staff|people|labour|workers)|(labour|staff|skills?|workforce|recruit\w*|driver|worker) shortages?|shortage of (staff|labour|workers|skills)|hard to recruit|can'?t recruit|not enough (staff|people|workers|tutors|coaches|drivers|volunteers))\b/i,
    () => "Recruit early from more than one source, keep a reserve list, agree rates and start dates in writing and cross-train people who can cover.",
    () => "Call on the reserve list or an agency and re-sequence the work to the people available."
  ),
  rr(
    /\b(volunteers?)\b.*\b(stretched|tired|burn(ed|t)? out|leave|drop|short|few|not take on)\b|\b(stretched|overstretched)\b/i,
    (t) => `Share the load across more people: recruit and train more helpers, keep tasks small and rotate them, and ask ${t} what support would make the change manageable.`,
    () => "Pause the new commitments, fill the gaps with paid cover or partners and re-phase the roll-out."
  ),
  rr(
    /\b(appeal|fundrais\w*|donations?|pledges?|sponsorship|match(ed)? funding|campaign target)\b[^.]{0,60}\b(short|shortfall|falls? short|gap|below|miss\w*|not reach)\b/i,
    () => "Set fundraising milestones with a target for each, secure pledges in writing, and agree before contracts are let which parts of the work can be phased or deferred if the money falls short.",
    () => "Phase or defer the agreed parts of the work, seek bridging funds from the sponsor and tell the board and funders at once."
  ),
  rr(
    /\b(theft|thieves|stolen|vandal\w*|break-?ins?|burglar\w*)\b/i,
    () => `Secure the site against theft: locked storage, alarms and CCTV, forensic marking of materials, limited deliveries on site and insurance cover confirmed before work starts.`,
    () => "Report it to the police and insurer, replace what was taken from the reserve or by urgent order, and tighten site security."
  ),
  rr(
    /\b(interest rates?|exchange[- ]rates?(?! feeds?)|currency(?! feeds?)|inflation|price (rises?|increases?|escalation)|costs? (of|for) materials?)\b/i,
    () => "Fix or hedge the rate where possible, test the cash flow against a two-point rise, and hold a price-risk allowance in the contingency.",
    () => "Draw on the price-risk allowance, defer optional spend and take any remaining gap to the board."
  ),
  rr(
    /\b(costs?|spend|consumption|bills?)\b.*\b(blow (past|out)|exceed\w*|overrun\w*|run over|higher than|rise|spiral\w*)\b/i,
    (t) => `Estimate ${t} from measured use, set budget alerts at 80% of the estimate, review actuals monthly and take changes through change control.`,
    () => "Cut or defer the spend behind the overrun and draw on the contingency only with the board's agreement."
  ),
  rr(
    /\b(depend\w* on|rel(y|ies) on|need\w*)\b.*\b(budgets?|funding|grants?|money|capital)\b.*\b(don'?t|do not|cannot|can'?t) control\b|\bfunding (is )?(not|un)(confirmed|certain)\b|\b(grant|funding) (could|may|might) (fall through|be cut|not)\b/i,
    (t) => `Get written commitments for ${t} before the work that needs it is scheduled, keep the funder informed of progress and plan a version of the scope that stands without it.`,
    () => "Switch to the reduced scope, seek other funding and tell the board what the gap means for the benefits."
  ),
  rr(
    /\b(drop(ping)? out|tail\w* off|dropouts?|lose them|stop (coming|playing|attending|wearing|using|returning|taking)|attrition|retention|disengag\w*)\b/i,
    (t) => `Track attendance and retention for ${t} from the start, ask those who leave why, and put in place the support that keeps people involved (mentors, flexible sessions, follow-up contact).`,
    () => "Run a targeted re-engagement effort with the groups dropping out and adjust the programme for the next intake."
  ),
  rr(
    /\b((?:is|isn'?t|not) consistent|index errors?|errors in (?:the )?(?:index|data|records)|data (loss|quality|errors?)|poor data|inconsistent (data|records|codes|codings?|entries)|duplicate (records?|entries|premises|accounts|customers|cases))\b|\b(incomplete|missing|inaccurate|out of date|patchy)\b[^.]{0,40}\b(records?|data|inventory)\b|\b(records?|data|inventory)\b[^.]{0,20}\b(incomplete|missing|inaccurate|out of date|patchy|unreliable|poor)\b/i,
    () => "Profile the data early, agree quality rules with its owners, cleanse it at source and check samples at each load.",
    () => "Hold back the records that fail the rules, fix them with their owners and load them in a later batch."
  ),
  rr(
    /\b(sign-?off|approval|consent|permit|licen[cs]e|accreditation|certification)\b.*\b(hold up|delay|slow|late|take longer|not (be )?(given|granted)|refus\w*)\b|\b(hold up|delay\w*)\b.*\b(sign-?off|approval|consent|permit)\b/i,
    (t) => `Agree with the approver what evidence ${t} needs, book the review dates into the plan and submit complete material early.`,
    () => "Release what is already approved and move the rest to the next review date, telling the board of the effect."
  ),
  rr(
    /\b(reconcil\w*|differences?|discrepanc\w*|mismatch\w*|(?:don'?t|do not|does not|doesn'?t) (match|agree)|wrong pay|pay run|(stock[- ]count|count|counting|picking|dispensing|payment|payroll|data[- ]entry) errors?)\b/i,
    () => "Agree the tolerance rules and who signs off before the first comparison, run trial reconciliations early and explain every difference in a log the approvers see.",
    () => "Hold the switch-over until the differences are explained and signed off, running old and new side by side in the meantime."
  ),
  rr(
    /\b(only one (?:in the country|supplier|source|hatchery|nursery|manufacturer|maker|yard)|the only one|sole supplier|single supplier|can'?t supply|could not supply|unable to supply|supply|stock shortages?|out of stock|stock-?outs?|lead times?|delivery slots?|backlog|sold out|availability of (parts|materials|stock))\b/i,
    (t) => `Confirm quantities and delivery dates for ${t} in writing, order as early as the design allows, track deliveries monthly and identify a second source.`,
    () => "Switch to the second source or an approved substitute and re-sequence the work around the late items."
  ),
  rr(
    /\b(opposition|object\w*|complain\w*|petition|protest|backlash|resident\w* (may|might|could|will)|neighbours?)\b/i,
    (t) => `Engage ${people(t)} before plans are fixed, explain the benefits and how concerns will be handled, publish a contact and respond to objections within a set time.`,
    () => "Meet the objectors, adjust what can reasonably change and record the decision for the approving body."
  ),
  rr(
    /\b(misinformation|rumou?rs?|mistrust|distrust|hesitan\w*|confidence in)\b/i,
    (t) => `Work with trusted local voices to answer ${t} with clear, plain-language information in the languages people use, and track the questions that come up.`,
    () => "Step up face-to-face engagement in the communities most affected and correct false claims quickly."
  ),
  rr(
    // the union as a party to the change (a "payroll error would hit ... the union" is an error, not a dispute)
    /\bunions?\b[^.]{0,30}\b(?:disput\w*|wants?|object\w*|ballot\w*|refus\w*|oppos\w*|strikes?|resist\w*|assurances?|concerns?)\b|\b(?:disput\w*|oppos\w*|consult\w*)\b[^.]{0,30}\bunions?\b|\b(industrial action|job roles?|redundanc\w*|terms and conditions)\b/i,
    (t) => `Consult ${t} formally and early, agree how roles, retraining and any changes to terms will be handled, and record the agreements.`,
    () => "Use the agreed dispute procedure, pause the affected change and re-plan the dates that depend on it."
  ),
  rr(
    /\b(contaminat\w*|asbestos|unexploded|hazardous|unmapped|hidden|archaeolog\w*|unknown ground|unknown [a-z ]{0,30}services|in worse condition|turns? out to be (?:in )?worse|ground conditions|decay\w*|rot|deteriorat\w*|structural (?:strengthening|repairs?|defects?)|more (?:\w+ )?(?:strengthening|repairs?) than|worse (?:condition )?than (?:the )?(?:\w+ )?(?:survey\w*|expect\w*|inspection|thought|assumed|shows?))\b/i,
    // (what is surveyed for is the hazard the sentence names, not the building it is in)
    (t, sentence) => `Survey for ${hazardOr(t, sentence)} before the design is fixed, price a provisional sum for what the survey cannot rule out and agree the procedure if more is found.`,
    () => "Stop work in the affected area, bring in a licensed specialist and release the provisional sum through change control."
  ),
  rr(
    /\b(fail(s|ure)?|breaks? down|faults?|defects?|doesn'?t work|not work)\b.*\b(equipment|kit|systems?|devices?|machines?|vehicles?|vans?|buses|trucks|cameras?|chargers?)\b|\b(equipment|kit|devices?|machines?|cameras?|chargers?)\b.*\b(fail\w*|faults?|break\w*|freez\w*)\b/i,
    (t) => `Test ${t.replace(/\s+(?:faults?|failures?|breakdowns?)$/i, "")} in the real conditions before relying on it, carry spares and agree repair times with the supplier.`,
    () => "Swap to the spare or hired kit and catch up the lost time within the float."
  ),
  rr(
    /\b(illness|ill|sick\w*|injur\w*|unavailab\w*|absence)\b/i,
    (t) => `Name and prepare cover for ${t} in advance (understudies, deputies or a reserve list) and keep the schedule's key days free of single dependencies.`,
    () => "Bring in the prepared cover and adjust the programme for the days affected."
  ),
  rr(
    /\bsell\w* slowly\b|\bregister\w* late\b|\blate registrations?\b|\b(ticket sales|sales|bookings|take-?up|uptake|demand|enrol\w*|registrations?|recruitment)\b.*\b(slow\w*|low|weak|short|fall|below|dip)\b|\b(slow|low|weak)\b.*\b(sales|bookings|take-?up|uptake|demand|recruitment)\b/i,
    (t) => `Set checkpoints for ${t} with targets, start promotion early through more than one channel and hold back optional spend until each checkpoint is met.`,
    () => "Step up promotion to the groups responding best, cut optional spend and agree with the board whether to scale down."
  ),
  rr(
    // people's time ("the capacity on top of the day job"), not a network's or a building's capacity
    /\bcapacity\b(?=[^.]{0,40}\b(?:day jobs?|staff|team|people|workload)\b)|\b(workload|already busy|day jobs?|backfill|release time|availability for testing)\b/i,
    (t) => `Agree in writing the time ${t} will give the project, backfill their usual work where needed and plan the busiest weeks around them.`,
    () => "Escalate to the sponsor to release the people or extend the dates that depend on them."
  ),
  rr(
    /\b(scope (creep|growth)|requirements? (change|keep changing|grow))\b/i,
    () => "Baseline the scope, take every change through change control with its cost and time, and review the change log at each board.",
    () => "Defer the lower-value changes to a later phase and tell the board what the accepted changes cost."
  ),
  rr(
    /\b(breach|cyber|hack\w*|ransomware|phishing|personal data|privacy)\b/i,
    () => "Run a privacy impact assessment and a security review before go-ahead, restrict access to those who need it and test the incident response.",
    () => "Invoke the incident response plan, contain the breach and notify the regulator and the people affected within the legal time limits."
  ),
  rr(
    /\b(legal challenges?|challenge the award|award challenges?|procurement challenges?|challenged in court|judicial review|litigation|lawsuits?|sue us|be sued|ombudsman)\b/i,
    () => "Take legal advice on the approach before it is fixed, record the basis of each decision, and follow a published process that gives those affected notice and a right of reply.",
    () => "Pause the challenged part, respond through the legal team and keep the rest of the work moving where it is not affected."
  ),
  rr(
    /\b(insolven\w*|go(?:es)? bust|went bust|(?:went|go|goes|gone) into (?:administration|examinership|receivership|liquidation)|administration|examinership|receivership|liquidation|bankrupt\w*|financial failure)\b/i,
    (t) => `Check the financial standing of ${t} before award and quarterly after, avoid large advance payments and keep step-in rights in the contract.`,
    () => "Exercise step-in rights, secure materials on site and re-tender the remaining work."
  ),
  rr(
    /\b(window|season|summer|holidays?|freeze|peak)\b.*\b(miss\w*|short|close|end|narrow|only)\b|\b(miss\w*|short|narrow)\b.*\b(window|season)\b/i,
    () => "Plan the work back from the window's start and end dates, finish the preparatory work beforehand and keep a reserve of days inside it.",
    () => "Carry the unfinished work to the next window and protect what is complete until then."
  )
]

/** Every response in the order they are tried: the narrow event patterns first, the broad ones last. */
export const ALL_RISK_RESPONSES: ReadonlyArray<RiskResponse> = [...EARLY_RESPONSES, ...RISK_RESPONSES, ...LATE_RESPONSES]

/** The response for a risk sentence whose event one of the patterns names, if any. */
export const riskResponseFor = (sentence: string): RiskResponse | undefined => ALL_RISK_RESPONSES.find((r) => r.when.test(sentence))

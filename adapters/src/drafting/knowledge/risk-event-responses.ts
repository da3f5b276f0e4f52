// More events a sponsor's risk sentence names, in any field, each with the response a PM would write for that cause
// (issue 33, point 6): someone cancels or pulls out, a third party's work arrives late, people could be hurt, a thing
// does not fit, work cannot keep up with a peak, people keep to the old way, a check or test fails. `EARLY` is tried
// before the general responses (its patterns are narrower than theirs), `LATE` after them.
import type { RiskResponse } from "./risk-responses"

const rr = (when: RegExp, mitigation: (thing: string) => string, contingency: (thing: string) => string): RiskResponse => ({ when, mitigation, contingency })

/** "the noise complaints from residents near the park" -> "the residents near the park": who to engage. */
/** An activity is not a party to engage ("the removing the lower weir"): its people are "the people affected". */
export const people = (t: string): string => (/^(?:the\s+)?[a-z]+ing\b/i.test(t) && !/^(?:the\s+)?(?:king|ring)\b/i.test(t) ? "the people affected" : t)

const whoFrom = (t: string): string => /\bfrom\s+((?:the\s+)?[a-z][a-z' -]{2,40})$/i.exec(t)?.[1]?.replace(/^(?!the\b)/i, "the ") ?? t

export const EARLY_RESPONSES: ReadonlyArray<RiskResponse> = [
  // services a change interrupts: supply, production, a service's levels
  rr(
    /\b(?:interrupt\w*|stays? down|service (?:levels? )?drops?|service drops|drops? in service|kitchens slow)\b/i,
    () => "Plan each switchover with a backup in place (a temporary supply, a standby team or the old arrangement kept running), agree the longest acceptable interruption with the people who rely on the service and stage the work so only one part is affected at a time.",
    () => "Switch to the backup at once, tell the people affected and restore the service before resuming the work."
  ),
  // people could be hurt: children near works, crowds, allergens, adverse events, disclosures of abuse
  rr(
    /\b(?:disclos\w+ abuse|safeguarding|no supervisor)\b/i,
    () => "Put a named safeguarding lead on call for every shift, train every handler in the disclosure procedure and check the rota never leaves a shift without cover.",
    () => "Follow the safeguarding procedure at once, escalate to the on-call lead and review the rota gap before the next shift."
  ),
  rr(
    /\b(?:children at risk|put\w* \w+ at risk|crowd crush|crush|allergens?|adverse events?|serious incident|injur\w*|collapses?)\b/i,
    (t) => `Assess the risk of ${t} with the people responsible for safety, write the controls into the method statement or procedure (segregation, supervision, checks), take everyone involved through them and rehearse the incident response.`,
    () => "Stop the activity, make people safe, follow the incident procedure and report it; restart only when the cause is fixed."
  ),
  rr(
    /\bcold chain\b|\bfridges?\b|\btemperature excursions?\b/i,
    () => "Log the fridge temperatures continuously with alarms, keep a backup fridge and a written cold chain procedure, and train staff in what to do when an alarm sounds.",
    () => "Move the stock to the backup fridge, quarantine what was out of range and ask the supplier whether it can still be used before replacing it."
  ),
  // a changeover that has no way back
  rr(
    /\bsingle point of failure\b|\b(?:switch|changeover|cut-?over|switchover)\b[^.]{0,30}\b(?:drops?|fail\w*|los\w+|goes wrong)\b/i,
    () => "Rehearse the changeover with a full dress run, agree go/no-go criteria and a rollback plan, and keep the old arrangement ready to take the work back.",
    () => "Roll back to the old arrangement, fix the cause found and re-run the changeover at the next agreed slot."
  ),
  // staff who leave while their work is being changed
  rr(
    // (a key person, an only specialist: the response for one person's knowledge)
    /^(?!.*\b(?:key|senior|only)\b).*\b(?:staff|advisers?|employees|people|nurses|drivers|engineers?|operators?|team members?)\b[^.]{0,20}\b(?:leave|quit|resign)\w*(?=\s+(?:during|before|after|in|mid|when|for|while|because|at|the project)\b|\s*[.,;]|$)/i,
    () => "Keep the people affected informed early and often, keep the process short and fair, agree retention terms for the critical roles and plan cover for those who leave.",
    () => "Bring in agency or borrowed cover for the roles left empty and slow the change where the service suffers."
  ),
  // service levels while people are away training
  rr(
    /\b(?:while|during)\b[^.]{0,30}\b(?:retrain\w*|training|are trained)\b/i,
    () => "Train in small groups at the quietest times, bring in temporary cover or overtime for the training weeks, and watch the service levels daily during them.",
    () => "Pause the training for the busiest days and add cover until the service recovers."
  ),
  // duplicate payments while two systems run
  rr(
    /\bduplicate payments?\b|\bpaid twice\b|\bdouble payments?\b/i,
    () => "Run duplicate checks on supplier, amount and invoice number across the old and new systems, stop paying from the old one on a fixed date, and reconcile payments daily during the changeover.",
    () => "Recover the duplicate from the supplier or offset it against the next invoice, and close the gap in the checks."
  ),
  // work or records lost in a move
  rr(
    /\b(?:lose|lost|losing)\s+(?:[\w-]+\s+){0,3}?(?:records?|files?|data|assignments?|items?|submissions?|documents?|work|stock)\b[^.]{0,30}\b(?:in|during) the (?:move|migration|transfer|changeover|switch)\b/i,
    () => "Take a full backup before the move, move in batches with a count of the items in and out of each batch, and have users check a sample of their own items afterwards.",
    () => "Restore the missing items from the backup and recount the batch they were in."
  ),
  // errors in clinical use of a new system
  rr(
    /\b(?:prescribing|dispensing|medication|drug|administration) errors?\b/i,
    () => "Build the safety checks into the system (alerts and barcode checks), complete the clinical safety assessment before go-live, support each ward with floor-walkers and review every reported error in the first weeks.",
    () => "Report and review the error through the clinical incident process, fix the cause and tell the wards before continuing the roll-out."
  ),
  // vehicles and devices whose battery may not last the job
  rr(
    /\b(?:range|battery)\b[^.]{0,40}\b(?:not cover|cannot finish|run out|too short)\b|\b(?:cannot|can't|do not|don't) finish\b[^.]{0,30}\bon (?:one|a single) charge\b/i,
    () => "Model each route or duty against the range in the worst conditions (cold, load, hills), give each vehicle the duties it can cover, and plan top-up charging or keep other vehicles for the longest ones.",
    () => "Swap the longest duties to other vehicles and add top-up charging where the gap shows."
  ),
  rr(
    /\brun out of battery\b|\bbattery life\b/i,
    () => "Check the battery life against the longest shift, add spare batteries or charging points where the devices are used, and swap them before they run flat.",
    () => "Issue spare batteries or devices to the areas affected and add charging points there."
  ),
  // information passed between organisations
  rr(
    /\b(?:information|data) sharing\b|\bshar\w+ (?:information|data|records) between\b/i,
    () => "Put a data-sharing agreement and a named contact on each side in place before the work starts, set up one referral route (a shared form or a secure mailbox) and track referral times each week.",
    () => "Fall back to a daily call between the named contacts until the route works, and fix the blockages the tracking shows."
  ),
  // spare parts for new equipment
  rr(
    /\bspare(?:s| parts)\b/i,
    () => "Agree a spares list and stock levels with the supplier in the contract, hold the critical spares on site before handover and set response times for breakdowns.",
    () => "Order the missing part by express, borrow or hire a substitute, and add it to the spares list."
  ),
  // returns and claims made in bad faith
  rr(
    /\bfraudulent (?:returns?|claims?)\b|\b(?:returns?|claims?) fraud\b/i,
    () => "Set rules for what is accepted (time limits, condition checks and limits per customer), check a sample of returns or claims by hand and watch for repeat patterns each week.",
    () => "Tighten the rules for the pattern found, recover what the terms allow and block repeat offenders."
  ),
  // fragile originals that need care before they can be handled
  rr(
    /\b(?:fragile|water-damaged|brittle|mouldy|needing repair)\b/i,
    (t) => `Survey the condition of ${t} before the work starts, set aside the items that need conservation first, agree with a conservator how they are handled, and plan their time and cost separately.`,
    () => "Hold the items back for conservation, carry on with the rest and add a later batch for them."
  ),
  // booked windows of access that the asset's owner may take back
  rr(
    /\b(?:possessions?|closures?|outages?|shutdowns?|access windows?|slots?)\b[^.]{0,30}\bcancel\w*/i,
    () => "Book spare windows beyond those the plan needs, plan each window's work so part of it can be dropped, and agree with the asset's owner how a cancelled window is replaced.",
    () => "Move the work to the next spare window, re-sequence what follows and tell the board of the effect on the dates."
  ),
  // a performer, a speaker, a promoter, a lender or a partner that cancels or pulls out
  rr(
    /\b(?:cancel\w*|pull\w* out|withdr[ae]w\w*|back\w* out|no-shows?|fails? to pay|not pay)\b/i,
    (t) => `Agree written terms with ${t} that cover cancellation, notice and payment (deposits or staged payments), line up a standby (a replacement, a second date or another route) and set the date by which a substitute must be confirmed.`,
    () => "Bring in the standby, tell the people affected at once and adjust the programme and the budget."
  ),
  // travel and border disruption for people and kit on the move
  rr(
    /\b(?:flights?|ferry|ferries|airlines?|air travel|travel disruption|border checks?|customs|visas?|cites)\b/i,
    () => "Book flexible travel with a second route for each leg, build a spare day before each fixed date, and carry the permits and papers border checks ask for (certificates, carnets, visas) for every person and item that needs them.",
    () => "Switch to the second route, tell the venues or hosts at once and re-plan the affected dates."
  ),
  // customers and users going to the old place or using the old number
  rr(
    /\bold (?:\w+ )?(?:address|number|site|location|wing|building|phone number)\b|\bgo to the old\b/i,
    (t) => `Tell ${t} of the change in writing well ahead, repeat it near the date, keep a redirect (signs, call forwarding or a person) at the old place for a set period and track who still uses it.`,
    () => "Extend the redirect, contact those still using the old place directly and correct the records that send them there."
  ),
  // a creative, a design or a pack that the audience may not take to
  rr(
    /\b(?:not land|not recogni[sz]e|(?:creative|concept|packaging|new packs?|design|brand)\b[^.]{0,40}\b(?:confus\w*|dislik\w*|drift away))\b/i,
    () => "Test the new design with the people it is for (the target audience and existing customers) before it is final, keep time in the plan to change it, and track their response after launch.",
    () => "Adjust the creative or the packs for the next print or media run and step up the messages that explain the change."
  ),
  // retailers, stockists and venues that must give space or shelf
  rr(
    /\b(?:shelf space|listings?|ranging)\b|\b(?:retailers?|stockists?)\b[^.]{0,30}\b(?:not give|refus\w*|delist\w*|drop\w*)/i,
    (t) => `Agree ranging, shelf space and dates with ${t} in writing before the launch is fixed, back the request with the sales evidence they ask for, and plan the launch for the stores that commit first.`,
    () => "Launch where space is agreed, use other channels for the rest and revisit the others at their next range review."
  ),
  // people who may keep to the old way, work in parallel or leave it to the last minute
  rr(
    /\blast minute\b|\bleave \w+(?: \w+)? (?:to|until) the last\b/i,
    (t) => `Set interim deadlines for ${t} with a checklist, give them templates and drop-in help, and report progress each week to their managers.`,
    () => "Bring in extra help for those behind and move the affected items to a later cut-over."
  ),
  rr(
    // (a tool's recommendation that people ignore has its own response)
    /\b(?:ignore(?![^.]{0,40}\b(?:recommendations?|suggestions?|advice|scores?)\b)|keep (?:the )?\w+ going|in parallel|push\w* back|box-ticking|resist\w*|keep (?:writing|ringing|sending|using))\b/i,
    (t) => `Involve ${t.replace(/\s+(?:ignore|keep|push\w*|treat)\b.*$/i, "")} in the design and testing, show them early what they gain, agree and publish a changeover date after which the old way stops, and track use each week after it.`,
    (t) => `Keep the old way for a short, fixed overlap, give ${t.replace(/\s+(?:ignore|keep|push\w*|treat)\b.*$/i, "")} extra support and report the take-up to the board.`
  ),
  // staff asked to move or commute to a new place of work
  rr(
    /\b(?:commut\w*|relocat\w*)\b/i,
    (t) => `Talk to ${t} early about the new location, offer travel support (a shuttle, allowances or shift times) and retention terms for the people the move depends on, and start recruiting near the new site in time.`,
    () => "Bring in agency staff at the new site for the gap and speed up recruitment and training there."
  ),
  // staff who transfer with a contract
  rr(
    /\btupe\b|\btransfer\w* under\b|\bstaff transfer\b/i,
    () => "Ask the outgoing suppliers for the staff liability information (numbers, pay and terms) before the tender, price the transfer into the bids, and inform and consult the staff and their representatives as the regulations require.",
    () => "Settle the transfer costs through the contract's adjustment clause and take any gap to the board."
  ),
  // a change the client asks for after a sign-off
  rr(
    /\b(?:re-edit|re-?work|changes? after (?:sign-off|approval)|asks? for (?:changes|a re))\b/i,
    (t) => `Agree the sign-off points with ${t} in the contract, show work at each point and price changes asked for after a sign-off as variations.`,
    () => "Agree the extra work and its cost as a variation, or hold the earlier signed-off version."
  ),
  // billing disputes
  rr(
    /\bcharges?\b[^.]{0,30}\bdisput\w*|\bdisput\w* (?:charges?|bills?|invoices?)\b/i,
    () => "Publish the charging rules before they start, show each charge with what it is for, and agree a simple way to query a charge and have it answered within a set time.",
    () => "Hold the disputed charges, answer each query and correct the rules where they were unclear."
  ),
  // bookings held and not used
  rr(
    /\bblock\w* (?:courts?|rooms?|slots?|bookings?|desks?)\b|\bno-shows?\b/i,
    () => "Release unused bookings automatically (a check-in or a no-show rule), tell users the rule before it starts and review the bookings each month.",
    () => "Apply the no-show rule, contact the repeat offenders and free the slots for others."
  ),
  // a result that must be checked and may fail: condition checks, samples, validation, acceptance tests
  rr(
    /\b(?:samples?|validation|tests?|inspections?|checks?)\b[^.]{0,30}\bfail\w*|\bfail\w* (?:the |their |its )?(?:[a-z-]+ )?(?:checks?|tests?|inspections?|validation)\b|\bfinds faults\b/i,
    (t) => `Agree the acceptance criteria and test method for ${t} with the approver in advance, run a trial check early, and plan time and money for a retest.`,
    () => "Fix the cause, retest and move the dependent work by the time the retest takes."
  ),
  // rules and calculations that must come out right
  rr(
    /\b(?:rounding|calculations?|award interpretation|tax rules|rules (?:are|is) complex|rules differ)\b/i,
    () => "Write the rules down with the people who own them, build test cases for every rule (the edge cases and rounding included) and run them against known results before go-live.",
    () => "Correct the rule, rerun the affected cases and fix the results already issued."
  ),
  // work that must be done properly to avoid harm later
  rr(
    /(?:\bnot|n't) done properly\b|\bpoor workmanship\b|\bbadly installed\b|\bquality of (?:the )?(?:work|installs?|installations?)\b/i,
    () => "Specify the standard in the contract, inspect the first installations and a sample after that, and withhold payment until defects are fixed.",
    () => "Have the installer put the defects right at their cost and re-inspect every installation of that batch."
  ),
  // systems that cannot be patched or updated
  rr(
    /\b(?:cannot|can'?t) be (?:patched|updated|upgraded)\b|\bunpatch\w*\b/i,
    (t) => `Isolate ${t} on a segregated network, apply compensating controls (monitoring, restricted access, allow-lists) and set a date for their replacement.`,
    () => "Tighten the isolation at once and bring the replacement forward."
  ),
  // things that must physically fit
  rr(
    /\b(?:not |fails? to )fit\b|\bhas to fit\b|\btoo (?:big|large|tall|wide|heavy|long)\b/i,
    (t) => `Measure the spaces ${t} must fit (bays, doors, stages, access routes) before the specification is fixed, write the dimensions into it and trial-fit one before the rest are ordered or built.`,
    () => "Modify the space or the item before the rest are delivered, and re-plan the affected sites."
  ),
  // training that must happen before a change goes live
  rr(
    /\bnot trained\b|\buntrained\b|\btrained\b[^.]{0,60}\bbefore\b/i,
    (t) => `Plan the training of ${t} for each go-live around shift cover, check competence before each one goes live and make it a gate for the release.`,
    () => "Hold the go-live for the untrained group, run catch-up sessions and put trained cover in place."
  ),
  // a party whose agreement the result needs
  rr(
    /\bneeds? to be satisfied\b|\bsatisf\w+ with\b|\bneeds? fast\b[^.]{0,30}\breview\b/i,
    (t) => `Agree with ${t} what they need to see and when (criteria, reviews and the evidence) before the design is fixed, involve them at each stage and record their agreement at each step.`,
    () => "Meet them to resolve the gap, change what can reasonably change and record the agreed way forward."
  ),
  // a draft, a design or a script that is not finished
  rr(
    /\bstill in draft\b|\bnot (?:yet )?(?:finished|written|final(?:ised)?)\b|\bunfinished\b/i,
    (t) => `Set a date by which ${t} is frozen, hold working sessions to finish it before then and plan the work that depends on it from that date.`,
    () => "Go ahead with the parts that are fixed and move the dependent work to the new freeze date."
  ),
  // access to homes and premises
  rr(
    /\b(?:refus\w* access|no access|(?:get|gain) access|access to (?:properties|homes|premises|flats|houses))\b/i,
    (t) => `Book appointments with ${t.replace(/^the (?:contractors?|installers?|operatives?)\b/i, "residents")} in advance by letter, text and phone, offer evening and weekend slots, and agree a no-access procedure (repeat visits, then escalation) before the work starts.`,
    () => "Follow the no-access procedure, rebook the missed properties in a later round and report the gaps to the board."
  ),
  // refused grants and applications
  rr(
    /\b(?:grant|funding|application)\b[^.]{0,20}\b(?:refused|rejected|turned down|unsuccessful)\b/i,
    (t) => `Prepare ${t} early with the funder's guidance and a pre-application conversation, line up a second funding route, and plan a version of the scope that stands without it.`,
    () => "Switch to the second route or the reduced scope and tell the board what it means for the benefits."
  ),
  // income that dips while the change beds in
  rr(
    /\b(?:yields?|income|revenue|earn nothing|cash flow)\b[^.]{0,40}\b(?:fall|drop|dip|below|short|nothing)\b|\bearn nothing\b/i,
    () => "Model the income with a realistic dip, keep a cash reserve or a bridging facility for the lean years, and review actuals against the model each quarter.",
    () => "Draw on the reserve or the bridging facility and slow the next phase until income recovers."
  ),
  // lock-in to one platform or supplier
  rr(
    /\block-?in\b|\blocked in\b|\bproprietary\b/i,
    () => "Check the exit terms before signing (data export in an open format, ownership of configurations and code, a notice period) and keep a copy of your data outside the platform.",
    () => "Use the exit terms to move to another platform in stages, starting with the data."
  ),
  // the power supply or grid connection
  rr(
    /\bgrid\b|\bnetwork operator\b|\bpower supply\b|\bsubstation\b/i,
    () => "Apply to the network operator for the connection as soon as the loads are known, track its dates as a dependency and plan a phased or temporary supply if it comes late.",
    () => "Use the temporary supply or phase the roll-out to the capacity available, and tell the board of the effect."
  ),
  // frequent changes to what the work must deliver
  rr(
    /\b(?:change|changes|changing) (?:often|frequently|regularly|all the time)\b/i,
    (t) => `Keep ${t} as configuration the team can change without a release, agree who approves a change and how fast, and test each change before it goes out.`,
    () => "Issue the change as an interim instruction and fold it into the next release."
  )
]

export const LATE_RESPONSES: ReadonlyArray<RiskResponse> = [
  // a third party's work or goods arrive late
  rr(
    /\b(?:arriv\w*|running|runs?|comes?|come|handed over|delivered|deliveries) late\b|\blate from\b|\bslip\w*\b|\bmiss(?:es)? the \w+ window\b|\bdepend\w* on\b/i,
    (t) => `Agree the dates and what is handed over with ${t.replace(/\s+(?:arriv\w*|running|runs?|slips?|miss\w*|depends?)\b.*$/i, "")} in writing, track them as a dependency at every progress review, and plan the work so that a late arrival holds up as little as possible.`,
    () => "Work on what is not affected, move the dependent work later and tell the board of the effect on the dates."
  ),
  // work that cannot keep up: a peak, a backlog, a queue
  rr(
    /\b(?:fall\w* behind|keep up|swamp\w*|overwhelm\w*|can'?t cope|peak volumes?|bottleneck)\b/i,
    () => "Size the capacity for the peak rather than the average, agree surge arrangements (extra shifts, overflow or a second provider) in advance and watch the queue each week.",
    () => "Bring in the surge arrangement, prioritise the oldest and most urgent work and tell the people waiting."
  ),
  // people of a kind the plan cannot find enough of
  rr(
    /(?:\bnot|n't) (?:have |find |get |recruit |hire |attract )?enough \w+|\bnot enough \w+|\bhard to (?:hire|recruit|find)\b|\brecruit\w*\b[^.]{0,40}\b(?:is|are) hard\b/i,
    () => "Recruit early from more than one source, keep a reserve list, agree rates and start dates in writing and cross-train people who can cover.",
    () => "Call on the reserve list or an agency and re-sequence the work to the people available."
  ),
  // the board-level or public trust in the change
  rr(
    /\bobjections? from\b|\bcomplaints? (?:from|about|on)\b/i,
    (t) => `Engage ${people(whoFrom(t))} before plans are fixed, explain the benefits and how concerns will be handled, publish a contact and respond to objections within a set time.`,
    () => "Meet the objectors, adjust what can reasonably change and record the decision for the approving body."
  )
]

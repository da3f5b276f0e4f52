// What a product owner writes for a feature, by what it does (issue 33, point 7): the user's own story with its
// benefit and testable acceptance criteria, then the stories around it (the staff who handle the result, the data
// owner who signs a move off, the user offline). Placeholders: {o} the feature's object ("inspections"), {O} the
// same capitalised, {one} one of them ("claim"), {a} the user ("resident"), {t} the system things move to or
// reach ("the cloud data platform"), {old} the system they leave.

/** One further story: whose it is (the feature's user, the staff who handle it, or the product owner) and its lines. */
export interface StoryLine {
  readonly who: "user" | "staff" | "owner"
  readonly want: string
  readonly so: string
  readonly ac: ReadonlyArray<string>
  /** Only when the feature's object names things that arrive one by one (applications, bookings). */
  readonly arrivals?: boolean
}

export interface FeatureKind {
  readonly id: string
  readonly verbs: ReadonlyArray<string>
  /** The user's own story: the feature's want, or this one when the feature's words make a poor want. */
  readonly want?: string
  /** Whose the first story is: the feature's user, or the staff who run the service (a target, a check). */
  readonly who?: "user" | "staff"
  readonly so: string
  readonly ac: ReadonlyArray<string>
  readonly more: ReadonlyArray<StoryLine>
  /** A transaction the user reviews before it is sent. */
  readonly review?: boolean
  /** The staff the brief names who handle this kind of work, preferred over others it names. */
  readonly staffPrefer?: RegExp
  /** Only those staff (else the product owner): a check or a target is not a frontline role's work. */
  readonly staffOnly?: boolean
}

const k = (kind: FeatureKind): FeatureKind => kind

const APPLY = k({
  id: "apply",
  verbs: ["apply", "submit", "register", "enrol", "enroll", "request", "claim", "join", "sign", "lodge"],
  so: "I can do it at any time without paper forms or a visit",
  ac: ["An application can be started, saved and finished later without staff help", "Missing required details are named before it can be submitted", "A reference number and a confirmation email follow submission"],
  staffPrefer: /^(?:reviewer|officer|assessor|caseworker|clerk|adviser|advisor|coordinator|handler)$/,
  more: [{ who: "staff", want: "to see new {o} in one queue with everything attached", so: "I can start on them without chasing missing information", ac: ["New items appear in the queue within a minute", "The queue can be sorted by date received and filtered by type", "Each item shows every document the {a} sent"] }],
  review: true
})

const PAY = k({
  id: "pay",
  verbs: ["pay", "buy", "order", "donate", "top"],
  so: "my request is not held up waiting for payment",
  ac: ["The amount and what it covers are shown before paying", "A declined card is reported with the reason and nothing is charged", "A receipt is emailed and the record shows as paid"],
  more: [
    { who: "staff", want: "to see which {o} are paid and reconciled", so: "work starts only once the money is in", ac: ["Each payment is matched to its record automatically", "Unmatched payments are listed for follow-up", "A daily total agrees with the payment provider's report"] },
    { who: "user", want: "to find the receipt for each payment later", so: "I can show what I paid without asking anyone", ac: ["Every payment is listed with its date, amount and what it was for", "Each receipt can be downloaded as a PDF", "A refund shows against the payment it returns"] }
  ],
  review: true
})

const UPLOAD = k({
  id: "upload",
  verbs: ["upload", "attach", "send", "share", "import"],
  so: "the person assessing it has what they need first time",
  ac: ["Accepted file types and the size limit are shown before upload", "A file over the limit is refused with the reason", "Uploaded files are listed against the record and can be replaced"],
  staffPrefer: /^(?:reviewer|officer|assessor|caseworker|clerk)$/,
  more: [
    { who: "staff", want: "to open the uploaded {o} beside the record", so: "I can assess them without printing or re-keying", ac: ["Files open in the browser without downloading", "Each file shows who uploaded it and when", "A missing file can be requested from the {a} in one step"] },
    { who: "user", want: "to replace a file I uploaded by mistake", so: "the right version is the one assessed", ac: ["A file can be replaced until the assessment starts", "The replaced version is kept in the history", "The assessor sees which version is current"] }
  ]
})

const BOOK = k({
  id: "book",
  verbs: ["book", "reserve", "schedule", "reschedule", "rebook", "cancel", "plan"],
  so: "I can pick a time that suits me without phoning",
  ac: ["Only free slots are offered", "A booking can be moved or cancelled up to the cut-off time", "A confirmation with the date, time and place is sent, with a reminder the day before"],
  staffPrefer: /^(?:inspector|technician|engineer|nurse|clinician|ranger|tutor|teacher|pharmacist|guide)$/,
  more: [
    { who: "staff", want: "to see my booked {o} for the day in order", so: "I can plan my day and arrive prepared", ac: ["The day's bookings show time, place and contact details", "A change by the {a} appears within a minute", "Slots can be blocked for leave or training"] },
    { who: "user", want: "to free my slot in one step when I cannot come", so: "someone else can use it", ac: ["A cancelled slot is offered to others within a minute", "The cut-off time for changes is shown before I book", "I get a confirmation that the slot was released"] }
  ],
  review: true
})

// a thing the product gives its user ("a triage recommendation", "irrigation advice"): the user acts on it
const SHOWN = k({
  id: "shown",
  verbs: [],
  so: "I can act on it without working it out myself",
  ac: ["{O} appears on the record it belongs to with the time it was produced", "The reasons or figures behind it are shown beside it", "I can accept or override it, and an override asks for my reason"],
  more: [
    { who: "owner", want: "to see how often {o} is accepted or overridden", so: "the rules behind it are tuned on evidence", ac: ["Acceptance and override rates are shown week by week", "Each override can be read with its reason", "The figures can be exported"] },
    { who: "user", want: "to be told when {o} could not be produced", so: "I know to decide without it", ac: ["A record without one says why it is missing", "Missing ones are counted each day", "The work can go on without it"] }
  ]
})

// what the product takes in ("takes a claim from our website or the call centre"): the staff's queue
const INTAKE = k({
  id: "intake",
  verbs: [],
  who: "staff",
  want: "to see each new {one} in one queue with everything that came with it",
  so: "I can start on it without chasing or re-keying",
  ac: ["A new {one} appears in the queue within a minute of being sent", "Each one shows where it came from and when", "The day's count in the queue agrees with the number sent"],
  more: [
    { who: "staff", want: "to sort the queue by age and type", so: "the oldest and most urgent are handled first", ac: ["The queue can be sorted by age and filtered by type", "Items past their target time are highlighted", "Each item shows who is working on it"] },
    { who: "owner", want: "a daily count of {o} received, handled and waiting", so: "a growing backlog is seen the day it starts", ac: ["The counts are shown for each day", "Items waiting longer than the target are counted apart", "The figures can be exported"] }
  ]
})

// live figures the user looks at ("live car park occupancy"), not the status of something of theirs
const LIVE = k({
  id: "live",
  verbs: [],
  so: "I can decide what to do before I set off",
  ac: ["The figures shown are no more than five minutes old", "The time of the last update is shown", "When the figures stop updating the screen says so instead of showing old ones"],
  more: [{ who: "staff", want: "to be alerted when the {o} feed stops updating", so: "nobody plans on figures that are wrong", ac: ["An alert is sent when no update arrives for 15 minutes", "The alert names the source that stopped", "The alert clears itself when updates resume"] }]
})

const STATUS = k({
  id: "status",
  verbs: ["track", "see", "view", "check", "follow", "find", "search", "browse", "compare", "know"],
  so: "I know where things stand without calling anyone",
  ac: ["The current status and the next step are shown in plain words", "Each change of status is dated", "A notification is sent when the status changes"],
  more: [
    { who: "staff", want: "to update the status of {o} in one step", so: "the {a} is told without a phone call", ac: ["A status change is saved with who made it and when", "The {a} is notified of the change automatically", "Bulk updates are possible for many records at once"] },
    { who: "user", want: "to be told when something is needed from me", so: "nothing waits on me unnoticed", ac: ["A message names what is needed and by when", "It links straight to the step to take", "A reminder follows if nothing is done within a week"] }
  ]
})

const RECORD = k({
  id: "record",
  verbs: ["record", "log", "report", "capture", "inspect", "photograph", "note", "scan"],
  staffPrefer: /^(?:manager|officer|supervisor|planner|analyst|engineer|coordinator|clerk)$/,
  so: "nothing is lost between the field and the office",
  ac: ["A record can be made offline and is sent when the device is back online", "Required fields are checked before saving", "Photos and notes are attached to the right record"],
  more: [
    { who: "staff", want: "to review the {o} as they arrive", so: "problems are followed up the same day", ac: ["New records appear in the office view within five minutes of sync", "Records with problems are flagged for follow-up", "Records can be exported for audit"] },
    { who: "user", want: "to see the {o} I recorded this week and where each one is", so: "I can check that nothing I sent was lost", ac: ["My records are listed newest first with their state", "A record that failed to send is marked and can be sent again", "I can correct a record until it has been reviewed"] }
  ]
})

// work staff do on what arrives ("triage simple claims"): each item routed, with the reason
const PROCESS = k({
  id: "process",
  verbs: ["triage", "assess", "review", "approve", "process", "handle", "decide", "route", "score"],
  so: "the simple ones are settled fast and the hard ones reach the right person",
  ac: ["Each {one} is given a route with the reason for it", "A {one} can be re-routed by hand with a note", "Items waiting longer than the target time are flagged"],
  more: [
    { who: "user", want: "to see why each {one} was routed the way it was", so: "I can explain the decision to the customer", ac: ["The route shows the facts it was based on", "Any rule that applied is named", "The history shows every change of route with who made it"] },
    { who: "owner", want: "a weekly count of {o} by route and days to settle", so: "we see whether the simple ones really go faster", ac: ["Counts are shown by route and week", "Days to settle are shown against the target", "The figures can be exported"] }
  ]
})

// data moved onto a new system ("claims, policy and payments data onto a cloud data platform"): its owners sign the
// move off on reconciled figures and its users work on the new system from the first day (issue 33)
const MOVE = k({
  id: "move",
  verbs: ["move", "migrate", "transfer", "load", "consolidate", "merge", "convert", "replace", "port"],
  want: "to see {o} on {t} reconciled with {old}",
  so: "I can sign off the move knowing nothing was lost or changed",
  ac: ["Record counts and totals for each load match {old}", "Every difference is listed with its cause and an owner", "Nothing is switched over until the data's owner signs off the reconciliation"],
  more: [
    { who: "user", want: "to do my daily work on {t} from the day it goes live", so: "I never have to look a record up in two places", ac: ["Everything I looked up in {old} can be found on {t}", "Figures for the same period agree between the two during the parallel run", "A named contact answers problems in the first week"] },
    { who: "staff", want: "every load run logged with counts in and out", so: "a failed run can be found and re-run without duplicates", ac: ["Each run logs its start, end and record counts", "A failed run can be re-run without creating duplicates", "A rollback is rehearsed before the switch"] },
    { who: "user", want: "to be told before anything I use changes", so: "I can plan my work around the switch", ac: ["The switch date is announced at least two weeks ahead", "What changes for me is listed in plain words", "A named contact answers problems in the first week"] }
  ]
})

// an old system switched off ("the old warehouse retired"): only once what it holds and feeds has a new home
const RETIRE_SYSTEM = k({
  id: "retire",
  verbs: ["retire", "decommission", "archive"],
  want: "{o} switched off only once everything it holds and feeds has moved or been archived",
  so: "nothing anyone relies on is lost when it goes",
  ac: ["Every feed, report and user of {o} is listed with where it moves to", "Each item on the list is signed off by its owner before the switch-off", "Records that must be kept are archived read-only for their retention period"],
  more: [
    { who: "user", want: "to be told the date {o} is switched off and where its records now are", so: "I can plan my work around the switch", ac: ["The date is announced at least two weeks ahead", "Where each kind of record now lives is listed in plain words", "A named contact answers problems in the first week"] },
    { who: "staff", want: "access to {o} removed and its contracts ended on the agreed date", so: "nobody keeps working in it and it stops costing money", ac: ["Write access is removed on the agreed date", "The switch-off is recorded with who approved it", "Licences, hosting and support for it are cancelled"] }
  ]
})

// paper or an old way of working given up ("paper forms retired"): everything it held has a place in the new one
const RETIRE_PAPER = k({
  id: "retire-paper",
  verbs: [],
  want: "to stop using {o}",
  so: "nothing is left waiting to be typed in",
  ac: ["Everything recorded on {o} today has a place in the new service", "Records still on {o} are entered before the switch-off date", "After the switch-off date {o} are no longer accepted"],
  more: [
    { who: "staff", want: "to see how much work still arrives on {o} each week", so: "we switch off only when the new way has taken over", ac: ["The weekly count of work on {o} is shown beside the count done in the new service", "Teams still using {o} are named", "The count can be exported"] },
    { who: "user", want: "to find records first made on {o} in the new service", so: "I never go back to a filing cabinet to look one up", ac: ["Records from {o} that are still needed are entered or scanned before the switch-off", "They can be searched like any other record", "Each one shows it came from {o}"] }
  ]
})

// one system feeding another ("integrate with the existing asset system"): what the user records reaches it
const INTEGRATE = k({
  id: "integrate",
  verbs: ["integrate", "connect", "link", "sync", "feed"],
  want: "what I record to reach {t} without anyone re-keying it",
  so: "the records there are right the same day",
  ac: ["A record saved here appears in {t} within 15 minutes of sync", "A record {t} rejects is listed with the reason and can be corrected", "No record is sent twice"],
  more: [
    { who: "staff", want: "to see every transfer to {t} that failed, with the reason", so: "I can fix them before they pile up", ac: ["Failed transfers are listed with the record and the error", "A corrected record can be sent again in one step", "The list is empty when everything has arrived"] },
    { who: "user", want: "to see whether each of my records has reached {t}", so: "I know nothing is waiting on me", ac: ["Each record shows sent, received or failed", "A failed record says what to change", "The state updates within a minute of sync"] }
  ]
})

// the reports people use, rebuilt on the new system when the old one goes (a migration that names its reports)
const REBUILD = k({
  id: "rebuild",
  verbs: ["rebuild"],
  want: "the reports I use rebuilt on {t} with the same figures",
  so: "my numbers do not change with the move",
  ac: ["Each rebuilt report matches the old one for the same period", "Differences are explained and signed off before the old report goes", "The rebuilt report is available before the old one is switched off"],
  more: [
    { who: "user", want: "to decide for each of my reports whether it is rebuilt or retired", so: "only reports people use are moved", ac: ["Each report is listed with its owner and how often it was opened last year", "Reports nobody opened last year are proposed for retirement", "Each owner's decision is recorded with the date"] },
    { who: "user", want: "to find each trusted report in one catalogue with its owner", so: "I know which figures to use", ac: ["Every rebuilt report is in the catalogue with its owner and refresh time", "Retired reports say which report replaces them", "The catalogue can be searched by name and subject"] }
  ]
})

const INFORMATION = k({
  id: "information",
  verbs: ["read", "get", "receive", "download"],
  so: "I have them to hand without waiting for the post or a phone call",
  ac: ["A new item appears within a minute of being issued", "Each item shows its date and who sent it", "I am notified when a new one arrives"],
  more: [
    { who: "staff", want: "to send {o} without printing or posting them", so: "the {a} has them the same day", ac: ["Each item sent is logged with its date and recipient", "Failed deliveries are listed for follow-up", "Nothing is sent twice"] },
    { who: "user", want: "to choose whether {o} reach me by app, email or text", so: "I see them where I look", ac: ["The choice is offered the first time and can be changed at any time", "Each item goes only by the channels chosen", "A failed delivery falls back to another chosen channel"] },
    { who: "user", want: "to find every past {one} in one place", so: "I do not have to keep paper copies", ac: ["Past items are listed newest first", "Each one can be opened or downloaded as a PDF", "Items are kept for as long as the retention rules allow"] }
  ]
})

// a check each person must clear before they start ("every volunteer has a DBS check before their first call")
const GATE = k({
  id: "gate",
  verbs: ["confirm", "vet", "clear"],
  who: "staff",
  staffPrefer: /^(?:coordinator|administrator|manager|officer|lead|registrar|clerk)$/,
  staffOnly: true,
  so: "nobody starts before they are cleared",
  ac: ["Nobody can be given work until their check is recorded as clear", "Each check shows its date, reference and who confirmed it", "Checks that expire within 30 days are listed"],
  more: [
    { who: "staff", want: "to see whose checks are still outstanding", so: "I can chase them before the date they are due to start", ac: ["Outstanding checks are listed with the start date each one blocks", "A reminder goes out for any check outstanding after two weeks", "The list can be exported for audit"] },
    { who: "staff", want: "a dated report of the checks cleared and outstanding", so: "I can show the board that everyone working is cleared", ac: ["The report lists every person with the state of their check", "It is dated and can be exported", "Nobody without a clear check is shown as ready"] }
  ]
})

// a target the brief sets, watched by those who answer for it ("water use per hectare down 15%")
const TARGET = k({
  id: "target",
  verbs: ["monitor"],
  who: "staff",
  staffPrefer: /^(?:manager|coordinator|lead|officer|analyst|agronomist|supervisor)$/,
  staffOnly: true,
  want: "to track {o}",
  so: "I can see whether we are on course for the target",
  ac: ["The current figure is shown beside its baseline and its target", "Each figure shows the date it was measured", "A figure behind the planned course is flagged"],
  more: [
    { who: "staff", want: "to load the figures for {o} from their source without re-keying", so: "the figures everyone sees are the same", ac: ["Each load records its source and date", "A load that fails is reported the same day", "A figure can be traced back to its source records"] },
    { who: "staff", want: "a dated report of {o} against the target", so: "the board sees progress without asking for it", ac: ["The report shows each period's figure against the target", "It can be exported", "Gaps in the data are named, not hidden"] }
  ]
})

const SERVICE = k({
  id: "service",
  verbs: ["get", "receive", "attend"],
  so: "I get the help promised to me as often as it is promised",
  ac: ["I am told the day, time and place of each session at least a week ahead", "A session that is moved is rearranged within the same week", "I can see how many sessions I have had and how many are left"],
  more: [
    { who: "staff", want: "to plan and record each session of {o}", so: "no {a} who qualifies is missed", ac: ["Each session is recorded with its date, attendance and who delivered it", "Anyone below the planned frequency is listed", "Records export for the evaluation"] },
    { who: "user", want: "to know when and where my next session is", so: "I do not miss it", ac: ["The date, time and place of the next session are shown", "A change is sent at least a day ahead", "Missed sessions are shown with how to catch up"] }
  ]
})

export const DEFAULT_KIND = k({
  id: "default",
  verbs: [],
  so: "I can do it myself when it suits me",
  ac: ["A {a} can finish it end to end without staff help", "Errors say what went wrong and what to do next", "The result is saved and shown afterwards"],
  more: [{ who: "staff", want: "to see {o} as they come in", so: "I can act on them in order", ac: ["New items are listed with the date received", "Each item can be assigned to a team member", "Overdue items are highlighted"], arrivals: true }]
})

/** The user's story away from a desk: offline where the brief says there is no signal, else on the device it names. */
export const OFFLINE_STORY: StoryLine = {
  who: "user",
  want: "{want} with no signal",
  so: "I can keep working where there is no coverage",
  ac: ["Every step works with the device offline", "Work done offline is sent when the signal returns, without duplicates", "The screen shows what is still waiting to be sent"]
}
/** The offline story of a feature whose own want already says it works offline. */
export const QUEUED_STORY: StoryLine = {
  who: "user",
  want: "to see what is still waiting to be sent when I am back in coverage",
  so: "I do not switch off before my work has reached the office",
  ac: ["Work not yet sent is counted on the home screen", "Sending starts by itself when the signal returns", "A send that fails is retried and then reported with the reason"]
}
export const DEVICE_STORY: StoryLine = {
  who: "user",
  want: "{want} on my {device}",
  so: "I can do it wherever I am",
  ac: ["Every step works on a 375 px wide screen", "Text and controls meet WCAG 2.2 AA contrast and size", "Progress is kept if the connection drops"]
}
export const REVIEW_STORY: StoryLine = {
  who: "user",
  want: "to review the details before I confirm",
  so: "mistakes are caught before they cost anyone time",
  ac: ["A summary of what will be sent is shown before confirming", "Any detail can be changed from the summary", "Nothing is sent until I confirm"]
}

// verb kinds, strongest first: "view, confirm, cancel and rebook appointments" is a booking, not a status page
const BY_VERB: ReadonlyArray<FeatureKind> = [MOVE, RETIRE_SYSTEM, INTEGRATE, REBUILD, TARGET, APPLY, PAY, BOOK, UPLOAD, RECORD, PROCESS, GATE, STATUS]

// what a person gets that is information ("get reminders"), not a service received
const INFO_THINGS = /\b(?:remind|notif|alert|update|message|letter|status|result|receipt|confirmation|advice|report)/i
// what is watched as it changes, not the state of something of the user's own
const LIVE_THINGS = /\b(?:live|occupancy|availability|levels?|readings?|wait(?:ing)? times?|queue lengths?|capacity|spaces|weather|forecast|map)\b/i
const CHECKS = /\b(?:checks?|clearances?|vetting|references)\b/i
// what the product works out for its user ("irrigation advice for each block")
const ADVICE = /\b(?:advice|recommendations?|suggestions?|warnings?|forecasts?|predictions?)\b/i
// an old system, not paper or a way of working
const SYSTEMS = /\b(?:system|warehouse|server|database|platform|application|mainframe|legacy|data ?centre|software|tool|site)\b/i

/** Every verb a kind is chosen by, for reading the verbs a feature opens with. */
export const KIND_VERBS: ReadonlySet<string> = new Set([...BY_VERB, INFORMATION, SERVICE].flatMap((k) => k.verbs))

/** The kind of stories for a feature, from its verbs (all of them, strongest first), its object and who does it. */
export const featureKind = (verbs: ReadonlyArray<string>, object: string, by?: "shown" | "intake"): FeatureKind => {
  if (by === "shown") return SHOWN
  if (by === "intake") return INTAKE
  if (verbs.some((v) => SERVICE.verbs.includes(v) || v === "read") && !verbs.some((v) => BY_VERB.some((k) => k !== STATUS && k !== RETIRE_SYSTEM && k.verbs.includes(v))))
    return INFO_THINGS.test(object) || verbs.includes("read") ? INFORMATION : SERVICE
  // (a check each person clears, not "confirm an appointment")
  const kind = BY_VERB.find((k) => verbs.some((v) => k.verbs.includes(v)) && (k !== GATE || CHECKS.test(object))) ?? DEFAULT_KIND
  if (kind === RETIRE_SYSTEM && !SYSTEMS.test(object)) return RETIRE_PAPER
  if (kind === STATUS && ADVICE.test(object)) return SHOWN
  if (kind === STATUS && LIVE_THINGS.test(object)) return LIVE
  return kind
}

// People who run the service rather than use it: the staff side of a story.
export const STAFF_PEOPLE = /^(?:officers?|inspectors?|staff(?: members?)?|clerks?|coordinators?|agents?|caseworkers?|advisers?|advisors?|planners?|dispatchers?|administrators?|admins?|managers?|supervisors?|reviewers?|approvers?|assessors?|nurses?|clinicians?|pharmacists?|teachers?|tutors?|technicians?|engineers?|operators?|rangers?|wardens?|handlers?|registrars?|librarians?|therapists?|analysts?|agronomists?)$/i

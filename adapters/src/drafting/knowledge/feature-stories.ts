// What a product owner writes for a feature, by what the user does (issue 33, point 7): the benefit, the
// testable acceptance criteria, and the story of the staff member who handles the result. {o} is the
// feature's object ("inspections"), {a} the user ("resident").

export interface VerbStories {
  readonly verbs: ReadonlyArray<string>
  readonly so: string
  readonly ac: ReadonlyArray<string>
  /** The staff side: what the person handling it wants, and why. */
  readonly staffWant: string
  readonly staffSo: string
  readonly staffAc: ReadonlyArray<string>
  /** The staff the brief names who handle this kind of action, preferred over others it names. */
  readonly staffPrefer?: RegExp
  /** Transactions a user reviews before submitting. */
  readonly review?: boolean
  /** The user's second story, when "on my phone" does not fit (a migration, a service received). */
  readonly third?: { readonly want: string; readonly so: string; readonly ac: ReadonlyArray<string> }
}

export const VERB_STORIES: ReadonlyArray<VerbStories> = [
  {
    verbs: ["apply", "submit", "register", "enrol", "enroll", "request", "claim", "join", "sign"],
    so: "I can do it at any time without paper forms or a visit",
    ac: ["An application can be started, saved and finished later without staff help", "Missing required details are named before it can be submitted", "A reference number and a confirmation email follow submission"],
    staffWant: "to see new {o} in one queue with everything attached",
    staffSo: "I can start on them without chasing missing information",
    staffPrefer: /^(?:reviewer|officer|assessor|caseworker|clerk|adviser|advisor|coordinator)$/,
    staffAc: ["New items appear in the queue within a minute", "The queue can be sorted by date received and filtered by type", "Each item shows every document the {a} sent"],
    review: true
  },
  {
    verbs: ["pay", "buy", "order", "donate", "top"],
    so: "my request is not held up waiting for payment",
    ac: ["The amount and what it covers are shown before paying", "A declined card is reported with the reason and nothing is charged", "A receipt is emailed and the record shows as paid"],
    staffWant: "to see which {o} are paid and reconciled",
    staffSo: "work starts only once the money is in",
    staffAc: ["Each payment is matched to its record automatically", "Unmatched payments are listed for follow-up", "A daily total agrees with the payment provider's report"],
    review: true
  },
  {
    verbs: ["upload", "attach", "send", "share", "import"],
    so: "the person assessing it has what they need first time",
    ac: ["Accepted file types and the size limit are shown before upload", "A file over the limit is refused with the reason", "Uploaded files are listed against the record and can be replaced"],
    staffWant: "to open the uploaded {o} beside the record",
    staffSo: "I can assess them without printing or re-keying",
    staffPrefer: /^(?:reviewer|officer|assessor|caseworker|clerk)$/,
    staffAc: ["Files open in the browser without downloading", "Each file shows who uploaded it and when", "A missing file can be requested from the {a} in one step"]
  },
  {
    verbs: ["book", "reserve", "schedule", "reschedule", "cancel", "plan"],
    so: "I can pick a time that suits me without phoning",
    ac: ["Only free slots are offered", "A booking can be moved or cancelled up to the cut-off time", "A confirmation with the date, time and place is sent, with a reminder the day before"],
    staffWant: "to see my booked {o} for the day in order",
    staffSo: "I can plan my day and arrive prepared",
    staffPrefer: /^(?:inspector|technician|engineer|nurse|clinician|ranger|tutor|teacher|pharmacist)$/,
    staffAc: ["The day's bookings show time, place and contact details", "A change by the {a} appears within a minute", "Slots can be blocked for leave or training"],
    review: true
  },
  {
    verbs: ["track", "see", "view", "check", "follow", "find", "search", "browse", "compare", "know"],
    so: "I know where things stand without calling anyone",
    ac: ["The current status and the next step are shown in plain words", "Each change of status is dated", "A notification is sent when the status changes"],
    staffWant: "to update the status of {o} in one step",
    staffSo: "the {a} is told without a phone call",
    staffAc: ["A status change is saved with who made it and when", "The {a} is notified of the change automatically", "Bulk updates are possible for many records at once"]
  },
  {
    verbs: ["record", "log", "report", "capture", "inspect", "photograph", "note", "scan"],
    so: "nothing is lost between the field and the office",
    ac: ["A record can be made offline and is sent when the device is back online", "Required fields are checked before saving", "Photos and notes are attached to the right record"],
    staffWant: "to review the {o} as they arrive",
    staffSo: "problems are followed up the same day",
    staffAc: ["New records appear in the office view within five minutes of sync", "Records with problems are flagged for follow-up", "Records can be exported for audit"]
  }
]

// work the brief names as done to data or systems, and a service its people receive (sponsor prose, issue 33)
const MOVE_STORIES: VerbStories = {
  verbs: ["move", "migrate", "transfer", "retire", "decommission", "replace", "consolidate", "archive", "integrate", "connect", "link", "sync", "convert", "merge"],
  so: "the records I rely on are complete and correct after the change",
  ac: ["Record counts and totals after the change reconcile with those before it", "Records that fail to reconcile are listed with the reason", "Nothing is switched off until its owner signs off the reconciliation"],
  staffWant: "every run of the change logged with counts in and out",
  staffSo: "a failed run can be found and re-run without duplicates",
  staffAc: ["Each run logs its start, end and record counts", "A failed run can be re-run without creating duplicates", "A rollback is rehearsed before the switch"],
  third: { want: "to be told before anything I use changes", so: "I can plan my work around the switch", ac: ["The switch date is announced at least two weeks ahead", "What changes for me is listed in plain words", "A named contact answers problems in the first week"] }
}
const INFORMATION_STORIES: VerbStories = {
  verbs: ["read", "get", "receive", "download"],
  so: "I have them to hand without waiting for the post or a phone call",
  ac: ["A new item appears within a minute of being issued", "Each item shows its date and who sent it", "I am notified when a new one arrives"],
  staffWant: "to send {o} without printing or posting them",
  staffSo: "the {a} has them the same day",
  staffAc: ["Each item sent is logged with its date and recipient", "Failed deliveries are listed for follow-up", "Nothing is sent twice"]
}
// a check each person must clear before they start ("every volunteer has a DBS check before their first call")
const GATE_STORIES: VerbStories = {
  verbs: ["confirm", "vet", "clear"],
  so: "nobody starts before they are cleared",
  ac: ["Nobody can be given work until their check is recorded as clear", "Each check shows its date, reference and who confirmed it", "Checks that expire within 30 days are listed"],
  staffWant: "to see whose checks are still outstanding",
  staffSo: "I can chase them before the date they are due to start",
  staffAc: ["Outstanding checks are listed with the start date each one blocks", "A reminder goes out for any check outstanding after two weeks", "The list can be exported for audit"],
  third: { want: "a dated report of the checks cleared and outstanding", so: "I can show the board that everyone working is cleared", ac: ["The report lists every person with the state of their check", "It is dated and can be exported", "Nobody without a clear check is shown as ready"] }
}
// a target the brief sets, watched by those who answer for it ("water use per hectare down 15%")
const TARGET_STORIES: VerbStories = {
  verbs: ["monitor"],
  so: "I can see whether we are on course for the target",
  ac: ["The current figure is shown beside its baseline and its target", "Each figure shows the date it was measured", "A figure behind the planned course is flagged"],
  staffWant: "to load the figures for {o} from their source without re-keying",
  staffSo: "the figures everyone sees are the same",
  staffAc: ["Each load records its source and date", "A load that fails is reported the same day", "A figure can be traced back to its source records"],
  third: { want: "a dated report of {o} against the target", so: "the board sees progress without asking for it", ac: ["The report shows each period's figure against the target", "It can be exported", "Gaps in the data are named, not hidden"] }
}
const SERVICE_STORIES: VerbStories = {
  verbs: ["get", "receive", "attend"],
  so: "I get the help promised to me as often as it is promised",
  ac: ["Each {a} who qualifies is listed with the sessions planned for them", "A missed session is flagged within a week", "Each {a}'s progress is recorded against the target"],
  staffWant: "to plan and record each session of {o}",
  staffSo: "no {a} who qualifies is missed",
  staffAc: ["Each session is recorded with its date, attendance and who delivered it", "Anyone below the planned frequency is listed", "Records export for the evaluation"],
  third: { want: "to know when and where my next session is", so: "I do not miss it", ac: ["The date, time and place of the next session are shown", "A change is sent at least a day ahead", "Missed sessions are shown with how to catch up"] }
}

export const DEFAULT_STORIES: VerbStories = {
  verbs: [],
  so: "I can do it myself when it suits me",
  ac: ["A {a} can finish it end to end without staff help", "Errors say what went wrong and what to do next", "The result is saved and shown afterwards"],
  staffWant: "to see {o} as they come in",
  staffSo: "I can act on them in order",
  staffAc: ["New items are listed with the date received", "Each item can be assigned to a team member", "Overdue items are highlighted"]
}

// what a person gets that is information ("get reminders"), not a service received
const INFORMATION = /\b(?:remind|notif|alert|update|message|letter|status|result|receipt|confirmation)/i

/** The stories for what a feature's user does, by its verb (and, for "get", by what is got). */
export const storiesForVerb = (verb: string, object = ""): VerbStories =>
  SERVICE_STORIES.verbs.includes(verb) || verb === "read"
    ? INFORMATION.test(object) || verb === "read" ? INFORMATION_STORIES : SERVICE_STORIES
    : (VERB_STORIES.find((v) => v.verbs.includes(verb)) ?? [MOVE_STORIES, GATE_STORIES, TARGET_STORIES].find((k) => k.verbs.includes(verb)) ?? DEFAULT_STORIES)

// People who run the service rather than use it: the staff side of a story.
export const STAFF_PEOPLE = /^(?:officers?|inspectors?|staff(?: members?)?|clerks?|coordinators?|agents?|caseworkers?|advisers?|advisors?|planners?|dispatchers?|administrators?|admins?|managers?|supervisors?|reviewers?|approvers?|assessors?|nurses?|clinicians?|pharmacists?|teachers?|tutors?|technicians?|engineers?|operators?|rangers?|wardens?)$/i

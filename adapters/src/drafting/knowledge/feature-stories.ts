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
    verbs: ["pay", "buy", "order", "donate", "renew", "top"],
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
    verbs: ["track", "see", "view", "check", "follow", "find", "search", "browse", "compare", "know", "get", "receive"],
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

export const DEFAULT_STORIES: VerbStories = {
  verbs: [],
  so: "I can do it myself when it suits me",
  ac: ["A {a} can finish it end to end without staff help", "Errors say what went wrong and what to do next", "The result is saved and shown afterwards"],
  staffWant: "to see {o} as they come in",
  staffSo: "I can act on them in order",
  staffAc: ["New items are listed with the date received", "Each item can be assigned to a team member", "Overdue items are highlighted"]
}

export const storiesForVerb = (verb: string): VerbStories => VERB_STORIES.find((v) => v.verbs.includes(verb)) ?? DEFAULT_STORIES

// People who run the service rather than use it: the staff side of a story.
export const STAFF_PEOPLE = /^(?:officers?|inspectors?|staff(?: members?)?|clerks?|coordinators?|agents?|caseworkers?|advisers?|advisors?|planners?|dispatchers?|administrators?|admins?|managers?|supervisors?|reviewers?|approvers?|assessors?|nurses?|clinicians?|pharmacists?|teachers?|tutors?|technicians?|engineers?|operators?|rangers?|wardens?)$/i

// Licence rules (issue 33, point 1): a knowledge line that names a thing of one kind of project is used
// only when the brief mentions what it is about: no "landowner" without land, no "participants" without a
// study, no "go-live" for a bridge. Shared by the drafters and the pack health check.

export type LicenceKind = "method" | "brief" | "knowledge" | "computed" | "assumed"

/** Where a drafted line comes from, kept with the line in artefacts.json. */
export interface Licence {
  readonly kind: LicenceKind
  /** brief: the brief's words; knowledge: the trigger words found; computed: the formula; assumed: what was assumed. */
  readonly basis: string
}

interface TermRule {
  /** The words in a drafted line that belong to one kind of project. */
  readonly term: RegExp
  readonly label: string
  /** Words in the brief that make the term fit. */
  readonly triggers: RegExp
}

const RULES: ReadonlyArray<TermRule> = [
  { label: "landowner", term: /\blandowners?\b/i, triggers: /\b(land|landowners?|farm\w*|field|fields|estate|grounds?|site|sites|festival|park)\b/i },
  { label: "participants", term: /\bparticipants?\b/i, triggers: /\b(stud(y|ies)|trials?|research|participants?|cohort|survey|workshops?|course|event|races?|runners?|attendees?|programme|program)\b/i },
  { label: "recruitment", term: /\brecruit(ment|ing)? (?:participants|against target)\b/i, triggers: /\b(stud(y|ies)|trials?|research|participants?|cohort)\b/i },
  { label: "research protocol", term: /\bprotocol\b|\bdata collection tools\b|\bresearch (?:staff|team)\b|\bchief investigator\b|\bdata or samples\b|\bdata management plan\b/i, triggers: /\b(research\w*|stud(y|ies)|trials?|investigat\w+|scientific|universit(y|ies)|academic|lab|laboratory|evaluation)\b/i },
  { label: "imaging", term: /\bimaging (?:standard|supplier)\b|\bbefore imaging\b|\bimage or text\b|\btext recognition\b|\bOCR\b|\bimages and metadata\b/i, triggers: /\b(digitis\w*|digitiz\w*|scan\w*|imag\w*|ocr|microfilm|photograph\w*|online catalogue|x-ray|mri|radiolog\w*)\b/i },
  { label: "funder", term: /\bfunders?\b/i, triggers: /\b(grants?|funders?|funding body|foundation|lottery|endowment|fund)\b/i },
  { label: "ethics approval", term: /\bethics\b/i, triggers: /\b(ethics|research|trials?|stud(y|ies)|participants?|patients?)\b/i },
  { label: "event day", term: /\bevent day\b|\bcontrol room\b|\brun sheet\b|(?<!data )\bstewards?\b/i, triggers: /\b(event|festival|races?|concerts?|match|marathon|fair|show|conference|crowd|gig|parade)\b/i },
  { label: "go-live", term: /\bgo-live\b|\bhypercare\b|\buser acceptance testing\b|\bUAT\b|\bcutover\b/i, triggers: /\b(software|app|apps|portal|platform|website|web shop|database|APIs?|API|SaaS|saas|ERP|erp|CRM|crm|cloud|IT|IT system|go-live|migrat\w+|system replacement|new system)\b/ },
  { label: "patients", term: /\bpatients?\b|\bclinical\b/i, triggers: /\b(patients?|clinical|clinics?|hospitals?|health|nhs|gp|ward|care|medical|pharmac\w+)\b/i },
  { label: "tenants", term: /\btenants?\b|\blandlord\b/i, triggers: /\b(tenan\w+|landlord|lease|housing|rent\w*|propert(y|ies)|premises|warehouse|office|building)\b/i },
  { label: "pupils", term: /\bpupils?\b|\bclassrooms?\b/i, triggers: /\b(school|pupils?|students?|classrooms?|teachers?|education|college)\b/i },
  { label: "volunteers", term: /\bvolunteers?\b/i, triggers: /\b(volunteer\w*|charity|community|friends of|event|festival|races?)\b/i },
  { label: "sponsorship", term: /\bsponsorship\b/i, triggers: /\b(sponsors?hip|event|festival|races?|concerts?|tour|exhibition|show)\b/i },
  { label: "traffic management", term: /\btraffic management\b|\bstreet works\b|\broad closures?\b/i, triggers: /\b(roads?|streets?|traffic|highway|footway|pipes?|mains|cables?|excavat\w+|works|bridge|junction|route)\b/i },
  { label: "app store", term: /\bapp store\b|\bstore review\b/i, triggers: /\b(apps?|mobile|ios|android|iphone)\b/i },
  { label: "audit", term: /\bstage [12] audit\b|\bcertification body\b|\bnonconformit\w+\b/i, triggers: /\b(iso|certif\w+|audit\w*|soc ?2|accreditation|compliance)\b/i },
  { label: "fit-out", term: /\bfit-out\b|\bjoinery\b|\bpractical completion\b/i, triggers: /\b(fit-?out|refurb\w*|building|build|built|construct\w*|construction|works|office|floor|premises|contractor|extension|renovat\w+|store|shop|branch)\b/i },
  { label: "campaign", term: /\bmedia plan\b|\bmedia buy\b|\bcreative agency\b|\blanding page\b/i, triggers: /\b(campaign|marketing|advert\w*|media|brand|promot\w+|awareness)\b/i },
  { label: "data migration", term: /\bETL\b|\btrial load\b|\bdata warehouse\b|\bsource data\b/i, triggers: /\b(data|migrat\w+|records?|database|warehouse|system)\b/i },
  { label: "devices", term: /\bMDM\b|\benrol\w* the (?:fleet|devices)\b|\bhandhelds?\b/i, triggers: /\b(devices?|handhelds?|scanners?|tablets?|laptops?|phones?|terminals?|tills?|fleet|kiosks?)\b/i },
  { label: "loans", term: /\bloans? (?:agreements?|of objects)\b|\blenders?\b/i, triggers: /\b(loans?|lenders?|borrow\w*|exhibition|museum|gallery|objects?|collection)\b/i },
  { label: "decant", term: /\bdecant\w*\b/i, triggers: /\b(decant\w*|move|relocat\w+|refurb\w*|building|ward|office|premises)\b/i },
  { label: "go-live of a building", term: /\bmove-in\b/i, triggers: /\b(move|relocat\w+|office|building|premises|floor|site|warehouse|clinic|depot|fit-?out)\b/i },
  // work patterns (issue 33): building, people and staffing work that belongs to some projects only
  { label: "asbestos", term: /\basbestos\b/i, triggers: /\b(asbestos|refurb\w*|renovat\w*|demoli\w*|strip[- ]out|retrofit\w*|alterations?|buildings?|premises|construction|works|sites?|schools?|halls?|homes?|houses|flats|housing|fit-?out|extension|offices?|librar(y|ies)|centres?|centers?|stations?|pools?|hospitals?|clinics?|churche?s?|depots?|stores?|shops?|theatres?|museums?|wards?|blocks?|hotels?|restaurants?|terminals?)\b/i },
  { label: "safeguarding", term: /\bsafeguarding\b|\bbackground checks\b|\bDBS checks?\b/i, triggers: /\b(safeguarding|child\w*|young people|youth|pupils?|students?|schools?|vulnerable|at-risk|disabled|care|carers?|patients?|older people|elderly|dementia|famil(y|ies)|tutor\w*|volunteer\w*|sport\w*|clubs?|coach\w*)\b/i },
  { label: "TUPE", term: /\bTUPE\b/, triggers: /\b(tupe|transfer of undertakings|outsourc\w*|insourc\w*|staff transfer|transferring staff|incumbent)\b/i }
]

/** The knowledge terms of a line that the brief gives no licence for ("landowner" in a plan with no land). */
export const unlicensedTerms = (line: string, briefText: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const r of RULES) if (r.term.test(line) && !r.term.test(briefText) && !r.triggers.test(briefText)) out.push(r.label)
  return out
}

/** The trigger words of the brief that license a line's knowledge terms ("trial, participants"), for the licence's basis. */
export const licenceTriggers = (line: string, briefText: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const r of RULES) {
    if (!r.term.test(line)) continue
    const m = r.triggers.exec(briefText) ?? r.term.exec(briefText)
    if (m) out.push(m[0].toLowerCase())
  }
  return [...new Set(out)]
}

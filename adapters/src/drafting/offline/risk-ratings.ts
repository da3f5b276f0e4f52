// Likelihood and impact of a sponsor's risk sentence (issue 33, point 6), read from what the sentence says rather
// than one rating for all: a thing that has happened before or "will" happen is likely, a safety incident or a lost
// season is severe, a complaint is moderate. The forecast's cost and schedule impacts follow the impact level and
// the plan's own base cost and length, so they differ by risk and scale with the budget.

// said as a fact, a habit or a history: "will", "usually", "keeps", "have held up other orchestras", "is slow"
const LIKELY = /\b(?:can (?:be|come|take|get)|will|won't|usually|often|always|keeps?|again|already|every (?:year|time|winter|summer|season)|have (?:held|been|had|seen)|has (?:been|had|hit|seen)|happened before|last (?:time|year)|previous|other \w+ (?:have|are)|(?:is|are) (?:slow|weak|limited|poor|patchy|tight|short|hard|old|tiny|stretched|busy|complex|clunky)|hard to|waiting|backlogs?|at a high rate)\b/i
const UNLIKELY = /\b(?:unlikely|rare(?:ly)?|small chance|occasionally|outside chance|in the worst case|remote)\b/i
// harm to people, a lost year or season, the work stopped as a whole
const SEVERE = /\b(?:serious (?:incident|adverse)|safety|injur\w*|deaths?|fatal\w*|at risk|crush\w*|evacuat\w*|collaps\w*|adverse events?|allergens?|abuse|hospitals?|children|lose (?:a|the) (?:whole )?(?:year|season|story|grant)|whole season|half the programme|stalls?|insolven\w*|bust|administration|receivership|production stays down)\b/i
// time, money or the work itself
const MAJOR = /\b(?:migrat\w*|lock-?in|costs?|costly|budget|grant|over budget|delay\w*|late|slip\w*|longer|miss\w*|cancel\w*|stops?|hold up|held up|withdraw\w*|fails?|failure|refus\w*|drop\w* out|leave|lose|lost|shortages?|not enough|can't supply|cannot|contaminat\w*|worse|interrupt\w*|breach|exposed|outages?|errors?|wash out|swamp|kill|spoil\w*|capped|challenge)\b/i
// people's reactions and slow take-up: real, but recoverable
const MODERATE = /\b(?:complain\w*|worried|ignore|keep (?:using|writing|ringing|sending)|push\w* back|slow\w* down|dip|drift|confus\w*|disputed?|resist\w*|box-ticking|parallel|last minute|recogni[sz]e)\b/i

/** Likelihood 1-5 of the event a sentence names; undefined when it only says "could" or "may". */
export const sentenceLikelihood = (sentence: string): number | undefined => (UNLIKELY.test(sentence) ? 2 : LIKELY.test(sentence) ? 4 : undefined)

/** Impact 1-5 of the event a sentence names; undefined when its words do not say. */
export const sentenceImpact = (sentence: string): number | undefined => (SEVERE.test(sentence) ? 5 : MAJOR.test(sentence) ? 4 : MODERATE.test(sentence) ? 3 : undefined)

/** Impact of a risk whose sentence does not say, by its kind: approvals, suppliers, money and security weigh most. */
export const CATEGORY_IMPACT: Readonly<Record<string, number>> = { Compliance: 4, Vendor: 4, Cost: 4, Security: 4, Schedule: 3, Technical: 3, Operational: 3, "Change/People": 3, Uncategorized: 3 }

const QUESTIONS = [
  {
    q: "What does Initpack produce?",
    a: "Draft planning documents for a project: scope, a stakeholder register with RACI and an influence/interest matrix, a risk register, a work breakdown structure or agile schedule, a budget, a short communications plan, reports and an initiation pack, exported as PDF, DOCX, HTML and CSV."
  },
  {
    q: "Waterfall or agile?",
    a: "Both. You choose the delivery method when you create a project: Waterfall / PRINCE2 or Agile / Product. The method is fixed once the project exists. The Free plan is waterfall only."
  },
  {
    q: "Are the drafts final?",
    a: "No. They are first drafts you review and edit. More input gives better results, and changing an earlier module may require regenerating later ones."
  },
  {
    q: "Is there a free plan?",
    a: "Yes: one waterfall project and one month of access, with limited modules. Paid plans unlock every module, agile delivery, DOCX and PDF reports and top-ups."
  },
  {
    q: "What happens when my subscription ends?",
    a: "Your data is kept for 6 months and then deleted. Renewing within 6 months restores access."
  },
  {
    q: "Can I get more projects in a month?",
    a: "Paid plans can buy top-ups during a billing period: each bundle adds 2 project creations for the current month."
  }
] as const

export const Faq = () => (
  <div className="faq">
    {QUESTIONS.map((item) => (
      <details key={item.q}>
        <summary>{item.q}</summary>
        <p>{item.a}</p>
      </details>
    ))}
  </div>
)

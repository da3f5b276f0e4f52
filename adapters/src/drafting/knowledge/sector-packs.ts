// Knowledge packs for more fields (issue 33, second round): publishing, retail stores, hotels and hospitality,
// social care, emergency services, ports, airports, solar and wind generation, fibre networks, manufacturing
// lines, fundraising appeals, cyber security, packaging relaunches, new homes, visitor attractions and waste
// services. Like every pack, each lends its tasks and risks only when two of its keywords appear; keywords are
// phrases of that field alone, so a brief of another field does not pick them up by chance.
import { r, t, type TopicPack } from "./pack-types"

// (the duties a cyber law sets, such as incident reporting and supplier clauses, are the cyber-regulation work pattern's)
export const SECTOR_PACKS: ReadonlyArray<TopicPack> = [
  {
    id: "publishing",
    label: "book publishing",
    keywords: ["authors", "editorial", "copy-edit", "copyedit", "proofread", "typeset", "isbn", "print run", "publisher", "imprint", "ebook", "e-book", "audiobook", "booksellers", "manuscripts", "royalt"],
    tasks: {
      "Design": [t("Agree the list, formats and publication dates for each title", 5, "Publisher"), t("Contract the authors and agree manuscript delivery dates", 10, "Publisher, Rights Manager")],
      "Build and Test": [t("Edit and proofread each manuscript after the copy-edit", 20, "Editor, Copy-Editor"), t("Commission the cover designs and the typesetting", 10, "Production Manager"), t("Register ISBNs and title metadata with the distributors", 3, "Production Manager"), t("Approve the final proofs and send the files to the printer", 5, "Editor, Production Manager")],
      "Transition and Go-Live": [t("Sell in the titles to booksellers ahead of publication", 10, "Sales Manager"), t("Send review copies and arrange author events", 5, "Publicist"), t("Publish the print, ebook and audio editions on the publication date", 1, "Production Manager", { late: true })],
      "Closing a Project": [t("Report sales, returns and royalties for each title", 3, "Finance Lead"), t("Archive the final files and the rights records", 2, "Production Manager")]
    },
    risks: [
      r("Schedule", "Manuscripts are delivered late", "Authors may miss their delivery dates, squeezing editing and printing and moving the publication date.", 4, 3, "Set delivery dates with a buffer in the contracts, check progress monthly and book printer slots only once text is in.", "Move the title to the next publication slot and tell booksellers early."),
      r("Vendor", "Printer capacity or paper prices change", "Printer slots may be lost or paper prices rise, delaying stock or raising the unit cost.", 3, 3, "Book print slots early, confirm paper prices in writing and keep a second printer in reserve.", "Print a shorter first run or move to the second printer."),
      r("Compliance", "Permissions for quoted or pictured material are not cleared", "Text, images or lyrics used without permission may force reprints or a legal claim.", 3, 4, "Log every third-party item and clear permissions before typesetting.", "Replace or remove the item before printing, or pulp and reprint if already printed."),
      r("Cost", "Sales fall below the forecast", "Weak orders or high returns may leave stock unsold and the list below its budget.", 3, 3, "Set print runs from advance orders and reprint quickly rather than over-print.", "Cut the reprint, shift spend to the titles that sell and remainder the surplus.")
    ]
  },
  {
    id: "retail",
    label: "retail store operations",
    keywords: ["retail", "shoppers", "merchandis", "planogram", "stockroom", "store managers", "store teams", "trading hours", "shopfit", "store format", "store refresh", "checkouts", "footfall", "high street"],
    tasks: {
      "Design": [t("Complete a site survey of each store and confirm its layout and planograms", 10, "Store Design Manager"), t("Agree the trading plan so stores keep selling during the works", 3, "Retail Operations Manager")],
      "Build and Test": [t("Trial the new format in a pilot store and review sales and shopper feedback", 15, "Retail Operations Manager"), t("Order fixtures, signage and equipment for each store", 10, "Procurement Lead"), t("Schedule the store works outside trading hours", 3, "Retail Operations Manager"), t("Plan overnight working with security, cleaning and a handover to the store team each morning", 3, "Site Manager, Store Managers", { when: /\b(overnight|night(s|-time)?|out of hours)\b/i })],
      "Transition and Go-Live": [t("Run colleague training on the new layout, equipment and processes", 5, "Store Managers, Trainers"), t("Merchandise each store to the planogram before it reopens", 2, "Visual Merchandisers"), t("Reopen each store and track sales against the baseline", 5, "Store Managers", { late: true })],
      "Closing a Project": [t("Review sales, footfall and shrinkage after the change", 5, "Retail Operations Manager"), t("Close out the snagging items with the shopfitters", 5, "Store Design Manager")]
    },
    risks: [
      r("Operational", "Trading is lost while stores change", "Works, closures or empty shelves may cut sales in the weeks of the change.", 3, 4, "Work outside trading hours, keep tills and key aisles open, and plan promotions around the works.", "Extend opening hours after the works and move promotions to recover lost sales."),
      r("Vendor", "Shopfitters cannot keep to the store schedule", "Contractor capacity may slip, leaving stores part-finished at reopening.", 3, 3, "Book shopfitter crews for the whole schedule, hold weekly reviews and keep one store in reserve as a buffer.", "Re-sequence stores and add weekend shifts to catch up."),
      r("Change/People", "Store teams are not ready for the new way of working", "Staff may not know the new layout or processes, slowing service and hurting sales.", 3, 3, "Train store teams before each reopening and put a support lead in each store for the first week.", "Send floor support to the stores that struggle and repeat the training.")
    ]
  },
  {
    id: "hospitality",
    label: "hotels, restaurants and hospitality",
    keywords: ["hotel", "guests", "bedrooms", "guest rooms", "front of house", "housekeeping", "chefs", "restaurant", "menu", "occupancy", "hospitality", "reservations", "banqueting", "food and beverage"],
    tasks: {
      "Design": [t("Define the guest experience and the service standards", 5, "General Manager"), t("Plan room and outlet closures around the occupancy forecast", 3, "Revenue Manager")],
      "Build and Test": [t("Refurbish the rooms in blocks and inspect each block before reuse", 30, "Contractor, Housekeeping Manager"), t("Test the new menu with tastings and cost each dish", 5, "Head Chef"), t("Recruit and train the front of house and kitchen teams", 15, "HR, Department Heads"), t("Update the reservation and property management systems", 5, "Revenue Manager")],
      "Transition and Go-Live": [t("Reopen to invited guests first and fix the issues found", 3, "General Manager"), t("Update the online listings, rates and booking channels", 2, "Revenue Manager")],
      "Closing a Project": [t("Review guest scores, occupancy and revenue per room after reopening", 5, "General Manager, Revenue Manager"), t("Hand over the maintenance schedules to the property team", 2, "Project Manager")]
    },
    risks: [
      r("Operational", "Guests complain about works during their stay", "Noise, dust or closed facilities may bring complaints, refunds and poor reviews.", 3, 3, "Close whole floors rather than single rooms, limit noisy work hours and tell guests before they book.", "Move affected guests, offer compensation and answer reviews promptly."),
      r("Change/People", "Not enough trained staff for the reopening", "Vacancies in kitchen or front of house may stretch service when the doors reopen.", 4, 3, "Recruit early, cross-train teams and hold agency cover in reserve.", "Limit bookings or covers until the teams are complete."),
      r("Cost", "Rooms stay closed longer than planned", "Works overruns keep rooms out of sale, losing revenue the budget counted on.", 3, 4, "Tie the contractor's programme to room blocks with handback dates and inspect weekly.", "Reopen finished blocks first and move bookings to them.")
    ]
  },
  {
    id: "social-care",
    label: "social care services",
    keywords: ["social care", "care workers", "carers", "care packages", "domiciliary", "home care", "care plans", "service users", "reablement", "social workers", "adult social", "supported living", "care providers", "care agencies"],
    tasks: {
      "Design": [t("Map the care pathway and the eligibility rules with social workers", 10, "Service Manager, Social Work Lead"), t("Assess the impact on the people who use the service and their families", 5, "Service Manager")],
      "Build and Test": [t("Commission the care providers against a service specification", 20, "Commissioning Manager"), t("Recruit and train care workers in the new model of care", 20, "Provider Managers, Training Lead"), t("Update the care plans and the care record system", 10, "Social Work Lead")],
      "Transition and Go-Live": [t("Move each person to the new service with a named contact", 15, "Social Workers"), t("Review each person's care within six weeks of the change", 10, "Social Workers", { late: true })],
      "Closing a Project": [t("Review outcomes, complaints and safeguarding reports after the change", 5, "Service Manager"), t("Report outcomes and spend to the commissioners", 3, "Commissioning Manager")]
    },
    risks: [
      r("Change/People", "Care workforce shortage", "Providers may not recruit or keep enough care workers, leaving care packages unfilled.", 4, 4, "Agree pay rates and recruitment support with providers and track vacancies weekly.", "Use the provider of last resort and prioritise people by need."),
      r("Operational", "People's care is disrupted during the change", "Missed or late visits while people move to the new service may leave them without support.", 3, 5, "Move people in small groups, keep the old arrangement until the new one is confirmed and check on each person after the move.", "Restore the previous arrangement for the person at once and review what failed."),
      r("Vendor", "A care provider fails or withdraws", "A provider leaving the market may hand back packages at short notice.", 2, 5, "Check providers' finances before award and keep a contingency list of providers.", "Transfer packages to the contingency providers under the provider failure plan."),
      r("Security", "A safeguarding concern is missed during the change", "People moving between teams or services may fall between them, so signs of abuse or neglect go unreported.", 2, 5, "Complete a care assessment for each person before the move, brief staff on the safeguarding procedure and keep one named worker per person.", "Raise the concern at once under the safeguarding procedure, make the person safe and review how the case was handed over.")
    ]
  },
  {
    id: "emergency",
    label: "police, fire and emergency services",
    keywords: ["police", "fire and rescue", "firefighters", "paramedics", "emergency services", "response times", "999", "call handlers", "incident command", "blue light", "emergency response", "fire station", "control centre"],
    tasks: {
      "Design": [t("Map demand and response times by area and time of day", 10, "Performance Analyst"), t("Agree the operating procedures with operational leads and staff representatives", 10, "Operational Lead")],
      "Build and Test": [t("Write and test the operating procedures with crews", 10, "Operational Lead, Crew Managers"), t("Train and certify responders on the new equipment and procedures", 15, "Training Lead"), t("Test the links with partner agencies and neighbouring services", 5, "Resilience Lead")],
      "Transition and Go-Live": [t("Run a live exercise before switching over", 2, "Operational Lead"), t("Switch over with the old arrangements held as fallback for the first shifts", 3, "Duty Managers"), t("Monitor response times daily after the change", 10, "Performance Analyst", { late: true })],
      "Closing a Project": [t("Review response times and incidents against the baseline", 5, "Performance Analyst, Operational Lead")]
    },
    risks: [
      r("Operational", "Response times fall during the change", "Crews or call handlers learning new procedures may respond more slowly to emergencies.", 3, 5, "Change outside peak demand, hold extra cover for the first shifts and keep the old procedures as fallback.", "Revert to the old arrangements in the affected area and review before trying again."),
      r("Change/People", "Cover gaps while staff are trained", "Releasing crews for training may leave stations or rotas short.", 3, 4, "Train around the rota with overtime cover agreed in advance.", "Pause training in the affected area and bring in cover from neighbouring stations."),
      r("Technical", "Partner agencies cannot work with the new arrangements", "Radios, systems or procedures may not link with neighbouring services in a joint incident.", 2, 5, "Test the links with each partner agency before switching over.", "Use the agreed manual procedures for joint incidents until the links are fixed.")
    ]
  },
  {
    id: "ports",
    label: "ports, harbours and marine works",
    keywords: ["harbour", "berth", "quay", "vessel", "dredg", "marina", "pontoon", "pilotage", "tides", "maritime", "wharf", "breakwater", "port ", "seabed", "mariners"],
    tasks: {
      "Design": [t("Survey the seabed and the existing quay structures", 15, "Marine Engineer, Hydrographic Surveyor"), t("Model vessel movements and berth occupancy", 10, "Harbour Master, Marine Engineer")],
      "Build and Test": [t("Obtain the marine licence and the harbour authority's approvals", 30, "Consents Manager"), t("Complete the dredging to the design depth and survey it", 20, "Marine Contractor"), t("Install the fenders, bollards and navigation aids", 10, "Marine Contractor")],
      "Transition and Go-Live": [t("Issue notices to mariners before each marine operation", 2, "Harbour Master"), t("Run trial berthing with the pilots and tug operators", 3, "Harbour Master, Pilots")],
      "Closing a Project": [t("Update the charts and the marine safety management system", 5, "Harbour Master"), t("Hand over the structures with inspection and maintenance records", 3, "Marine Engineer")]
    },
    risks: [
      r("Schedule", "Weather and tides stop marine work", "Wind, swell or tidal windows may halt dredging and quay work for days.", 4, 3, "Plan work to the tidal windows, allow weather days in the programme and choose sheltered tasks for bad days.", "Move crews to landside work and extend the marine work window."),
      r("Operational", "Port operations are disrupted by the works", "Works at berths may delay ships and cargo handling.", 3, 4, "Agree berth closures with shipping lines in advance and keep one berth free at all times.", "Reallocate vessels to other berths and pay for the delays the contract allows."),
      r("Compliance", "Marine licence conditions restrict the works", "Licence conditions on sediment, noise or seasons may limit when and how dredging happens.", 3, 4, "Agree the method and timing with the regulator before applying and monitor conditions on site.", "Change the method or wait for the permitted season.")
    ]
  },
  {
    id: "aviation",
    label: "airports and aviation",
    keywords: ["airport", "airside", "runway", "taxiway", "apron", "aircraft", "airlines", "aviation", "air traffic", "aerodrome", "baggage", "departures"],
    tasks: {
      "Design": [t("Agree the phasing and closures with air traffic control and the airlines", 10, "Airport Operations Manager"), t("Complete the aviation safety case and notify the regulator of the change", 10, "Safety Manager")],
      "Build and Test": [t("Obtain airside passes and vehicle permits for the contractors", 5, "Security Manager"), t("Install the airfield lighting and signs in night closures", 20, "Airfield Contractor"), t("Test the baggage, security and passenger systems end to end", 10, "Terminal Systems Lead")],
      "Transition and Go-Live": [t("Run operational readiness trials with staff acting as passengers", 5, "Operational Readiness Manager"), t("Open the new facilities in stages with the airlines", 3, "Airport Operations Manager")],
      "Closing a Project": [t("Issue the updated aeronautical information and airport charts", 3, "Airfield Operations"), t("Review punctuality and passenger feedback after opening", 5, "Airport Operations Manager")]
    },
    risks: [
      r("Operational", "Works overrun into operating hours", "Night works may not finish in time, delaying flights at the morning peak.", 3, 5, "Plan each closure with a hand-back time and a hold point, and rehearse the hand-back.", "Stop work at the hold point, clear the area and re-plan the next closure."),
      r("Security", "Foreign object debris or a security breach airside", "Loose materials or unescorted workers airside may damage aircraft or breach security.", 2, 5, "Brief every worker, sweep and inspect before each hand-back, and escort contractors.", "Close the affected area, sweep and investigate before reopening."),
      r("Schedule", "Airline schedules or regulator approvals change", "Airlines changing schedules or late regulator sign-off may move the opening.", 3, 4, "Agree dates with airlines early and submit safety documents to the regulator ahead of time.", "Open in stages with the airlines ready first.")
    ]
  },
  {
    id: "generation",
    label: "solar, wind and battery generation",
    keywords: ["solar farm", "wind farm", "turbines", "photovoltaic", "megawatt", "mw", "inverters", "battery storage", "renewable", "solar array", "grid-scale", "power purchase", "offtake", "energy park"],
    tasks: {
      "Design": [t("Complete the yield assessment and the site layout", 15, "Energy Yield Analyst, Design Engineer"), t("Apply for the grid connection offer and agree the connection works", 20, "Grid Connections Manager"), t("Obtain planning consent and the environmental approvals", 30, "Planning Consultant")],
      "Build and Test": [t("Procure the modules, inverters and transformers with delivery slots", 20, "Procurement Lead"), t("Install the foundations, mounting structures and cabling", 30, "EPC Contractor"), t("Commission the plant and complete the grid compliance tests", 10, "Commissioning Engineer, Network Operator")],
      "Transition and Go-Live": [t("Run the reliability trial before taking over from the contractor", 10, "Asset Manager"), t("Register the plant for metering and export payments", 5, "Commercial Manager")],
      "Closing a Project": [t("Hand over operation and maintenance to the asset manager", 3, "Project Manager"), t("Report generation against the yield forecast", 3, "Asset Manager")]
    },
    risks: [
      r("Schedule", "Grid connection is delayed", "The network operator's works or queue may hold up energisation for months.", 4, 5, "Accept the connection offer early, track the operator's works monthly and plan the build to the connection date.", "Build and test what can be done, then energise in stages as capacity allows."),
      r("Vendor", "Equipment deliveries slip or prices rise", "Module, inverter or transformer supply may be late or cost more than planned.", 3, 4, "Lock prices and delivery slots in the supply contracts and hold a second supplier.", "Re-sequence installation and draw on the contingency."),
      r("Technical", "Generation falls short of the forecast", "Lower yield, curtailment or faults may cut the income the business case assumed.", 3, 4, "Use independent yield studies, agree curtailment terms and test performance before takeover.", "Claim under the performance guarantees and review the operating strategy.")
    ]
  },
  {
    id: "fibre",
    label: "fibre and telecoms networks",
    keywords: ["fibre", "fiber", "broadband", "ftth", "premises passed", "homes passed", "ducts", "poles", "gigabit", "telecom", "connectivity", "masts", "5g", "splic"],
    tasks: {
      "Design": [t("Survey the routes and plan the network build area by area", 15, "Network Planner"), t("Agree wayleaves and access to poles and ducts", 20, "Wayleave Officer")],
      "Build and Test": [t("Build the network area by area and test each section", 40, "Build Contractor"), t("Install the exchange and cabinet equipment", 10, "Network Engineer"), t("Test the light levels and record the network as built", 5, "Network Engineer")],
      "Transition and Go-Live": [t("Open each area for orders once its network passes testing", 2, "Product Manager"), t("Connect customers and track installation times", 20, "Installation Teams")],
      "Closing a Project": [t("Update the network records and hand over to operations", 5, "Network Records Team"), t("Report premises passed and take-up against the targets", 3, "Project Manager")]
    },
    risks: [
      r("Schedule", "Wayleaves are refused or slow", "Owners or managing agents may refuse or delay access, leaving premises unconnected.", 4, 3, "Start wayleave requests early, use standard agreements and escalate blocked sites.", "Re-route around blocked premises and return to them in a later phase."),
      r("Technical", "Blocked ducts or unusable poles", "Existing ducts and poles may be blocked or unsafe, needing new civils work.", 4, 3, "Survey and rod the ducts before the build and hold a civils allowance.", "Dig new duct sections or plant new poles under change control."),
      r("Cost", "Take-up is lower than planned", "Fewer customers than forecast may order, reducing income or grant outcomes.", 3, 4, "Promote the service before each area opens and work with retail providers.", "Extend promotion in low take-up areas and adjust the roll-out order.")
    ]
  },
  {
    id: "manufacturing",
    label: "manufacturing line changes",
    // a manufacturer or a factory inspection of bought vehicles or plant is no line of one's own
    requires: /\b(production|assembly|packing|filling|bottling) lines?\b|\bshop floor\b|\bmanufacturing\b|\boee\b|\btakt\b|\bthroughput\b|\bour (factory|plant)\b/i,
    keywords: ["production line", "manufactur", "factory", "assembly line", "packing line", "throughput", "oee", "changeover", "shop floor", "takt", "machine operators", "cycle time", "first-article"],
    tasks: {
      "Design": [t("Design the line layout and balance the stations to the takt time", 10, "Manufacturing Engineer"), t("Run a process failure mode and effects analysis on the new line", 5, "Quality Engineer")],
      "Build and Test": [t("Order the machinery and agree the factory acceptance tests", 20, "Procurement Lead, Manufacturing Engineer"), t("Witness the factory acceptance tests at the supplier", 3, "Manufacturing Engineer"), t("Install and commission the line during the planned shutdown", 15, "Machine Supplier, Maintenance Team"), t("Run trial batches and first-article inspection to qualify the process", 5, "Quality Engineer")],
      "Transition and Go-Live": [t("Train the operators and maintenance technicians on the new line", 5, "Training Lead"), t("Track output and OEE daily as the line ramps up", 15, "Production Manager", { late: true })],
      "Closing a Project": [t("Hand over the maintenance schedules and spares to the plant team", 3, "Maintenance Manager"), t("Review output, scrap and downtime against the targets", 3, "Operations Manager")]
    },
    risks: [
      r("Operational", "The new line ramps up slower than planned", "Teething faults and unfamiliar operators may hold output below target for weeks.", 4, 4, "Build stock ahead of the changeover, keep supplier engineers on site and set a ramp-up curve.", "Run extra shifts or keep the old line running until output recovers."),
      r("Vendor", "Machinery is delivered late or fails acceptance", "Late delivery or failed acceptance tests may push the installation past the shutdown window.", 3, 4, "Tie payments to passed acceptance tests and track the build at the supplier.", "Move the installation to the next shutdown and extend the old line's service."),
      r("Security", "Machine safety gaps on the new line", "Guarding or interlocks may not meet the safety standard, injuring operators.", 2, 5, "Assess machine safety before acceptance and sign off guarding before first production.", "Stop the line until the gap is fixed and re-inspect.")
    ]
  },
  {
    id: "fundraising",
    label: "fundraising appeals",
    keywords: ["fundrais", "donors", "donations", "appeal", "supporters", "legacies", "gift aid", "major gifts", "trusts and foundations", "crowdfund", "philanthrop", "pledges"],
    tasks: {
      "Design": [t("Set the fundraising target and write the case for support", 10, "Head of Fundraising"), t("Plan the asks for each group of supporters and prospects", 5, "Fundraising Manager")],
      "Build and Test": [t("Research and qualify major donor and trust prospects", 15, "Prospect Researcher"), t("Prepare the appeal materials and the donation pages", 10, "Fundraising Manager, Designer"), t("Set up gift aid, payment processing and supporter records", 5, "Database Manager"), t("Secure the lead gifts before the public appeal opens", 30, "Head of Fundraising, Chair")],
      "Transition and Go-Live": [t("Open the public appeal and track gifts against the target weekly", 20, "Fundraising Manager"), t("Thank donors promptly and report progress to supporters", 10, "Supporter Care Team")],
      "Closing a Project": [t("Report the amount raised against the target and the cost of raising it", 3, "Head of Fundraising"), t("Report to donors on what their gifts achieved", 3, "Supporter Care Team")]
    },
    risks: [
      r("Cost", "The appeal falls short of its target", "Fewer or smaller gifts than planned may leave the project without the money it needs.", 3, 5, "Secure lead gifts before going public, set checkpoints and keep a pipeline of prospects.", "Extend the appeal, phase the project or seek grant funding for the gap."),
      r("Compliance", "Fundraising breaks consent or fundraising rules", "Contacting supporters without consent or poor practice may bring complaints and regulator action.", 2, 4, "Check consents before each mailing and train fundraisers on the code of practice.", "Stop the activity, answer complaints and report to the regulator if required."),
      r("Change/People", "Supporters tire of being asked", "Too many asks may lower response rates and lose regular donors.", 3, 3, "Plan the asks across the year and segment supporters by their giving.", "Pause asks to the affected segments and thank them instead.")
    ]
  },
  {
    id: "cyber",
    label: "cyber security programmes",
    keywords: ["cyber", "phishing", "ransomware", "multi-factor", "mfa", "endpoint", "siem", "security operations", "incident response", "vulnerabilit", "patch", "nis2", "zero trust", "firewall", "cyber essentials", "ciso", "csirt", "information security", "security clauses", "security incidents", "iso 27001", "dora"],
    tasks: {
      "Design": [t("Assess the current security posture against the chosen framework", 10, "Security Lead"), t("Run a risk assessment of the critical assets and the threats to them", 5, "Security Lead, System Owners"), t("Write or update the security policies and get them approved", 10, "Security Lead")],
      "Build and Test": [t("Roll out multi-factor authentication to every account", 15, "Identity Engineer"), t("Deploy endpoint detection and response across the estate", 15, "Security Engineer"), t("Set up vulnerability management with scanning and agreed patching times", 15, "System Owners"), t("Review OT security and segment the control networks in the maintenance windows", 20, "OT Engineer", { when: /\b(OT|operational technology|scada|industrial control|control systems)\b/ }), t("Test the backups by restoring the critical systems", 5, "Infrastructure Lead"), t("Write the incident response plan and rehearse it in a tabletop exercise", 5, "Security Lead")],
      "Transition and Go-Live": [t("Run phishing simulations and targeted awareness sessions", 10, "Security Awareness Lead"), t("Run board training on the directors' cyber duties", 2, "Security Lead", { when: /\b(board|directors|executives?)\b/i }), t("Monitor alerts through the security operations service", 20, "Security Operations"), t("Run an internal audit of the controls and collect the evidence before the external audit", 10, "Internal Auditor", { when: /\baudit\w*/i })],
      "Closing a Project": [t("Report the reduction in risk and the remaining exceptions to the board", 3, "Security Lead"), t("Hand over the controls to their owners with review dates", 3, "Security Lead")]
    },
    risks: [
      r("Security", "An attack succeeds before the defences are in place", "A breach or ransomware attack during the programme may stop services and expose data.", 3, 5, "Do the quick wins first (multi-factor authentication, backups, critical patches) and keep the incident response plan ready.", "Invoke the incident response plan, isolate affected systems and restore from clean backups."),
      r("Operational", "Security changes block people's work", "New controls may lock users out or break older systems.", 3, 3, "Pilot each control with a small group, publish how to get help and keep an exceptions process.", "Roll the control back for the affected group and fix before extending."),
      r("Change/People", "Not enough security skills to do the work", "A small team may not have the time or skills to run the programme and daily operations.", 4, 3, "Buy specialist help for peaks and train the in-house team as the work proceeds.", "Reprioritise to the highest risks and extend the timeline.")
    ]
  },
  {
    id: "packaging",
    label: "packaging and product relaunches",
    keywords: ["packaging", "pack design", "artwork", "rebrand", "relaunch", "retailers", "on-shelf", "recyclable", "product range", "pack sizes", "new packs"],
    tasks: {
      "Design": [t("Test the new pack designs with shoppers before choosing one", 10, "Brand Manager, Insight Manager"), t("Check the label wording, claims and allergen declarations", 5, "Regulatory Affairs")],
      "Build and Test": [t("Approve the artwork for every product and pack size", 10, "Brand Manager, Packaging Technologist"), t("Order the printing plates and the new packaging materials", 15, "Procurement Lead"), t("Run line trials of the new packaging on the filling lines", 5, "Packaging Technologist")],
      "Transition and Go-Live": [t("Agree the changeover date with retailers and run down the old stock", 10, "Account Managers, Supply Planner"), t("Update product data and images with retailers and online stores", 5, "Account Managers")],
      "Closing a Project": [t("Dispose of or sell the old packaging stock", 5, "Supply Planner"), t("Review sales and shopper feedback after the relaunch", 5, "Brand Manager")]
    },
    risks: [
      r("Compliance", "Errors on the label or in the artwork", "Wrong ingredients, claims or barcodes may force a product recall or a reprint.", 2, 5, "Check every artwork against the specification with two sign-offs and scan barcodes before print.", "Stop the print run, withdraw affected stock and reprint."),
      r("Cost", "Old packaging stock is written off", "Leftover packaging or products in old packs may be wasted at the changeover.", 4, 2, "Plan the changeover from stock levels and stop ordering old packaging early.", "Sell through old stock at a discount or use it in secondary channels."),
      r("Vendor", "Retailers delay listing the new packs", "Retailers may change listing dates, leaving old and new packs on shelf together.", 3, 3, "Agree changeover dates with each retailer early and share samples ahead of time.", "Hold new stock and align the changeover per retailer.")
    ]
  },
  {
    id: "new-homes",
    label: "new homes and housing development",
    keywords: ["new homes", "housing development", "affordable homes", "plots", "housebuilder", "registered provider", "shared ownership", "section 106", "show home", "house types", "homebuyers", "completions"],
    tasks: {
      "Design": [t("Agree the site layout, house types and tenure mix", 15, "Development Manager, Architect"), t("Agree the section 106 obligations and planning conditions with the council", 15, "Planning Consultant")],
      "Build and Test": [t("Complete the roads, drainage and utility connections for the site", 40, "Groundworks Contractor"), t("Build the homes in phases and inspect each plot", 60, "Build Contractor, Site Manager"), t("Obtain building control completion certificates for each plot", 5, "Site Manager")],
      "Transition and Go-Live": [t("Market and sell or let the homes in each phase", 30, "Sales Manager"), t("Hand over each home with a demonstration and a home user guide", 2, "Customer Care Manager", { late: true })],
      "Closing a Project": [t("Transfer the roads and open spaces to the council for adoption", 20, "Development Manager"), t("Close out homeowners' defects in the first year", 20, "Customer Care Manager")]
    },
    risks: [
      r("Cost", "Homes sell slower or for less than planned", "A weaker market may slow sales and cut the income the scheme relies on.", 3, 4, "Phase the build to sales, pre-sell plots and agree a bulk sale route with a registered provider.", "Slow the build rate, offer incentives or switch tenure for unsold homes."),
      r("Schedule", "Utility connections hold up occupation", "Late water, power or sewer connections may stop buyers moving in.", 3, 4, "Apply for connections at planning stage and track the utilities' dates monthly.", "Move completions to plots already connected and use temporary supplies where allowed."),
      r("Compliance", "Planning conditions are not discharged in time", "Conditions left open may stop work or occupation of the homes.", 3, 4, "Track every condition with an owner and a date and submit early.", "Prioritise the conditions that block occupation and agree a timetable with the council.")
    ]
  },
  {
    id: "visitor",
    label: "visitor attractions and tourism",
    keywords: ["visitor centre", "visitor attraction", "visitor experience", "visitor numbers", "admissions", "exhibits", "gift shop", "tourism", "tourists", "interpretation", "national park", "day visitors", "annual pass", "heritage site"],
    tasks: {
      "Design": [t("Define the visitor offer, routes and capacity with the operations team", 10, "Visitor Experience Manager"), t("Develop the visitor stories and the content for each space", 15, "Exhibition Designer")],
      "Build and Test": [t("Produce and install the display panels and exhibits", 30, "Exhibition Designer, Fabricator"), t("Set up admissions, ticketing and the shop and catering offer", 10, "Commercial Manager"), t("Recruit and train the visitor services team", 15, "Visitor Services Manager")],
      "Transition and Go-Live": [t("Run preview days for local people and partners before opening", 3, "Visitor Experience Manager"), t("Promote the opening with tourism partners and the travel trade", 20, "Marketing Manager"), t("Open to the public and track visitor numbers and feedback", 10, "Visitor Services Manager", { late: true })],
      "Closing a Project": [t("Review visitor numbers, income and feedback against the business plan", 5, "General Manager"), t("Hand over the maintenance plan for the exhibits and grounds", 3, "Project Manager")]
    },
    risks: [
      r("Cost", "Visitor numbers fall below the forecast", "Fewer visitors than the business plan assumed may leave income short of running costs.", 3, 4, "Test the forecast against similar attractions, build partnerships with tourism bodies and plan events for quiet months.", "Cut opening hours in quiet periods and redirect promotion to the markets that respond."),
      r("Schedule", "The opening slips into the main season", "Late works or exhibits may push the opening past the start of the visitor season, losing its busiest months.", 3, 4, "Set the opening date with float before the season and track exhibit fabrication weekly.", "Open in stages with the finished spaces and add the rest during the season."),
      r("Operational", "Queues and crowding at peak times", "Too many visitors at once may overwhelm parking, admissions and facilities and spoil the visit.", 3, 3, "Use timed tickets at peak times, plan overflow parking and staff to the forecast.", "Hold visitors at the entrance, open overflow areas and move to timed entry.")
    ]
  },
  {
    id: "waste",
    label: "waste and recycling services",
    keywords: ["recycling", "waste collection", "bins", "food waste", "kerbside", "landfill", "transfer station", "fly-tipping", "compost", "collection rounds", "residual waste", "missed collections"],
    tasks: {
      "Design": [t("Model the new collection rounds and the number of vehicles", 10, "Waste Services Manager"), t("Plan the bin deliveries to every household", 5, "Waste Services Manager")],
      "Build and Test": [t("Order the bins, caddies and collection vehicles", 20, "Procurement Lead"), t("Agree offtake contracts for the collected materials", 15, "Commercial Manager"), t("Train crews on the new rounds and the contamination checks", 5, "Operations Supervisor")],
      "Transition and Go-Live": [t("Deliver the new bins with a guide before the first collection", 15, "Delivery Contractor"), t("Switch the rounds over and monitor missed collections daily", 10, "Operations Supervisor"), t("Remove and recycle the old bins", 10, "Delivery Contractor", { late: true })],
      "Closing a Project": [t("Report recycling rates and contamination against the targets", 3, "Waste Services Manager")]
    },
    risks: [
      r("Operational", "Missed collections rise after the change", "New rounds and crews unfamiliar with them may miss streets, bringing complaints.", 4, 3, "Test the rounds before the switch, give crews route maps and staff the contact centre for the first weeks.", "Send catch-up crews the next day and fix the rounds that fail."),
      r("Operational", "Recycling is contaminated", "Households putting the wrong items in bins may cause loads to be rejected.", 3, 3, "Explain what goes in each bin, tag contaminated bins and follow up with the households.", "Divert rejected loads and repeat the information in the areas worst affected."),
      r("Vendor", "Bins or vehicles arrive late", "Supplier delays may leave households without the new bins at the switch date.", 3, 4, "Order early with delivery dates in the contract and stage deliveries by area.", "Move the switch date for the areas not yet supplied.")
    ]
  }
]

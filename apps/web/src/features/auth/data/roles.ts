// Sign-up role lists (platform.md §2.9): 13 project and agile roles, and the IT roles.

export const PROJECT_AND_AGILE_ROLES: ReadonlyArray<string> = [
  "Project Manager",
  "Programme Manager",
  "Portfolio Manager",
  "Project Coordinator",
  "PMO Analyst",
  "Project Sponsor",
  "Product Owner",
  "Product Manager",
  "Scrum Master",
  "Agile Coach",
  "Delivery Manager",
  "Business Analyst",
  "Release Train Engineer"
]

export const IT_ROLES: ReadonlyArray<string> = [
  "Software Engineer", "Senior Software Engineer", "Frontend Developer", "Backend Developer", "Full-Stack Developer",
  "Mobile Developer", "iOS Developer", "Android Developer", "Game Developer", "Embedded Systems Engineer",
  "Firmware Engineer", "DevOps Engineer", "Site Reliability Engineer", "Platform Engineer", "Cloud Engineer",
  "Cloud Architect", "Solutions Architect", "Enterprise Architect", "Software Architect", "Data Architect",
  "Data Engineer", "Data Scientist", "Data Analyst", "Machine Learning Engineer", "AI Engineer",
  "BI Developer", "Database Administrator", "Systems Administrator", "Network Engineer", "Network Administrator",
  "Security Engineer", "Security Analyst", "Penetration Tester", "Security Architect", "Chief Information Security Officer",
  "Chief Technology Officer", "Chief Information Officer", "IT Director", "IT Manager", "Engineering Manager",
  "Technical Lead", "QA Engineer", "Test Automation Engineer", "QA Analyst", "Test Manager",
  "UX Designer", "UI Designer", "Product Designer", "UX Researcher", "Technical Writer",
  "IT Support Specialist", "Help Desk Technician", "Service Desk Manager", "IT Service Manager", "Infrastructure Engineer",
  "Systems Engineer", "ERP Consultant", "CRM Consultant", "IT Consultant", "Pre-Sales Engineer",
  "Integration Engineer", "API Developer", "IT Auditor", "Release Manager", "Configuration Manager"
]

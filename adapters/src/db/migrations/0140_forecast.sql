-- Schedule and cost confidence (issue 23, docs/forecast.md): what the user changed from the proposed
-- forecast model of a project. estimates: {wbs item id: {optimistic, pessimistic}} in working days (the
-- most likely is always the task's duration); risks: {risk id: {probability, schedule_days, cost_impact,
-- tasks: [wbs item ids]}}, each field optional (absent: proposed from the register). Each part has its own
-- version, so editing estimates and risk impacts side by side does not collide.
CREATE TABLE forecast_settings (
  project_id INTEGER PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  estimates JSONB NOT NULL DEFAULT '{}',
  estimates_version INTEGER NOT NULL DEFAULT 0,
  risks JSONB NOT NULL DEFAULT '{}',
  risks_version INTEGER NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL
);

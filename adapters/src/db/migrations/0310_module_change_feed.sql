-- Change notifications for module data (see 0300_change_feed.sql): a committed change to a project's rows
-- (scope, risks, stakeholders, comms, WBS, budget, forecast, agile documents, backlog, schedule) notifies
-- initpack_changes with the project owner's user id, so the servers' cached module reads
-- (apps/server/src/http/module-read.ts) are dropped whichever process or tool made the change.
-- Statement triggers over the changed rows: a WBS of thousands of rows written in one statement costs one
-- notification, not one per row. A link names its project through its successor task. The function bodies
-- keep their semicolons mid-line: migrate.ts splits statements at line ends.
CREATE OR REPLACE FUNCTION initpack_notify_project_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_notify('initpack_changes', p.user_id::text) FROM projects p WHERE p.id IN (SELECT DISTINCT project_id FROM changed_rows); RETURN NULL; END
$$;

CREATE OR REPLACE FUNCTION initpack_notify_link_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN EXECUTE format('SELECT pg_notify(''initpack_changes'', p.user_id::text) FROM projects p WHERE p.id IN (SELECT DISTINCT t.project_id FROM changed_rows c JOIN %I t ON t.id = c.successor_id)', TG_ARGV[0]); RETURN NULL; END
$$;

CREATE TRIGGER scopes_notify_insert AFTER INSERT ON scopes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER scopes_notify_update AFTER UPDATE ON scopes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER scopes_notify_delete AFTER DELETE ON scopes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risks_notify_insert AFTER INSERT ON risks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risks_notify_update AFTER UPDATE ON risks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risks_notify_delete AFTER DELETE ON risks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risk_snapshots_notify_insert AFTER INSERT ON risk_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risk_snapshots_notify_update AFTER UPDATE ON risk_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER risk_snapshots_notify_delete AFTER DELETE ON risk_snapshots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholders_notify_insert AFTER INSERT ON stakeholders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholders_notify_update AFTER UPDATE ON stakeholders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholders_notify_delete AFTER DELETE ON stakeholders REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholder_matrices_notify_insert AFTER INSERT ON stakeholder_matrices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholder_matrices_notify_update AFTER UPDATE ON stakeholder_matrices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER stakeholder_matrices_notify_delete AFTER DELETE ON stakeholder_matrices REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER comms_plans_notify_insert AFTER INSERT ON comms_plans REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER comms_plans_notify_update AFTER UPDATE ON comms_plans REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER comms_plans_notify_delete AFTER DELETE ON comms_plans REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER wbs_items_notify_insert AFTER INSERT ON wbs_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER wbs_items_notify_update AFTER UPDATE ON wbs_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER wbs_items_notify_delete AFTER DELETE ON wbs_items REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER execution_summaries_notify_insert AFTER INSERT ON execution_summaries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER execution_summaries_notify_update AFTER UPDATE ON execution_summaries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER execution_summaries_notify_delete AFTER DELETE ON execution_summaries REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER budgets_notify_insert AFTER INSERT ON budgets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER budgets_notify_update AFTER UPDATE ON budgets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER budgets_notify_delete AFTER DELETE ON budgets REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER forecast_settings_notify_insert AFTER INSERT ON forecast_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER forecast_settings_notify_update AFTER UPDATE ON forecast_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER forecast_settings_notify_delete AFTER DELETE ON forecast_settings REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_documents_notify_insert AFTER INSERT ON agile_documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_documents_notify_update AFTER UPDATE ON agile_documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_documents_notify_delete AFTER DELETE ON agile_documents REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_epics_notify_insert AFTER INSERT ON agile_epics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_epics_notify_update AFTER UPDATE ON agile_epics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_epics_notify_delete AFTER DELETE ON agile_epics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_stories_notify_insert AFTER INSERT ON agile_stories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_stories_notify_update AFTER UPDATE ON agile_stories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_stories_notify_delete AFTER DELETE ON agile_stories REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_schedule_tasks_notify_insert AFTER INSERT ON agile_schedule_tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_schedule_tasks_notify_update AFTER UPDATE ON agile_schedule_tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER agile_schedule_tasks_notify_delete AFTER DELETE ON agile_schedule_tasks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER wbs_links_notify_insert AFTER INSERT ON wbs_links REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('wbs_items');
CREATE TRIGGER wbs_links_notify_update AFTER UPDATE ON wbs_links REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('wbs_items');
CREATE TRIGGER wbs_links_notify_delete AFTER DELETE ON wbs_links REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('wbs_items');
CREATE TRIGGER agile_schedule_links_notify_insert AFTER INSERT ON agile_schedule_links REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('agile_schedule_tasks');
CREATE TRIGGER agile_schedule_links_notify_update AFTER UPDATE ON agile_schedule_links REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('agile_schedule_tasks');
CREATE TRIGGER agile_schedule_links_notify_delete AFTER DELETE ON agile_schedule_links REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_link_rows('agile_schedule_tasks');

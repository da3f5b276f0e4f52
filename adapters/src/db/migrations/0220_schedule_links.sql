-- Task links between agile schedule rows (issue 22), as wbs_links (0120) for the WBS: the successor may
-- not start (FS, SS) or finish (FF, SF) before the predecessor's finish (FS, FF) or start (SS, SF) plus
-- lag working days. Rows are named by id, so indent, outdent and moves keep a link; deleting either row
-- (a regenerated plan too) deletes it.
CREATE TABLE agile_schedule_links (
  successor_id INTEGER NOT NULL REFERENCES agile_schedule_tasks (id) ON DELETE CASCADE,
  predecessor_id INTEGER NOT NULL REFERENCES agile_schedule_tasks (id) ON DELETE CASCADE,
  link_type TEXT NOT NULL DEFAULT 'FS' CHECK (link_type IN ('FS', 'SS', 'FF', 'SF')),
  lag_days INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (successor_id, predecessor_id),
  CHECK (successor_id <> predecessor_id)
);
CREATE INDEX agile_schedule_links_predecessor ON agile_schedule_links (predecessor_id);

-- 'start no earlier than' (YYYY-MM-DD) of a schedule row; null: none.
ALTER TABLE agile_schedule_tasks ADD COLUMN start_no_earlier_than TEXT;

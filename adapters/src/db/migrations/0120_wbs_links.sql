-- Task links between WBS rows (issue 22): the successor may not start (FS, SS) or finish (FF, SF) before
-- the predecessor's finish (FS, FF) or start (SS, SF) plus lag working days (negative: a lead). Links name
-- rows by id, so indent, outdent and moves keep them; deleting either row deletes the link.
CREATE TABLE wbs_links (
  successor_id INTEGER NOT NULL REFERENCES wbs_items (id) ON DELETE CASCADE,
  predecessor_id INTEGER NOT NULL REFERENCES wbs_items (id) ON DELETE CASCADE,
  link_type TEXT NOT NULL DEFAULT 'FS' CHECK (link_type IN ('FS', 'SS', 'FF', 'SF')),
  lag_days INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (successor_id, predecessor_id),
  CHECK (successor_id <> predecessor_id)
);
CREATE INDEX wbs_links_predecessor ON wbs_links (predecessor_id);

-- 'start no earlier than' (YYYY-MM-DD) of a WBS row; null: none.
ALTER TABLE wbs_items ADD COLUMN start_no_earlier_than TEXT;

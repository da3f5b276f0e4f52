-- Room on each page of wbs_items for a second version of its rows: a recalculation rewrites the dates of
-- every row, and with the new version on the same page (a HOT update) no index entry is written, which
-- makes rewriting thousands of rows several times cheaper (issue 18). Pages written from now on keep it.
ALTER TABLE wbs_items SET (fillfactor = 50);

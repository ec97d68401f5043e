-- The dashboard's distribution reads each session's latest result from this index, in its order and
-- without reading the rows (docs/decisions/022).
CREATE INDEX `archetype_results_latest_idx` ON `archetype_results` (`session_id`,"created_at" desc,"id" desc,`source`,`archetype_id`,`birth_scalar`,`combined_baseline`);
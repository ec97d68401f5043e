-- Covering indexes for reads that must not grow with the history (docs/decisions/022): the compass's
-- moments over a session's points, and the dashboard's distribution (each session's latest result,
-- read in index order without reading the rows).
DROP INDEX `trajectory_points_session_idx`;--> statement-breakpoint
CREATE INDEX `trajectory_points_session_idx` ON `trajectory_points` (`session_id`,`created_at`,`scalar_value`);--> statement-breakpoint
CREATE INDEX `archetype_results_latest_idx` ON `archetype_results` (`session_id`,"created_at" desc,"id" desc,`source`,`archetype_id`,`birth_scalar`,`combined_baseline`);
DROP INDEX `codon_interactions_created_idx`;--> statement-breakpoint
CREATE INDEX `codon_interactions_created_idx` ON `codon_interactions` (`created_at`,`session_id`);--> statement-breakpoint
DROP INDEX `emotional_states_created_idx`;--> statement-breakpoint
CREATE INDEX `emotional_states_created_idx` ON `emotional_states` (`created_at`,`session_id`);--> statement-breakpoint
DROP INDEX `luna_interactions_created_idx`;--> statement-breakpoint
CREATE INDEX `luna_interactions_created_idx` ON `luna_interactions` (`created_at`,`session_id`,`page`,`stability_index`);--> statement-breakpoint
DROP INDEX `saved_readings_created_idx`;--> statement-breakpoint
CREATE INDEX `saved_readings_created_idx` ON `saved_readings` (`created_at`,`session_id`);--> statement-breakpoint
DROP INDEX `trajectory_points_created_idx`;--> statement-breakpoint
CREATE INDEX `trajectory_points_created_idx` ON `trajectory_points` (`created_at`,`session_id`,`scalar_value`);
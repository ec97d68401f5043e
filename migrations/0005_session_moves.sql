CREATE TABLE `session_moves` (
	`move_key` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`moved_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `session_moves_session_idx` ON `session_moves` (`session_id`);--> statement-breakpoint
CREATE INDEX `session_moves_moved_idx` ON `session_moves` (`moved_at`);
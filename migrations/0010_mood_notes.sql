CREATE TABLE `mood_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`value` integer NOT NULL,
	`codon_index` integer NOT NULL,
	`descriptor` text NOT NULL,
	`words` text,
	`local_date` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mood_notes_session_idx` ON `mood_notes` (`session_id`,`local_date`,`created_at`);--> statement-breakpoint
-- A session may log at most 48 mood notes a UTC day (domain/quotas.ts MAX_DAILY_EVENTS, as in 0006).
CREATE TRIGGER `mood_notes_daily_quota` BEFORE INSERT ON `mood_notes`
WHEN (SELECT count(*) FROM `mood_notes` WHERE `session_id` = NEW.`session_id`
      AND `created_at` >= NEW.`created_at` - (NEW.`created_at` % 86400000)) >= 48
BEGIN SELECT RAISE(ABORT, 'LUNA_QUOTA:moodNotes'); END;

CREATE TABLE `rollup_check_ins` (
	`day` integer NOT NULL,
	`archetype_name` text NOT NULL,
	`check_ins` integer NOT NULL,
	`emotional_sum` integer NOT NULL,
	PRIMARY KEY(`day`, `archetype_name`)
);
--> statement-breakpoint
CREATE TABLE `rollup_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`active_users` integer NOT NULL,
	`activities` integer NOT NULL,
	`scalar_activities` integer NOT NULL,
	`centre` real
);
--> statement-breakpoint
CREATE TABLE `rollup_intents` (
	`day` integer NOT NULL,
	`intent` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `intent`)
);
--> statement-breakpoint
CREATE TABLE `rollup_medians` (
	`day` integer NOT NULL,
	`median` real NOT NULL,
	`sessions` integer NOT NULL,
	PRIMARY KEY(`day`, `median`)
);
--> statement-breakpoint
CREATE TABLE `rollup_pages` (
	`day` integer NOT NULL,
	`page` text NOT NULL,
	`interactions` integer NOT NULL,
	`median_sessions` integer NOT NULL,
	`median_sum` real,
	`median_min` real,
	`median_max` real,
	PRIMARY KEY(`day`, `page`)
);
--> statement-breakpoint
CREATE TABLE `session_tallies` (
	`session_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`session_id`, `kind`, `key`)
);
--> statement-breakpoint
-- The tallies start from everything stored so far (docs/decisions/022); the rollups are frozen
-- by the minute cron from the oldest stored day on.
INSERT INTO `session_tallies` (`session_id`, `kind`, `key`, `count`)
SELECT `session_id`, 'interactions', '', count(*) FROM `luna_interactions` GROUP BY `session_id`;--> statement-breakpoint
INSERT INTO `session_tallies` (`session_id`, `kind`, `key`, `count`)
SELECT `session_id`, 'intent', `intent`, count(*) FROM `luna_interactions`
WHERE `user_action` = 'clarity_chosen' AND `intent` IS NOT NULL GROUP BY `session_id`, `intent`;--> statement-breakpoint
INSERT INTO `session_tallies` (`session_id`, `kind`, `key`, `count`)
SELECT `session_id`, 'page', `page`, sum(`count`) FROM `visits` GROUP BY `session_id`, `page`;

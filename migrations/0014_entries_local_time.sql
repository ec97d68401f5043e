ALTER TABLE `emotional_states` ADD `local_time` text;--> statement-breakpoint
ALTER TABLE `mood_notes` ADD `local_time` text;
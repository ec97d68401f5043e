ALTER TABLE `session_moves` ADD `seed` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `seed` text;
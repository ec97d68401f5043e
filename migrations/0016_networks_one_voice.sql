CREATE TABLE `rollup_network_intents` (
	`day` integer NOT NULL,
	`network` text NOT NULL,
	`intent` text NOT NULL,
	PRIMARY KEY(`day`, `network`, `intent`)
);
--> statement-breakpoint
CREATE TABLE `rollup_network_medians` (
	`day` integer NOT NULL,
	`network` text NOT NULL,
	`median` real NOT NULL,
	`sessions` integer NOT NULL,
	PRIMARY KEY(`day`, `network`, `median`)
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `network` text;
CREATE TABLE `rollup_network_active` (
	`day` integer NOT NULL,
	`network` text NOT NULL,
	PRIMARY KEY(`day`, `network`)
);

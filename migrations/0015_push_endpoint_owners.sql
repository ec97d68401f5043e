CREATE TABLE `push_endpoint_owners` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`keys` text NOT NULL,
	`updated_at` integer NOT NULL
);

CREATE TABLE `admin_devices` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_devices_expires_idx` ON `admin_devices` (`expires_at`);--> statement-breakpoint
ALTER TABLE `admin_login_attempts` ADD `wide_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_login_attempts` ADD `device_key` text;--> statement-breakpoint
CREATE INDEX `admin_login_attempts_wide_idx` ON `admin_login_attempts` (`wide_key`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `admin_login_attempts_device_idx` ON `admin_login_attempts` (`device_key`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `admin_login_attempts_at_idx` ON `admin_login_attempts` (`attempted_at`);
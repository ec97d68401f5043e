CREATE TABLE `admin_login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_key` text NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_login_attempts_client_idx` ON `admin_login_attempts` (`client_key`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `archetype_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`archetype_id` integer NOT NULL,
	`archetype_name` text NOT NULL,
	`quiz_responses` text NOT NULL,
	`birth_scalar` real,
	`archetype_scalar` real NOT NULL,
	`combined_baseline` real NOT NULL,
	`entropy_mod` real NOT NULL,
	`curvature_mod` real NOT NULL,
	`user_name` text,
	`birth_date` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `archetype_results_session_idx` ON `archetype_results` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `archetype_results_archetype_idx` ON `archetype_results` (`archetype_id`,`session_id`);--> statement-breakpoint
CREATE TABLE `codon_interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`codon` text NOT NULL,
	`interaction_type` text NOT NULL,
	`duration` real NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `codon_interactions_session_idx` ON `codon_interactions` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `codon_interactions_created_idx` ON `codon_interactions` (`created_at`);--> statement-breakpoint
CREATE TABLE `emotional_states` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`emotional_value` integer NOT NULL,
	`codon_index` integer NOT NULL,
	`descriptor` text NOT NULL,
	`context` text,
	`archetype_name` text,
	`baseline` real NOT NULL,
	`new_baseline` real NOT NULL,
	`local_date` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `emotional_states_session_idx` ON `emotional_states` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `emotional_states_created_idx` ON `emotional_states` (`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`session_id` text NOT NULL,
	`key` text NOT NULL,
	`route` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`response` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `luna_interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`page` text NOT NULL,
	`scalar_value` real,
	`window_phase` text,
	`luna_response` text,
	`luna_tag` text,
	`intent` text,
	`ubt_flags` text,
	`stability_index` real,
	`user_action` text NOT NULL,
	`location` text,
	`device_type` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `luna_interactions_session_idx` ON `luna_interactions` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `luna_interactions_created_idx` ON `luna_interactions` (`created_at`,`page`);--> statement-breakpoint
CREATE TABLE `saved_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`reading_type` text NOT NULL,
	`reading_data` text NOT NULL,
	`user_tags` text,
	`user_notes` text,
	`resonant_frequency` real,
	`reading_date` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `saved_readings_session_idx` ON `saved_readings` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `saved_readings_created_idx` ON `saved_readings` (`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`display_name` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_created_idx` ON `sessions` (`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);--> statement-breakpoint
CREATE TABLE `trajectory_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`scalar_value` real NOT NULL,
	`personal_baseline` real,
	`context` text NOT NULL,
	`intent` text,
	`profile_data` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `trajectory_points_session_idx` ON `trajectory_points` (`session_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `trajectory_points_created_idx` ON `trajectory_points` (`created_at`);--> statement-breakpoint
CREATE TABLE `visits` (
	`session_id` text NOT NULL,
	`visit_date` text NOT NULL,
	`page` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`first_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`session_id`, `visit_date`, `page`)
);
--> statement-breakpoint
CREATE INDEX `visits_date_idx` ON `visits` (`visit_date`,`session_id`);
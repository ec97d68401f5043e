-- Daily reminders (docs/decisions/020): one Web Push subscription per session; the cron reads the
-- due rows through push_subscriptions_due_idx.
CREATE TABLE `push_subscriptions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`reminder_time` text NOT NULL,
	`time_zone` text NOT NULL,
	`next_due_at` integer NOT NULL,
	`last_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_due_idx` ON `push_subscriptions` (`next_due_at`);
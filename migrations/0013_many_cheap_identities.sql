CREATE TABLE `usage_meters` (
	`key` text NOT NULL,
	`slot` integer NOT NULL,
	`amount` integer NOT NULL,
	`cap` integer NOT NULL,
	`carry` real DEFAULT 0 NOT NULL,
	`kind` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`key`, `slot`)
);
--> statement-breakpoint
CREATE INDEX `usage_meters_updated_idx` ON `usage_meters` (`updated_at`);--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `failed_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `last_failed_day` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `active_days` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_active_day` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions seen on two UTC days before this migration count as active on two (docs/rules/collective.md).
UPDATE `sessions` SET `last_active_day` = `last_seen_at` / 86400000,
  `active_days` = CASE WHEN `last_seen_at` / 86400000 > `created_at` / 86400000 THEN 2 ELSE 1 END;--> statement-breakpoint
-- The meters' caps (docs/decisions/036; worker/data/meters.ts): the amount of the current window plus
-- the carried share of the previous one past the cap aborts the whole batch, whose error the Worker
-- turns into a sentence. Checked in the statement that adds to the meter, so concurrent writes
-- cannot pass together.
CREATE TRIGGER `usage_meters_cap_insert` AFTER INSERT ON `usage_meters`
WHEN NEW.`amount` + NEW.`carry` * coalesce((SELECT p.`amount` FROM `usage_meters` p
      WHERE p.`key` = NEW.`key` AND p.`slot` = NEW.`slot` - 1), 0) > NEW.`cap`
BEGIN SELECT CASE NEW.`kind`
  WHEN 'bytes' THEN RAISE(ABORT, 'LUNA_LIMIT:bytes')
  WHEN 'writes' THEN RAISE(ABORT, 'LUNA_LIMIT:writes')
  WHEN 'new-sessions' THEN RAISE(ABORT, 'LUNA_LIMIT:new-sessions')
  ELSE RAISE(ABORT, 'LUNA_LIMIT:reminders') END; END;--> statement-breakpoint
CREATE TRIGGER `usage_meters_cap_update` AFTER UPDATE ON `usage_meters`
WHEN NEW.`amount` + NEW.`carry` * coalesce((SELECT p.`amount` FROM `usage_meters` p
      WHERE p.`key` = NEW.`key` AND p.`slot` = NEW.`slot` - 1), 0) > NEW.`cap`
BEGIN SELECT CASE NEW.`kind`
  WHEN 'bytes' THEN RAISE(ABORT, 'LUNA_LIMIT:bytes')
  WHEN 'writes' THEN RAISE(ABORT, 'LUNA_LIMIT:writes')
  WHEN 'new-sessions' THEN RAISE(ABORT, 'LUNA_LIMIT:new-sessions')
  ELSE RAISE(ABORT, 'LUNA_LIMIT:reminders') END; END;
--> statement-breakpoint
-- The frozen days' check-ins by the new rule (docs/rules/collective.md): established sessions only,
-- each session once a day at its mean. Check-ins are never pruned, so every frozen day is recounted;
-- the journey centres and intents of days frozen before this migration keep their old counts and
-- leave the 30-day window by themselves.
DELETE FROM `rollup_check_ins`;--> statement-breakpoint
INSERT INTO `rollup_check_ins` (`day`, `archetype_name`, `check_ins`, `emotional_sum`)
SELECT d, name, count(*), sum(v) FROM (
  SELECT e.`created_at` / 86400000 AS d, coalesce(e.`archetype_name`, 'Unknown') AS name,
    avg(e.`emotional_value`) AS v
  FROM `emotional_states` e JOIN `sessions` s ON s.`id` = e.`session_id`
  WHERE e.`created_at` / 86400000 <= (SELECT coalesce(max(`day`), -1) FROM `rollup_days`)
    AND s.`created_at` <= unixepoch() * 1000 - 86400000 AND s.`active_days` >= 2
  GROUP BY 1, 2, e.`session_id`)
GROUP BY d, name;

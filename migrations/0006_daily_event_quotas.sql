-- Daily quotas on the event tables (docs/decisions/014; domain/quotas.ts MAX_DAILY_EVENTS, checked
-- by test/worker/quotas.test.ts): a session may add at most 500 rows a UTC day to each. Enforced by
-- the database itself, so concurrent writes cannot pass together; the Worker turns the abort into
-- a 409 with a sentence, and the whole batch (nothing half-written) is rolled back.
CREATE TRIGGER `luna_interactions_daily_quota` BEFORE INSERT ON `luna_interactions`
WHEN (SELECT count(*) FROM `luna_interactions` WHERE `session_id` = NEW.`session_id`
      AND `created_at` >= NEW.`created_at` - (NEW.`created_at` % 86400000)) >= 500
BEGIN SELECT RAISE(ABORT, 'LUNA_QUOTA:lunaInteractions'); END;--> statement-breakpoint
CREATE TRIGGER `trajectory_points_daily_quota` BEFORE INSERT ON `trajectory_points`
WHEN (SELECT count(*) FROM `trajectory_points` WHERE `session_id` = NEW.`session_id`
      AND `created_at` >= NEW.`created_at` - (NEW.`created_at` % 86400000)) >= 500
BEGIN SELECT RAISE(ABORT, 'LUNA_QUOTA:trajectoryPoints'); END;--> statement-breakpoint
CREATE TRIGGER `codon_interactions_daily_quota` BEFORE INSERT ON `codon_interactions`
WHEN (SELECT count(*) FROM `codon_interactions` WHERE `session_id` = NEW.`session_id`
      AND `created_at` >= NEW.`created_at` - (NEW.`created_at` % 86400000)) >= 500
BEGIN SELECT RAISE(ABORT, 'LUNA_QUOTA:codonInteractions'); END;

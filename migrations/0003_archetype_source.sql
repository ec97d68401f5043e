ALTER TABLE `archetype_results` ADD `source` text DEFAULT 'quiz' NOT NULL;--> statement-breakpoint
-- Results stored before the source was recorded: no quiz answers means 'Skip for now' (the guest
-- profile, named Guest) or a choice without the quiz.
UPDATE `archetype_results` SET `source` = CASE WHEN `user_name` = 'Guest' THEN 'guest' ELSE 'direct' END
  WHERE `quiz_responses` = '[]';

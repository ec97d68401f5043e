-- Luna's memory counts what a visitor did, never page loads (docs/rules/memory-panel.md): the
-- running tallies are recounted once from the rows that hold the visitor's acts, and the pages from
-- the visit rows, which keep one row a page and day. Raw Luna interactions and codon plays are
-- pruned after 60 days (docs/decisions/022), so an old visitor's recount keeps only those of
-- the last 60 days: fewer, and true.
UPDATE `session_tallies` SET `count` =
  (SELECT count(*) FROM `saved_readings` r WHERE r.`session_id` = `session_tallies`.`session_id`)
  + (SELECT count(*) FROM `codon_interactions` p WHERE p.`session_id` = `session_tallies`.`session_id`)
  + (SELECT count(*) FROM `luna_interactions` l WHERE l.`session_id` = `session_tallies`.`session_id`
       AND l.`user_action` = 'clarity_chosen')
WHERE `kind` = 'interactions';--> statement-breakpoint
UPDATE `session_tallies` SET `count` =
  (SELECT count(*) FROM `visits` v WHERE v.`session_id` = `session_tallies`.`session_id` AND v.`page` = `session_tallies`.`key`)
WHERE `kind` = 'page';--> statement-breakpoint
-- Intents were counted from every insight shown before; only the clarity a visitor chose counts now.
DELETE FROM `session_tallies` WHERE `kind` = 'intent';--> statement-breakpoint
INSERT INTO `session_tallies` (`session_id`, `kind`, `key`, `count`)
  SELECT l.`session_id`, 'intent',
    CASE l.`luna_response` WHEN 'mental' THEN 'clarity' WHEN 'emotional' THEN 'healing'
      WHEN 'physical' THEN 'growth' ELSE 'harmony' END,
    count(*)
  FROM `luna_interactions` l
  WHERE l.`user_action` = 'clarity_chosen' AND l.`luna_response` IN ('mental', 'emotional', 'physical', 'spiritual')
  GROUP BY 1, 3;
--> statement-breakpoint
-- The collective's top intents come only from choices too (docs/rules/collective.md): the raw rows
-- keep an intent only for a clarity choice, and the frozen days' intents, which counted the
-- insights shown, are dropped (the days are not frozen again; their other figures stay).
UPDATE `luna_interactions` SET `intent` = CASE
    WHEN `user_action` = 'clarity_chosen' AND `luna_response` = 'mental' THEN 'clarity'
    WHEN `user_action` = 'clarity_chosen' AND `luna_response` = 'emotional' THEN 'healing'
    WHEN `user_action` = 'clarity_chosen' AND `luna_response` = 'physical' THEN 'growth'
    WHEN `user_action` = 'clarity_chosen' AND `luna_response` = 'spiritual' THEN 'harmony'
    ELSE NULL END;--> statement-breakpoint
DELETE FROM `rollup_intents`;

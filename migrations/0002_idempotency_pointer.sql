-- An idempotency row keeps a pointer to what the first answer stored (the reading), not a copy of
-- the answer: a saved reading is stored once (docs/decisions/011). Rows are kept one day; the ones
-- present now get their reading's id out of the copy they held.
ALTER TABLE `idempotency_keys` ADD `reading_id` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `idempotency_keys` SET `reading_id` = coalesce(json_extract(`response`, '$.reading.id'), '');--> statement-breakpoint
ALTER TABLE `idempotency_keys` DROP COLUMN `response`;

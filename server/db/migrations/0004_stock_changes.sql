-- An order changes only stock, by far the most frequent change to the catalogue. Its announcement
-- now names the products whose stock changed ('stock:' and a JSON array of their ids), so each
-- process forgets only the answers that show them (server/http/catalogue-cache.ts) instead of all
-- of them. Nothing the listing filters or sorts on is stock. Any other change to a variety (a
-- price, a colour, the pictures, a row added or removed) is announced as before, for everything.
DROP TRIGGER "product_varieties_changed" ON "product_varieties";--> statement-breakpoint
CREATE TRIGGER "product_varieties_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_varieties" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_product_varieties_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stock_only boolean;
	changed text;
BEGIN
	-- every updated row kept its key and changed nothing but its stock
	SELECT (SELECT count(*) FROM "new_rows") = count(*) INTO stock_only
	FROM "old_rows" o JOIN "new_rows" n ON n."product_id" = o."product_id" AND n."color" = o."color"
	WHERE (to_jsonb(o) - 'stock') = (to_jsonb(n) - 'stock');
	IF stock_only THEN
		SELECT json_agg(DISTINCT n."product_id")::text INTO changed
		FROM "old_rows" o JOIN "new_rows" n ON n."product_id" = o."product_id" AND n."color" = o."color"
		WHERE o."stock" <> n."stock";
		-- nothing changed (no row, or the stock it had): nothing to announce
		IF changed IS NULL THEN
			RETURN NULL;
		END IF;
		-- a notification carries at most 8000 bytes: past that, everything
		IF length(changed) <= 7000 THEN
			PERFORM pg_notify('catalogue_changed', 'stock:' || changed);
			RETURN NULL;
		END IF;
	END IF;
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_varieties_updated" AFTER UPDATE ON "product_varieties" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_product_varieties_updated"();

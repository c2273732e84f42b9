-- Issue 30: the forgiving search's vocabulary (migration 0008) holds only the words of products
-- buyers can find. An archived product leaves the listing and search, so its words leave the
-- vocabulary too (a search must never be corrected to, nor suggest, a word only it has), and come
-- back when it is restored: archiving or restoring rebuilds the table, as a rename does.
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "new_products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w
	WHERE p."archived_at" IS NULL
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_words";
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w
	WHERE p."archived_at" IS NULL;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_search_words_rebuilt" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_words_rebuilt" AFTER UPDATE OF "name", "sub_category", "category_names", "archived_at" OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_search_words"();--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w WHERE p."archived_at" IS NULL;

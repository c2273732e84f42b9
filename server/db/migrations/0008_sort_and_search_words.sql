CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_list_price_idx";--> statement-breakpoint
DROP INDEX "products_average_rating_idx";--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("list_price","position");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("list_price" DESC NULLS LAST,"position");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"position");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"position");--> statement-breakpoint
-- Forgiving search's vocabulary (rules/search.ts, vocabularyOf, with the same regular expression):
-- every run of four or more ASCII letters of a product's name, sub-category and category names,
-- lower-cased. Triggers keep search_words in step with products, whatever process or tool writes
-- them: an insert adds its new words; a change of those columns, a delete or a truncate rebuilds
-- the table (products are rarely renamed or removed, and the vocabulary is small).
CREATE FUNCTION "search_words_of"("product_name" text, "product_sub_category" text, "product_categories" jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT lower(m[1]) FROM regexp_matches(
		"product_name" || ' ' || coalesce("product_sub_category", '') || ' ' || coalesce((SELECT string_agg(c, ' ') FROM jsonb_array_elements_text("product_categories") c), ''),
		'([A-Za-z]{4,})', 'g') m
$$;--> statement-breakpoint
CREATE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "new_products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_words";
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_added" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_rebuilt" AFTER UPDATE OF "name", "sub_category", "category_names" OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products" p, "search_words_of"(p."name", p."sub_category", p."category_names") w;

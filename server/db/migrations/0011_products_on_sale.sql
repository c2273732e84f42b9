-- Issue 30: buyers browse only the products on sale (archived_at is null in every listing query,
-- server/domain/product-records.ts onSale). The listing's b-tree indexes hold only those, so each
-- keeps serving its filter and order and a listing's count of matches stays an index-only scan;
-- products_on_sale_idx serves the catalogue's own order, the sitemap and the count of everything.
DROP INDEX "products_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_weight_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_count_idx";--> statement-breakpoint
DROP INDEX "products_construction_idx";--> statement-breakpoint
DROP INDEX "products_new_arrival_idx";--> statement-breakpoint
DROP INDEX "products_best_deals_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("position") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("list_price","position") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("list_price" DESC NULLS LAST,"position") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating" DESC NULLS LAST,"position") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"position") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_weight_idx" ON "products" USING btree ("weight") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree (lower("sub_category")) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_count_idx" ON "products" USING btree (lower("count")) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_construction_idx" ON "products" USING btree (lower("construction")) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_new_arrival_idx" ON "products" USING btree ("position") WHERE "products"."new_arrival" and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_best_deals_idx" ON "products" USING btree ("discount_share" DESC NULLS LAST,"position") WHERE "products"."discount_share" > 0 and "products"."archived_at" is null;--> statement-breakpoint
-- The forgiving search's vocabulary (migration 0008) holds only the words of products
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

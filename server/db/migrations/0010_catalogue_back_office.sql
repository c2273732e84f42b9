-- Issue 30: the catalogue is written by staff (the back office, an import, any tool), so what the
-- listing filters, sorts and searches on is derived by the database from what they write, never
-- by the code that writes: search_text and category_keys become generated columns, list_price and
-- discount_share follow product_varieties by triggers, and average_rating follows reviews.
-- The functions match rules/listing.ts (listPriceOf), rules/highlights.ts (discountShare),
-- rules/ratings.ts (averageOf) and server/domain/catalogue.ts's search text, and tests pin each pair.
CREATE FUNCTION "products_search_text"("name" text, "description" text, "sub_category" text, "category_names" jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(concat_ws(E'\n', "name", "description", coalesce("sub_category", ''), (SELECT string_agg(c, E'\n') FROM jsonb_array_elements_text("category_names") c)))
$$;--> statement-breakpoint
CREATE FUNCTION "products_category_keys"("category_names" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(ARRAY(SELECT lower(c) FROM jsonb_array_elements_text("category_names") c), '{}')
$$;--> statement-breakpoint
CREATE TABLE "upload_sizes" (
	"upload_id" text NOT NULL,
	"size" text NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_sizes_upload_id_size_format_pk" PRIMARY KEY("upload_id","size","format")
);
--> statement-breakpoint
CREATE TABLE "vocabulary_additions" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_additions_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "products" drop column "category_keys";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_keys" text[] GENERATED ALWAYS AS (products_category_keys(category_names)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "list_price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (products_search_text(name, description, sub_category, category_names)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "upload_sizes" ADD CONSTRAINT "upload_sizes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_varieties" ADD CONSTRAINT "product_varieties_prices_not_negative" CHECK ("product_varieties"."discounted_price" >= 0 and "product_varieties"."price_per_meter" >= 0);--> statement-breakpoint
ALTER TABLE "product_varieties" ADD CONSTRAINT "product_varieties_discount_within_price" CHECK ("product_varieties"."discounted_price" <= "product_varieties"."price_per_meter");--> statement-breakpoint
CREATE INDEX "products_category_keys_idx" ON "products" USING gin ("category_keys");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The list price (the first variety's discounted price) and the discount share (the best
-- variety's cut as a share of its price) of the products named, written only where they differ,
-- so a statement that changes no price updates no product (and announces nothing more).
CREATE FUNCTION "products_refresh_prices"("ids" text[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "products" p SET "list_price" = d."list_price", "discount_share" = d."share"
	FROM (
		SELECT i."id",
			coalesce((SELECT v."discounted_price" FROM "product_varieties" v WHERE v."product_id" = i."id" ORDER BY v."position" LIMIT 1), 0) AS "list_price",
			coalesce((SELECT max((v."price_per_meter" - v."discounted_price") / v."price_per_meter") FROM "product_varieties" v
				WHERE v."product_id" = i."id" AND v."price_per_meter" > 0 AND v."discounted_price" < v."price_per_meter"), 0)::real AS "share"
		FROM unnest("ids") AS i("id")
	) d
	WHERE p."id" = d."id" AND (p."list_price", p."discount_share") IS DISTINCT FROM (d."list_price", d."share")
$$;--> statement-breakpoint
CREATE FUNCTION "varieties_added_refresh_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_refresh_prices"(ARRAY(SELECT DISTINCT "product_id" FROM "new_rows"));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "varieties_removed_refresh_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_refresh_prices"(ARRAY(SELECT DISTINCT "product_id" FROM "old_rows"));
	RETURN NULL;
END
$$;--> statement-breakpoint
-- An order changes only stock, the most frequent write: it must cost no product update.
CREATE FUNCTION "varieties_updated_refresh_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids text[];
BEGIN
	SELECT ARRAY(
		SELECT n."product_id" FROM "new_rows" n LEFT JOIN "old_rows" o ON o."product_id" = n."product_id" AND o."color" = n."color"
		WHERE o."product_id" IS NULL OR (o."position", o."price_per_meter", o."discounted_price") IS DISTINCT FROM (n."position", n."price_per_meter", n."discounted_price")
		UNION SELECT o."product_id" FROM "old_rows" o LEFT JOIN "new_rows" n ON o."product_id" = n."product_id" AND o."color" = n."color" WHERE n."product_id" IS NULL
	) INTO ids;
	IF cardinality(ids) > 0 THEN
		PERFORM "products_refresh_prices"(ids);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_varieties_added_prices" AFTER INSERT ON "product_varieties" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "varieties_added_refresh_prices"();--> statement-breakpoint
CREATE TRIGGER "product_varieties_removed_prices" AFTER DELETE ON "product_varieties" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "varieties_removed_refresh_prices"();--> statement-breakpoint
CREATE TRIGGER "product_varieties_updated_prices" AFTER UPDATE ON "product_varieties" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "varieties_updated_refresh_prices"();--> statement-breakpoint
-- The average of a product's visible reviews, rounded to one decimal as rules/ratings.ts rounds it.
CREATE FUNCTION "products_refresh_ratings"("ids" text[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "products" p SET "average_rating" = d."average"
	FROM (
		SELECT i."id", coalesce((SELECT round(avg(r."value")::numeric, 1) FROM "reviews" r WHERE r."product_id" = i."id" AND NOT r."hidden"), 0)::real AS "average"
		FROM unnest("ids") AS i("id")
	) d
	WHERE p."id" = d."id" AND p."average_rating" IS DISTINCT FROM d."average"
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_added_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_refresh_ratings"(ARRAY(SELECT DISTINCT "product_id" FROM "new_rows"));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_removed_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "products_refresh_ratings"(ARRAY(SELECT DISTINCT "product_id" FROM "old_rows"));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_updated_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids text[];
BEGIN
	SELECT ARRAY(
		SELECT n."product_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
		WHERE (o."product_id", o."value", o."hidden") IS DISTINCT FROM (n."product_id", n."value", n."hidden")
		UNION SELECT o."product_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE o."product_id" <> n."product_id"
	) INTO ids;
	IF cardinality(ids) > 0 THEN
		PERFORM "products_refresh_ratings"(ids);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_added_ratings" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_added_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_removed_ratings" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_removed_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_updated_ratings" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_updated_refresh_ratings"();--> statement-breakpoint
-- A catalogue written before this migration: derive every product's values once, from its rows.
SELECT "products_refresh_prices"(ARRAY(SELECT "id" FROM "products"));--> statement-breakpoint
SELECT "products_refresh_ratings"(ARRAY(SELECT "id" FROM "products"));--> statement-breakpoint
UPDATE "coupons" SET "created_at" = now() WHERE "created_at" IS NULL;
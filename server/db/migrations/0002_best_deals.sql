ALTER TABLE "products" ADD COLUMN "discount_share" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_best_deals_idx" ON "products" USING btree ("discount_share" DESC NULLS LAST,"position") WHERE "products"."discount_share" > 0;--> statement-breakpoint
-- A catalogue seeded before this column existed: the share rules/highlights.ts's discountShare
-- gives (the best variety's price cut as a share of its list price), written once here.
UPDATE "products" SET "discount_share" = "shares"."share"
FROM (
	SELECT "product_id", max(("price_per_meter" - "discounted_price") / "price_per_meter")::real AS "share"
	FROM "product_varieties"
	WHERE "price_per_meter" > 0 AND "discounted_price" < "price_per_meter"
	GROUP BY "product_id"
) AS "shares"
WHERE "products"."id" = "shares"."product_id";

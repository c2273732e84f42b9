-- Every committed change to what the catalogue's public answers show (the categories, the
-- products, their varieties' prices and stock, the reviews) is announced on the channel
-- catalogue_changed, whichever process or tool made it. Each server process listens and empties
-- its kept answers (server/db/notifications.ts, server/http/catalogue-cache.ts). A notification is sent at commit, once per
-- transaction (PostgreSQL folds identical notifications), and never for a rolled-back one.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_varieties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_varieties" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();

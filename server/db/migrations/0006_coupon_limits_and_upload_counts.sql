CREATE TABLE "coupon_redemptions" (
	"coupon_code" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_code_user_id_order_id_pk" PRIMARY KEY("coupon_code","user_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_buyer_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uploads_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uploads_that_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_buyer_limit_positive" CHECK ("coupons"."per_buyer_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_within_total_limit" CHECK ("coupons"."total_limit" is null or "coupons"."times_used" <= "coupons"."total_limit");
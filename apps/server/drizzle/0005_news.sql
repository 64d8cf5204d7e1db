CREATE TABLE "news_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text,
	"etag" text,
	"last_modified" text,
	"fetched_at" timestamp with time zone,
	"status" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_url" text NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_feed_url_news_feeds_url_fk" FOREIGN KEY ("feed_url") REFERENCES "public"."news_feeds"("url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_feed_guid_idx" ON "news_items" USING btree ("feed_url","guid");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");
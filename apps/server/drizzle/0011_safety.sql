CREATE TABLE "crisis_referrals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"country" text,
	"kind" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_referrals_created_idx" ON "crisis_referrals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_reports_status_idx" ON "message_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once_idx" ON "message_reports" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_disclosure_idx" ON "chat_messages" USING btree ("user_id","avatar_id","created_at") WHERE "chat_messages"."kind" = 'disclosure';--> statement-breakpoint
-- Consent now comes with a date of birth (the chat is for adults): consents given before it was asked are withdrawn, and the consent modal asks again.
UPDATE "consents" SET "consent" = false WHERE "birth_date" IS NULL AND "consent" = true;

CREATE TABLE "chat_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_micro_usd" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_holds_amount_positive" CHECK ("chat_holds"."amount_micro_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"avatar_id" text NOT NULL,
	"sender" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"model" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micro_usd" bigint DEFAULT 0 NOT NULL,
	"appraisal" jsonb,
	"reply_to" uuid,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"avatar_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"language" text NOT NULL,
	"source_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nhs_states" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nhs_states" ADD COLUMN "closed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nhs_states" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reserved_micro_usd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_holds" ADD CONSTRAINT "chat_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_holds_expiry_idx" ON "chat_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("user_id","avatar_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "memories_pair_key_idx" ON "memories" USING btree ("user_id","avatar_id","key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance_micro_usd" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reserved_within_balance" CHECK ("users"."reserved_micro_usd" >= 0 and "users"."reserved_micro_usd" <= "users"."balance_micro_usd");
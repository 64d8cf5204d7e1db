CREATE TABLE "avatars" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "nhs_states" (
	"user_id" uuid NOT NULL,
	"avatar_id" text NOT NULL,
	"avatar_state" jsonb NOT NULL,
	"user_state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nhs_states_user_id_avatar_id_pk" PRIMARY KEY("user_id","avatar_id")
);
--> statement-breakpoint
ALTER TABLE "nhs_states" ADD CONSTRAINT "nhs_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhs_states" ADD CONSTRAINT "nhs_states_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;
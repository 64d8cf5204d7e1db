CREATE TABLE "connection_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"input_micro_usd_per_million" bigint NOT NULL,
	"output_micro_usd_per_million" bigint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connection_models_prices_check" CHECK ("connection_models"."input_micro_usd_per_million" >= 0 and "connection_models"."output_micro_usd_per_million" >= 0)
);
--> statement-breakpoint
CREATE TABLE "model_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"api_key_sealed" text,
	"source" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_connections_source_check" CHECK ("model_connections"."source" in ('operator', 'env', 'discovered'))
);
--> statement-breakpoint
ALTER TABLE "connection_models" ADD CONSTRAINT "connection_models_connection_id_model_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."model_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_models_name_idx" ON "connection_models" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_models_connection_model_idx" ON "connection_models" USING btree ("connection_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_models_default_idx" ON "connection_models" USING btree ("is_default") WHERE "connection_models"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "model_connections_env_idx" ON "model_connections" USING btree ("source") WHERE "model_connections"."source" = 'env';--> statement-breakpoint
CREATE UNIQUE INDEX "model_connections_discovered_idx" ON "model_connections" USING btree ("base_url") WHERE "model_connections"."source" = 'discovered';--> statement-breakpoint
-- Model list invalidation (docs/chat.md, "Connect a model"): every change to a connection or one of
-- its models notifies 'avatara_models_changed' at commit, so each server instance reloads its model
-- list from the database. A success time alone (written at most once a minute) changes nothing users see.
CREATE OR REPLACE FUNCTION avatara_notify_models_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'last_success_at') = (to_jsonb(NEW) - 'last_success_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('avatara_models_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER model_connections_changed AFTER INSERT OR UPDATE OR DELETE ON model_connections FOR EACH ROW EXECUTE FUNCTION avatara_notify_models_changed();
--> statement-breakpoint
CREATE TRIGGER connection_models_changed AFTER INSERT OR UPDATE OR DELETE ON connection_models FOR EACH ROW EXECUTE FUNCTION avatara_notify_models_changed();

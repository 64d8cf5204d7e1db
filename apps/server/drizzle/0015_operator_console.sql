CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_user_id" uuid,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "cost_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"micro_usd" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_prices_not_negative" CHECK ("cost_prices"."micro_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "connection_models" ADD COLUMN "input_cost_micro_usd_per_million" bigint;--> statement-breakpoint
ALTER TABLE "connection_models" ADD COLUMN "output_cost_micro_usd_per_million" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_user_idx" ON "audit_log" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email","id");--> statement-breakpoint
ALTER TABLE "connection_models" ADD CONSTRAINT "connection_models_costs_check" CHECK (coalesce("connection_models"."input_cost_micro_usd_per_million", 0) >= 0 and coalesce("connection_models"."output_cost_micro_usd_per_million", 0) >= 0);--> statement-breakpoint
-- The audit log is append-only (docs/operator.md "Audit log"): no statement may change or delete an
-- entry, whoever sends it. The one change allowed is the foreign keys' own: when an account is
-- deleted, `actor_id` and `target_user_id` that name it become null (the rest of the entry stays).
CREATE OR REPLACE FUNCTION avatara_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(NEW) - 'actor_id' - 'target_user_id') = (to_jsonb(OLD) - 'actor_id' - 'target_user_id')
      AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
      AND (NEW.target_user_id IS NULL OR NEW.target_user_id = OLD.target_user_id) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION avatara_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION avatara_audit_log_append_only();

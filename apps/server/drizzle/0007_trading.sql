CREATE TABLE "trading_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_tick_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_configs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_trades" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ts_ms" bigint NOT NULL,
	"strategy" text NOT NULL,
	"action" text NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"qty_btc" double precision NOT NULL,
	"price_usd" double precision NOT NULL,
	"value_usd" double precision NOT NULL,
	"fee_usd" double precision NOT NULL,
	"pnl_usd" double precision NOT NULL,
	"account_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trading_trades_user_seq_idx" ON "trading_trades" USING btree ("user_id","seq");
CREATE TABLE "route_orders" (
	"location_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"order_ids" uuid[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_orders_location_id_date_kind_pk" PRIMARY KEY("location_id","date","kind"),
	CONSTRAINT "route_orders_kind" CHECK ("route_orders"."kind" in ('pickup', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "route_orders" ADD CONSTRAINT "route_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_orders" ADD CONSTRAINT "route_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "report_status_counts" (
	"location_id" uuid,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_status_counts_key" UNIQUE NULLS NOT DISTINCT("location_id","status")
);

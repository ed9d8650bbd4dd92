CREATE TABLE "user_contact_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text,
	"mobile_phone" text,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_contact_cards" ADD CONSTRAINT "user_contact_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;

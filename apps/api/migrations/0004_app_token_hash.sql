-- App tokens are kept only as their SHA-256 (hex): a leaked database does not hand out working tokens.
ALTER TABLE "club_deployments" RENAME COLUMN "app_token" TO "app_token_sha256";--> statement-breakpoint
UPDATE "club_deployments" SET "app_token_sha256" = encode(sha256(convert_to("app_token_sha256", 'UTF8')), 'hex');

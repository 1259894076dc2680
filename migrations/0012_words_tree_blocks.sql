-- The home page's headline and the emergency page's promise become keys of the words tree's parts `home` and
-- `emergency` (docs/content.md, "Every word"): their versions, history and marks move with them.
UPDATE "site_content_versions" SET
	"block" = 'words/home',
	"data" = CASE WHEN "data" IS NULL THEN NULL ELSE jsonb_build_object('hero/headline', "data"->'headline', 'hero/subheadline', "data"->'subline') END,
	"changed" = replace(replace("changed"::text, '"headline', '"hero/headline'), '"subline', '"hero/subheadline')::jsonb,
	"needs_update" = replace(replace("needs_update"::text, '"headline', '"hero/headline'), '"subline', '"hero/subheadline')::jsonb
WHERE "block" = 'home';
--> statement-breakpoint
UPDATE "site_content_versions" SET
	"block" = 'words/emergency',
	"data" = CASE WHEN "data" IS NULL THEN NULL ELSE jsonb_build_object('intro', "data"->'intro', 'responsePromise', "data"->'promise') END,
	"changed" = replace("changed"::text, '"promise', '"responsePromise')::jsonb,
	"needs_update" = replace("needs_update"::text, '"promise', '"responsePromise')::jsonb
WHERE "block" = 'emergency';

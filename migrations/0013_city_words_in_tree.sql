-- Each city's introduction becomes the key `localIntro` of the words tree's part `city/<slug>` (docs/content.md,
-- "Every word"), beside the city's other words: its versions, history and marks move with it.
UPDATE "site_content_versions" SET
	"block" = 'words/' || "block",
	"data" = CASE WHEN "data" IS NULL THEN NULL ELSE jsonb_build_object('localIntro', "data"->'intro') END,
	"changed" = replace("changed"::text, '"intro', '"localIntro')::jsonb,
	"needs_update" = replace("needs_update"::text, '"intro', '"localIntro')::jsonb
WHERE "block" LIKE 'city/%';

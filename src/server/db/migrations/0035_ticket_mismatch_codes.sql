-- Invoice mismatch reasons become catalogue codes with their numbers (issue 20): each stored Chinese
-- sentence "发票金额应为 X，实为 Y" / "税额应为 X，实为 Y" is read back into its code; a sentence that cannot be
-- read is kept as TICKET_MISMATCH_NOTE with its text. A new column, filled, then put in the old one's place
-- (a type change cannot run a subquery).
ALTER TABLE "supplier_tickets" ADD COLUMN "mismatch_reason_codes" jsonb;--> statement-breakpoint
UPDATE "supplier_tickets" AS t SET "mismatch_reason_codes" = (
  SELECT jsonb_agg(
    CASE WHEN r.m IS NULL THEN jsonb_build_object('code', 'TICKET_MISMATCH_NOTE', 'params', jsonb_build_object('text', p.part))
      ELSE jsonb_build_object('code', CASE r.m[1] WHEN '发票金额' THEN 'TICKET_AMOUNT_MISMATCH' ELSE 'TICKET_TAX_MISMATCH' END, 'params', jsonb_build_object('expected', r.m[2], 'got', r.m[3]))
    END ORDER BY p.n)
  FROM regexp_split_to_table(t."mismatch_reason", '；') WITH ORDINALITY AS p(part, n)
  CROSS JOIN LATERAL (SELECT regexp_match(p.part, '^(发票金额|税额)应为 (-?[0-9]+\.[0-9]{2})，实为 (-?[0-9]+\.[0-9]{2})$') AS m) AS r
  WHERE p.part <> ''
) WHERE t."mismatch_reason" IS NOT NULL AND t."mismatch_reason" <> '';--> statement-breakpoint
ALTER TABLE "supplier_tickets" DROP COLUMN "mismatch_reason";--> statement-breakpoint
ALTER TABLE "supplier_tickets" RENAME COLUMN "mismatch_reason_codes" TO "mismatch_reason";

-- A gift order's recipient and message (issue 17): the order ships to the recipient.
ALTER TABLE "expenses" ADD COLUMN "gift" jsonb;

-- The FAQ names the screen as the app does ('[나의 매칭 현황]') and gives the winter output the
-- forecast gives (about 3 hours a day, not '2시간대'). Texts an operator rewrote are left alone.
UPDATE "faq" SET "content" = replace("content", '[내 매칭 현황]', '[나의 매칭 현황]') WHERE "content" LIKE '%[내 매칭 현황]%';--> statement-breakpoint
UPDATE "faq" SET "content" = replace("content", '일조가 짧은 겨울이나 장마철에는 2시간대까지 내려가기도 합니다.', '일조가 짧은 겨울(12~1월)과 장마철에는 하루 3시간 안팎으로 내려갑니다.') WHERE "content" LIKE '%2시간대까지 내려가기도 합니다.%';

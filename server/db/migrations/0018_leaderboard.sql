-- Placeholder: filled in by the work on leaderboard (a combined migration is generated at integration).
SELECT 1;

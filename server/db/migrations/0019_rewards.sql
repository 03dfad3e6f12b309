-- Placeholder: filled in by the work on rewards (a combined migration is generated at integration).
SELECT 1;

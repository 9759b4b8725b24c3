-- Placeholder: filled by the work of issue 19.
SELECT 1;

-- Classrooms (issue 12 items 6-7): class dashboards, reports, CSV export and roster import: this part's tables, written by hand (decision 026).
SELECT 1;

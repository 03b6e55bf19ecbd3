/** Classrooms (issue 12 items 6-7): class dashboards, reports, CSV export and roster import: this part's tables (migration 0015_class_insights.sql, written by hand; see decision 026). */
export {};

"""Prehistories at the shared table: layout, drawing, questions, tooltips, log and animations."""

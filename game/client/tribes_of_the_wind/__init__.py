"""Tribes of the Wind (Племена вітру) at the shared table: board drawing, words, questions, the view."""

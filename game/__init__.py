"""Tribal Table: Five Tribes, Tribes of the Wind and Prehistories at one table."""

from __future__ import annotations

__version__ = "0.1.0"

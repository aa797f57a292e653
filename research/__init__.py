"""Research tools: the arena, the OpenSpiel bridge and fair peers, and the audits.

Linted and tested with the product but not shipped in the wheel; ``ai/`` never imports this
package (tests/test_layers.py), so the shipped bots do not depend on OpenSpiel."""

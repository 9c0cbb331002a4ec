"""The card pictures: the built-in deck drawn in code, SVG decks found and loaded, and the cache of painted cards."""

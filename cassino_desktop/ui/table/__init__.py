"""The table on the felt: the scene and its card items, where everything goes (pure geometry), the words on
the felt and for a screen reader, and the accessible tree that lets one walk the cards."""

"""Data files of the game (icons), found through importlib.resources in source and frozen builds."""

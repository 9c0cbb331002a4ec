"""Playing a friend at another computer: the online tables thread, its dialog and its place at the windows table."""

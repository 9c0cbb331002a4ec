"""Online tables: a game with a friend anywhere, its deal and moves carried as events of a Matrix room."""

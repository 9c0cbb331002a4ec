"""The game's two command lines: ``cassino-engine`` (``cassino_engine``) and the terminal game (``text_game``).

They sit above the engine and the computer players, which know nothing of
them, so every layer below can be used as a library.
"""

"""The window's dialogs, one module a dialog, with the parts they share (fitting the screen, mnemonics)."""

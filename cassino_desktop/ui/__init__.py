"""The Qt user interface: the table, its dialogs and the computer's worker thread."""

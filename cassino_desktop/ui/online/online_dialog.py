"""Game ▸ Play online: sign in to a Matrix homeserver, see your tables, invite friends or accept an invitation.

A new table seats the player and one to three friends, in the order their Matrix IDs are given (the first friend
plays after the player, and so on round the table); four may play in partnerships, partners opposite.

The dialog only asks; the worker (``online.worker``) does the talking to the server on its own thread and the
answers come back as signals, so the dialog never freezes while a server is slow. The password goes to the
server once and is never kept: only the token the server answers with (``net.credentials``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Variant, house_rules_json, with_house_rules
from ...engine.house_rules import SWITCH_BY_KEY, TABLE_SWITCHES
from ...engine.variants import VARIANTS
from ..dialogs.fitting import ScrollPanel, fit_to_screen
from ..i18n import translator
from ..plain_text import PlainLabel
from ..settings import Settings
from ..words import house_rules_title, listed, variant_title
from .online_play import OnlinePlay, friend_name, friend_names
from .worker import TableEntry

_ = translator("online")

ONLINE_VARIANTS = ("advanced", "royal", "original")
"""The variants an online table deals, the usual first (``net.online_table.ONLINE_VARIANTS``)."""
DEFAULT_HOMESERVER = "https://matrix.org"
"""The largest public homeserver: where a player with no server of their own most likely has an account."""
PREFERRED_WIDTH = 460
"""Wide enough for a table's line with a friend's full Matrix ID, and for the note on the key in two lines."""
MOST_FRIENDS = 3
"""A table seats four at most: the player and three friends."""


class OnlineDialog(QDialog):
    """Sign in, then choose a table: one of yours, an invitation, or a new one with a friend."""

    def __init__(
        self, online: OnlinePlay, settings: Settings, may_leave: Callable[[], bool], parent: QWidget | None = None
    ) -> None:
        """``may_leave`` asks the player, if a game is under way at the window, whether to give it up for a table."""
        super().__init__(parent)
        self._may_leave = may_leave
        self.setWindowTitle(_("Play online"))
        self._online = online
        self._settings = settings
        self._entries: list[TableEntry] = []
        outer = QVBoxLayout(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        self.account_box = QGroupBox(_("Your Matrix account"))
        form = QFormLayout(self.account_box)
        self.homeserver_edit = QLineEdit(settings.online_homeserver or DEFAULT_HOMESERVER)
        self.homeserver_edit.setAccessibleName(_("Homeserver"))
        self.user_edit = QLineEdit(settings.online_user)
        self.user_edit.setAccessibleName(_("User name"))
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setAccessibleName(_("Password"))
        form.addRow(_("&Homeserver:"), self.homeserver_edit)
        form.addRow(_("&User name:"), self.user_edit)
        form.addRow(_("Pass&word:"), self.password_edit)
        self.sign_in_button = QPushButton(_("&Sign in"))
        self.sign_in_button.clicked.connect(self._sign_in)
        form.addRow("", self.sign_in_button)
        kept = PlainLabel(
            _(
                "Only the key the server gives is kept, in the system's keyring or a file only you can read; "
                "never the password."
            )
        )
        kept.setWordWrap(True)
        form.addRow(kept)
        layout.addWidget(self.account_box)

        self.signed_in_row = QWidget()
        row = QHBoxLayout(self.signed_in_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.signed_in_label = PlainLabel()
        self.sign_out_button = QPushButton(_("Sign &out"))
        self.sign_out_button.clicked.connect(online.worker.sign_out)
        row.addWidget(self.signed_in_label, 1)
        row.addWidget(self.sign_out_button)
        layout.addWidget(self.signed_in_row)

        self.tables_box = QGroupBox(_("Your tables"))
        tables = QVBoxLayout(self.tables_box)
        self.table_list = QListWidget()
        self.table_list.setAccessibleName(_("Your tables"))
        self.table_list.itemDoubleClicked.connect(lambda _item: self._take_up())
        self.table_list.currentRowChanged.connect(lambda _row: self._enable())
        tables.addWidget(self.table_list)
        buttons = QHBoxLayout()
        self.take_up_button = QPushButton(_("&Play at this table"))
        self.take_up_button.clicked.connect(self._take_up)
        self.refresh_button = QPushButton(_("&Refresh"))
        self.refresh_button.clicked.connect(online.worker.read_tables)
        buttons.addWidget(self.take_up_button)
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        tables.addLayout(buttons)
        layout.addWidget(self.tables_box)

        self.new_box = QGroupBox(_("A new table"))
        new = QFormLayout(self.new_box)
        self.friend_edit = QLineEdit()
        self.friend_edit.setPlaceholderText(_("@friend:example.org"))
        self.friend_edit.setAccessibleName(_("Your friend's Matrix ID"))
        self.friend_edit.textChanged.connect(lambda _text: self._enable())
        self.more_friend_edits: list[QLineEdit] = []
        for _number in range(MOST_FRIENDS - 1):
            edit = QLineEdit()
            edit.setPlaceholderText(_("another friend, if more play"))
            edit.textChanged.connect(lambda _text: self._enable())
            self.more_friend_edits.append(edit)
        self.more_friend_edits[0].setAccessibleName(_("Your second friend's Matrix ID"))
        self.more_friend_edits[1].setAccessibleName(_("Your third friend's Matrix ID"))
        self.partners_box = QCheckBox(_("Pla&y in partnerships, partners opposite"))
        self.partners_box.setToolTip(_("With three friends: you and your second friend against the other two."))
        self.variant_combo = QComboBox()
        self.variant_combo.setAccessibleName(_("Variant"))
        for name in ONLINE_VARIANTS:
            variant = self._variant_named(name)
            rules = house_rules_title(variant)
            title = variant_title(variant)
            self.variant_combo.addItem(_("{title}, {rules}").format(title=title, rules=rules) if rules else title, name)
        chosen = self.variant_combo.findData(settings.ruled_variant().name)
        self.variant_combo.setCurrentIndex(max(0, chosen))
        self.variant_combo.currentIndexChanged.connect(lambda _index: self._enable())
        new.addRow(_("&Friend:"), self.friend_edit)
        new.addRow(_("Second friend:"), self.more_friend_edits[0])
        new.addRow(_("Third friend:"), self.more_friend_edits[1])
        new.addRow(_("&Variant:"), self.variant_combo)
        new.addRow("", self.partners_box)
        self.invite_button = QPushButton(_("&Invite and sit down"))
        self.invite_button.clicked.connect(self._invite)
        new.addRow("", self.invite_button)
        layout.addWidget(self.new_box)

        self.status_label = PlainLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(_("What the online table is doing"))
        layout.addWidget(self.status_label)
        outer.addWidget(ScrollPanel(body), 1)  # a small screen (or a large font) scrolls it, nothing is cut off
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        outer.addWidget(close)

        worker = online.worker
        self._busy = False
        worker.busy.connect(self._set_busy)
        worker.signedIn.connect(self._signed_in)
        worker.signedOut.connect(self._signed_out)
        worker.tablesRead.connect(self._show_tables)
        worker.seated.connect(self._seated)
        self._table_status = ""
        online.statusChanged.connect(self._show_table_status)
        self._signed_in(online.user)
        if not online.user:
            worker.sign_in_as_before()
        else:
            worker.read_tables()
        hint = self.sizeHint()  # Qt alone would cap it at two thirds of the screen, squeezing the wrapped words
        fit_to_screen(self, QSize(max(hint.width(), PREFERRED_WIDTH), hint.height()))

    def _variant_named(self, name: str) -> Variant:
        """The variant with the house rules the player chose for it, or the rule book's; without partnerships, which
        seat the table rather than change a rule: the box chooses them here, whatever the last game here was."""
        ruled = self._settings.ruled_variant()
        if ruled.name != name:
            return VARIANTS[name]
        rules = {key: value for key, value in house_rules_json(ruled).items() if key not in TABLE_SWITCHES}
        return with_house_rules(ruled, rules)

    def _say(self, words: str) -> None:
        self.status_label.setText(words)

    def _show_table_status(self, words: str) -> None:
        """What the online table says; its going idle clears only its own words, not what was said since
        (a failure, or the dialog's own advice)."""
        if words or self.status_label.text() == self._table_status:
            self._say(words)
        self._table_status = words

    def _signed_in(self, user: str) -> None:
        signed = bool(user)
        self.account_box.setVisible(not signed)
        self.signed_in_row.setVisible(signed)
        self.tables_box.setEnabled(signed)
        self.new_box.setEnabled(signed)
        self.signed_in_label.setText(_("Signed in as {user}.").format(user=user) if signed else "")
        self.invite_button.setDefault(signed)  # Enter presses the button of the part shown
        self.sign_in_button.setDefault(not signed)
        if signed:
            self.password_edit.clear()
        else:
            self.table_list.clear()
            self._entries = []
        self._enable()

    # Bound methods, not lambdas: Qt lets go of them with the dialog, so a late answer never reaches a closed one.
    def _signed_out(self) -> None:
        self._signed_in("")

    def _seated(self, _seated: object) -> None:
        self.accept()

    def _sign_in(self) -> None:
        homeserver = self.homeserver_edit.text().strip()
        user = self.user_edit.text().strip()
        password = self.password_edit.text()
        if not homeserver or not user or not password:
            self._say(_("Give the homeserver's address, your user name and your password."))
            return
        self._settings.online_homeserver = homeserver
        self._settings.online_user = user
        self._online.worker.sign_in(homeserver, user, password)

    def _show_tables(self, entries: list[TableEntry]) -> None:
        self._entries = list(entries)
        self.table_list.clear()
        for entry in entries:
            name = friend_name(entry.friend)
            if len(entry.others) > 1:
                names = listed(friend_names(entry.others))
                friends = ", ".join(entry.others)
                if entry.your_move:
                    text = _("{names}: a move since yours ({friends})").format(names=names, friends=friends)
                else:
                    text = _("{names}: waiting for their moves ({friends})").format(names=names, friends=friends)
            elif entry.invitation:
                text = _("{name} invites you to a table ({friend})").format(name=name, friend=entry.friend)
            elif entry.your_move:
                text = _("{name}: your move ({friend})").format(name=name, friend=entry.friend)
            else:
                text = _("{name}: waiting for their move ({friend})").format(name=name, friend=entry.friend)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, entry.room)
            self.table_list.addItem(item)
        if entries:
            self.table_list.setCurrentRow(0)
        else:
            self._say(_("No tables yet: invite a friend below."))
        self._enable()

    def _set_busy(self, doing: str) -> None:
        """While the server is asked something, nothing more is asked of it (a second press would ask twice)."""
        self._busy = bool(doing)
        self.sign_in_button.setEnabled(not self._busy)
        self._enable()

    def _enable(self) -> None:
        idle = not self._busy
        self.take_up_button.setEnabled(idle and self.table_list.currentRow() >= 0)
        self.invite_button.setEnabled(idle and bool(self.friend_edit.text().strip()))
        variant = self._variant_named(str(self.variant_combo.currentData()))
        four = len(self._friends()) == MOST_FRIENDS
        self.partners_box.setEnabled(four and SWITCH_BY_KEY["partnerships"].applies(variant))

    def _friends(self) -> list[str]:
        """The friends' Matrix IDs given, in the order they will sit."""
        edits = [self.friend_edit, *self.more_friend_edits]
        return [text for text in (edit.text().strip() for edit in edits) if text]

    def _table_variant(self, name: str, players: int) -> Variant:
        """The variant chosen, with its house rules, in partnerships if chosen for four."""
        variant = self._variant_named(name)
        if players == MOST_FRIENDS + 1 and self.partners_box.isEnabled() and self.partners_box.isChecked():
            return with_house_rules(variant, {**house_rules_json(variant), "partnerships": True})
        return variant

    def _take_up(self) -> None:
        row = self.table_list.currentRow()
        if 0 <= row < len(self._entries) and self._may_leave():
            self._online.join(self._entries[row].room)

    def _invite(self) -> None:
        friends = self._friends()
        if not friends or any(not friend.startswith("@") or ":" not in friend for friend in friends):
            self._say(_("A Matrix ID looks like @name:server, for example @ann:matrix.org."))
            return
        if len(set(friends)) != len(friends):
            self._say(_("Each friend sits at the table once: give each Matrix ID once."))
            return
        variant = self._table_variant(str(self.variant_combo.currentData()), 1 + len(friends))
        if 1 + len(friends) not in variant.player_counts:
            players = 1 + len(friends)
            words = _("{variant} is not played by %n player(s): invite as many friends as it seats.", n=players)
            self._say(words.format(variant=variant_title(variant)))
            return
        if not self._may_leave():
            return
        self._online.host(variant, friends)

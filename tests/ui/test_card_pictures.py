"""Tests for the card pictures: the built-in deck, SVG themes and the pixmap cache.

Pictures cannot be checked for taste here (tools/deck_sheet.py is for
looking at them), but they can be checked for the things that break games:
wrong sizes on high-DPI screens, blank or identical cards, wrong colours,
stale cache entries and themes that crash instead of falling back.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import gzip
import hashlib
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from cassino_desktop.engine import CARDS, Card
from cassino_desktop.ui.cards.builtin_deck import BACK_COLORS, CARD_ASPECT, BuiltinTheme, CardTheme
from cassino_desktop.ui.cards.card_pixmaps import CardPixmapCache, render_card
from cassino_desktop.ui.cards.deck_themes import (
    MAX_DECK_BYTES,
    SvgTheme,
    ThemeError,
    deck_name,
    find_svg_decks,
    find_svg_themes,
    load_theme,
    readable_deck_name,
)

RED_SUITS = (1, 2)


def _rgba(pixmap: QPixmap) -> tuple[QImage, bytes]:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    return image, bytes(image.constBits())


def _red_pixels(pixmap: QPixmap) -> int:
    _image, data = _rgba(pixmap)
    pixels = zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
    return sum(1 for r, g, b, a in pixels if a > 200 and r > 150 and g < 100 and b < 100)


def _digest(pixmap: QPixmap) -> str:
    return hashlib.sha1(_rgba(pixmap)[1]).hexdigest()


def _pixel(pixmap: QPixmap, x: int, y: int) -> QColor:
    return pixmap.toImage().pixelColor(x, y)


def _write_theme(path: Path, ids: dict[str, str]) -> Path:
    """A minimal SVG deck: one 70 x 98 rectangle of the given colour per element id."""
    shapes = "\n".join(
        f'  <rect id="{element}" x="{index * 80}" y="0" width="70" height="98" fill="{color}"/>'
        for index, (element, color) in enumerate(ids.items())
    )
    text = f'<svg xmlns="http://www.w3.org/2000/svg" width="{80 * max(1, len(ids))}" height="100">\n{shapes}\n</svg>\n'
    if path.suffix == ".svgz":
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


# --- the built-in deck -------------------------------------------------------


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_face_and_the_back_render_at_the_right_device_size(qapp: QApplication, dpr: float) -> None:
    theme = BuiltinTheme()
    width = 61
    for card in [*CARDS, None]:
        pixmap = render_card(theme, card, width, dpr)
        assert not pixmap.isNull()
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(width * CARD_ASPECT * dpr)
        assert pixmap.devicePixelRatio() == dpr
        # Opaque in the middle, transparent outside the rounded corner.
        assert _pixel(pixmap, pixmap.width() // 2, pixmap.height() // 2).alpha() == 255
        assert _pixel(pixmap, 0, 0).alpha() == 0


def test_red_suits_have_red_pixels_and_black_suits_none(qapp: QApplication) -> None:
    theme = BuiltinTheme()
    for card in CARDS:
        red = _red_pixels(render_card(theme, card, 90, 1.0))
        if card.suit in RED_SUITS:
            assert red > 100, card.pretty
        else:
            assert red == 0, card.pretty


def test_every_card_looks_different(qapp: QApplication) -> None:
    theme = BuiltinTheme()
    for width, dpr in ((50, 1.0), (120, 2.0)):
        digests = {_digest(render_card(theme, card, width, dpr)) for card in CARDS}
        assert len(digests) == 52
        assert _digest(render_card(theme, None, width, dpr)) not in digests


def test_back_colours_give_different_backs(qapp: QApplication) -> None:
    theme = BuiltinTheme()
    assert {"Blue", "Red", "Green", "Purple", "Black"} <= set(BACK_COLORS)
    digests = {_digest(render_card(theme, None, 70, 1.0, color)) for color in BACK_COLORS.values()}
    assert len(digests) == len(BACK_COLORS)
    blue_back = render_card(theme, None, 70, 1.0, BACK_COLORS["Blue"])
    centre = _pixel(blue_back, 35, 49)
    assert centre.blue() > centre.red()


def test_builtin_theme_paints_into_any_rectangle(qapp: QApplication) -> None:
    """The scene may paint directly (e.g. while dragging); odd shapes and offsets must work."""
    theme: CardTheme = BuiltinTheme()
    assert theme.name == "Classic"
    image = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    try:
        theme.paint_face(painter, QRectF(10.0, 20.0, 200.0, 150.0), Card.from_text("KH"))
        theme.paint_back(painter, QRectF(220.0, 20.0, 70.0, 98.0), QColor("green"))
    finally:
        painter.end()
    assert image.pixelColor(110, 95).alpha() == 255  # the face, centred in its wide rectangle
    assert image.pixelColor(15, 95).alpha() == 0  # left of the centred card: untouched
    assert image.pixelColor(255, 69).alpha() == 255  # the back


# --- the cache ---------------------------------------------------------------


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp: QApplication) -> None:
    cache = CardPixmapCache(BuiltinTheme())
    ace = Card.from_text("AS")
    first = cache.pixmap(ace, 80, 1.0)
    assert cache.pixmap(ace, 80, 1.0) is first
    assert cache.pixmap(None, 80, 1.0) is cache.pixmap(None, 80, 1.0)
    assert cache.pixmap(ace, 80, 2.0) is not first
    assert cache.pixmap(ace, 80, 2.0).width() == 160
    assert len(cache) == 3


def test_cache_rerenders_and_forgets_old_sizes_when_the_width_changes(qapp: QApplication) -> None:
    cache = CardPixmapCache(BuiltinTheme())
    cards = CARDS[:10]
    small = [cache.pixmap(card, 60, 1.0) for card in cards]
    assert len(cache) == 10
    large = cache.pixmap(cards[0], 90, 1.0)
    assert large.width() == 90
    assert len(cache) == 1  # only the current width is kept
    again = cache.pixmap(cards[0], 60, 1.0)
    assert again is not small[0]
    assert again.width() == 60
    assert _digest(again) == _digest(small[0])


def test_cache_theme_and_back_colour_changes_take_effect(qapp: QApplication, tmp_path: Path) -> None:
    cache = CardPixmapCache(BuiltinTheme(), BACK_COLORS["Red"])
    assert cache.back_color == BACK_COLORS["Red"]
    face = cache.pixmap(Card.from_text("AC"), 70, 1.0)
    red_back = cache.pixmap(None, 70, 1.0)
    cache.set_back_color(BACK_COLORS["Green"])
    assert cache.back_color == BACK_COLORS["Green"]
    green_back = cache.pixmap(None, 70, 1.0)
    assert green_back is not red_back
    assert _digest(green_back) != _digest(red_back)

    svg = SvgTheme(_write_theme(tmp_path / "deck.svg", {"1_club": "#00ff00"}))
    cache.set_theme(svg)
    assert cache.theme is svg
    svg_face = cache.pixmap(Card.from_text("AC"), 70, 1.0)
    assert svg_face is not face
    assert _pixel(svg_face, 35, 49).green() == 255


def test_cache_survives_degenerate_sizes(qapp: QApplication) -> None:
    cache = CardPixmapCache(BuiltinTheme())
    pixmap = cache.pixmap(Card.from_text("2D"), 0, 0.0)
    assert not pixmap.isNull()
    assert pixmap.width() >= 1


# --- SVG themes --------------------------------------------------------------


def test_missing_svg_file_is_a_theme_error(qapp: QApplication, tmp_path: Path) -> None:
    with pytest.raises(ThemeError, match="does not exist"):
        SvgTheme(tmp_path / "nowhere.svg")


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("garbage.svg", b"this is not an svg file at all"),
        ("empty.svg", b""),
        ("broken.svgz", b"\x1f\x8b\x08\x00 definitely not gzip data"),
        ("cut.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><rect id="1_club" width="5"'),
    ],
)
def test_corrupt_svg_file_is_a_theme_error(qapp: QApplication, tmp_path: Path, name: str, content: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ThemeError) as raised:
        SvgTheme(path)
    message = str(raised.value)
    assert message.endswith(".") and message[0].isupper()


def test_svg_without_card_elements_is_a_theme_error(qapp: QApplication, tmp_path: Path) -> None:
    path = _write_theme(tmp_path / "shapes.svg", {"logo": "#123456", "back": "#0000ff"})
    with pytest.raises(ThemeError, match="no card elements"):
        SvgTheme(path)


def test_load_theme_falls_back_with_a_message(qapp: QApplication, tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.svgz")
    theme, message = load_theme(missing)
    assert isinstance(theme, BuiltinTheme)
    assert message is not None
    assert message.startswith(f"The card theme {missing} could not be loaded (")
    assert message.endswith("); using the built-in deck.")
    assert "does not exist" in message

    bad = tmp_path / "bad.svg"
    bad.write_text("<html>nope</html>", encoding="utf-8")
    theme, message = load_theme(str(bad))
    assert isinstance(theme, BuiltinTheme)
    assert message is not None and "could not be loaded" in message


def _swollen_deck(path: Path, size: int) -> Path:
    """A deck of one card whose gzip swells past ``size`` bytes: a comment of spaces, compressed a thousandfold."""
    head = b'<svg xmlns="http://www.w3.org/2000/svg" width="80" height="100">\n'
    head += b'<rect id="king_spade" x="0" y="0" width="70" height="98" fill="#00ff00"/>\n<!--'
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [packer.compress(head)]
    spaces = b" " * (1 << 20)
    parts += [packer.compress(spaces) for _ in range(size // len(spaces) + 1)]
    parts += [packer.compress(b"-->\n</svg>\n"), packer.flush()]
    path.write_bytes(b"".join(parts))
    return path


def test_a_deck_that_swells_past_any_deck_is_refused_with_the_message_other_bad_decks_get(
    qapp: QApplication, tmp_path: Path
) -> None:
    bomb = _swollen_deck(tmp_path / "bomb.svgz", MAX_DECK_BYTES)
    assert bomb.stat().st_size < MAX_DECK_BYTES // 500  # small on disk, past any deck once decompressed
    theme, message = load_theme(str(bomb))
    assert isinstance(theme, BuiltinTheme)
    assert message == (
        f"The card theme {bomb} could not be loaded (the file is far too large to be a card deck); "
        "using the built-in deck."
    )
    big = tmp_path / "big.svg"
    with big.open("wb") as file:  # sparse: a file past the limit that takes no room on the disk
        file.write(b'<svg xmlns="http://www.w3.org/2000/svg"><rect id="1_club" width="5" height="5"/></svg>')
        file.truncate(MAX_DECK_BYTES + 1)
    theme, message = load_theme(str(big))
    assert isinstance(theme, BuiltinTheme) and message is not None and "far too large" in message
    within = _swollen_deck(tmp_path / "within.svgz", 1 << 20)  # a big deck, but a deck
    assert isinstance(load_theme(str(within))[0], SvgTheme)


def test_a_deck_compressed_in_several_gzip_members_is_read_whole(qapp: QApplication, tmp_path: Path) -> None:
    text = _write_theme(tmp_path / "plain.svg", {"1_heart": "#ff0000", "back": "#0000ff"}).read_bytes()
    members = tmp_path / "members.svgz"
    members.write_bytes(gzip.compress(text[:50]) + gzip.compress(text[50:]) + b"\0\0")
    theme = SvgTheme(members)
    assert theme.has_face(Card.from_text("AH")) and theme.has_back
    (tmp_path / "cut.svgz").write_bytes(gzip.compress(text)[:-20])
    with pytest.raises(ThemeError, match="not a valid compressed SVG image"):
        SvgTheme(tmp_path / "cut.svgz")


def test_load_theme_classic_and_svg(qapp: QApplication, tmp_path: Path) -> None:
    for setting in (None, "Classic", "classic", ""):
        theme, message = load_theme(setting)
        assert isinstance(theme, BuiltinTheme)
        assert message is None
    path = _write_theme(tmp_path / "tiny.svg", {"1_heart": "#ff0000"})
    theme, message = load_theme(str(path))
    assert isinstance(theme, SvgTheme)
    assert message is None
    assert theme.name == "tiny"


def test_load_theme_finds_installed_decks_by_name(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cassino_desktop.ui.cards.deck_themes as deck_themes

    folder = tmp_path / "cards"
    folder.mkdir()
    _write_theme(folder / "minimal.svgz", {"king_spade": "#00ff00"})
    monkeypatch.setenv(deck_themes.DECK_FOLDERS_VARIABLE, str(folder))
    theme, message = load_theme("minimal")
    assert message is None
    assert isinstance(theme, SvgTheme)
    assert theme.has_face(Card.from_text("KS"))


def test_tiny_svg_theme_renders_its_elements_and_falls_back_for_the_rest(qapp: QApplication, tmp_path: Path) -> None:
    ids = {
        "1_club": "#00ff00",  # AisleRiot / KDE naming
        "10_diamond": "#ff00ff",
        "jack_heart": "#00ffff",
        "ace_spade": "#ffff00",  # older naming
        "back": "#0000ff",
    }
    for name in ("tiny.svg", "tiny.svgz"):
        theme = SvgTheme(_write_theme(tmp_path / name, ids))
        assert theme.name == "tiny"
        assert theme.has_back
        expected = {"AC": QColor("#00ff00"), "TD": QColor("#ff00ff"), "JH": QColor("#00ffff"), "AS": QColor("#ffff00")}
        for text, color in expected.items():
            card = Card.from_text(text)
            assert theme.has_face(card)
            pixmap = render_card(theme, card, 70, 2.0)
            assert pixmap.width() == 140
            assert _pixel(pixmap, 70, 98) == color, text
        back = render_card(theme, None, 70, 1.0, BACK_COLORS["Red"])
        assert _pixel(back, 35, 49) == QColor("#0000ff")

        # A card the file lacks is painted by the built-in deck.
        two = Card.from_text("2C")
        assert not theme.has_face(two)
        assert _digest(render_card(theme, two, 70, 1.0)) == _digest(render_card(BuiltinTheme(), two, 70, 1.0))


def test_svg_theme_without_a_back_uses_the_builtin_back(qapp: QApplication, tmp_path: Path) -> None:
    theme = SvgTheme(_write_theme(tmp_path / "faces.svg", {"queen_diamond": "#00ff00"}))
    assert not theme.has_back
    for color in BACK_COLORS.values():
        assert _digest(render_card(theme, None, 60, 1.0, color)) == _digest(
            render_card(BuiltinTheme(), None, 60, 1.0, color)
        )


def test_svg_theme_keeps_the_element_aspect_ratio(qapp: QApplication, tmp_path: Path) -> None:
    """A square element is drawn square and centred, not stretched to the card's shape."""
    path = tmp_path / "square.svg"
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
        '<rect id="1_club" x="0" y="0" width="100" height="100" fill="#00ff00"/></svg>',
        encoding="utf-8",
    )
    pixmap = render_card(SvgTheme(path), Card.from_text("AC"), 100, 1.0)
    assert _pixel(pixmap, 50, 70) == QColor("#00ff00")
    assert _pixel(pixmap, 50, 5).alpha() == 0  # above the centred square


# --- finding installed decks -------------------------------------------------


def test_find_svg_themes_scans_aisleriot_and_kde_layouts(tmp_path: Path) -> None:
    aisleriot = tmp_path / "aisleriot" / "cards"
    aisleriot.mkdir(parents=True)
    (aisleriot / "bonded.svgz").write_bytes(b"")
    (aisleriot / "Anglo.svg").write_text("", encoding="utf-8")
    (aisleriot / "readme.txt").write_text("", encoding="utf-8")
    carddecks = tmp_path / "carddecks"
    (carddecks / "svg-oxygen").mkdir(parents=True)
    (carddecks / "svg-oxygen" / "oxygen.svgz").write_bytes(b"")
    (carddecks / "svg-oxygen" / "index.desktop").write_text("", encoding="utf-8")
    (carddecks / "cards-old").mkdir()
    (carddecks / "cards-old" / "1.png").write_bytes(b"")
    (carddecks / "empty").mkdir()

    found = find_svg_themes([aisleriot, carddecks, tmp_path / "not-there"])
    assert found == [  # readable names: title-cased files, and a KDE folder without its "svg-" prefix
        ("Anglo", aisleriot / "Anglo.svg"),
        ("Bonded", aisleriot / "bonded.svgz"),
        ("Oxygen", carddecks / "svg-oxygen" / "oxygen.svgz"),
    ]


def test_kde_decks_are_named_by_their_index_desktop(tmp_path: Path) -> None:
    carddecks = tmp_path / "carddecks"
    folder = carddecks / "svg-oxygen-air"
    folder.mkdir(parents=True)
    (folder / "oxygen-air.svgz").write_bytes(b"")
    (folder / "index.desktop").write_text(
        "[KDE Backdeck]\nName[de]=Sauerstoff-Luft\nName=Oxygen Air (white)\nSVG=oxygen-air.svgz\n", encoding="utf-8"
    )
    (carddecks / "svg-nicu-ornamental").mkdir()
    (carddecks / "svg-nicu-ornamental" / "ornamental.svg").write_text("", encoding="utf-8")
    decks = find_svg_decks([carddecks])
    assert [(deck.name, deck.saved_name) for deck in decks] == [
        ("Nicu Ornamental", "svg-nicu-ornamental"),
        ("Oxygen Air (white)", "svg-oxygen-air"),
    ]
    assert readable_deck_name("anglo.svgz") == "Anglo"
    assert readable_deck_name("svg-tigullio_international") == "Tigullio International"


def test_two_decks_of_one_name_are_told_apart(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "anglo.svg").write_text("", encoding="utf-8")
    (tmp_path / "b" / "Anglo.svgz").write_bytes(b"")
    names = [name for name, _path in find_svg_themes([tmp_path / "a", tmp_path / "b"])]
    assert names == ["Anglo (anglo)", "Anglo (Anglo)"] or names == ["Anglo (Anglo)", "Anglo (anglo)"]


def test_a_deck_saved_by_its_folder_name_still_loads(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cassino_desktop.ui.cards.deck_themes as deck_themes

    folder = tmp_path / "carddecks" / "svg-oxygen-air"
    folder.mkdir(parents=True)
    _write_theme(folder / "oxygen-air.svg", {"queen_heart": "#00ff00"})
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Oxygen Air\n", encoding="utf-8")
    monkeypatch.setenv(deck_themes.DECK_FOLDERS_VARIABLE, str(tmp_path / "carddecks"))
    for setting in ("svg-oxygen-air", "Oxygen Air", "oxygen air"):
        theme, message = load_theme(setting)
        assert message is None, setting
        assert isinstance(theme, SvgTheme) and theme.name == "Oxygen Air"
        assert theme.has_face(Card.from_text("QH"))
    assert deck_name("svg-oxygen-air") == "Oxygen Air"
    assert deck_name("Classic") == deck_name(None) == "Classic"
    assert deck_name("gone-away") == "gone-away"
    theme, message = load_theme("gone-away")
    assert isinstance(theme, BuiltinTheme) and message is not None


def test_find_svg_themes_with_no_folders(tmp_path: Path) -> None:
    assert find_svg_themes([tmp_path / "a", tmp_path / "b"]) == []
    assert find_svg_themes([]) == []
    assert isinstance(find_svg_themes(), list)


def _pixels_like(pixmap: QPixmap, wanted: QColor) -> int:
    """Opaque pixels within a small distance of ``wanted`` (the suit colour, not its anti-aliased edges)."""
    _image, data = _rgba(pixmap)
    pixels = zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
    target = (wanted.red(), wanted.green(), wanted.blue())
    near = (a > 200 and max(abs(r - target[0]), abs(g - target[1]), abs(b - target[2])) < 40 for r, g, b, a in pixels)
    return sum(near)


def test_the_four_colour_deck_gives_every_suit_its_own_colour(qapp: QApplication) -> None:
    from cassino_desktop.ui.cards.builtin_deck import BUILTIN_DECKS

    style = BUILTIN_DECKS["Four colours"]
    theme = BuiltinTheme("Four colours")
    colours = {suit: style.colour(suit) for suit in range(4)}
    assert len({c.name() for c in colours.values()}) == 4
    for card in (Card.from_text(text) for text in ("7C", "7D", "7H", "7S", "KD", "AC")):
        pixmap = render_card(theme, card, 90, 1.0)
        assert _pixels_like(pixmap, colours[card.suit]) > 100, card.pretty
        for other, colour in colours.items():
            if other != card.suit and {other, card.suit} != {0, 3}:  # clubs' green and spades' black are far apart
                assert _pixels_like(pixmap, colour) < 20, (card.pretty, other)


def _ink_in(pixmap: QPixmap, left: float, top: float, right: float, bottom: float) -> int:
    """Dark or coloured opaque pixels inside a box given in fractions of the card."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    width, height = image.width(), image.height()
    count = 0
    for y in range(int(top * height), int(bottom * height)):
        for x in range(int(left * width), int(right * width)):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and colour.red() + colour.green() + colour.blue() < 450:
                count += 1
    return count


def test_the_large_print_deck_has_a_big_rank_in_the_middle_and_bigger_corners(qapp: QApplication) -> None:
    classic, large = BuiltinTheme(), BuiltinTheme("Large print")
    assert large.name == "Large print" and BuiltinTheme("no such deck").name == "Classic"
    two_classic, two_large = (render_card(theme, Card.from_text("2S"), 120, 1.0) for theme in (classic, large))
    assert _ink_in(two_classic, 0.3, 0.35, 0.7, 0.55) == 0  # a classic two has no pip in the middle
    assert _ink_in(two_large, 0.3, 0.35, 0.7, 0.55) > 300
    for text in ("2S", "TD", "AH"):  # a court card's corner is half its frame in both decks
        card = Card.from_text(text)
        corner = [_ink_in(render_card(theme, card, 120, 1.0), 0, 0, 0.25, 0.3) for theme in (classic, large)]
        assert corner[1] > 1.3 * corner[0], text
    theme, problem = load_theme("large PRINT")
    assert problem is None and isinstance(theme, BuiltinTheme) and theme.name == "Large print"

"""The drawn sheets stay inside their box on a phone: long words are squeezed, not clipped."""

from rulings.calculator.bule_layout import bule_layout
from rulings.calculator.pulya_layout import layout, squeeze

LONG = ("Анна Аркадьевна Ким", "Борис Борисович Ли", "Вера Васильевна Ю", "Глеб Георгиевич Ян")


def test_squeeze_only_what_is_too_long():
    assert squeeze("на Vera", 100, 8.5) is None
    assert squeeze("на Вера Васильевна" * 3, 100, 8.5) == 100


def test_four_long_names_on_the_whist_labels_are_squeezed_to_their_sector():
    series = {p: {"pulya": [], "mountain": [], "whists": {}} for p in LONG}
    drawn = layout(LONG, series, target=20, labels={"on": "на"})
    labels = [t for t in drawn.texts if t.css == "whist-on"]
    assert len(labels) == 4 * 3
    assert all(t.length is not None for t in labels)  # 19 letters: wider than a third of a side
    # three short names fit as they are
    short = ("Anna", "Boris", "Vera")
    series = {p: {"pulya": [], "mountain": [], "whists": {}} for p in short}
    drawn = layout(short, series, target=20, labels={"on": "на"})
    assert all(t.length is None for t in drawn.texts if t.css == "whist-on")


def test_the_balkan_caption_in_russian_is_squeezed_into_the_sheet():
    players = LONG[:3]
    caption = "були: осталось 300 из 300 · черта — рефе, зачёркнута, когда сыграна"
    columns = {p: {"bule": [], "supe": {q: [] for q in players if q != p}} for p in players}
    drawn = bule_layout(players, columns, size=100, left=300, labels={"left": caption})
    (text,) = [t for t in drawn.texts if t.text == caption]
    assert text.length == 388  # the sheet's width less its margins

"""The course teaches, not tells (issue 20): three checks ``lessons check`` runs on every level.

* **No answer above its question.** The title, the explanation, the prompt and the hints must
  not contain the level's answer: the right call, card, number or choice text, in either
  language. The answer is the grader's own (``judge`` of the stated answer → ``best_answer``),
  never a stored string, so a level whose grade follows the convention is read under the
  default one.
  Nor may the title, the explanation or a hint state the right answer's own reason: a
  statement there that says most of a sentence of that verdict, or of what the sentence says
  after a colon (``repeats_verdict``), gives the principle away before the question is asked,
  where the verdict is the place for it.
* **A reason for every wrong answer.** Each wrong choice the learner can make is graded, and
  its reason must be its own: not the text the right answer gets, and not naming the right
  answer (a reason that names it tells the answer to whoever tries a wrong one first).
* **Every citation has its quote**: a level cites the words of its source, not only its name.

The checks read only the level model (``Level``, ``exercise.judge``, ``exercise.view``), so
they hold for every kind, written today or later.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rulings.core import (
    Card,
    CardParseError,
    Contract,
    ContractParseError,
    Convention,
    Strain,
    Suit,
    parse_card,
    parse_contract,
)
from tutorial.lessons.kinds.common import SEAT_NAMES, SEATS
from tutorial.lessons.model import LessonError, Level, Text
from tutorial.lessons.taught import shown_texts

# a number in words, as the prose declines it («одной взятки», «двух», «трёх»; «a single
# trick»): the review found «одной» and «a single» passing the check
_NUMBER_WORDS = {
    "ru": {
        0: "ноль|ни одной",
        1: "одн(?:а|у|ой|ого|ому|им)|один",
        2: "две|два|двух|двум|двумя",
        3: "три|тр[её]х|тр[её]м|тремя",
        4: "четыре|четыр[её]х|четыр[её]м|четырьмя",
        5: "пять|пяти|пятью",
        6: "шесть|шести|шестью",
        7: "семь|семи|семью",
        8: "восемь|восьми|восемью",
        9: "девять|девяти|девятью",
        10: "десять|десяти|десятью",
    },
    "en": {
        0: "zero|none|no tricks?",
        1: "one|a single|single|once",
        2: "two|twice|a pair of",
        3: "three",
        4: "four",
        5: "five",
        6: "six",
        7: "seven",
        8: "eight",
        9: "nine",
        10: "ten",
    },
}
_STRAIN_WORDS = {
    "ru": {
        Strain.SPADES: "пик[иа]?",
        Strain.CLUBS: "треф[ыа]?",
        Strain.DIAMONDS: "бубен|бубён|бубн[ыа]",
        Strain.HEARTS: "черв(?:ей|и|ы)",
        Strain.NO_TRUMP: "без козыр[яей]|бк",
    },
    "en": {
        Strain.SPADES: "spades?",
        Strain.CLUBS: "clubs?",
        Strain.DIAMONDS: "diamonds?",
        Strain.HEARTS: "hearts?",
        Strain.NO_TRUMP: "no[ -]trumps?|nt",
    },
}
# a card written in words: «туз червей», «короля пик», «семёрку треф»; «the ace of hearts»
_RANK_WORDS = {
    "ru": {
        7: "сем[её]рк",
        8: "восьм[её]рк",
        9: "девятк",
        10: "десятк",
        11: "валет",
        12: "дам",
        13: "корол",
        14: "туз",
    },
    "en": {
        7: "seven",
        8: "eight",
        9: "nine",
        10: "ten",
        11: "jack",
        12: "queen",
        13: "king",
        14: "ace",
    },
}
_SUIT_OF = {
    "ru": {
        Suit.SPADES: "пик",
        Suit.CLUBS: "треф",
        Suit.DIAMONDS: "бубен|бубён",
        Suit.HEARTS: "червей",
    },
    "en": {
        Suit.SPADES: "spades",
        Suit.CLUBS: "clubs",
        Suit.DIAMONDS: "diamonds",
        Suit.HEARTS: "hearts",
    },
}
_EDGE_BEFORE = r"(?<![\w♠♣♦♥])"
_EDGE_AFTER = r"(?![\w♠♣♦♥])"


def _word(pattern: str) -> str:
    return f"{_EDGE_BEFORE}(?:{pattern}){_EDGE_AFTER}"


def _number(n: int, language: str) -> list[str]:
    words = _NUMBER_WORDS[language].get(n, str(n))
    if n == 1 and language == "ru":  # «ни одной» is none, not one
        words = f"(?<!ни )(?:{words})"
    return [_word(str(n)), _word(words)]


def _card_words(card: Card, language: str) -> str:
    rank = _RANK_WORDS[language][int(card.rank)]
    suit = _SUIT_OF[language][card.suit]
    joint = r"\w*\s+" if language == "ru" else r"s?\s+of\s+(?:the\s+)?"
    return _word(f"(?:{rank}){joint}(?:{suit})")


def _contract(contract: Contract, language: str) -> list[str]:
    if contract.strain is None:
        return [_word(re.escape(contract.ru if language == "ru" else contract.en))]
    level = f"(?:{contract.level}|{_NUMBER_WORDS[language][contract.level]})"
    strain = _STRAIN_WORDS[language][contract.strain]
    return [
        _word(f"{level}\\s*{re.escape(contract.strain.symbol)}"),
        _word(f"{level}\\s+(?:{strain})"),
    ]


def _seat(seat: str, language: str) -> list[str]:
    """A seat is named all over the prose; only «X takes» / «берёт X» tells the answer."""
    name = re.escape(SEAT_NAMES[seat].get(language))
    verb = "берёт|берет|возьмёт|возьмет|заберёт" if language == "ru" else "takes|wins"
    return [_word(f"{name}\\s+(?:{verb})"), _word(f"(?:{verb})\\s+(?:взятку\\s+)?{name}")]


def _text(answer: str, language: str) -> list[str]:
    """A single answer written as text: a seat, a card, a call or contract."""
    if answer in SEATS:
        return _seat(answer, language)
    if answer.lower() in ("pass", "пас"):
        return [_word("пас" if language == "ru" else "pass")]
    if answer.lower() in ("here", "здесь", "держу"):
        return [_word("здесь|держу" if language == "ru" else "here|hold")]
    found = []
    try:  # «7S» is a card and a bid: both are read
        card = parse_card(answer)
    except CardParseError:
        pass
    else:
        forms = (card.ru, card.symbol) if language == "ru" else (card.symbol, card.ru)
        found += [_word(re.escape(form)) for form in forms] + [_card_words(card, language)]
    try:
        found += _contract(parse_contract(answer), language)
    except ContractParseError:
        pass
    return found


def answer_patterns(answer: Any, choices: Iterable[Any], language: str) -> list[str]:
    """Regular expressions that find ``answer`` (a grader's ``best_answer``) written in prose of
    ``language``; a choice id stands for its text."""
    texts = {
        choice["id"]: choice["text"][language]
        for choice in choices
        if isinstance(choice, dict) and "text" in choice
    }
    if isinstance(answer, bool) or answer is None:
        return []
    if isinstance(answer, int):
        return _number(answer, language)
    if isinstance(answer, list):  # a discard: both cards named tells it
        parts = [_text(card, language) for card in answer]
        return ["".join(f"(?=.*(?:{'|'.join(forms)}))" for forms in parts)] if all(parts) else []
    if isinstance(answer, str) and answer in texts:
        text = texts[answer].strip()
        if text.isdigit():
            return _number(int(text), language)
        seat = next((s for s, name in SEAT_NAMES.items() if name.get(language) == text), None)
        return _text(seat or text, language) or [_word(re.escape(text))]
    if isinstance(answer, str) and answer.strip().isdigit():  # a count sent as text, "2"
        return _number(int(answer), language)
    return _text(answer, language) if isinstance(answer, str) else []


def _plain(answer: Any) -> Any:
    """A contract as one notation, to compare a stated game with an answer."""
    try:
        return parse_contract(answer).en
    except (ContractParseError, TypeError, AttributeError):
        return answer


def tells(text: Text, patterns: dict[str, list[str]]) -> str | None:
    """The first place ``text`` writes the answer, or None."""
    for language, found in patterns.items():
        for pattern in found:
            match = re.search(pattern, text.get(language), re.IGNORECASE | re.DOTALL)
            if match:
                return f"{language} «{match.group(0) or text.get(language)[:40]}»"
    return None


# A statement above the question repeats the verdict when it shares at least SHARED of the
# content words of one of the verdict's sentences, and at least SHARE of them: a word of five
# letters or more, cut to its first five (Russian declines: «козыри», «козырем» → «козыр»).
# A question, or a sentence that sends the learner to look («Посмотрите…», «Count…»), asks;
# so does the part of a statement after a colon that sends to look («…: think what…»).
# A verdict's sentence is read whole and by what it says after a colon: «Взятку берёт Восток:
# 7♠ — козырь, а козырь старше любой карты другой масти» says its rule after the seat and the
# card, which would dilute the share of a statement above the question that says only the rule.
STEM = 5
SHARED = 4
SHARE = 0.75
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
_COLON = re.compile(r":\s+")
_ASKING = re.compile(
    r"^(?:подумайте|посмотрите|сосчитайте|посчитайте|сочтите|сравните|вспомните|решите|"
    r"найдите|ищите|проверьте|think|look|count|compare|recall|decide|find|check|see)\b",
    re.IGNORECASE,
)


def content_words(sentence: str) -> set[str]:
    words = re.findall(r"[a-zа-я]+", sentence.lower().replace("ё", "е"))
    return {word[:STEM] for word in words if len(word) >= STEM}


def statements(text: str) -> list[str]:
    """The sentences of ``text`` that state something (not a question, not «look at…»), each
    without a part after a colon that asks («…: think what becomes of…»)."""
    found = []
    for sentence in (part.strip() for part in _SENTENCE_END.split(text)):
        if not sentence or sentence.endswith("?") or _ASKING.match(sentence):
            continue
        clauses = _COLON.split(sentence)
        asking = next((n for n, clause in enumerate(clauses) if _ASKING.match(clause)), None)
        found.append(sentence if asking is None else ": ".join(clauses[:asking]))
    return found


def verdict_parts(sentence: str) -> list[str]:
    """A verdict's sentence and what it says after each of its colons."""
    clauses = _COLON.split(sentence)
    return [": ".join(clauses[n:]) for n in range(len(clauses))]


def repeats_verdict(text: Text, verdict: Text) -> str | None:
    """The first statement of ``text`` that says most of a sentence of ``verdict``, or of what
    the sentence says after a colon (``verdict_parts``), or None."""
    for language in ("ru", "en"):
        said = [
            content_words(part)
            for sentence in _SENTENCE_END.split(verdict.get(language))
            for part in verdict_parts(sentence)
        ]
        for statement in statements(text.get(language)):
            words = content_words(statement)
            for sentence in said:
                shared = len(words & sentence)
                if shared >= SHARED and shared >= SHARE * len(sentence):
                    return f"{language} «{statement[:60]}»"
    return None


def _patterns(level: Level, best: Any, convention: Convention) -> dict[str, list[str]]:
    choices = level.exercise.view(convention).get("choices", ())
    return {language: answer_patterns(best, choices, language) for language in ("ru", "en")}


def candidates(level: Level, convention: Convention) -> list[Any]:
    """Every answer the learner can give: the choices offered (a count: 0 to the hand's size),
    and the level's listed wrong answers. A pick of two lists only the latter (66 pairs)."""
    view = level.exercise.view(convention)
    answers: list[Any] = list(level.exercise.wrong)
    if "pick" in view:
        return answers
    if "choices" in view:
        answers += [c["id"] if isinstance(c, dict) else c for c in view["choices"]]
    elif level.kind == "count_tricks":
        answers += list(range(len(view.get("hand", ())) + 1))
    unique: list[Any] = []
    for answer in answers:
        if answer not in unique:
            unique.append(answer)
    return unique


def telling_problems(level: Level, convention: Convention) -> list[str]:
    """The three checks of this module on one level (problems, unprefixed)."""
    exercise = level.exercise
    problems: list[str] = []
    try:
        right = exercise.judge(exercise.answer, convention)
        if not right.correct:  # a wrong stated answer is check_level's to report
            right = exercise.judge(right.best_answer, convention)
        problems += [
            f"cites {citation.source.key} {citation.clause} with an empty quote"
            for citation in dict.fromkeys((*right.citations, *level.sources))
            if not citation.quote.strip()
        ]
        patterns = _patterns(level, right.best_answer, convention)
        # a call question states South's game in its prompt: that is what is asked about,
        # not its answer, even where the right call is that game itself
        given = getattr(exercise, "target", None)
        for where, text in (
            ("title", level.title),
            ("explanation", level.explanation),
            ("prompt", exercise.prompt),
            # a hint is read before the answer too: it may say where to look, not the answer
            *((f"hint {n}", hint) for n, hint in enumerate(level.hints, 1)),
        ):
            if (
                text == exercise.prompt  # a practice level's explanation is its prompt
                and given is not None
                and _plain(given) == _plain(right.best_answer)
            ):
                continue
            found = tells(text, patterns)
            if found:
                problems.append(f"the {where} tells the answer: {found}")
            # the prompt states the deal the verdict reckons with; only the prose above it
            # may not say the verdict's reason
            repeated = None if text == exercise.prompt else repeats_verdict(text, right.reason)
            if repeated:
                problems.append(f"the {where} says the right answer's reason: {repeated}")
        for answer in candidates(level, convention):
            judgement = exercise.judge(answer, convention)
            if judgement.correct:
                continue
            if judgement.reason.ru.strip() in ("", right.reason.ru.strip()):
                problems.append(f"the wrong answer {answer!r} has no reason of its own")
                continue
            found = tells(judgement.reason, patterns)
            if found:
                problems.append(f"the reason for the wrong answer {answer!r} tells it: {found}")
    except (LessonError, ValueError) as error:
        problems.append(f"grading fails: {error}")
    return problems + wording_problems(shown_texts(level, convention))


# One wording for what the sources or the site say two ways (the glossary's «в светлую»,
# «втёмную»; the banner's «правила стола»), and numbers with a noun that does not fit them.
WORDING = (
    (re.compile(r"всветлую", re.IGNORECASE), "write «в светлую»"),
    (re.compile(r"в т[её]мную|втемную", re.IGNORECASE), "write «втёмную»"),
    (re.compile(r"конвенци\w* стола", re.IGNORECASE), "say «правила стола»"),
    (re.compile(r"(?<![\d,])0 взятки|в среднем 1 взятки"), "«0 взяток», «1 взятку»"),
    (re.compile(r"(?<![\d.])1 tricks"), "«1 trick»"),
    (re.compile(r"(ловят|и больше) в 0 %"), "say «ни разу» or «почти никогда»"),
    (re.compile(r"[→] \w+\?"), "an arrow in a question: write it as words"),
)


def wording_problems(texts: Iterable[tuple[str, Text]]) -> list[str]:
    """Where a shown text breaks ``WORDING``."""
    return [
        f"the {where} says «{found.group(0)}»: {fix}"
        for where, text in texts
        for language in ("ru", "en")
        for pattern, fix in WORDING
        if (found := pattern.search(text.get(language)))
    ]

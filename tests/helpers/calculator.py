"""Data shared by the calculator tests."""

HTMX = {"HX-Request": "true"}

# A whole 3-player Sochi game to a pulya of 6 (it ends: every pulya closes), first dealer Vera.
SOCHI_DEALS = [
    {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 6, "Boris": 4},
    },
    {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
    {"dealer": "Boris", "declarer": "Vera", "contract": "misere", "tricks": {"Vera": 0}},
    {
        "dealer": "Vera",
        "declarer": "Boris",
        "contract": "8S",
        "defenders": {"Vera": "pass", "Anna": "pass"},
    },
    {
        "dealer": "Anna",
        "declarer": "Boris",
        "contract": "6S",
        "defenders": {"Vera": "pass", "Anna": "half"},
    },
    {
        "dealer": "Boris",
        "declarer": "Anna",
        "contract": "8NT",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 8, "Boris": 1, "Vera": 1},
    },
]

"""The preferans rules core: pure Python, no Django (an import-linter contract checks it).

This package's names are the public API: the Django apps, the command line and the lessons import
from ``rulings.core`` only (an import-linter contract says so); tests may reach inside.

The subpackages form layers, each importing only from those below it (a contract checks that too)::

    penalties     the arbiter: each irregularity's ruling, the ruling card (adjudicate)
    scoring  solver    entries, the sheet of each kind, settlement (score) | double-dummy solver
    records       the deal record and the game record: JSON in, replayed through the rules
    rules         auction, contract_checks, whisting, play
    conventions   the table's options (Convention, PRESETS) and their kinds
    game          cards, contracts, a deal
    errors, i18n, problems (and sources): used by all

Values are immutable; conventions are passed in as values; errors are ``ValueError`` subclasses
(``PreferansError``) whose English message templates the site translates.
"""

from rulings.core.conventions.convention import (
    PRESETS,
    Convention,
    HoldRule,
    OptionInfo,
    RaspasyLeader,
    RaspasyTalon,
    TalonUnfollowed,
    UnknownOptionError,
    Variant,
)
from rulings.core.conventions.house_rules import (
    check_option_names,
    dumps_rules,
    export_rules,
    import_rules,
    loads_rules,
    option_table,
)
from rulings.core.conventions.peer_presets import read_calculator_preset
from rulings.core.conventions.penalty_kinds import DamageStandard, MisdealRules, RemizScale
from rulings.core.conventions.scoring_kinds import (
    BalkanTeamFail,
    Column,
    ConsolationWriters,
    GameEnd,
    HelpRule,
    Kontra,
    KurochkaKind,
    PreferansBonus,
    Progression,
    RaspasyExit,
    RaspasyScoring,
    Responsibility,
    ResponsibleScope,
    Rounding,
    SheetKind,
    Shortfall,
    TalonMoney,
    WhistSplit,
)
from rulings.core.errors import (
    CardParseError,
    ContractParseError,
    ConventionError,
    DealError,
    IllegalCallError,
    IllegalContractError,
    IllegalWhistCallError,
    PlayError,
    PreferansError,
    Problem,
    RecordError,
    fill,
)
from rulings.core.game.cards import (
    DECK,
    Card,
    Rank,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)
from rulings.core.game.contracts import (
    MISERE,
    PREFERANS_NAMES,
    RASPASY,
    Contract,
    ContractKind,
    Strain,
    parse_contract,
)
from rulings.core.game.deal import (
    HAND_SIZE,
    TALON_SIZE,
    Deal,
    active_players,
    defenders_in_order,
    next_clockwise,
    validate_players,
)
from rulings.core.penalties.adjudicator import RulingFaultError, adjudicate
from rulings.core.penalties.deal_facts import DealFacts, read_request
from rulings.core.penalties.ruling import COMPENSATION, Ruling, deal_result
from rulings.core.records.deal_record import (
    DealRecord,
    DealReplay,
    read_convention,
    read_deal_record,
    replay,
    replay_json,
)
from rulings.core.records.incidents import ConductKind, Incident
from rulings.core.records.result import (
    Correction,
    DealResult,
    DefenderCall,
    PreferansDeclaration,
)
from rulings.core.rules.auction import (
    HOLD,
    PASS,
    Auction,
    AuctionEnd,
    Call,
    CallKind,
    bid,
    parse_call,
    russian_ladder,
)
from rulings.core.rules.contract_checks import (
    check_allowed,
    check_contract,
    check_refusal,
    playable_contracts,
    undoubled_pik,
)
from rulings.core.rules.play import (
    TRICKS_PER_DEAL,
    Irregularity,
    IrregularityType,
    PlayState,
    Trick,
    first_leader,
    legal_cards,
    trick_winner,
)
from rulings.core.rules.whisting import (
    WhistCall,
    Whisting,
    WhistOutcome,
    parse_whist_call,
    ten_only_checked,
)
from rulings.core.scoring.contract_scoring import talon_money_entries, talon_tricks
from rulings.core.scoring.entries import Entry, as_number, format_amount
from rulings.core.scoring.explain import Arithmetic, Factor, explain_deal
from rulings.core.scoring.game_score import GameScore, score, score_outcomes
from rulings.core.scoring.raspasy import multiplier as raspasy_multiplier
from rulings.core.scoring.settlement import SettlementSteps, settlement_steps
from rulings.core.scoring.sheet import Sheet
from rulings.core.scoring.statistics import (
    GameStatistics,
    PlayerLine,
    PlayerStatistics,
    game_statistics,
    player_statistics,
)
from rulings.core.scoring.transfers import Transfer, fewest_transfers
from rulings.core.solver.analysis import Analysis, AnalysisError, analyse_json, analyse_replay
from rulings.core.solver.engine import (
    SOLVER_ENGINES,
    Goal,
    Position,
    Solver,
    SolverBudgetError,
    SolverPositionError,
    solver_engine,
)
from rulings.core.sources import SOURCES, Citation, Source, UnknownSourceError, cite, cites, source

__all__ = [
    "COMPENSATION",
    "DECK",
    "HAND_SIZE",
    "HOLD",
    "MISERE",
    "PASS",
    "PREFERANS_NAMES",
    "PRESETS",
    "RASPASY",
    "SOURCES",
    "TALON_SIZE",
    "TRICKS_PER_DEAL",
    "Analysis",
    "AnalysisError",
    "Auction",
    "AuctionEnd",
    "BalkanTeamFail",
    "Call",
    "CallKind",
    "Card",
    "CardParseError",
    "Citation",
    "Column",
    "ConsolationWriters",
    "Contract",
    "ConductKind",
    "ContractKind",
    "ContractParseError",
    "Convention",
    "ConventionError",
    "Correction",
    "DamageStandard",
    "Deal",
    "DealError",
    "DealFacts",
    "DealRecord",
    "DealReplay",
    "DealResult",
    "DefenderCall",
    "Entry",
    "Factor",
    "Arithmetic",
    "GameEnd",
    "GameScore",
    "GameStatistics",
    "Goal",
    "HelpRule",
    "HoldRule",
    "IllegalCallError",
    "IllegalContractError",
    "IllegalWhistCallError",
    "Incident",
    "Irregularity",
    "IrregularityType",
    "Kontra",
    "KurochkaKind",
    "MisdealRules",
    "OptionInfo",
    "PlayError",
    "PlayerLine",
    "PlayerStatistics",
    "PlayState",
    "Position",
    "PreferansBonus",
    "PreferansDeclaration",
    "PreferansError",
    "Problem",
    "Progression",
    "Rank",
    "RaspasyExit",
    "RaspasyLeader",
    "RaspasyScoring",
    "RaspasyTalon",
    "RecordError",
    "RemizScale",
    "Responsibility",
    "ResponsibleScope",
    "Rounding",
    "Ruling",
    "Sheet",
    "SettlementSteps",
    "SheetKind",
    "Shortfall",
    "Solver",
    "SOLVER_ENGINES",
    "Source",
    "SolverBudgetError",
    "SolverPositionError",
    "solver_engine",
    "Strain",
    "Suit",
    "TalonMoney",
    "TalonUnfollowed",
    "Trick",
    "UnknownOptionError",
    "UnknownSourceError",
    "Variant",
    "WhistCall",
    "WhistOutcome",
    "WhistSplit",
    "Whisting",
    "active_players",
    "adjudicate",
    "RulingFaultError",
    "analyse_json",
    "analyse_replay",
    "as_number",
    "bid",
    "check_allowed",
    "check_option_names",
    "check_contract",
    "check_refusal",
    "cite",
    "cites",
    "deal_result",
    "dumps_rules",
    "export_rules",
    "defenders_in_order",
    "fill",
    "first_leader",
    "format_amount",
    "format_cards",
    "game_statistics",
    "import_rules",
    "legal_cards",
    "loads_rules",
    "next_clockwise",
    "option_table",
    "parse_call",
    "parse_card",
    "parse_cards",
    "parse_contract",
    "parse_whist_call",
    "read_calculator_preset",
    "read_convention",
    "read_deal_record",
    "read_request",
    "replay",
    "replay_json",
    "playable_contracts",
    "player_statistics",
    "russian_ladder",
    "score",
    "settlement_steps",
    "fewest_transfers",
    "raspasy_multiplier",
    "Transfer",
    "explain_deal",
    "score_outcomes",
    "source",
    "talon_money_entries",
    "talon_tricks",
    "ten_only_checked",
    "trick_winner",
    "undoubled_pik",
    "validate_players",
]

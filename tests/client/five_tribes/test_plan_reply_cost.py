"""A plan's reason says what the person can lose in the next player's best reply: a line after
which the next player's viziers take the person's majority back read "the next player can then
take up to 13 points" and nothing of the 10 points the person loses."""

from __future__ import annotations

from ai.plan import Line, Step, reason_parts
from game.client.app import App
from game.client.five_tribes.view import FiveTribesView
from game.client.table.plan_words import PlanWords
from game.rules import load_title
from game.rules.outcome import outcome

WORDS = {
    "en": (
        "the next player can then take up to 13 points",
        "you can then lose up to 10 points (Vizier majority)",
    ),
    "uk": (
        "наступний гравець тоді може взяти до 13 очок",
        "ви тоді можете втратити до 10 очок (Більшість візирів)",
    ),
}


def test_the_reason_says_the_majority_the_next_player_takes_back(lang_app: App):
    state = load_title("five_tribes").new_game(2, 0)
    line = Line([Step(state.legal_actions()[0], "bid", False, 10)], 0.5, 1.0, outcome(state, 0, []))
    line.reply, line.reply_cost, line.reply_lost = 13, 10, "vizier_bonus"
    line.reason = reason_parts(line)
    words = PlanWords(FiveTribesView(lang_app), lambda p: f"Seat {p}", lambda world: None)  # type: ignore[arg-type,return-value]
    reply, cost = WORDS[lang_app.settings.language]
    assert words.reason(line).endswith(f"{reply}; {cost}"), words.reason(line)
    line.reply_cost = 0
    line.reason = reason_parts(line)
    assert words.reason(line).endswith(reply), "no loss, no words of one"


COINS = {"en": ("+15 Coins", "coins"), "uk": ("+15 Монети", "монет")}


def test_coins_gained_are_said_once(lang_app: App):
    # Guards against: "+15 Coins; +15 coins; takes 3 builders" (the score's line, then the event's).
    from game.rules.outcome import Tally

    state = load_title("five_tribes").new_game(2, 0)
    done = outcome(state, 0, [])
    done.after = done.before + 15
    done.delta = {"gold": 15}
    done.tallies = [Tally("coins_gained", "", 1, 15), Tally("meeples_taken", "colour=3", 1, 3)]
    line = Line([Step(state.legal_actions()[0], "bid", False, 10)], 0.5, 1.0, done)
    line.reason = reason_parts(line)
    words = PlanWords(FiveTribesView(lang_app), lambda p: f"Seat {p}", lambda world: None)  # type: ignore[arg-type,return-value]
    said, twice = COINS[lang_app.settings.language]
    reason = words.reason(line)
    assert reason.startswith(said + "; ") and twice not in reason.split(";", 1)[1], reason

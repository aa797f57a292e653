"""Legal actions as one question at a time (spec section 5; docs/ui.md: one question at a time).

- action: a row of a card in your holder (only rows that hold are targets), a tile that can become a
  village, or the temple action button;
- clean / spare: the spaces; plant: first the tile (market slot or the face-down stack, with what it
  costs you), then the space; place_temple: the tile (several temples: the table asks which);
- move / catapult: first the rider (capital or tile), then where it goes (the reachable tiles glow);
- discard: the holder cards; village_card: a row card, then now / tuck / tuck in place of one;
- draw: an element row card of that element or the deck; leader: one button per power.
``stop`` is a button wherever the rules allow it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.client.table.view_types import Option, Question, Target
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.keys import hotkey
from game.client.tribes_of_the_wind.logwords import played_row_gist, tile_object
from game.client.tribes_of_the_wind.rows import card_row_rects
from game.client.tribes_of_the_wind.words import (
    ELEMENT_KEYS,
    card_gist,
    effect_text,
    element_name,
    t,
)
from game.client.tribes_of_the_wind.words_board import capitalised, power_help, power_name, village_card_title
from game.rules.base import IllegalAction
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.actions import rider_returns
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import SPACES, Power
from game.rules.tribes_of_the_wind.legal import HIDDEN, idle_effect, plant_cost, temple_forced
from game.rules.tribes_of_the_wind.state import Phase, TotwState


@dataclass(slots=True)
class Choice:
    """The half-made choice: a plant source or a rider to move."""

    source: int | None = None  # plant: market slot 0-3 or act.DECK_SOURCE
    origin: int | None = None  # move/catapult: position (cap = 0)
    village: int | None = None  # village_card: the row slot 0-3 picked, asked now / tuck next
    keys: list[str] = field(default_factory=list)
    # The halves the question filled in itself (the only source, rider or row card there is):
    # stepping back skips them, or Undo, Esc and right click clear a choice the question at once
    # makes again and never reach the action before (e.g. after a card whose
    # riders can only leave the capital, Undo would do nothing).
    given: set[str] = field(default_factory=set)

    def clear(self) -> None:
        self.source = None
        self.origin = None
        self.village = None
        self.given.clear()

    def made_by_hand(self) -> bool:
        """Whether the person has picked a half of this choice (something to step back from)."""
        return any(
            getattr(self, half) is not None and half not in self.given
            for half in ("source", "origin", "village")
        )

    def give(self, half: str, value: int | None) -> None:
        """Fill ``half`` in for the person: the only one there is (None: they must pick)."""
        setattr(self, half, value)
        if value is None:
            self.given.discard(half)
        else:
            self.given.add(half)


def position_rect(players: int, player: int, pos: int) -> pygame.Rect:
    return L.board_geoms(players)[player].position(pos)


def build(state: TotwState, legal: list[int], choice: Choice, undoable: Sequence[int] = ()) -> Question:
    """The question for the mover of ``state`` (ctx.state: the mover's observation when they see it).
    ``undoable``: the mover's own last actions (``Ctx.undoable``), whose rider moves a move that
    would only send the riders back where they stood is left out of (``rider_returns``)."""
    phase = state.phase
    me = state.seat
    players = state.num_players
    geom = L.board_geoms(players)[me]
    q = Question(prompt="", why_not=t("q.why_not"), option_area=L.OPTIONS)
    legal_set = set(legal)
    stop = act.STOP in legal_set
    if phase == Phase.ACTION:
        _action(state, legal_set, q, geom)
    elif phase == Phase.CLEAN:
        q.prompt = t("q.clean", count=state.counter)
        q.targets = [
            Target(SPACES[x], geom.space(x), (act.clean(x),)) for x in range(12) if act.clean(x) in legal_set
        ]
    elif phase == Phase.SPARE:
        q.prompt = t("q.spare")
        q.targets = [
            Target(SPACES[x], geom.space(x), (act.spare(x),)) for x in range(12) if act.spare(x) in legal_set
        ]
    elif phase == Phase.PLANT:
        _plant(state, legal_set, choice, q, geom)
    elif phase == Phase.PLACE_TEMPLE:
        q.prompt = t("q.place_temple")
        by_space: dict[int, list[int]] = {}
        for a in legal:
            if act.PLACE_TEMPLE <= a < act.CLEAN:
                by_space.setdefault((a - act.PLACE_TEMPLE) % 12, []).append(a)
        q.targets = [Target(SPACES[x], geom.space(x), tuple(acts)) for x, acts in sorted(by_space.items())]
    elif phase in (Phase.MOVE, Phase.CATAPULT):
        _move(state, legal, choice, q, players, rider_returns(legal, undoable))
    elif phase == Phase.DISCARD:
        # A temple action the engine took itself (nothing else was legal) says so before the first
        # discard, when the hand is still the one that could not be played.
        forced = state.last_discard == 0 and temple_forced(state)
        q.prompt = t("q.discard_forced" if forced else "q.discard", count=state.counter)
        # The engine takes the discards in rising slot order (one action list per set of cards),
        # so a card to the right of the next legal one is not a choice yet. Only the cards that
        # may go are targets: a click on another says why, as a click on nothing does, and what
        # keeps the question in sight (a tooltip, the hint's panel) need not keep clear of it.
        q.why_not = t("q.why_not_discard")
        q.targets = [
            Target(f"hand:{s}", L.holder_rect(s - 1), (act.discard(s),))
            for s in range(1, 6)
            if act.discard(s) in legal_set
        ]
    elif phase == Phase.VILLAGE_CARD:
        _village_card(state, legal, choice, q)
    elif phase == Phase.DRAW:
        _draw(state, legal_set, q)
    elif phase == Phase.LEADER:
        _leader(legal, q)
    if stop:
        q.options.append(Option("stop", t("q.stop"), act.STOP, primary=not q.targets))
    return q


def _action(state: TotwState, legal: set[int], q: Question, geom: L.BoardGeom) -> None:
    """The action step: a row of a holder card, a tile to make a village, or the temple."""
    q.prompt = t("q.action")
    board = state.boards[state.seat]
    for slot in range(5):
        card = board.hand[slot]
        if card == EMPTY or card >= 80:
            continue
        rows = state.data.card_rows[card]
        for k, rect in enumerate(card_row_rects(L.holder_rect(slot), len(rows))):
            a = act.play(slot + 1, bool(k))
            if a in legal:
                q.targets.append(Target(f"play:{slot + 1}:{k}", rect, (a,)))
    for x in range(12):
        if act.village(x) in legal:
            q.targets.append(Target(f"village:{SPACES[x]}", geom.space(x), (act.village(x),)))
    if act.TEMPLE_ACTION in legal:
        q.options.append(
            Option("temple", t("q.temple_button"), act.TEMPLE_ACTION, tooltip=t("q.temple_help"))
        )
    q.why_not = t("q.why_not_action")


def _draw(state: TotwState, legal: set[int], q: Question) -> None:
    """Refilling the holder: an element row card (drawing that element) or the deck."""
    q.prompt = t("q.draw", count=5 - state.boards[state.seat].hand_count())
    for slot, card in enumerate(state.element_row):
        if card != EMPTY and act.draw(state.element_of(card)) in legal:
            q.targets.append(
                Target(f"row:{slot + 1}", L.element_row_rect(slot), (act.draw(state.element_of(card)),))
            )
    if act.DRAW_DECK in legal:
        q.targets.append(Target("deck", L.deck_rect(), (act.DRAW_DECK,)))


def _leader(legal: list[int], q: Question) -> None:
    """The leader's power: one button per power the rules allow."""
    q.prompt = t("q.leader")
    for a in legal:
        power = a - act.LEADER
        q.options.append(
            Option(
                f"power:{Power(power).name.lower()}",
                power_name(power),
                a,
                tooltip=capitalised(power_help(power)),
            )
        )


def _plant(state: TotwState, legal: set[int], choice: Choice, q: Question, geom: L.BoardGeom) -> None:
    board = state.boards[state.seat]
    sources = sorted({(a - act.PLANT) // 12 for a in legal if act.PLANT <= a < act.MOVE})
    if choice.source not in sources:
        choice.give("source", sources[0] if len(sources) == 1 else None)
    if choice.source is None:
        q.prompt = t("q.plant_source", discount=state.counter)
        for m in sources:
            rect = L.market_rect(m if m != act.DECK_SOURCE else 4)
            q.targets.append(
                Target(f"market:{'deck' if m == act.DECK_SOURCE else m + 1}", rect, (), choose=True)
            )
        return
    m = choice.source
    if m == act.DECK_SOURCE:
        q.prompt = t("q.plant_space_deck", count=plant_cost(state, board, 4))
    else:
        tile = state.forest_market[m]
        q.prompt = t(  # plural by the cost: "за 1 воду", "за 2 води" (not "за 1 води")
            "q.plant_space",
            count=plant_cost(state, board, state.data.tile_cost[tile]),
            tile=tile_object(state.data.tile_ids[tile]),  # its colour and kind, not its code
            water=board.water,
        )
    for x in range(12):
        a = act.plant(m, x)
        if a in legal:
            q.targets.append(Target(SPACES[x], geom.space(x), (a,)))
    if len(sources) > 1:
        q.options.append(Option("other_tile", t("q.other_tile"), choose=True))


def _village_card(state: TotwState, legal: list[int], choice: Choice, q: Question) -> None:
    """First the row card, then what to do with it: the prompt names the card picked (else
    "Take a village card from the row" stays on screen over the now / tuck buttons)."""
    by_slot: dict[int, list[int]] = {}
    for a in legal:
        if act.VILLAGE_CARD <= a < act.DRAW:
            by_slot.setdefault((a - act.VILLAGE_CARD) // 6, []).append(a)
    if choice.village not in by_slot:
        choice.give("village", next(iter(by_slot)) if len(by_slot) == 1 else None)
    picked = choice.village
    q.targets = [
        Target(f"village_row:{i + 1}", L.village_row_rect(i), (), choose=True) for i in by_slot if i != picked
    ]
    if picked is None:
        q.prompt = t("q.village_card")
        return
    card = state.village_row[picked]
    q.prompt = t("q.village_card_picked", goal=t(f"goal_short.{state.data.village_goal[card]}"))
    q.options = [Option(f"village_card:{a}", option_label(state, a), a) for a in by_slot[picked]]


def _move(
    state: TotwState, legal: list[int], choice: Choice, q: Question, players: int, returns: set[int]
) -> None:
    me = state.seat
    moves = [divmod(a - act.MOVE, 13) for a in legal if act.MOVE <= a < act.STOP and a not in returns]
    origins = sorted({a for a, _ in moves})
    catapult = state.phase == Phase.CATAPULT
    if not origins:
        if returns:
            q.why_not = t("q.why_not_return")
        q.prompt = t("q.move_back_only")
        return
    if choice.origin not in origins:
        choice.give("origin", origins[0] if len(origins) == 1 else None)
    if choice.origin is None:
        # No rider picked yet: a stray click sent nobody back (it read "a rider sent back wastes
        # a move" as soon as any rider could go back), so it asks for a rider first.
        q.why_not = t("q.why_not_rider")
        q.prompt = t("q.catapult_from") if catapult else t("q.move_from", count=state.counter)
        q.targets = [
            Target(f"from:{act.position_name(p)}", position_rect(players, me, p), (), choose=True)
            for p in origins
        ]
        return
    a = choice.origin
    if any(divmod(r - act.MOVE, 13)[0] == a for r in returns):
        # The picked rider could go back where it came from: a click there says why it does not glow.
        q.why_not = t("q.why_not_return")
    if catapult:  # one jump, no count (a plural lookup of a plain string shows its key)
        q.prompt = t("q.catapult_to", origin=place_from(a))
    else:
        q.prompt = t("q.move_to", origin=place_from(a), count=state.counter)
    q.targets = [
        Target(act.position_name(b), position_rect(players, me, b), (act.move(a, b),))
        for a2, b in moves
        if a2 == a
    ]
    if len(origins) > 1:
        q.options.append(Option("other_rider", t("q.other_rider"), choose=True))


def choose(choice: Choice, key: str) -> None:
    """A ``choose`` target or option: a plant source, a rider, or dropping that half-choice."""
    if key.startswith("market:"):
        name = key.split(":", 1)[1]
        choice.source = act.DECK_SOURCE if name == "deck" else int(name) - 1
        choice.given.discard("source")
    elif key.startswith("village_row:"):
        choice.village = int(key.split(":", 1)[1]) - 1
        choice.given.discard("village")
    elif key.startswith("from:"):
        name = key.split(":", 1)[1]
        choice.origin = 0 if name == "cap" else SPACES.index(name) + 1
        choice.given.discard("origin")
    elif key in ("other_tile", "other_rider"):
        choice.clear()


def pending_prompt(actions: list[int]) -> str | None:
    """The prompt while the buttons ask which temple goes on the clicked tile (else only
    the table's "choose one of the options on the buttons below")."""
    if not actions or not all(act.PLACE_TEMPLE <= a < act.CLEAN for a in actions):
        return None
    spaces = {(a - act.PLACE_TEMPLE) % 12 for a in actions}
    if len(spaces) != 1:
        return None
    return t("q.which_temple", at=SPACES[spaces.pop()])


def option_label(state: TotwState, action: int) -> str:
    """Words of one action: of several behind one click (temple number, village card use), or of
    a board click as the hint panel names it ("Play card 1, easy row", not "play 1 easy")."""
    if act.PLAY <= action < act.TEMPLE_ACTION:
        slot, hard = divmod(action - act.PLAY, 2)
        card = state.boards[state.seat].hand[slot]
        if card != EMPTY and card < HIDDEN and len(state.data.card_rows[card]) == 1:
            return t("q.play_option_one", slot=slot + 1)  # one row: no easy or hard to name
        return t("q.play_option", slot=slot + 1, row=t(f"log.row_{'hard' if hard else 'easy'}"))
    if action == act.TEMPLE_ACTION:
        return t("q.temple_button")
    if act.VILLAGE <= action < act.DISCARD:
        return t("q.village_option", at=SPACES[action - act.VILLAGE])
    if act.DISCARD <= action < act.PLACE_TEMPLE:
        return t("q.discard_option", slot=action - act.DISCARD)
    if act.CLEAN <= action < act.PLANT:
        return t("q.clean_option", at=SPACES[action - act.CLEAN])
    if act.PLANT <= action < act.MOVE:
        m, x = divmod(action - act.PLANT, 12)
        source = t("q.plant_stack") if m == act.DECK_SOURCE else t("q.plant_market", n=m + 1)
        return t("q.plant_option", source=source, at=SPACES[x])
    if act.MOVE <= action < act.STOP:
        origin, to = divmod(action - act.MOVE, 13)
        return t("q.move_option", origin=place_name(origin), to=place_name(to))
    if action == act.STOP:
        return t("q.stop")
    if act.PLACE_TEMPLE <= action < act.CLEAN:
        temple = (action - act.PLACE_TEMPLE) // 12 + 1
        return t("q.temple_option", n=temple, bonus=effect_text(state.data.temple_bonus[temple - 1]))
    if act.VILLAGE_CARD <= action < act.DRAW:
        i, k = divmod(action - act.VILLAGE_CARD, 6)
        card = state.village_row[i]
        if k == act.VC_NOW:
            effect = state.data.village_effect[card]
            idle = idle_effect(state, effect)
            if idle is not None:  # offered by the rules, but say that it gives nothing now
                return t("q.card_now_idle", what=effect_text(effect), why=t(f"q.idle.{idle}"))
            return t("q.card_now", what=effect_text(effect))
        if k == act.VC_TUCK:
            return t("q.card_tuck")
        old = state.boards[state.seat].tucked[k - 2]
        return t("q.card_replace", goal=t(f"goal_short.{state.data.village_goal[old]}"))
    if act.DRAW <= action < act.LEADER:
        return t("q.draw_deck") if action == act.DRAW_DECK else element_name(action - act.DRAW)
    if act.LEADER <= action < act.LEADER + len(Power):  # as its button reads, not the log's line
        return t("q.leader_option", power=power_name(action - act.LEADER))
    return state.action_to_str(action)


def hint_label(state: TotwState, action: int) -> str | None:
    """What the hint panel calls an action that plays, discards or takes a card: the card by its
    slot (the gold number on it), its colour and what it does ("Play card 2 (blue), easy row:
    3 water"), a village card by its title (its goal), a draw with its verb ("Draw a card: red
    (fire)"); never by a data code ("b10a", "v22" were shown). None for the other actions, whose
    log line names no card."""
    board = state.boards[state.seat]
    if act.PLAY <= action < act.TEMPLE_ACTION:
        slot, hard = divmod(action - act.PLAY, 2)
        card = board.hand[slot]
        if card == EMPTY or card >= HIDDEN:  # not a card this seat can see: the log's words stand
            return None
        gives = played_row_gist(state, card, min(hard, len(state.data.card_rows[card]) - 1))
        if len(state.data.card_rows[card]) == 1:  # one row: no easy or hard to name
            return t("hint.play_one", slot=slot + 1, element=_element_nom(state, card), gives=gives)
        row = t(f"log.row_{'hard' if hard else 'easy'}")
        return t("hint.play", slot=slot + 1, element=_element_nom(state, card), row=row, gives=gives)
    if act.DISCARD < action <= act.DISCARD + 5:
        slot = action - act.DISCARD
        card = board.hand[slot - 1]
        if card == EMPTY or card >= HIDDEN:
            return None
        gives = card_gist(state.data, card)
        return t("hint.discard", slot=slot, element=_element_nom(state, card), gives=gives)
    if act.VILLAGE_CARD <= action < act.DRAW:
        card = state.village_row[(action - act.VILLAGE_CARD) // 6]
        if card == EMPTY:
            return None
        return t(
            "hint.village_card", what=option_label(state, action), card=village_card_title(state.data, card)
        )
    if act.DRAW <= action < act.LEADER:  # the button says "red (fire)": a plan's step says what to do
        return t("hint.draw", what=option_label(state, action))
    if act.PLACE_TEMPLE <= action < act.CLEAN:  # where, too: a forced one has no disc of its own
        temple, x = divmod(action - act.PLACE_TEMPLE, 12)
        bonus = effect_text(state.data.temple_bonus[temple])
        return t("hint.temple", n=temple + 1, at=SPACES[x], bonus=bonus)
    return None


def forced_words(state: TotwState, action: int) -> list[str]:
    """The steps the engine takes itself for the seat after ``action`` at ``state``, worded as
    the plan's steps (``GameView.plan_forced``): each forced decision (a temple action's last
    discards, a temple's one free tile) by its hint or option words, and a blind draw after a
    temple ("Draw 3 cards blind from the deck"). The next seat's forced steps are its own."""
    seat = state.current_player()
    try:
        decisions, parts = state.forced_steps(action)
    except IllegalAction:
        return []
    found: list[str] = []
    for index, part in enumerate(parts):
        if index > 0:
            before, forced = decisions[index - 1]
            if before.current_player() != seat:
                break
            found.append(hint_label(before, forced) or option_label(before, forced))
        decided = action if index == 0 else decisions[index - 1][1]
        if not act.DRAW <= decided < act.LEADER:  # a draw of the seat's choosing is not blind
            blind = [e for e in part if e.kind == "card_drawn" and getattr(e, "player", None) == seat]
            if blind:
                found.append(t("hint.blind_draw", count=len(blind)))
    return found


def forced_keys(state: TotwState, action: int) -> dict[str, str]:
    """The keys of the decisions the engine takes itself for the seat after ``action`` at
    ``state`` (``GameView.forced_keys``): a last discard by its card's slot, a temple on its one
    free tile by the temple's number, each with its option's words ("Discard card 5")."""
    seat = state.current_player()
    try:
        decisions, _ = state.forced_steps(action)
    except IllegalAction:
        return {}
    found: dict[str, str] = {}
    for before, forced in decisions:
        if before.current_player() != seat:
            break
        target = f"hand:{forced - act.DISCARD}" if act.DISCARD < forced <= act.DISCARD + 5 else ""
        key = hotkey(target, forced)
        if key is not None:
            found.setdefault(key, option_label(before, forced))
    return found


def forced_clicks(state: TotwState, action: int) -> list[tuple[pygame.Rect, str]]:
    """After a temple action's discard that left the last ones to the engine, a click on the hand
    (meant as the next discard) says they were discarded (``GameView.forced_clicks``)."""
    seat = state.current_player()
    try:
        decisions, _ = state.forced_steps(action)
    except IllegalAction:
        return []
    slots = [
        forced - act.DISCARD
        for before, forced in decisions
        if before.current_player() == seat and act.DISCARD < forced <= act.DISCARD + 5
    ]
    if not slots:
        return []
    words = t("q.discards_forced", count=len(slots), cards=", ".join(map(str, slots)))
    return [(L.holder_rect(slot), words) for slot in range(5)]


def lead_words(state: TotwState) -> list[str]:
    """The temple action the engine took at the start of the seat's turn, when no card could be
    played and no village built (``GameView.plan_lead``): the plan starts at its first discard."""
    if state.last_discard == 0 and temple_forced(state):
        return [option_label(state, act.TEMPLE_ACTION)]
    return []


def _element_nom(state: TotwState, card: int) -> str:
    return t(f"element.{ELEMENT_KEYS[state.data.card_element[card]]}.adj_nom")


def place_from(pos: int) -> str:
    """Where a rider leaves from, with its preposition: Ukrainian needs the genitive and "зі"
    before "столиці" (not "з столиця")."""
    return t("words.from_capital") if pos == 0 else t("words.from_space", space=SPACES[pos - 1])


def place_name(pos: int) -> str:
    """A rider position in words: "capital" (столиця) or the space name."""
    return t("words.capital") if pos == 0 else SPACES[pos - 1]

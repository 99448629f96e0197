/* Powderkeg's web client: one renderer per game type, `window.PowderkegGames[slug]` (the interface is in play.js).
 *
 * A renderer knows no rules: it draws what the view holds and names commands and events from their own fields.
 * Face-up cards are drawn with ui.card (the viewer's own hand with {mine: true}, once each); hidden cards only as
 * counts (ui.back). Cards that sit in a hand but are public (haggis's wilds, the bombs exchange) and the hands shown
 * once a game is over are written as text, so that no `[data-card]` of a hand is ever on a spectator's page.
 * Server strings (names) only ever become text nodes through ui.el. */
(function () {
  "use strict";

  // --- what the page has seen: seat names for the log, the last view for labels ------------------------------

  const seen = {names: [], tables: {}, view: null};

  function nameOf(seat, table) {
    if (seat === null || seat === undefined) return "the system";
    const local = table ? seen.tables[table] : null;
    const name = local ? local[seat] : seen.names[seat];
    return typeof name === "string" && name ? name : `seat ${seat}`;
  }

  function remember(view) {
    seen.view = view;
    if (Array.isArray(view.seats)) {
      for (const s of view.seats) if (s && typeof s.name === "string") seen.names[s.seat] = s.name;
    }
    if (view.table && Array.isArray(view.table.seats) && view.table.key) {
      seen.tables[view.table.key] = view.table.seats.map((s) => s.name);
    }
  }

  // --- words ---------------------------------------------------------------------------------------------------

  const list = (codes) => (Array.isArray(codes) ? codes.join(" ") : "");
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
  /** Cards the viewer may see, or how many when the server hid them (`cards` null, `<name>_count` beside). */
  const cardsOrCount = (cards, count) => (Array.isArray(cards) ? list(cards) : plural(Number(count) || 0, "card"));
  const cardOr = (card, words) => (typeof card === "string" && card ? card : words);
  const late = (d) => (d && d.timeout ? " (time ran out)" : "");
  const has = (v) => v !== null && v !== undefined;
  const iso = (ms) => new Date(ms).toISOString();
  const titleCase = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);
  const kindWords = (kind) => String(kind).replace(/-/g, " ");
  /** A rank in the plural: `Aces`, `5s`. */
  const ranks = (rank) => (rank === "A" ? "Aces" : `${rank}s`);

  /** Seats in the order they went out: `1st ann, 2nd bo`. */
  const inOrder = (seats, name) => seats.map((s, i) => `${ordinal(i + 1)} ${name(s)}`).join(", ");

  function ordinal(n) {
    const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : {1: "st", 2: "nd", 3: "rd"}[n % 10] || "th";
    return `${n}${tail}`;
  }

  /** A command's fields in words (`rank 7, card 3C`), for a command no renderer names. */
  function fields(command) {
    return Object.keys(command)
      .filter((k) => k !== "type" && has(command[k]))
      .map((k) => `${k} ${Array.isArray(command[k]) ? list(command[k]) : command[k]}`)
      .join(", ");
  }

  function fallbackLabel(command) {
    const rest = fields(command);
    return titleCase(kindWords(command.type)) + (rest ? `: ${rest}` : "");
  }

  function fallbackLine(event) {
    const d = event.data || {};
    const who = typeof d.seat === "number" ? `${nameOf(d.seat, event.table)}: ` : "";
    return `${who}${kindWords(event.type)}`;
  }

  /** The scores line of a result or a scored hand: `ann 10, bo 9`, by seat. */
  function scoresLine(scores, table) {
    return (scores || []).map((score, seat) => `${nameOf(seat, table)} ${score}`).join(", ");
  }

  // --- drawing helpers (everything goes through ui.el: text stays text) ---------------------------------------

  /** Append the parts that are there (a part with nothing to show is null). */
  function put(board, ...parts) {
    board.append(...parts.flat().filter((p) => has(p) && p !== false));
  }

  function part(ui, name, title, ...children) {
    return ui.el("section", {class: "pk-part", "data-part": name}, ui.el("h3", {}, title), ...children);
  }

  function line(ui, ...children) {
    return ui.el("p", {class: "pk-line"}, ...children);
  }

  function publicCards(ui, codes) {
    return ui.el("span", {class: "pk-cards"}, (codes || []).map((c) => ui.card(c)));
  }

  /** Cards the view reveals to the viewer alone (null for anyone else: then nothing is drawn). */
  function reveal(ui, words, cards) {
    return Array.isArray(cards) ? ui.el("div", {class: "pk-reveal"}, words, publicCards(ui, cards)) : null;
  }

  function timer(ui, ms, words) {
    return typeof ms === "number" ? ui.el("span", {class: "pk-timer"}, words, ui.countdown(iso(ms))) : null;
  }

  function handPart(ui, hand) {
    if (!Array.isArray(hand)) return null;
    return part(
      ui,
      "hand",
      `Your hand (${plural(hand.length, "card")})`,
      hand.length
        ? ui.el("div", {class: "pk-hand"}, hand.map((c) => ui.card(c, {mine: true})))
        : line(ui, "No cards in your hand."),
    );
  }

  /** One seat in the seats list: ▶ on turn, the name, the cards held (a count: face down for the others). */
  function seatRow(ui, o) {
    const facts = (o.facts || []).filter(Boolean);
    return ui.el(
      "li",
      {"data-seat": o.seat, "data-turn": Boolean(o.turn), class: o.me ? "pk-me" : null},
      ui.el("span", {class: "pk-mark", "aria-label": o.turn ? "on turn" : null}, o.turn ? "▶" : ""),
      ui.el("strong", {class: "pk-name"}, o.name),
      o.me ? " (you)" : null,
      o.bot ? " · bot" : null,
      typeof o.cards === "number"
        ? o.me
          ? ui.el("span", {class: "pk-count"}, plural(o.cards, "card"))
          : ui.back(o.cards)
        : null,
      facts.length ? ui.el("span", {class: "pk-facts"}, facts.join(" · ")) : null,
    );
  }

  /** Whether a seat is the viewer's (never, for a spectator). */
  const viewerIs = (ui) => (seat) => has(ui.seat) && seat === ui.seat;

  /** The rows of seatsPart for the seats of `view`: who sits there, whether it is the viewer's seat, a bot's, on
   * turn, how many cards it holds, and what the game says of it (`facts(seat)`, nulls left out). */
  function seatRows(view, isMe, facts) {
    return (view.seats || []).map((s) => ({
      seat: s.seat,
      name: s.name,
      me: isMe(s.seat),
      bot: s.bot,
      turn: view.turn === s.seat,
      cards: s.cards,
      facts: facts(s),
    }));
  }

  function seatsPart(ui, rows, title) {
    return part(ui, "seats", title || "Seats", ui.el("ul", {class: "pk-seats"}, rows.map((r) => seatRow(ui, r))));
  }

  /** Whose turn it is (`what` they are to do, if the view says), or why nobody's. */
  function turnLine(ui, view, turn, name, me, dueMs, what) {
    const idle =
      view.status === "finished"
        ? "The game is over."
        : Array.isArray(view.windows) && view.windows.length
          ? "Nobody is on turn while the window is open."
          : "Nobody is on turn.";
    const words =
      turn === null || turn === undefined
        ? idle
        : me
          ? ui.el("strong", {}, `Your turn${what ? `: ${what}` : ""}.`)
          : `${name}'s turn${what ? `: ${what}` : ""}.`;
    return ui.el("p", {class: "pk-line pk-turn", "data-turn-seat": turn}, words, " ", timer(ui, dueMs, "Clock: "));
  }

  const WINDOW_WORDS = {
    "last-call": "Last call: bombs and completions may still be played by",
    nine: "Nine window: a Nine may answer the play, from",
    "six-block": "The Six's chosen player may block it:",
  };

  /** Who may still play in each open window, and who has waived (its clock is play.js's #countdown). */
  function windowsPart(ui, windows, name) {
    if (!Array.isArray(windows) || !windows.length) return null;
    return part(
      ui,
      "windows",
      "Open window",
      ui.el(
        "ul",
        {class: "pk-list"},
        windows.map((w) => {
          const waived = Array.isArray(w.waived) && w.waived.length ? ` Waived: ${w.waived.map(name).join(", ")}.` : "";
          return ui.el(
            "li",
            {"data-window": w.kind},
            `${WINDOW_WORDS[w.kind] || kindWords(w.kind)} ${(w.seats || []).map(name).join(", ")}.${waived} `,
            typeof w.due_ms === "number" ? null : "Open until every seat waives.",
          );
        }),
      ),
    );
  }

  /** The decisions owed: `describe(d)` gives the words and any cards for each. */
  function decisionsPart(ui, decisions, name, isMe, describe) {
    if (!Array.isArray(decisions) || !decisions.length) return null;
    return part(
      ui,
      "decisions",
      "Decisions owed",
      ui.el(
        "ul",
        {class: "pk-list"},
        decisions.map((d) => {
          const mine = isMe(d.seat);
          const [words, ...more] = describe(d, mine);
          return ui.el(
            "li",
            {"data-decision": d.kind, "data-seat": d.seat, class: mine ? "pk-mine" : null},
            mine ? ui.el("strong", {}, `You must ${words}.`) : `${name(d.seat)} must ${words}.`,
            " ",
            timer(ui, d.due_ms, "Clock: "),
            ...more,
          );
        }),
      ),
    );
  }

  /** The end of the game: the seats by `ranking` (or seat order) with their scores, winners marked. */
  function resultPart(ui, result, name, scores, extra) {
    if (!result) return null;
    const order = Array.isArray(result.ranking) ? result.ranking : (scores || []).map((_, i) => i);
    const winners = Array.isArray(result.winners) ? result.winners : [result.winner];
    return part(
      ui,
      "result",
      "Result",
      line(ui, ui.el("strong", {}, `Winner: ${winners.map(name).join(", ")}`)),
      order.length
        ? ui.el(
          "ol",
          {class: "pk-list"},
          order.map((seat) =>
            ui.el("li", {"data-seat": seat}, `${name(seat)}${scores ? `: ${scores[seat]}` : ""}`,
              winners.includes(seat) ? " (winner)" : null),
          ),
        )
        : null,
      ...(extra || []),
    );
  }

  /** Every seat's cards once the game is over, as text (the viewer's own hand is drawn as cards already). */
  function finalHandsPart(ui, hands, name, title) {
    if (!Array.isArray(hands)) return null;
    return part(
      ui,
      "final-hands",
      title || "Hands at the end",
      ui.el("ul", {class: "pk-list pk-text-cards"},
        hands.map((cards, seat) => ui.el("li", {"data-seat": seat}, `${name(seat)}: ${list(cards) || "no cards"}`))),
    );
  }

  // --- bombs (one table, and the match of 6 or more players at several tables) -------------------------------

  const FORM_WORDS = {"double-run": "double run", "big-bomb": "big bomb", "super-bomb": "super bomb"};
  const formWords = (form) => FORM_WORDS[form] || form;
  const RANK_PLURALS = {
    3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights", 9: "nines", 10: "tens",
    J: "jacks", Q: "queens", K: "kings", A: "aces", 2: "twos",
  };
  /** Which hand of how many: a tie-break hand is played after the last one (`hand 2 of 1` would say nothing). */
  const handWords = (number, total, tiebreak) =>
    tiebreak ? `tie-break hand, after ${plural(total, "hand")}` : `hand ${number} of ${total}`;
  const rankOf = (code) => (code === "BJ" || code === "RJ" || code === "JK" ? code : String(code).slice(0, -1));

  /** The trick on the table in the last view (a match's: the viewer's table). */
  function lastTrick() {
    const v = seen.view;
    if (!v) return null;
    return (v.kind === "bombs-match" ? v.table && v.table.trick : v.trick) || null;
  }

  function bombsPlayLabel(cards) {
    const rs = cards.map(rankOf);
    const same = rs.every((r) => r === rs[0]);
    if (cards.length === 2 && rs.includes("BJ") && rs.includes("RJ")) return `Super bomb: ${list(cards)}`;
    if (same && cards.length === 3) return `Bomb: three ${RANK_PLURALS[rs[0]] || rs[0]} (${list(cards)})`;
    if (same && cards.length === 4) return `Big bomb: four ${RANK_PLURALS[rs[0]] || rs[0]} (${list(cards)})`;
    const trick = lastTrick();
    if (same && cards.length === 2 && trick && trick.form === "single" && rankOf((trick.top || [])[0]) === rs[0]) {
      return `Complete the bomb: ${list(cards)}`;
    }
    return `Play ${list(cards)}`;
  }

  const BOMBS_DECISIONS = {
    revolt: () => ["decide whether to revolt (keep both jokers and lead) or not"],
    privilege: (d) => [`accept or refuse the card passed${d.card ? `, ${d.card}` : ""} (refusing: the Master leads)`],
    request: (d) => [
      `ask the Master for a rank from 3 to 10, or stop asking` +
        (Array.isArray(d.requested) && d.requested.length ? ` (asked so far: ${d.requested.join(", ")})` : ""),
    ],
    return: (d) => [`return a card to the Knave${d.rank ? `: a ${d.rank}` : " (any card)"}`],
  };

  function bombsExchange(ui, x, name) {
    if (!x) return null;
    const bits = [`${name(x.knave)} (Knave) and ${name(x.master)} (Master) exchange; step: ${kindWords(x.stage)}.`];
    if (x.revolt === true) bits.push(`${name(x.knave)} revolted: no exchange.`);
    if (x.card) bits.push(`Card passed: ${x.card}.`);
    if (x.accepted === true) bits.push("The Master accepted it.");
    if (x.accepted === false) bits.push("The Master refused it and leads.");
    for (const r of x.requests || []) bits.push(`Asked for a ${r.rank}: ${r.held ? "held" : "none held"}.`);
    if (x.returned) bits.push(`Returned: ${x.returned}.`);
    return part(ui, "exchange", "Exchange", line(ui, bits.join(" ")));
  }

  function bombsTrick(ui, trick, name) {
    if (!trick) return null;
    const top = Array.isArray(trick.top) ? trick.top : [];
    return part(
      ui,
      "trick",
      `Trick ${trick.number}, led by ${name(trick.leader)}`,
      top.length
        ? line(ui, `${trick.form ? titleCase(formWords(trick.form)) : "Play"} on top, by ${name(trick.top_seat)}: `,
          publicCards(ui, top))
        : line(ui, `Waiting for ${name(trick.leader)} to lead.`),
      trick.passes ? line(ui, `${plural(trick.passes, "pass")} since.`) : null,
    );
  }

  /** One table: its own seats (`name(local)`, `isMe(local)`), turn, exchange, trick, last call, decisions. */
  function bombsTableParts(ui, t, name, isMe) {
    const turnDue = t.turn_due_ms;
    const places = t.finishing_order || [];
    const rows = seatRows(t, isMe, (s) => [
      `score ${s.score}`,
      s.place ? (s.place === 1 ? "out 1st (Master)" : `out ${ordinal(s.place)}`) : null,
      s.in_hand === false ? "sits out this hand" : null,
      t.dealer === s.seat ? "dealer" : null,
    ]);
    const roles = [];
    if (has(t.knave)) roles.push(`Knave: ${name(t.knave)}`);
    if (has(t.master)) roles.push(`Master: ${name(t.master)}`);
    return [
      line(ui, `${titleCase(handWords(t.hand_number, t.hands_total, t.tiebreak))} · ${kindWords(t.phase)}` +
        (roles.length ? ` · ${roles.join(", ")}` : "")),
      turnLine(ui, t, t.turn, name(t.turn), isMe(t.turn), turnDue),
      seatsPart(ui, rows),
      bombsExchange(ui, t.exchange, name),
      bombsTrick(ui, t.trick, name),
      windowsPart(ui, t.windows, name),
      decisionsPart(ui, t.decisions, name, isMe, (d) => (BOMBS_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d)),
      places.length ? line(ui, `Out this hand: ${inOrder(places, name)}.`) : null,
    ];
  }

  function renderBombs(view, board, ui) {
    const name = (s) => ui.seatName(s);
    const isMe = viewerIs(ui);
    put(board,
      ...bombsTableParts(ui, view, name, isMe),
      handPart(ui, view.hand),
      resultPart(ui, view.result, name, view.result && view.result.scores),
      view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
    );
  }

  function renderMatch(view, board, ui) {
    const name = (s) => ui.seatName(s);
    const me = has(ui.seat) ? (view.seats || []).find((s) => s.seat === ui.seat) : null;
    const mine = view.table;
    const where = me
      ? me.table
        ? `You sit at table ${me.table}.`
        : "You sit out this hand."
      : "You are watching: the players' cards stay hidden.";
    for (const t of view.tables || []) {
      seen.tables[t.key] = seen.tables[t.key] || (t.players || []).map((p) => nameOf(p));
    }
    put(board,
      line(ui, `Match of ${plural((view.seats || []).length, "player")} ` +
        `at ${plural((view.tables || []).length, "table")}: ` +
        `${handWords(view.hand_number, view.hands_total, view.tiebreak)}. ${where}`),
      seatsPart(
        ui,
        (view.seats || []).map((s) => ({
          seat: s.seat,
          name: s.name,
          me: has(me) && s.seat === me.seat,
          bot: s.bot,
          turn: (view.tables || []).some((t) => t.turn === s.seat),
          cards: s.cards,
          facts: [s.table ? `table ${s.table}` : "sitting out", `score ${s.score}`, `rank ${s.rank}`],
        })),
        "Players",
      ),
      part(
        ui,
        "tables",
        "Tables",
        ui.el(
          "ul",
          {class: "pk-list pk-tables"},
          (view.tables || []).map((t) =>
            ui.el(
              "li",
              {"data-table": t.key, class: mine && mine.key === t.key ? "pk-me" : null},
              ui.el("strong", {}, `${t.key}${mine && mine.key === t.key ? " (your table)" : ""}`),
              t.hand_number ? ` hand ${t.hand_number}` : null,
              t.phase ? ` · ${kindWords(t.phase)}` : null,
              ui.el(
                "span",
                {class: "pk-table-seats"},
                (t.players || []).map((p, local) =>
                  ui.el("span", {class: "pk-table-seat", "data-seat": p, "data-turn": t.turn === p},
                    t.turn === p ? "▶ " : null, name(p),
                    Array.isArray(t.cards) ? ui.back(t.cards[local]) : null)),
              ),
              Array.isArray(t.finishing_order) && t.finishing_order.length
                ? ` Out: ${t.finishing_order.map(name).join(", ")}.`
                : null,
            ),
          ),
        ),
      ),
      mine
        ? part(
          ui,
          "my-table",
          `Your table, ${mine.key}`,
          ...bombsTableParts(ui, mine, (local) => {
            const seat = (mine.seats || [])[local];
            return seat && seat.name ? seat.name : name((mine.players || [])[local]);
          }, (local) => has(me) && (mine.players || [])[local] === me.seat),
        )
        : null,
      handPart(ui, view.hand),
      resultPart(ui, view.result, name, view.result && view.result.scores),
    );
  }

  const TAKEN = {
    "super-bomb": " with the super bomb", expired: " (the last call ran out)", waived: " (everyone waived)",
  };

  const BOMBS_EVENTS = {
    GameStarted: (d) =>
      d.table ? `Table opens: ${(d.names || []).join(", ")}` :
        `Game of ${plural(d.hands, "hand")} starts: ${(d.names || []).join(", ")}`,
    DealerDrawn: (d, n) => {
      const rounds = (d.draws || []).map((round) => round.map(([seat, card]) => `${n(seat)} ${card}`).join(", "));
      return `Low-card draw: ${rounds.join("; then ")}. ${n(d.dealer)} deals`;
    },
    HandDealt: (d, n) =>
      `Hand ${d.hand}${d.tiebreak ? " (tie-break)" : ""} dealt by ${n(d.dealer)}` +
      (has(d.knave)
        ? `; ${n(d.knave)} (Knave) exchanges with ${n(d.master)} (Master)`
        : `; ${n(d.leader)} leads`),
    RevoltDeclared: (d, n) => `${n(d.seat)} revolts: keeps both jokers and leads`,
    RevoltDeclined: (d, n) => `${n(d.seat)} does not revolt${late(d)}`,
    CardPassed: (d, n) => `${n(d.seat)} passes ${d.card} to ${n(d.to)}`,
    CardAccepted: (d, n) => `${n(d.seat)} accepts ${d.card}${late(d)}`,
    PrivilegeUsed: (d, n) => `${n(d.seat)} refuses ${d.card} and will lead`,
    RankRequested: (d, n) => `${n(d.seat)} asks for a ${d.rank}: ${d.held ? "the Master has one" : "none"}`,
    RequestsStopped: (d, n) => `${n(d.seat)} stops asking${late(d)}`,
    CardReturned: (d, n) => `${n(d.seat)} returns ${d.card} to ${n(d.to)}${late(d)}`,
    CardsPlayed: (d, n) =>
      `${n(d.seat)} ${d.completion ? "completes a bomb with" : "plays"} ${list(d.cards)} (${formWords(d.form)})` +
      `${d.out_of_turn ? " out of turn" : ""}${late(d)}`,
    PlayerWentOut: (d, n) => `${n(d.seat)} is out, ${ordinal(d.place)}${d.place === 1 ? " (Master)" : ""}`,
    Passed: (d, n) => `${n(d.seat)} passes${late(d)}`,
    LastCallOpened: () => "Last call: bombs may still be played",
    Waived: (d, n) => `${n(d.seat)} waives`,
    TrickTaken: (d, n) =>
      `${n(d.seat)} takes the trick` +
      (TAKEN[d.reason] || "") +
      `; ${n(d.leader)} leads`,
    HandScored: (d, n) =>
      `Hand ${d.hand} scored: ${(d.points || []).map((p, s) => `${n(s)} +${p}`).join(", ")}; totals ${
        (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
    GameFinished: (d, n) => `Game over: ${(d.winners || []).map(n).join(", ")} won. Totals: ${
      (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
    SeatTaken: (d) => `${d.name} sits down at this table`,
    TableClosed: () => "The table closes",
    MatchStarted: (d) =>
      `Match of ${plural(d.hands, "hand")} starts: ${(d.tables || []).map(([key, seats]) =>
        `${key}: ${seats.map((s) => nameOf(s)).join(", ")}`).join("; ")}`,
    HandCompleted: (d) => `Hand ${d.hand} complete at every table. Totals: ${scoresLine(d.totals)}`,
    TablesSeated: (d) => {
      const moves = (d.moves || []).map(([seat, from, to]) => `${nameOf(seat)} moves from ${from} to ${to}`);
      return `Hand ${d.hand}${d.tiebreak ? " (tie-break)" : ""}: ${(d.tables || []).map(([key, seats]) =>
        `${key}: ${seats.map((s) => nameOf(s)).join(", ")}`).join("; ")}${moves.length ? `. ${moves.join(", ")}` : ""}`;
    },
    MatchFinished: (d) =>
      `Match over: ${(d.winners || []).map((s) => nameOf(s)).join(", ")} won. Totals: ${scoresLine(d.scores)}`,
  };

  // --- exploding-aces ----------------------------------------------------------------------------------------

  const EA_STEPS = {play: "play cards or draw", choose: "end the turn or continue"};

  /** What the player on turn is to do, when no window or card's effect waits on anyone. */
  function eaStep(view) {
    const turnKinds = ["play-or-draw", "end-or-continue", "queen-response"];
    if ((view.windows || []).length || (view.decisions || []).some((d) => !turnKinds.includes(d.kind))) return null;
    if (view.step === "queen") return `answer the Queen: play a Queen or draw ${2 * view.queen}`;
    return EA_STEPS[view.step] || null;
  }

  const EA_DECISIONS = {
    "play-or-draw": () => ["play cards or draw a card (drawing ends the turn)"],
    "end-or-continue": () => ["end the turn or continue"],
    "queen-response": (d) => [`answer the Queen chain: play a Queen or draw ${2 * (d.k || 1)} cards`],
    five: (d, mine, n) => [`give one card to ${n(d.by)} (a Five)`],
    pair: (d, mine, n) => [`give ${n(d.by)} one card of rank ${d.rank} (a Pair)`],
    "two-pairs": (d, mine, n, ui) => [
      `take one card of ${n(d.target)}'s hand (Two Pairs)`,
      reveal(ui, "Only you see their hand: ", d.cards),
    ],
    three: (d, mine, n, ui) => [
      `draw from the top or the bottom, then keep or reject (Three of a Kind, ${plural(d.draws || 0, "draw")} so far)`,
      reveal(ui, "You drew: ", d.card ? [d.card] : null),
    ],
    jack: (d, mine, n, ui) => [
      `take one of the top ${plural(d.count || 0, "card")} and put the rest back in an order (a Jack)`,
      reveal(ui, "Only you see them, top first: ", d.cards),
    ],
    "six-block": (d, mine, n) => [`block ${n(d.by)}'s Six with a Six, or allow the exchange`],
    "six-give": (d, mine, n) => [
      `choose ${plural(d.count || 0, "card")} to pass in the exchange between ${n(d.by)} and ${n(d.target)}`,
    ],
    "full-house": (d, mine, n) => [`keep one card of the hand; the rest go into the deck (${n(d.by)}'s Full House)`],
    four: (d, mine, n, ui) => [
      "take a card blind from each of",
      ui.el("span", {class: "pk-targets"},
        (d.targets || []).map((t) => ui.el("span", {}, ` ${n(t.seat)} `, ui.back(t.cards)))),
    ],
    replay: (d, mine, n, ui) => [
      "replay a single card or a smaller combination of",
      ui.el("div", {}, publicCards(ui, d.cards || [])),
    ],
  };

  function eaTable(ui, t, name) {
    if (!t) return null;
    const bits = [`${name(t.seat)} played`];
    if (t.role && t.role !== "play") bits.push(`(${kindWords(t.role)})`);
    const after = [`: ${kindWords(t.form)}`];
    if (has(t.target)) after.push(`, at ${name(t.target)}`);
    if (t.rank) after.push(`, naming ${t.rank}`);
    const nines = Array.isArray(t.nines) && t.nines.length
      ? `Nines played on it by ${t.nines.map(name).join(", ")}` +
        `${t.cancel ? `; the first would cancel ${t.cancel}` : ""}.`
      : "No Nine on it so far.";
    return part(ui, "table", "On the table", line(ui, `${bits.join(" ")} `, publicCards(ui, t.cards), after.join("")),
      line(ui, nines, " Its effect waits until the window closes."));
  }

  function renderAces(view, board, ui) {
    const name = (s) => ui.seatName(s);
    const isMe = viewerIs(ui);
    const clock = (view.decisions || []).find((d) => d.seat === view.turn && typeof d.due_ms === "number");
    const rows = seatRows(view, isMe, (s) => [s.alive ? null : "eliminated", s.score ? "winner" : null]);
    const piles = [
      ui.el("div", {class: "pk-pile"}, "Deck: ", ui.back(view.deck)),
      ui.el("div", {class: "pk-pile"}, `Discard pile (${plural(view.discard_count || 0, "card")})`,
        view.discard_top ? [": top ", ui.card(view.discard_top)] : null),
    ];
    if (Array.isArray(view.in_use) && view.in_use.length) {
      piles.push(ui.el("div", {class: "pk-pile"}, "In play, its effect under way: ", publicCards(ui, view.in_use)));
    }
    if (Array.isArray(view.removed) && view.removed.length) {
      piles.push(ui.el("div", {class: "pk-pile"}, "Kings out of the game: ", publicCards(ui, view.removed)));
    }
    put(board,
      line(ui, `Direction: ${view.direction === -1 ? "anticlockwise" : "clockwise"} · ` +
        `${plural(view.defuses || 0, "defuse")} so far` +
        (view.recycle_quota ? ` (the first ${view.recycle_quota} put their King back into the deck)` : "") +
        (view.queen ? ` · Queen chain: ${view.queen}` : "")),
      turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), clock && clock.due_ms, eaStep(view)),
      seatsPart(ui, rows),
      part(ui, "piles", "Piles", ...piles),
      eaTable(ui, view.table, name),
      windowsPart(ui, view.windows, name),
      decisionsPart(ui, view.decisions, name, isMe,
        (d, mine) => (EA_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d, mine, name, ui)),
      handPart(ui, view.hand),
      view.result
        ? resultPart(ui, view.result, name, null, [
          line(ui, `Eliminated, in order: ${(view.result.eliminated || []).map(name).join(", ") || "nobody"}.`),
        ])
        : null,
      view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
      view.status === "finished" && Array.isArray(view.deck_order)
        ? part(ui, "deck-order", "The deck at the end, top first", line(ui, list(view.deck_order) || "empty"))
        : null,
    );
  }

  const deckSize = (deck) => (Array.isArray(deck) ? deck.length : deck);

  const EA_EVENTS = {
    GameStarted: (d) => `Game starts: ${(d.names || []).join(", ")} (${plural(d.decks, "deck")})`,
    Dealt: (d, n) => `Two cards dealt to each; the deck holds ${deckSize(d.deck)}. ${n(d.first)} starts`,
    Played: (d, n) =>
      `${n(d.seat)} plays ${list(d.cards)} ` +
      `(${kindWords(d.form)}${d.role && d.role !== "play" ? `, ${kindWords(d.role)}` : ""})` +
      `${has(d.target) ? ` at ${n(d.target)}` : ""}${d.rank ? `, naming ${d.rank}` : ""}${late(d)}`,
    WindowOpened: (d, n) => `Nine window opens for ${(d.seats || []).map(n).join(", ")}`,
    NinePlayed: (d, n) => `${n(d.seat)} plays a Nine (${d.card})${d.cancel ? `, cancelling ${d.cancel}` : ""}`,
    Waived: (d, n) => `${n(d.seat)}: no Nine`,
    ChainSettled: (d) => `${plural(d.nines, "Nine")} played: the play ${d.cancelled ? "is cancelled" : "stands"}`,
    Drew: (d, n) =>
      `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)}${d.bottom ? " from the bottom" : ""}` +
      `${d.reason ? ` (${kindWords(d.reason)})` : ""}${late(d)}`,
    DeckRebuilt: (d) =>
      `The deck is rebuilt from the discards: ${plural(deckSize(d.deck), "card")}` +
      (Array.isArray(d.removed) && d.removed.length ? `; Kings out of the game: ${list(d.removed)}` : ""),
    DeckShuffled: (d) => `The deck is shuffled${d.reason ? ` (${kindWords(d.reason)})` : ""}`,
    PlayDiscarded: (d) => `Discarded: ${list(d.cards)}`,
    AcesReturned: (d) => `Back into the deck: ${list(d.cards)}; shuffled`,
    Peeked: (d, n) =>
      `${n(d.seat)} looks at the top ` +
      `${Array.isArray(d.cards) ? `cards: ${list(d.cards)}` : plural(d.cards_count || 0, "card")}` +
      ` (${kindWords(d.reason)})`,
    JackArranged: (d, n) =>
      `${n(d.seat)} takes ${cardOr(d.card, "a card")} and puts back ${cardsOrCount(d.order, d.order_count)}${late(d)}`,
    Defused: (d, n) =>
      `${n(d.seat)} defuses ${d.ace} with ${d.king}` +
      `${typeof d.position === "number" ? `, the Ace at position ${d.position}` : ""}` +
      (d.recycled ? ", the King back into the deck" : "") +
      (typeof d.king_position === "number" ? ` at ${d.king_position}` : ""),
    Reversed: (d, n) => `${n(d.seat)} reverses the direction`,
    SevenShown: (d, n) => `${n(d.seat)} names ${d.rank}: the top card is ${d.card} (${d.correct ? "right" : "wrong"})`,
    EffectOpened: (d, n) =>
      `${titleCase(kindWords(d.kind))}: ${(d.owners || []).map(n).join(", ") || "nobody"} to decide` +
      `${has(d.target) ? ` (target ${n(d.target)})` : ""}${d.rank ? ` (rank ${d.rank})` : ""}`,
    Given: (d, n) =>
      `${n(d.seat)} gives ${cardsOrCount(d.cards, d.cards_count)} to ${n(d.to)} (${kindWords(d.reason)})${late(d)}`,
    Chosen: (d, n) => `${n(d.seat)} chooses ${cardsOrCount(d.cards, d.cards_count)} (${kindWords(d.reason)})${late(d)}`,
    Exchanged: (d, n) =>
      `${n(d.seat)} and ${n(d.target)} exchange: ${n(d.seat)} gives ${cardsOrCount(d.gave, d.gave_count)} and gets ` +
      cardsOrCount(d.got, d.got_count),
    HandDumped: (d, n) =>
      `${n(d.seat)}'s hand is dumped (${kindWords(d.reason)}): ${list(d.discarded) || "nothing"} discarded` +
      (Array.isArray(d.aces) && d.aces.length ? `, ${list(d.aces)} into the deck` : ""),
    HandsPassed: (d, n) =>
      `Hands passed: ${(d.passes || []).map(([from, to, cards, count]) =>
        `${n(from)} to ${n(to)} (${cardsOrCount(cards, count)})`).join(", ")}`,
    HandLooked: (d, n) =>
      `${n(d.seat)} looks at ${n(d.target)}'s hand${Array.isArray(d.cards) ? `: ${list(d.cards)}` : ""}`,
    KingsShown: (d, n) =>
      `${n(d.seat)}'s Royal Flush: ${(d.shown || []).map(([seat, king]) =>
        `${n(seat)} ${king ? `shows ${king}` : "has no King"}`).join(", ")}`,
    HandsReturned: (d, n) =>
      `Cards into the deck: ${(d.returns || []).map((r) => `${n(r[0])} ${cardsOrCount(r[1], r[2])}`).join(", ")}`,
    Kept: (d, n) => `${n(d.seat)} keeps ${cardOr(d.card, "a card")}${late(d)}`,
    Rejected: (d, n) => `${n(d.seat)} rejects ${cardOr(d.card, "a card")}`,
    Allowed: (d, n) => `${n(d.seat)} allows the exchange${late(d)}`,
    ReplaySkipped: (d, n) => `${n(d.seat)} has nothing to replay; discarded: ${list(d.discarded) || "nothing"}`,
    EffectEnded: (d, n) => `${n(d.seat)}'s card has done its work`,
    TurnEnded: (d, n) =>
      `${n(d.seat)}'s turn ends (${kindWords(d.reason)})${late(d)}; ${n(d.next)} is next` +
      (d.queen ? `, and must answer the Queen (draw ${2 * d.queen} or play a Queen)` : ""),
    QueenChainEnded: (d, n) => `${n(d.seat)} draws ${2 * d.k} cards instead of playing a Queen${late(d)}`,
    Continued: (d, n) => `${n(d.seat)} continues`,
    Challenged: (d, n) =>
      `${n(d.seat)} challenges ${n(d.target)}: ${d.hit ? "an Ace!" : "no Ace"}` +
      (Array.isArray(d.hand) ? ` (saw ${list(d.hand) || "no cards"})` : ""),
    Eliminated: (d, n) => `${n(d.seat)} is eliminated (${kindWords(d.reason)})`,
    GameFinished: (d, n) => `Game over: ${n(d.winner)} wins`,
  };

  function eaLabel(command) {
    const c = command;
    const n = (s) => nameOf(s);
    switch (c.type) {
      case "play":
      case "replay": {
        const words = [`${c.type === "play" ? "Play" : "Replay"} ${list(c.cards)}`];
        if (has(c.target)) words.push(`at ${n(c.target)}`);
        if (has(c.rank)) words.push(`naming ${c.rank}`);
        if (has(c.position)) words.push(`Ace to position ${c.position}${c.position === 0 ? " (top)" : ""}`);
        if (has(c.king_position)) words.push(`King to position ${c.king_position}`);
        return words.join(", ").replace(/, at /, " at ");
      }
      case "draw": {
        const v = seen.view;
        return v && v.step === "queen" && v.queen ? `Draw ${2 * v.queen} cards` : "Draw a card (ends your turn)";
      }
      case "end": return "End your turn";
      case "continue": return "Continue your turn";
      case "nine": return has(c.cancel) ? `Nine: cancel ${c.cancel}` : "Play a Nine";
      case "waive": {
        const v = seen.view;
        const six = v && (v.windows || []).some((w) => w.kind === "six-block");
        return six ? "Waive" : "No Nine";
      }
      case "challenge": return `Challenge ${n(c.target)}`;
      case "give": return `Give ${list(c.cards)}`;
      case "keep": return `Keep ${c.card}`;
      case "reject": return "Reject";
      case "draw-from": return `Draw from the ${c.end}`;
      case "take": return `Take ${c.card}`;
      case "take-blind": return `Take ${n(c.target)}'s card #${c.position + 1}`;
      case "arrange": return `Take ${c.card}, put back ${list(c.order)} (top first)`;
      case "block": return "Block with a Six";
      case "allow": return "Allow the exchange";
      default: return fallbackLabel(c);
    }
  }

  // --- haggis ------------------------------------------------------------------------------------------------

  const WIDTHS = {2: "pairs", 3: "triples", 4: "fours", 5: "fives"};
  const COUNTS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"};
  const BOMB_NAMES = {
    rainbow: "rainbow bomb", jq: "J-Q bomb", jk: "J-K bomb", qk: "Q-K bomb", jqk: "J-Q-K bomb", suited: "suited bomb",
  };

  /** A combination in words, from the reading the server gives (kind, width, top rank, bomb). */
  function comboWords(kind, width, top, bomb, count) {
    if (kind === "bomb") return bomb ? BOMB_NAMES[bomb] || `${bomb} bomb` : "bomb";
    if (kind === "set") {
      return count === 1 ? `single ${top}` : count === 2 ? `pair of ${top}s` : `${COUNTS[count] || count} ${top}s`;
    }
    if (kind === "sequence") {
      const w = Number(width) || 1;
      return `sequence of ${count / w} ranks${w > 1 ? ` in ${WIDTHS[w] || `${w}s`}` : ""} up to ${top}`;
    }
    return kindWords(kind || "play");
  }

  const BET_WORDS = {0: "no bet", 15: "Little bet (15)", 30: "Big bet (30)"};

  function haggisBet(s) {
    if (s.bet === null || s.bet === undefined) return s.may_bet ? "may still bet" : null;
    return BET_WORDS[s.bet] || `bet ${s.bet}`;
  }

  function haggisTrick(ui, trick, name) {
    if (!trick) return null;
    const plays = trick.plays || [];
    return part(
      ui,
      "trick",
      `Trick ${trick.number}, led by ${name(trick.leader)}`,
      plays.length
        ? ui.el(
          "ol",
          {class: "pk-list pk-plays"},
          plays.map((p, i) =>
            ui.el("li", {"data-seat": p.seat, class: i === plays.length - 1 ? "pk-top" : null},
              `${name(p.seat)}: `, publicCards(ui, p.cards),
              ` ${comboWords(p.kind, p.width, p.top_rank, p.bomb, p.cards.length)}`,
              i === plays.length - 1 ? " (on top)" : null)),
        )
        : line(ui, `Waiting for ${name(trick.leader)} to lead.`),
      trick.passes ? line(ui, `${plural(trick.passes, "pass")} since.`) : null,
    );
  }

  function haggisLastRound(ui, r, name) {
    if (!r) return null;
    const rows = (r.points || []).map((points, seat) =>
      ui.el("tr", {"data-seat": seat},
        ui.el("th", {scope: "row"}, name(seat)),
        ...[r.going_out, r.card_points, r.bets, r.bonus].map((col) => ui.el("td", {}, String((col || [])[seat] ?? 0))),
        ui.el("td", {}, ui.el("strong", {}, String(points)))));
    return part(
      ui,
      "last-round",
      `Round ${r.round} scored`,
      line(ui, `Out in order: ${(r.order || []).map(name).join(", ") || "nobody"}.`),
      ui.el("table", {class: "pk-table"},
        ui.el("thead", {},
          ui.el("tr", {}, ["", "Out", "Cards", "Bets", "Bonus", "Round"].map((h) => ui.el("th", {scope: "col"}, h)))),
        ui.el("tbody", {}, rows)),
    );
  }

  function renderHaggis(view, board, ui) {
    const name = (s) => ui.seatName(s);
    const isMe = viewerIs(ui);
    const rows = seatRows(view, isMe, (s) => [
      Array.isArray(s.wilds) && s.wilds.length ? `wilds ${s.wilds.join(" ")}` : "no wilds left",
      `score ${s.score}`,
      haggisBet(s),
      s.place ? `out ${ordinal(s.place)}` : null,
      `${plural(s.captured_cards || 0, "card")} captured`,
      view.dealer === s.seat ? "dealer" : null,
    ]);
    const out = view.finishing_order || [];
    put(board,
      line(ui, `Round ${view.round} · game to ${view.target} · ` +
        (view.card_points === "per_card" ? "1 point a card" : "classic card points") +
        (view.removed_suit ? ` · suit ${view.removed_suit} out this round` : "") +
        (view.first_out_bonus_3p ? " · +5 to the first out" : "")),
      turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), view.turn_due_ms),
      seatsPart(ui, rows),
      view.haggis_cards ? line(ui, "The Haggis, face down: ", ui.back(view.haggis_cards)) : null,
      haggisTrick(ui, view.trick, name),
      out.length ? line(ui, `Out this round: ${out.map((s, i) => `${ordinal(i + 1)} ${name(s)}`).join(", ")}.`) : null,
      haggisLastRound(ui, view.last_round, name),
      handPart(ui, view.hand),
      resultPart(ui, view.result, name, view.result && view.result.scores),
      view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
      view.status === "finished" && Array.isArray(view.haggis) && view.haggis.length
        ? part(ui, "haggis", "The last Haggis", line(ui, list(view.haggis)))
        : null,
      view.status === "finished" ? finalHandsPart(ui, view.captured, name, "Captured in the last round") : null,
    );
  }

  const HAGGIS_EVENTS = {
    GameStarted: (d) => `Game to ${d.target} starts: ${(d.names || []).join(", ")}`,
    RoundDealt: (d, n) =>
      `Round ${d.round}: ${n(d.dealer)} deals, ${n(d.leader)} leads` +
      `${d.removed_suit ? `; suit ${d.removed_suit} is out` : ""}` +
      `${typeof d.haggis_cards === "number" ? `; the Haggis holds ${d.haggis_cards}` : ""}`,
    BetPlaced: (d, n) =>
      `${n(d.seat)} makes ${d.amount ? `the ${BET_WORDS[d.amount] || `bet of ${d.amount}`}` : "no bet"}`,
    CombinationPlayed: (d, n) =>
      `${n(d.seat)} plays ${list(d.cards)}: ` +
      `${comboWords(d.kind, d.width, d.top_rank, d.bomb, (d.cards || []).length)}${late(d)}`,
    Passed: (d, n) => `${n(d.seat)} passes${late(d)}`,
    PlayerWentOut: (d, n) => `${n(d.seat)} goes out ${ordinal(d.place)}: ${d.points} points (5 × ${d.largest})`,
    TrickCaptured: (d, n) =>
      `${n(d.winner)} wins the trick${d.bombed ? " with a bomb" : ""}; ` +
      `${n(d.capturer)} captures ${plural(d.cards, "card")}`,
    RoundScored: (d, n) =>
      `Round ${d.round} scored: ${(d.points || []).map((p, s) => `${n(s)} +${p}`).join(", ")}; totals ${
        (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
    GameFinished: (d, n) => `Game over: ${(d.winners || []).map(n).join(", ")} won. Totals: ${
      (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
  };

  function haggisLabel(command) {
    const c = command;
    switch (c.type) {
      case "play":
        if (c.kind === "bomb") return `Bomb: ${list(c.cards)}`;
        if (!c.kind) return `Play ${list(c.cards)}`;
        return `Play ${list(c.cards)}: ${comboWords(c.kind, c.width, c.top_rank, null, (c.cards || []).length)}`;
      case "pass": return "Pass";
      case "bet": return c.amount ? BET_WORDS[c.amount] || `Bet ${c.amount}` : "No bet";
      default: return fallbackLabel(c);
    }
  }

  // --- bombs-away --------------------------------------------------------------------------------------------

  const BA_DECISIONS = {
    keep: (d, mine, n, ui) => [
      "keep one of the two cards the Ace drew (the other goes to the bottom of the deck)",
      reveal(ui, "Drawn: ", d.cards),
    ],
    bury: (d, mine, n, ui) => [
      `put one card of ${n(d.target)}'s hand at the bottom of the deck (a 5)`,
      reveal(ui, `Only you see ${n(d.target)}'s hand: `, d.cards),
    ],
    pick: (d, mine, n, ui) => [
      `pick one of ${n(d.with)}'s cards, blind (a 9's swap)`,
      ui.el("div", {class: "pk-reveal"}, `${n(d.with)}'s cards, face down: `, ui.back(d.positions || 0)),
    ],
    damage: (d, mine, n) => [`deal ${d.amount} damage to one of ${(d.targets || []).map(n).join(", ")}`],
    "keep-ten": (d) => [
      `keep one 10-value card; the others go back into the deck${Array.isArray(d.cards) ? ` (${list(d.cards)})` : ""}`,
    ],
  };

  function renderAway(view, board, ui) {
    const name = (s) => ui.seatName(s);
    const isMe = viewerIs(ui);
    const rows = seatRows(view, isMe, (s) => [`${plural(s.score, "point")}`, s.eliminated ? "eliminated" : null,
      view.games > 1 ? `${plural(s.wins || 0, "game")} won` : null]);
    const pile = view.pile || [];
    const chains = view.chains || [];
    put(board,
      line(ui, `Game ${view.game_number} of ${view.games} · ${view.direction} · started by ${name(view.starter)}` +
        (view.winner_carryover ? " · the winner carries points over" : "")),
      turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), view.turn_due_ms,
        {closing: "the closing card of a damaging chain", fresh: "play a card"}[view.role] || null),
      seatsPart(ui, rows),
      part(
        ui,
        "pile",
        "Pile",
        pile.length
          ? ui.el("div", {class: "pk-pile-cards"}, pile.map((p, i) =>
            ui.el("span", {class: "pk-pile-card", "data-top": i === pile.length - 1},
              ui.card(p.card),
              p.became && !String(p.card).startsWith(p.became) ? ui.el("small", {}, `as ${p.became}`) : null,
              ui.el("small", {}, `worth ${p.value}`))))
          : line(ui, "The pile is empty."),
        line(ui, `${plural(view.pile_count || 0, "card")} on the pile (the top ${pile.length} shown, top last). Deck: `,
          ui.back(view.deck_count || 0)),
        Array.isArray(view.blocked) && view.blocked.length
          ? line(ui, `Blocked by 8s (the next one played has no effect): ${view.blocked.join(", ")}.`)
          : null,
      ),
      chains.length
        ? part(
          ui,
          "chains",
          "Damaging chains",
          ui.el("ol", {class: "pk-list"}, chains.map((c) =>
            ui.el("li", {"data-seat": c.damager},
              `${name(c.damager)}'s chain: ` +
              (c.response === null || c.response === undefined
                ? "waiting for the response."
                : `the response is worth ${c.response}; a closing card worth ${c.response} or more ` +
                  "deals its value in damage.")))),
          has(view.responder) ? line(ui, `Play resumes after ${name(view.responder)}.`) : null,
        )
        : null,
      decisionsPart(ui, view.decisions, name, isMe,
        (d, mine) => (BA_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d, mine, name, ui)),
      handPart(ui, view.hand),
      Array.isArray(view.game_winners) && view.game_winners.length && view.games > 1
        ? line(ui, `Games won so far: ${view.game_winners.map((s, i) => `game ${i + 1} ${name(s)}`).join(", ")}.`)
        : null,
      resultPart(ui, view.result, name, view.result && view.result.wins, [line(ui, "Scores are games won.")]),
      view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
    );
  }

  const BA_EVENTS = {
    GameStarted: (d) => `Series of ${plural(d.games, "game")} starts: ${(d.names || []).join(", ")}`,
    GameDealt: (d, n) => `Game ${d.game}: 4 cards each; ${n(d.starter)} starts`,
    TurnBegan: (d, n) => `${n(d.seat)}'s turn${d.role === "closing" ? " (closing card)" : ""}`,
    TurnSkipped: (d, n) => `${n(d.seat)} has no card to play: skipped`,
    CardPlayed: (d, n) => {
      const words = [`${n(d.seat)} plays ${d.card}`];
      if (d.declare) words.push(`as ${d.declare}`);
      else if (d.became && !String(d.card).startsWith(d.became)) words.push(`as ${d.became}`);
      if (has(d.target)) words.push(`at ${n(d.target)}`);
      if (d.block) words.push(`blocking ${ranks(d.block)}`);
      const tail = [`value ${d.value}`];
      if (d.effect === false) tail.push("no effect");
      if (d.block_used) tail.push(`uses up the block on ${ranks(d.block_used)}`);
      if (d.role === "closing") tail.push("closing card");
      return `${words.join(" ")} (${tail.join(", ")})${late(d)}`;
    },
    ChainOpened: (d, n) => `${n(d.seat)} opens a damaging chain`,
    ChainBlocked: (d, n) => `${n(d.by)} blocks ${n(d.seat)}'s chain with a 7`,
    ChainCancelled: (d, n) => `${n(d.seat)}'s chain is cancelled`,
    DamageOwed: (d, n) => `${n(d.seat)} deals ${d.amount} damage: to ${(d.targets || []).map(n).join(" or ")}?`,
    DamageDealt: (d, n) =>
      `${n(d.seat)} deals ${d.amount} damage to ${n(d.target)}, who has ${plural(d.points, "point")} left${late(d)}`,
    ChainClosed: (d, n) => `${n(d.seat)}'s chain closes${d.dealt ? "" : " without damage"}`,
    PlayerEliminated: (d, n) => `${n(d.seat)} is eliminated`,
    PlayerSkipped: (d, n) => `${n(d.seat)} is skipped`,
    DirectionReversed: (d) => `Play goes ${d.clockwise ? "clockwise" : "counter-clockwise"} now`,
    RankBlocked: (d, n) => `${n(d.seat)} blocks ${ranks(d.rank)}`,
    PileShuffledIn: (d) => `${list(d.cards)} shuffled from the pile into the deck`,
    DeckRebuilt: (d) =>
      `The deck is rebuilt from the pile (${plural((d.cards || []).length || d.cards_count || 0, "card")})`,
    CardsDrawn: (d, n) => `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)}`,
    AceDrawn: (d, n) => `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)} for the Ace`,
    AceKept: (d, n) =>
      `${n(d.seat)} keeps ${cardOr(d.kept, "one")} and puts ${cardOr(d.bottomed, "the other")} at the bottom${late(d)}`,
    HandShuffledIn: (d, n) => `${n(d.seat)} shuffles ${cardsOrCount(d.cards, d.cards_count)} into the deck`,
    HandLookedAt: (d, n) =>
      `${n(d.seat)} looks at ${n(d.target)}'s hand${Array.isArray(d.cards) ? `: ${list(d.cards)}` : ""}`,
    CardBuried: (d, n) =>
      `${n(d.seat)} puts ${cardOr(d.card, "a card")} of ${n(d.target)}'s hand at the bottom${late(d)}`,
    SwapOffered: (d, n) => `${n(d.seat)} and ${n(d.target)} each pick one of the other's cards, blind`,
    PositionPicked: (d, n) => `${n(d.seat)} picks card #${d.position + 1}${late(d)}`,
    CardsSwapped: (d, n) =>
      `${n(d.seat)} and ${n(d.target)} swap: ` +
      `${n(d.seat)} gives ${cardOr(d.given, "a card")} and takes ${cardOr(d.taken, "a card")}`,
    TenChoiceOwed: (d, n) => `${n(d.seat)} holds more than one 10-value card and keeps one`,
    TensReturned: (d, n) =>
      `${n(d.seat)} keeps ${cardOr(d.kept, "one")} and returns ` +
      `${cardsOrCount(d.returned, d.returned_count)} to the deck${late(d)}`,
    GameWon: (d, n) => `${n(d.seat)} wins game ${d.game} with ${plural(d.points, "point")} left`,
    SeriesFinished: (d, n) =>
      `Series over: ${n(d.winner)} wins (games won: ${(d.wins || []).map((w, s) => `${n(s)} ${w}`).join(", ")})`,
  };

  function awayLabel(command) {
    const c = command;
    const n = (s) => nameOf(s);
    switch (c.type) {
      case "play": {
        const words = [`Play ${c.card}`];
        if (c.declare) words.push(`as ${c.declare}`);
        if (has(c.target)) words.push(`at ${n(c.target)}`);
        if (c.block) words.push(`block ${ranks(c.block)}`);
        return words.join(", ").replace(/, (as|at) /g, " $1 ");
      }
      case "keep": return `Keep ${c.card}`;
      case "bury": return `Bury ${c.card}`;
      case "pick": return `Pick card #${c.position + 1}`;
      case "damage": {
        const owed = ((seen.view && seen.view.decisions) || []).find((d) => d.kind === "damage");
        return `Damage ${n(c.target)}${owed && owed.amount ? ` (${owed.amount})` : ""}`;
      }
      case "keep-ten": return `Keep ${c.card} (return the other 10s)`;
      default: return fallbackLabel(c);
    }
  }

  // --- the renderers -----------------------------------------------------------------------------------------

  function eventLineWith(lines) {
    return (event) => {
      const d = event.data || {};
      const key = event.table || null;
      if (d && Array.isArray(d.names) && (event.type === "GameStarted" || event.type === "MatchStarted")) {
        if (key) seen.tables[key] = d.names.slice();
        else seen.names = d.names.slice();
      }
      if (key && event.type === "SeatTaken" && typeof d.name === "string") {
        seen.tables[key] = seen.tables[key] || [];
        seen.tables[key][d.seat] = d.name;
      }
      const words = lines[event.type];
      return words ? words(d, (seat) => nameOf(seat, key)) : fallbackLine(event);
    };
  }

  function renderer(draw, label, cards, events) {
    return {
      render(view, board, ui) {
        remember(view);
        return draw(view, board, ui);
      },
      label(command) {
        return label(command || {});
      },
      cards(command) {
        return cards(command || {}).map(String);
      },
      eventLine: eventLineWith(events),
    };
  }

  /** Cards put down from the viewer's hand: a play's (a Give's) cards. A replay's cards lie on the table, so a
   * replay is a button of its own. */
  const playedCards = (types) => (c) => (types.includes(c.type) && Array.isArray(c.cards) ? c.cards : []);

  window.PowderkegGames = {
    bombs: renderer(
      (view, board, ui) => (view.kind === "bombs-match" ? renderMatch(view, board, ui) : renderBombs(view, board, ui)),
      (c) => {
        switch (c.type) {
          case "play": return bombsPlayLabel(c.cards || []);
          case "pass": return "Pass";
          case "waive": return "Waive (no bomb)";
          case "revolt": return "Revolt: keep both jokers and lead";
          case "decline-revolt": return "No revolt";
          case "accept": return "Accept the card";
          case "refuse": return "Refuse the card (and lead)";
          case "request": return `Ask for a ${c.rank}`;
          case "stop-requests": return "Stop asking";
          case "return": return `Return ${c.card}`;
          default: return fallbackLabel(c);
        }
      },
      (c) => (c.type === "return" && typeof c.card === "string" ? [c.card] : playedCards(["play"])(c)),
      BOMBS_EVENTS,
    ),
    "exploding-aces": renderer(renderAces, eaLabel, playedCards(["play", "give"]), EA_EVENTS),
    haggis: renderer(renderHaggis, haggisLabel, playedCards(["play"]), HAGGIS_EVENTS),
    "bombs-away": renderer(renderAway, awayLabel, (c) => (c.type === "play" && c.card ? [c.card] : []), BA_EVENTS),
  };
})();

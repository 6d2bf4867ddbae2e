// The table: one WebSocket (protocol v1, docs/protocol.md) to the game; everything drawn from the last
// `state` frame, which is the seat's view as the engine's visibility decision gives it. A reload or a dropped
// connection reconnects and gets the complete state again: nothing is kept in the page but the language.

import {h, clear, api} from "./dom.js";
import {t, pick, getLang} from "./i18n.js";
import {cardFace, hiddenCard, loadCards, cardData, richText} from "./cards.js";
import {rememberGame, myGames} from "./lobby.js";

const RISKY = new Set(["end", "skip", "no-defender"]);  // a misclick here gives a turn or a block away: confirm

export class Table {
  constructor(root, gameId, token, opts = {}) {
    Object.assign(this, {root, gameId, token, opts});
    this.state = null;
    this.log = [];
    this.selected = null;      // the card id whose actions are shown
    this.explained = new Map();  // notation -> explanation, for the current decision
    this.sentSeq = null;       // the decision a choose was sent for (buttons are off until the next state)
    this.message = null;       // the last refusal or connection notice
  }

  // -- the connection ---------------------------------------------------------------------------------------
  connect() {
    const ws = new WebSocket(new URL("/ws", location.href.replace(/^http/, "ws")));
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({type: "hello", protocol: 1, game: this.gameId, token: this.token}));
    // Frames are handled one after another, in the order they came: a state frame waits for its cards' data, and a
    // later frame must never be overtaken by an earlier one still loading (a stale table would stay on screen).
    ws.onmessage = event => {
      const frame = JSON.parse(event.data);
      this.inbox = (this.inbox || Promise.resolve()).then(() => this.receive(frame)).catch(error => console.error(error));
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.fatal) return;
      this.notice(t("reconnecting"));
      setTimeout(() => this.connect(), 1000);
    };
  }

  send(frame) { if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(frame)); }

  async receive(frame) {
    if (frame.type === "welcome") { this.role = frame.role; this.seat = frame.seat; this.message = null; return; }
    if (frame.type === "state") return this.onState(frame);
    if (frame.type === "explanation") { this.explained.set(frame.notation, frame); return this.render(); }
    if (frame.type === "error") {
      if (["bad_token", "unsupported_protocol"].includes(frame.code)) this.fatal = true;
      this.sentSeq = null;
      this.notice(`${pick(frame)}${frame.rule ? ` (§${frame.rule})` : ""}`, "error");
      return;
    }
    if (frame.type === "moved") { this.notice(pick(frame)); }
  }

  async onState(frame) {
    this.log = frame.log_complete ? frame.log : this.log.concat(frame.log);
    if (!this.state || this.state.decision_seq !== frame.decision_seq) {
      this.explained.clear();
      this.selected = null;
      this.targeting = null;
    }
    this.sentSeq = null;
    await loadCards(Object.values(frame.card_keys || {})).catch(() => {});
    this.state = frame;
    if (this.message?.kind !== "error") this.message = null;
    this.render();
    if (!performance.getEntriesByName("table-rendered").length) performance.mark("table-rendered");  // bench_web.py
  }

  notice(text, kind = "info") { this.message = {text, kind}; this.render(); }

  // -- choosing -----------------------------------------------------------------------------------------------
  get decision() { return this.state?.decision; }
  get options() { return this.decision?.options || []; }
  get myTurnToDecide() {
    return !this.opts.replay && this.role === "player" && this.decision && this.decision.player === this.seat;
  }

  choose(option, confirmed = false) {
    if (this.sentSeq === this.state.decision_seq) return;
    if (!confirmed && this.isRisky(option)) return this.confirm(option);
    this.message = null;
    this.sentSeq = this.state.decision_seq;
    this.send({type: "choose", decision_seq: this.state.decision_seq, option_id: option.id});
    this.render();
  }

  isRisky(option) {
    if (!RISKY.has(option.kind)) return false;
    return this.options.some(o => !RISKY.has(o.kind) && o.kind !== "end");
  }

  confirm(option) {
    const text = option.kind === "end" ? t("confirmEnd") : t("confirmSkip");
    const modal = h("div.modal", {id: "confirm"}, h("div.panel", {},
      h("p", {text}), h("p.option-label", {text: pick(option)}),
      h("button.primary", {id: "confirm-yes", onclick: () => { modal.remove(); this.choose(option, true); }, text: t("confirm")}),
      h("button", {id: "confirm-no", onclick: () => modal.remove(), text: t("cancel")})));
    document.body.append(modal);
  }

  optionsOf(id) { return this.options.filter(o => o.card === id); }

  targetsOf(id) {
    return new Set(this.optionsOf(id).filter(o => o.target !== undefined).map(o => o.target));
  }

  clickCard(id) {
    if (!this.myTurnToDecide || this.sentSeq !== null) { this.selected = id; return this.render(); }
    if (this.selected !== null && (id !== this.selected || this.targeting)) {  // a highlighted target of the selection
      const aimed = (this.targeting || this.optionsOf(this.selected)).filter(o => o.target === id);
      if (aimed.length === 1) { this.targeting = null; return this.choose(aimed[0]); }
    }
    const own = this.optionsOf(id);
    if (this.decision.kind !== "main" && own.length === 1 && own[0].target === undefined) return this.choose(own[0]);
    this.selected = id;
    this.targeting = null;
    this.askWhyNot(id);
    this.render();
  }

  candidateMoves(id) {
    // Moves a player may look for on this card that the engine does not offer now: their refusal is asked
    // for (`explain`) and shown on hover.
    if (this.decision?.kind !== "main") return [];
    const me = this.state.view.players[this.seat];
    const inHand = (me.hand || []).find(c => c.id === id);
    if (inHand) return [`play ${inHand.name}`];
    const inPlay = this.state.view.play.find(c => c.id === id && c.controller === this.seat);
    if (inPlay && inPlay.type === "creature") return [`attack ${inPlay.name} -> hero`];
    return [];
  }

  askWhyNot(id) {
    const offered = new Set(this.optionsOf(id).map(o => o.notation.split(" -> ")[0]));
    for (const notation of this.candidateMoves(id)) {
      if (offered.has(notation.split(" -> ")[0]) || this.explained.has(notation)) continue;
      this.explained.set(notation, null);
      this.send({type: "explain", decision_seq: this.state.decision_seq, notation});
    }
  }

  // -- drawing ------------------------------------------------------------------------------------------------
  render() {
    const root = clear(this.root);
    if (!this.state) { root.append(h("p.notice", {text: this.message?.text || "…"})); return; }
    const s = this.state;
    if (s.status === "waiting") {
      const invite = myGames().find(g => g.game === this.gameId)?.invite || "";
      root.append(h("div.panel", {}, h("p", {text: t("waitingJoin")}), h("input.link", {readonly: true, value: invite})));
      return;
    }
    const v = s.view;
    const bottom = this.seat ?? 0, top = 1 - bottom;
    const highlight = this.selected !== null && this.myTurnToDecide ? this.targetsOf(this.selected) : new Set();
    const choosable = this.myTurnToDecide ? this.options.map(o => o.card).filter(c => c !== undefined) : [];
    const ctx = {highlight, actionable: new Set(choosable)};
    root.append(h("div.table" + (this.role === "spectator" ? ".spectating" : ""), {},
      this.sideBlock(v.players[top], "opp", ctx),
      h("section.play.opp-play", {}, this.playRow(v.play.filter(c => c.controller === top), ctx)),
      this.middle(v),
      h("section.play.my-play", {}, this.playRow(v.play.filter(c => c.controller === bottom), ctx)),
      this.sideBlock(v.players[bottom], "me", ctx),
      this.handBlock(v.players[bottom], ctx),
      this.logBlock()));
  }

  label(player) {
    if (this.role === "spectator") return `${t("player")} ${player + 1}`;
    return player === this.seat ? t("you") : t("opponentShort");
  }

  sideBlock(p, who, ctx) {
    const hero = p.hero;
    const coins = `${t("open")} ${p.open_coins} ${t("of")} ${p.coins}` + (p.temp_coins ? ` (+${p.temp_coins})` : "");
    const grave = p.graveyard || [];
    return h(`section.side.${who}`, {dataset: {player: p.index}},
      h("div.hero-slot", {}, this.cardEl(hero, ctx)),
      h("div.stats-block", {},
        h("div.who", {}, this.label(p.index),
          this.state.view.active === p.index ? h("span.active-mark", {title: t("activePlayer"), text: " ● " + t("activePlayer")}) : null),
        h("div.coins", {title: t("coins")}, h("span.icon.coin", {text: "м"}), " ", coins),
        h("div.counts", {}, h("span.hand-count", {text: `${t("hand")}: ${p.hand_count}`}), " · ",
          h("span", {text: `${t("deck")}: ${p.deck_count}`})),
        h("details.graveyard", {}, h("summary", {text: `${t("graveyard")}: ${grave.length}`}),
          h("div.row.small", {}, grave.map(c => this.cardEl(c, ctx, {full: true})))),
        (p.reserve || []).length ? h("details.reserve", {}, h("summary", {text: `${t("reserve")}: ${p.reserve.length}`}),
          h("div.row.small", {}, p.reserve.map(c => this.cardEl(c, ctx)))) : null,
        (p.completed || []).length ? h("details.completed", {}, h("summary", {text: `${t("completedQuests")}: ${p.completed.length}`}),
          h("div.row.small", {}, p.completed.map(c => this.cardEl(c, ctx, {full: true})))) : null));
  }

  playRow(cards, ctx) {
    return cards.length ? cards.map(c => this.cardEl(c, ctx)) : h("div.empty", {text: ""});
  }

  handBlock(p, ctx) {
    if (!p.hand) return h("section.hand.none");
    return h("section.hand", {}, h("h3", {text: `${t("hand")} (${p.hand.length})`}),
             h("div.row", {}, p.hand.map(c => c.id === undefined ? hiddenCard(c) : this.cardEl(c, ctx))));
  }

  cardEl(live, ctx, opts = {}) {
    if (!live) return null;
    if (live.hidden) return hiddenCard(live);
    const key = this.state.card_keys?.[String(live.id)];
    const el = cardFace(cardData(key), live, opts);
    if (ctx.highlight.has(live.id)) el.classList.add("target");
    if (ctx.actionable.has(live.id)) el.classList.add("actionable");
    if (this.selected === live.id) el.classList.add("selected");
    el.addEventListener("click", event => { event.stopPropagation(); this.clickCard(live.id); });
    return el;
  }

  middle(v) {
    const s = this.state;
    const who = this.whoDecides();  // nothing once the game is over: then no separator either
    const parts = [h("div.turn", {}, `${t("turn")} ${v.turn}`, ...(who ? [" · ", who] : []))];
    if (v.queue.length) {
      parts.push(h("div.queue", {}, h("h3", {text: t("queue")}),
        h("ol", {}, v.queue.map(item => h("li", {}, `${item.source?.name || "?"}: `, richText(item.text || item.kind || ""))))));
    }
    if ((v.shown || []).length) {
      parts.push(h("details.shown", {}, h("summary", {text: `${t("shown")}: ${v.shown.length}`}),
                   h("div.row.small", {}, v.shown.map(c => this.cardEl(c, {highlight: new Set(), actionable: new Set()})))));
    }
    if (this.message) parts.push(h(`div.message.${this.message.kind}`, {id: "message", text: this.message.text}));
    if (s.result) parts.push(this.resultBlock(s.result));
    if (this.myTurnToDecide) parts.push(this.decisionBlock());
    return h("section.middle", {}, parts);
  }

  whoDecides() {
    if (!this.decision) return "";
    if (this.myTurnToDecide) return h("b", {text: t("yourMove")});
    if (this.opts.replay || this.role === "spectator") return `${t("decides")}: ${this.label(this.decision.player)}`;
    return t("waitingFor");
  }

  resultBlock(result) {
    let text = t("draw");
    if (result.winner >= 0) text = this.role === "player" ? (result.winner === this.seat ? t("youWon") : t("youLost"))
                                                         : `${t("player")} ${result.winner + 1}`;
    // a seat reads «Вы победили» and why; a spectator «Игрок 1» and the whole result («победа игрока 1: …»)
    const why = this.role === "player" ? pick(result, "reason_") || pick(result) : pick(result);
    return h("div.result", {id: "result"}, h("h2", {text: `${t("gameOver")}: ${text}`}), h("p", {text: why}),
             h("a.button", {id: "replay-link", href: `/replay/${this.gameId}?seat=${this.seat ?? "spectator"}`, text: t("replayLink")}),
             " ", h("a", {href: `/api/games/${this.gameId}/record`, text: t("downloadRecord")}),
             " ", h("a", {href: "/", text: t("backToLobby")}));
  }

  decisionBlock() {
    const d = this.decision;
    const busy = this.sentSeq !== null;
    const block = h("div.decision", {id: "decision"}, h("p.prompt", {text: pick(d, "prompt_")}));
    if (this.selected !== null) block.append(this.cardActions(this.selected, busy));
    const general = this.options.filter(o => o.card === undefined || !this.onTable(o.card));
    block.append(h("div.buttons", {}, general.map(o => this.optionButton(o, busy))));
    block.append(h("details.all", {}, h("summary", {text: `${t("allOptions")} (${this.options.length})`}),
                   h("div.buttons", {}, this.options.map(o => this.optionButton(o, busy)))));
    return block;
  }

  onTable(id) { return this.root.querySelector(`.card[data-id="${id}"]`) !== null || this.cardVisible(id); }

  cardVisible(id) {
    const v = this.state.view;
    const mine = v.players[this.seat]?.hand || [];
    return v.play.some(c => c.id === id) || mine.some(c => c.id === id) || v.players.some(p => p.hero?.id === id);
  }

  cardActions(id, busy) {
    const own = this.optionsOf(id);
    const box = h("div.card-actions", {id: "card-actions"}, h("h4", {text: t("actions")}));
    const groups = new Map();
    for (const o of own) {
      const head = o.target !== undefined ? o.notation.split(" -> ")[0] : o.notation;
      groups.set(head, [...(groups.get(head) || []), o]);
    }
    for (const [head, group] of groups) {
      if (group.length === 1 || group[0].target === undefined) group.forEach(o => box.append(this.optionButton(o, busy)));
      else {
        box.append(h("button.group", {disabled: busy, dataset: {head},
          onclick: () => { this.targeting = group; this.render(); }, text: pick(group[0]).split("→")[0] + "→ …"}));
        if (this.targeting === group || this.targeting?.[0]?.notation === group[0].notation) {
          box.append(h("p.hint", {text: t("chooseTarget")}), h("div.buttons", {}, group.map(o => this.optionButton(o, busy))));
        }
      }
    }
    for (const notation of this.candidateMoves(id)) {
      const why = this.explained.get(notation);
      if (!why || why.legal) continue;
      const reason = `${pick(why)}${why.rule ? ` (§${why.rule})` : ""}`;
      box.append(h("button.illegal", {disabled: true, title: reason, dataset: {notation, code: why.code || ""}},
                   h("span.move", {text: moveLabel(notation)}), h("span.why", {text: reason})));
    }
    if (!own.length && !box.querySelector(".illegal")) box.append(h("p.hint", {text: t("notNow")}));
    return box;
  }

  optionButton(option, busy) {
    return h("button.option" + (RISKY.has(option.kind) ? ".risky" : ""),
             {disabled: busy, dataset: {notation: option.notation, kind: option.kind},
              onclick: () => this.choose(option), text: pick(option)});
  }

  logBlock() {
    const list = h("ol.log-lines", {}, this.log.map(e => h("li", {text: pick(e)})));
    const block = h("aside.log", {}, h("h3", {text: t("log")}), list);
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
    return block;
  }
}

async function joinScreen(root, gameId, invite) {
  // A friend's link: choose a deck, take the second seat, and continue on the seat's own link.
  const precons = (await api("/api/precons")).precons;
  const saved = (await api("/api/decks").catch(() => ({decks: []}))).decks;
  const select = h("select", {name: "deck"}, precons.map(p => h("option", {value: "precon:" + p.id, text: `${p.name} — ${p.hero || ""}`})),
                   saved.map(d => h("option", {value: "saved:" + d.id, text: d.name})));
  const out = h("div");
  root.append(h("div.panel.join", {}, h("h2", {text: t("joinTitle")}), h("label", {}, t("yourDeck") + " ", select),
    h("button", {id: "join", text: t("joinButton"), onclick: async () => {
      const [kind, id] = select.value.split(":");
      try {
        const joined = await api(`/api/games/${gameId}/join`, {invite, deck: {[kind]: id}});
        const local = joined.link.replace(/^https?:\/\/[^/]+/, "");
        rememberGame({game: gameId, link: local, against: "friend"});
        location.replace(local);
        location.reload();
      } catch (err) { clear(out).append(h("div.error", {text: err.info?.ru || err.message})); }
    }}), out));
}

export async function mount(root) {
  clear(root);
  const gameId = decodeURIComponent(location.pathname.split("/")[2] || "");
  const hash = location.hash.slice(1);
  if (hash.startsWith("join=")) { await joinScreen(root, gameId, hash.slice(5)); return {}; }
  if (!hash) { root.append(h("p.error", {text: t("noToken")})); return {}; }
  const table = new Table(root, gameId, hash);
  window.berserkTable = table;  // for the browser tests and the benchmark: the page's own state, nothing more
  table.connect();
  return {redraw: () => table.render()};
}


// A move the engine does not offer, in the player's language (the notation stays in ``data-notation``).
function moveLabel(notation) {
  const [head, target] = notation.split(" -> ");
  const [verb, ...name] = head.split(" ");
  const words = {play: t("movePlay"), attack: t("moveAttack")}[verb] || verb;
  return `${words} ${name.join(" ")}${target === "hero" ? ` → ${t("moveHero")}` : target ? ` → ${target}` : ""}`;
}

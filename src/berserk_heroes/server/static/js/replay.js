// The replay viewer (/replay/{game}?seat=0|1|spectator#step): each step is the server's rebuild of the
// finished game after that many choices (GET /api/games/{id}/replay/{step}); its state hash is checked against
// the hash the game's record committed to for that step. Drawn by the table's own renderer, read-only.

import {h, clear, api} from "./dom.js";
import {t} from "./i18n.js";
import {loadCards} from "./cards.js";
import {Table} from "./table.js";

class Replay {
  constructor(root, gameId, seat) {
    Object.assign(this, {root, gameId, seat});
    this.step = 0;
    this.board = h("div.replay-board");
    this.table = new Table(this.board, gameId, null, {replay: true});
    this.table.role = seat === "spectator" ? "spectator" : "player";
    this.table.seat = seat === "spectator" ? null : Number(seat);
  }

  async start() {
    this.record = await api(`/api/games/${this.gameId}/record`);
    this.steps = this.record.steps.length;
    const wanted = parseInt(location.hash.slice(1), 10);
    await this.go(Number.isInteger(wanted) ? wanted : this.steps);
  }

  expectedHash(step) { return step === 0 ? this.record.initial_hash : this.record.steps[step - 1].hash; }

  async go(step) {
    step = Math.max(0, Math.min(this.steps, step));
    const frame = await api(`/api/games/${this.gameId}/replay/${step}?seat=${this.seat}`);
    await loadCards(Object.values(frame.card_keys || {})).catch(() => {});
    this.step = step;
    this.frame = frame;
    this.table.state = frame;
    this.table.log = frame.log;
    history.replaceState(null, "", `#${step}`);
    this.draw();
  }

  draw() {
    const root = clear(this.root);
    const ok = this.frame.state_hash === this.expectedHash(this.step);
    const seats = [["spectator", t("spectator")], ["0", `${t("player")} 1`], ["1", `${t("player")} 2`]];
    root.append(h("div.replay-bar.panel", {},
      h("b", {text: `${t("replayOf")} ${this.gameId}`}), " ",
      h("button", {id: "first", onclick: () => this.go(0), text: "« " + t("first")}),
      h("button", {id: "back", onclick: () => this.go(this.step - 1), disabled: this.step === 0, text: "◀ " + t("back")}),
      h("span#step", {text: `${t("step")} ${this.step} ${t("of")} ${this.steps}`}),
      h("button", {id: "forward", onclick: () => this.go(this.step + 1), disabled: this.step === this.steps, text: t("forward") + " ▶"}),
      h("button", {id: "last", onclick: () => this.go(this.steps), text: t("last") + " »"}),
      h("label", {}, " " + t("seatView") + " ",
        h("select", {id: "seat", onchange: e => { location.search = `?seat=${e.target.value}`; }},
          seats.map(([value, text]) => h("option", {value, text, selected: value === this.seat})))),
      h("span#hash." + (ok ? "ok" : "bad"), {dataset: {hash: this.frame.state_hash},
        text: `${ok ? "✓" : "✗"} ${ok ? t("hashOk") : t("hashBad")} (${this.frame.state_hash})`})));
    root.append(this.board);
    this.table.render();
  }
}

export async function mount(root) {
  clear(root);
  const gameId = decodeURIComponent(location.pathname.split("/")[2] || "");
  const seat = new URLSearchParams(location.search).get("seat") || "spectator";
  const replay = new Replay(root, gameId, ["0", "1"].includes(seat) ? seat : "spectator");
  window.berserkReplay = replay;
  try { await replay.start(); } catch (err) { root.append(h("p.error", {text: err.info?.ru || err.message})); }
  return {redraw: () => replay.draw()};
}

// The lobby: a new game against the AI (each level the server offers) or a friend by link, with a precon or
// a saved deck; public games to watch or join; finished games with their replays; my games in this browser.

import {h, clear, api} from "./dom.js";
import {t} from "./i18n.js";

const MINE = "berserk-my-games";

export function myGames() { return JSON.parse(localStorage.getItem(MINE) || "[]"); }

export function rememberGame(entry) {
  const games = myGames().filter(g => g.link !== entry.link);
  games.unshift({...entry, at: Date.now()});
  localStorage.setItem(MINE, JSON.stringify(games.slice(0, 20)));
}

async function deckOptions() {
  const [precons, saved] = await Promise.all([api("/api/precons"), api("/api/decks").catch(() => ({decks: []}))]);
  const options = [h("optgroup", {label: t("precons")},
                     precons.precons.map(p => h("option", {value: "precon:" + p.id, text: `${p.name} — ${p.hero || ""}`})))];
  if (saved.decks.length) {
    options.push(h("optgroup", {label: t("saved")},
                   saved.decks.map(d => h("option", {value: "saved:" + d.id, text: d.name}))));
  }
  return options;
}

function deckSpec(value) {
  const [kind, id] = value.split(":");
  return {[kind]: id};
}

function statusText(status) {
  return t({waiting: "statusWaiting", active: "statusActive", finished: "statusFinished"}[status] || status);
}

function gameRow(game) {
  const players = (game.players || []).map(p => `${p.name || "?"}${p.hero ? " (" + p.hero + ")" : ""}${p.ai ? " — " + t("ai") + " " + p.ai : ""}`);
  const links = [];
  if (game.status === "waiting" && game.invite) {
    links.push(h("a", {href: `/game/${game.game}#join=${game.invite}`, text: t("join")}));
  }
  if (game.spectate && game.status !== "waiting") links.push(h("a.watch", {href: game.spectate.replace(/^https?:\/\/[^/]+/, ""), text: t("watch")}));
  if (game.status === "finished") {
    links.push(h("a.replay", {href: `/replay/${game.game}`, text: t("replay")}));
    links.push(h("a", {href: `/api/games/${game.game}/record`, text: t("record")}));
  }
  return h("tr", {dataset: {game: game.game}}, h("td", {text: statusText(game.status)}), h("td", {text: players.join(" — ")}),
           h("td", {text: game.decision_seq}), h("td", {}, links.flatMap((a, i) => i ? [" · ", a] : [a])));
}

async function createGame(form, out) {
  const f = new FormData(form);
  const opponent = f.get("opponent");
  const me = {deck: deckSpec(f.get("deck"))};
  const other = opponent === "friend" ? {open: true} : {deck: deckSpec(f.get("deck2")), ai: opponent};
  const body = {players: [me, other], public: f.get("public") === "on"};
  clear(out);
  try {
    const created = await api("/api/games", body);
    const seat = created.seats[0];
    const local = seat.link.replace(/^https?:\/\/[^/]+/, "");
    const invite = created.invite ? `${location.origin}/game/${created.game}#join=${created.invite.token}` : null;
    rememberGame({game: created.game, link: local, against: opponent, invite});
    if (opponent !== "friend") { location.href = local; return; }
    out.append(h("p", {text: t("invite")}), h("input.link", {id: "invite-link", readonly: true, value: invite}),
               h("p", {text: t("yourLink")}), h("a.button", {id: "my-seat", href: local, text: t("goToTable")}));
  } catch (err) {
    out.append(h("div.error", {}, `${t("error")}: ${err.info?.ru || err.message}`,
                 ...(err.info?.problems || []).map(p => h("div", {text: `§${p.rule}: ${p.ru}`}))));
  }
}

export async function mount(root) {
  const info = await api("/api");
  const out = h("div#created");
  const opponents = [...info.agents.map(a => h("option", {value: a, text: `${t("ai")}: ${a}`})),
                     h("option", {value: "friend", text: t("friend")})];
  const form = h("form#new-game.panel", {onsubmit: e => { e.preventDefault(); createGame(form, out); }},
    h("h2", {text: t("newGame")}),
    h("label", {}, t("yourDeck") + " ", h("select", {name: "deck"}, await deckOptions())),
    h("label", {}, t("opponent") + " ", h("select", {name: "opponent"}, opponents)),
    h("label.ai-deck", {}, t("opponentDeck") + " ", h("select", {name: "deck2"}, await deckOptions())),
    h("label", {}, h("input", {type: "checkbox", name: "public", checked: true}), " " + t("publicGame")),
    h("button", {type: "submit", id: "start", text: t("create")}));
  form.elements.opponent.addEventListener("change", () => {
    form.querySelector(".ai-deck").hidden = form.elements.opponent.value === "friend";
  });
  const mine = myGames();
  const games = (await api("/api/games")).games;
  // cleared only now, after every await: a second mount started meanwhile (the language switched twice) replaces
  // this one instead of adding a second lobby next to it
  clear(root);
  root.append(h("div.lobby", {},
    form, out,
    mine.length ? h("section.panel", {}, h("h2", {text: t("myGames")}),
                    h("ul", {}, mine.map(g => h("li", {}, h("a", {href: g.link, text: `${g.game} (${g.against})`}), " · ",
                                                 h("a", {href: `/replay/${g.game}`, text: t("replay")}))))) : null,
    h("section.panel", {}, h("h2", {text: t("openGames")}),
      h("table#games", {}, games.length ? games.map(gameRow) : h("tr", {}, h("td", {text: t("noGames")})))),
    h("p", {}, h("a", {href: "/docs/protocol.md", text: t("docs")}))));
  return {};
}

// The deck builder: search the card pool with the filters of `berserk cards search`, add and remove cards,
// live validation by the server (every problem with its rule), import and export of the deck text format
// (docs/decks.md), saving to the server. Unsupported cards are marked with the text the engine cannot play.

import {h, clear, api} from "./dom.js";
import {t, pick} from "./i18n.js";
import {cardFace, loadCards, cardData, remember, elementName} from "./cards.js";

const ELEMENTS = ["Степи", "Горы", "Леса", "Болота", "Тьма", "Нейтральные"];
const TYPES = [["creature", "Существо", "Creature"], ["spell", "Заклинание", "Spell"], ["hero", "Герой", "Hero"],
               ["weapon", "Оружие", "Weapon"], ["armor", "Броня", "Armour"], ["amulet", "Амулет", "Amulet"],
               ["event", "Событие", "Event"], ["terrain", "Местность", "Terrain"]];
const DRAFT = "berserk-deck-draft";

class DeckBuilder {
  constructor(root) {
    this.root = root;
    const draft = JSON.parse(localStorage.getItem(DRAFT) || "null");
    this.deck = draft || {name: "", hero: null, main: {}, side: {}};
    this.results = [];
    this.offset = 0;
    this.problems = [];
    this.checkTimer = null;
  }

  // -- the deck as text (docs/decks.md) -----------------------------------------------------------------------
  text() {
    const d = this.deck, lines = [];
    if (d.name) lines.push(`Название: ${d.name}`);
    if (d.hero) lines.push(`Герой: ${cardData(d.hero)?.name || ""} [${d.hero}]`);
    lines.push("");
    for (const [key, n] of Object.entries(d.main)) lines.push(`${n} ${cardData(key)?.name || ""} [${key}]`);
    if (Object.keys(d.side).length) {
      lines.push("", "Дополнительная колода:");
      for (const [key, n] of Object.entries(d.side)) lines.push(`${n} ${cardData(key)?.name || ""} [${key}]`);
    }
    return lines.join("\n") + "\n";
  }

  fromCanonical(text) {
    // The server's canonical text: every card line names its key.
    const deck = {name: "", hero: null, main: {}, side: {}};
    let zone = "main";
    for (const line of text.split("\n")) {
      let m;
      if ((m = line.match(/^Название:\s*(.*)$/))) deck.name = m[1].trim();
      else if ((m = line.match(/^Герой:.*\[([^\]]+)\]\s*$/))) deck.hero = m[1];
      else if (/^(Дополнительная колода|Сайдборд):/.test(line)) zone = "side";
      else if ((m = line.match(/^(\d+)\s.*\[([^\]]+)\]\s*$/))) deck[zone][m[2]] = Number(m[1]);
    }
    return deck;
  }

  count(zone) { return Object.values(this.deck[zone]).reduce((a, b) => a + b, 0); }

  changed() {
    localStorage.setItem(DRAFT, JSON.stringify(this.deck));
    this.drawDeck();
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => this.check(), 250);
  }

  add(key, zone = "main") { this.deck[zone][key] = (this.deck[zone][key] || 0) + 1; this.changed(); }

  remove(key, zone = "main") {
    if (!this.deck[zone][key]) return;
    if (--this.deck[zone][key] === 0) delete this.deck[zone][key];
    this.changed();
  }

  setHero(key) { this.deck.hero = key; this.changed(); }

  async check() {
    const status = this.root.querySelector("#validation");
    try {
      const checked = await api("/api/decks/validate", {text: this.text()});
      this.problems = checked.problems;
    } catch (err) {
      this.problems = [{code: err.info?.code, rule: null, ru: `${err.info?.ru}: ${err.info?.message || ""}`,
                        en: `${err.info?.en}: ${err.info?.message || ""}`}];
    }
    this.drawProblems(status);
  }

  // -- drawing --------------------------------------------------------------------------------------------------
  drawProblems(box = this.root.querySelector("#validation")) {
    clear(box);
    if (!this.problems.length) { box.className = "ok"; box.append(h("p", {text: "✓ " + t("legalDeck")})); return; }
    box.className = "bad";
    box.append(h("h3", {text: `${t("problems")} (${this.problems.length})`}),
      h("ul", {}, this.problems.map(p => h("li.problem", {dataset: {code: p.code || "", rule: p.rule || ""}},
        p.rule ? h("b", {text: `§${p.rule} `}) : null, pick(p), p.line ? ` (${t("line")} ${p.line})` : ""))));
  }

  drawDeck() {
    const box = clear(this.root.querySelector("#deck-list"));
    const hero = this.deck.hero;
    box.append(h("label", {}, t("deckName") + " ", h("input", {id: "deck-name", value: this.deck.name,
      oninput: e => { this.deck.name = e.target.value; this.changed(); }})));
    box.append(h("div.hero-line", {}, `${t("hero")}: `, hero ? h("b", {text: cardData(hero)?.name || hero}) : "—"));
    for (const zone of ["main", "side"]) {
      const entries = Object.entries(this.deck[zone]);
      if (zone === "side" && !entries.length) continue;
      box.append(h("h3", {text: zone === "main" ? `${t("deck")}: ${this.count("main")} ${t("cardsCount")}` : `Доп.: ${this.count("side")}`}));
      box.append(h("ul.deck-cards", {}, entries.map(([key, n]) => {
        const card = cardData(key);
        return h("li" + (card && !card.supported ? ".unsupported" : ""), {dataset: {key}},
          h("button.small", {onclick: () => this.remove(key, zone), title: t("remove"), text: "−"}),
          h("button.small", {onclick: () => this.add(key, zone), title: t("add"), text: "+"}),
          ` ${n} × ${card?.name || key}`, card && !card.supported ? h("span.warn", {title: card.unsupported_text.join("\n"), text: " ⚠"}) : null);
      })));
    }
  }

  async search(offset = 0) {
    const form = this.root.querySelector("#search");
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (v) params.set(k, v);
    params.set("offset", offset);
    const found = await api("/api/cards?" + params);
    found.cards.forEach(remember);
    this.results = offset ? this.results.concat(found.cards) : found.cards;
    this.offset = offset;
    const box = clear(this.root.querySelector("#results"));
    box.append(...this.results.map(card => h("div.result-card", {dataset: {key: card.key}},
      cardFace(card, {}, {}),
      card.type === "hero" ? h("button.add-hero", {onclick: () => this.setHero(card.key), text: t("setHero")})
                           : h("button.add", {onclick: () => this.add(card.key), text: "+ " + t("add")}))));
    if (found.more) box.append(h("button#more", {onclick: () => this.search(offset + found.cards.length), text: t("more")}));
  }

  async importText() {
    const area = this.root.querySelector("#deck-text");
    const out = clear(this.root.querySelector("#import-error"));
    try {
      const checked = await api("/api/decks/validate", {text: area.value});
      this.deck = this.fromCanonical(checked.canonical);
      await loadCards([this.deck.hero, ...Object.keys(this.deck.main), ...Object.keys(this.deck.side)].filter(Boolean));
      this.changed();
    } catch (err) {
      out.append(h("div.error", {text: `${pick(err.info)} ${err.info?.where || ""}: ${err.info?.message || ""}`}));
    }
  }

  async save() {
    const out = clear(this.root.querySelector("#saved"));
    try {
      const saved = await api("/api/decks", {text: this.text(), name: this.deck.name || undefined});
      out.append(h("span", {text: `${t("savedAs")} ${saved.name} (${saved.id})`}));
    } catch (err) { out.append(h("span.error", {text: pick(err.info)})); }
  }

  async mount() {
    await loadCards([this.deck.hero, ...Object.keys(this.deck.main), ...Object.keys(this.deck.side)].filter(Boolean)).catch(() => {});
    const select = (name, items) => h("select", {name}, h("option", {value: "", text: t("any")}), items);
    const form = h("form#search.panel", {onsubmit: e => { e.preventDefault(); this.search(0); }},
      h("h2", {text: t("search")}),
      h("label", {}, t("name") + " ", h("input", {name: "name"})),
      h("label", {}, t("text") + " ", h("input", {name: "text"})),
      h("label", {}, t("element") + " ", select("element", ELEMENTS.map(e => h("option", {value: e, text: elementName(e)})))),
      h("label", {}, t("type") + " ", select("type", TYPES.map(([v, ru, en]) => h("option", {value: v, text: t("type") === "Type" ? en : ru})))),
      h("label", {}, t("cls") + " ", h("input", {name: "class", size: 10})),
      h("label", {}, t("cost") + " ", h("input", {name: "cost", size: 3})),
      h("label", {}, h("input", {type: "checkbox", name: "supported", value: "1"}), " " + t("onlySupported")),
      h("button", {type: "submit", id: "find", text: t("find")}));
    const textTools = h("details.panel", {}, h("summary", {text: `${t("importText")} / ${t("exportText")}`}),
      h("textarea", {id: "deck-text", rows: 12}),
      h("div", {}, h("button", {id: "import", onclick: () => this.importText(), text: t("load")}),
        h("button", {id: "export", onclick: () => { this.root.querySelector("#deck-text").value = this.text(); }, text: t("exportText")})),
      h("div#import-error"));
    clear(this.root).append(h("div.builder", {},
      h("div.search-side", {}, form, h("div#results.results")),
      h("div.deck-side.panel", {}, h("div#deck-list"), h("div#validation"), textTools,
        h("button.primary", {id: "save", onclick: () => this.save(), text: t("save")}), h("div#saved"))));
    this.drawDeck();
    this.check();
    this.search(0);
  }
}

export async function mount(root) {
  const builder = new DeckBuilder(root);
  window.berserkDecks = builder;
  await builder.mount();
  return {redraw: () => builder.mount()};
}

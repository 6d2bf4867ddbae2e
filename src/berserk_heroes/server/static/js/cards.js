// Cards drawn from data: a frame coloured by element, cost, name, type and classes, text with {м}/{Т} icons,
// strike and life. Printed data comes from GET /api/cards (cached per key); the table's current values
// (strike, life, wounds, closed, counters) come from the seat's view.

import {h, api} from "./dom.js";
import {t, getLang} from "./i18n.js";

const ELEMENT_CLASS = {"Степи": "steppe", "Горы": "mountains", "Леса": "forest", "Болота": "swamp",
                       "Тьма": "darkness", "Нейтральные": "neutral"};
const ELEMENT_EN = {"Степи": "Steppe", "Горы": "Mountains", "Леса": "Forest", "Болота": "Swamp",
                    "Тьма": "Darkness", "Нейтральные": "Neutral"};
const cache = new Map();
// Counters the engine keeps for its own arithmetic, not marked on a real table: «paid» is what the card cost,
// and names starting with «@» are the engine's memory (e.g. «@last_wound»).
const BOOKKEEPING = new Set(["paid"]);

export function elementName(element) { return getLang() === "en" ? (ELEMENT_EN[element] || element) : element; }
export function elementClass(element) { return ELEMENT_CLASS[element] || "neutral"; }

export async function loadCards(keys) {
  // Fetch the printed data of the keys not cached yet (in batches the server accepts).
  const missing = [...new Set(keys)].filter(k => k && !cache.has(k));
  for (let i = 0; i < missing.length; i += 150) {
    const batch = missing.slice(i, i + 150);
    const data = await api("/api/cards?keys=" + batch.map(encodeURIComponent).join(","));
    for (const [key, card] of Object.entries(data.cards)) cache.set(key, card);
    for (const key of data.unknown) cache.set(key, null);
  }
}

export function cardData(key) { return cache.get(key) || null; }
export function remember(card) { cache.set(card.key, card); }

export function richText(text) {
  // Card text with {м} (a coin) and {Т} (closing the card) drawn as icons, line breaks kept.
  const out = [];
  text.split(/(\{[^}]{1,12}\}|\([ТT]\))/).forEach(part => {
    const element = part.startsWith("{") ? part.slice(1, -1) : null;
    if (part === "{м}" || part === "{М}") out.push(h("span.icon.coin", {title: "монета", text: "м"}));
    else if (element in ELEMENT_CLASS) out.push(h("span.chip.el-" + ELEMENT_CLASS[element], {text: elementName(element)}));
    else if (["{Т}", "{т}", "(Т)", "(T)"].includes(part)) out.push(h("span.icon.tap", {title: "закрыть карту", text: "⤵"}));
    else part.split("\n").forEach((line, i) => { if (i) out.push(h("br")); if (line) out.push(line); });
  });
  return out;
}

function frameClass(elements) {
  const list = (elements || []).map(elementClass);
  return list.length > 1 ? "multi" : (list[0] || "neutral");
}

export function cardFace(data, live = {}, opts = {}) {
  // One card. ``data``: printed (may be null: only what the view says is known); ``live``: the view's entry.
  const name = live.name || data?.name || "?";
  const type = data?.type || live.type;
  const cost = data?.cost_is_x ? "X" : (live.cost ?? data?.cost);
  const strike = live.strike ?? data?.strike;
  const life = live.life ?? data?.life;
  const el = h("div.card.el-" + frameClass(data?.elements), {dataset: {id: live.id ?? "", name}});
  if (type === "hero") el.classList.add("hero");
  if (live.closed) el.classList.add("closed");
  if (data && !data.supported) el.classList.add("unsupported");
  el.append(h("div.top", {}, cost !== undefined && cost !== null && type !== "hero" ? h("span.cost", {text: cost}) : null,
              h("span.name", {text: name})));
  const kind = [data?.type_ru || type, ...(data?.classes || [])].filter(Boolean).join(" · ");
  if (kind) el.append(h("div.kind", {text: kind}));
  if (opts.full !== false && data?.text) el.append(h("div.text", {}, richText(data.text)));
  const badges = h("div.badges");
  if (live.wounds) badges.append(h("span.badge.wounds", {title: t("wounds"), text: "✖" + live.wounds}));
  if (live.closed) badges.append(h("span.badge.closedmark", {text: t("closed")}));
  if (live.weak) badges.append(h("span.badge", {title: "209.2", text: getLang() === "en" ? "weak" : "слабость"}));
  if (live.stunned) badges.append(h("span.badge", {text: getLang() === "en" ? "stunned" : "оглушено"}));
  if (live.poison) badges.append(h("span.badge", {text: (getLang() === "en" ? "poison " : "яд ") + live.poison}));
  for (const [counter, n] of Object.entries(live.counters || {})) if (!BOOKKEEPING.has(counter) && !counter.startsWith("@")) badges.append(h("span.badge.counter", {text: `${counter}: ${n}`}));
  for (const kw of data?.keywords || []) {
    const word = getLang() === "en" ? kw.code.replaceAll("_", " ") : kw.ru;
    badges.append(h("span.badge.kw", {title: kw.code, text: kw.value > 1 ? `${word} ${kw.value}` : word}));
  }
  if (badges.childElementCount) el.append(badges);
  if (data && !data.supported) {
    el.append(h("div.unsupported-note", {title: (data.unsupported_text || []).join("\n"),
                                         text: "⚠ " + t("unsupported") + ": " + (data.unsupported_text || []).join("; ")}));
  }
  if (strike !== undefined && strike !== null || life !== undefined && life !== null) {
    // a fallen character shows 0 life left (its wounds badge tells by how much it was overkilled)
    const shown = typeof life === "number" ? Math.max(0, life) : life;
    const lifeText = live.id !== undefined && live.max_life !== undefined ? `${shown}/${live.max_life}` : `${shown ?? "–"}`;
    el.append(h("div.stats", {}, strike !== undefined && strike !== null ? h("span.strike", {title: t("strike"), text: "⚔" + strike}) : h("span"),
                h("span.life", {title: t("life"), text: "♥" + lifeText})));
  }
  return el;
}

export function hiddenCard(live) {
  return h("div.card.facedown" + (live.closed ? ".closed" : ""), {dataset: {handle: live.handle || ""}},
           h("div.top", {}, h("span.name", {text: getLang() === "en" ? "hidden card" : "скрытая карта"})));
}

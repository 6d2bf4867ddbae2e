// The web client's entry point: the top bar (navigation, language switch), then the page the server named
// in <body data-page>.

import {h, clear} from "./dom.js";
import {t, getLang, setLang} from "./i18n.js";

const PAGES = {lobby: "./lobby.js", table: "./table.js", decks: "./decks.js", replay: "./replay.js"};

function drawBar() {
  const bar = clear(document.getElementById("bar"));
  bar.append(h("a.brand", {href: "/", text: t("title")}),
             h("nav", {}, h("a", {href: "/", text: t("lobby")}), h("a", {href: "/decks", text: t("decks")})),
             h("button.lang", {id: "lang", title: "Русский / English",
                               onclick: () => { setLang(getLang() === "ru" ? "en" : "ru"); start(); },
                               text: getLang() === "ru" ? "EN" : "RU"}));
}

let current = null;

async function start() {
  document.documentElement.lang = getLang();
  drawBar();
  const page = document.body.dataset.page;
  const module = await import(PAGES[page] || PAGES.lobby);
  if (current && current.redraw && current.page === page) { current.redraw(); return; }
  current = {page, ...(await module.mount(document.getElementById("app")))};
}

start();

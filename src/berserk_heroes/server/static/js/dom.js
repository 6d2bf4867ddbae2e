// Tiny DOM helpers: h("div.card.open", {title: …, onclick: …}, child, …). Text is always set as text (never
// as HTML), so names and messages from the server cannot inject markup.

export function h(spec, attrs = {}, ...children) {
  const [head, ...classes] = spec.split(".");
  const [tag, id] = head.split("#");
  const el = document.createElement(tag || "div");
  if (id) el.id = id;
  if (classes.length) el.className = classes.filter(Boolean).join(" ");
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }

export async function api(path, body) {
  // JSON over HTTP; a refusal is thrown as an Error carrying the server's {code, ru, en, …}.
  const init = body === undefined ? {} : {method: "POST", headers: {"Content-Type": "application/json"},
                                          body: JSON.stringify(body)};
  const reply = await fetch(path, init);
  const data = await reply.json().catch(() => ({error: {code: "not_json", ru: "ответ не JSON", en: "not JSON"}}));
  if (!reply.ok) throw Object.assign(new Error(data.error?.en || reply.statusText), {info: data.error || {}});
  return data;
}

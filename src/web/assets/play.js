// A seated player's page: the turn is built by clicking, through the
// game's own choices (the page knows nothing of any game). The board is
// the seat's picture of the step; each place a choice names gets a button
// over the box where the picture draws it; named choices, Back, Undo and
// End turn are buttons by the board. Every click asks the server, which
// checks it as it checks a command.
"use strict";
(function () {
  const start = document.getElementById("game");
  if (!start || !start.dataset.seat) return;
  // A seat's page of an earlier turn only shows it (its panel leads back).
  if (start.dataset.turn !== start.dataset.last) return;
  const base = start.dataset.seat;
  let step = null;
  let busy = false;
  // Counts what the panel has shown (a test, or an assistive tool, can
  // tell a new step from the old).
  let shown = 0;
  // Numbers each request: only the latest one's answer is shown (a live
  // update's answer must not overwrite a newer click's, or the reverse).
  let asked = 0;

  function make(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(text, cls, onClick) {
    const b = make("button", cls, text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }
  function panel() { return document.getElementById("play"); }
  function note(text) {
    const p = panel();
    if (!p) return;
    let n = p.querySelector(".note");
    if (!n) { n = make("p", "note"); n.setAttribute("role", "alert"); p.appendChild(n); }
    n.textContent = text;
  }

  // Shows a step: its picture with a button over each place to choose,
  // its named choices, and the turn's own buttons.
  function show(s) {
    const p = panel();
    if (!p) return;
    const heading = p.querySelector("h2");
    p.replaceChildren();
    p.dataset.shown = String(++shown);
    if (heading) p.appendChild(heading);
    const board = document.querySelector("#game figure .board");
    const old = board && board.querySelector(".spots");
    if (old) old.remove();
    if (s.state !== "step") {
      step = null;
      p.dataset.state = s.state;
      p.appendChild(make("p", "prompt", s.text || ""));
      // Waiting: the board as this seat sees it (its own secrets shown).
      if (s.picture && board) {
        const img = board.querySelector("img");
        img.src = s.picture;
        img.alt = s.alt || img.alt;
      }
      return;
    }
    step = s;
    p.dataset.state = "step";
    p.dataset.revision = String(s.revision);
    const img = board.querySelector("img");
    // The picture's size is known before it loads: the board is laid out
    // (and zoomed) at once, and nothing moves when it arrives.
    img.width = s.width;
    img.height = s.height;
    img.src = s.picture;
    img.alt = s.alt;
    p.appendChild(make("p", "prompt", s.prompt));
    if (s.so_far) p.appendChild(make("p", "so-far", s.so_far));
    // What each kind of mark on the board means, when they differ.
    if (s.legend && s.legend.length) {
      const legend = make("ul", "legend");
      s.legend.forEach(function (text, i) {
        const li = make("li");
        const swatch = make("span", "swatch");
        swatch.classList.add("mark-" + i);
        li.appendChild(swatch);
        li.appendChild(make("span", "", text));
        legend.appendChild(li);
      });
      p.appendChild(legend);
    }
    // One button per place; a place several choices name asks which.
    const spots = make("div", "spots");
    const byPlace = new Map();
    for (const c of s.places) {
      if (!byPlace.has(c.place)) byPlace.set(c.place, []);
      byPlace.get(c.place).push(c);
    }
    for (const [place, list] of byPlace) {
      const first = list[0];
      const b = button("", "spot", function () {
        if (list.length === 1) return act("pick", first.key);
        offer(list);
      });
      if (first.mark !== null && first.mark !== undefined) b.classList.add("mark-" + first.mark);
      b.dataset.place = place;
      if (list.length === 1) b.dataset.key = first.key;
      b.setAttribute("aria-label", list.map(function (c) { return c.label; }).join(" / "));
      b.title = b.getAttribute("aria-label");
      b.style.left = (100 * first.x / s.width) + "%";
      b.style.top = (100 * first.y / s.height) + "%";
      b.style.width = (100 * first.w / s.width) + "%";
      b.style.height = (100 * first.h / s.height) + "%";
      spots.appendChild(b);
    }
    board.appendChild(spots);
    fit(s);
    const options = make("div", "options");
    for (const c of s.options) {
      const b = button(c.label, "option", function () { act("pick", c.key); });
      if (c.detail) b.appendChild(make("small", "", c.detail));
      b.dataset.key = c.key;
      options.appendChild(b);
    }
    p.appendChild(options);
    const turn = make("div", "turn");
    if (s.chosen) {
      turn.appendChild(button(s.back, "back", function () { act("back"); }));
      turn.appendChild(button(s.again, "undo", function () { act("again"); }));
    }
    if (s.play) {
      const end = button(s.play, "end", function () { act("end"); });
      end.id = "end-turn";
      turn.appendChild(end);
    }
    p.appendChild(turn);
    keepClear();
  }

  // On a phone the panel stays at the foot of the screen: whatever is
  // scrolled into view (a place, by keyboard or by a script) stops above it.
  function keepClear() {
    const p = panel();
    const root = document.documentElement;
    const stuck = p && getComputedStyle(p).position === "sticky" && getComputedStyle(p).bottom === "0px";
    root.style.scrollPaddingBottom = stuck ? (p.offsetHeight + 8) + "px" : "";
  }
  window.addEventListener("resize", keepClear);

  // The smallest place to touch is at least 44 CSS pixels: a board drawn
  // finer than that (a phone) is zoomed, and its figure scrolls sideways.
  const TOUCH = 44;
  function fit(s) {
    const figure = document.querySelector("#game figure");
    const board = figure && figure.querySelector(".board");
    const img = board && board.querySelector("img");
    if (!img || !s.places.length) return;
    figure.classList.remove("zoomed");
    board.style.width = "";
    const apply = function () {
      const scale = board.clientWidth / s.width;
      if (!scale) return;
      let least = Infinity;
      for (const c of s.places) least = Math.min(least, c.w * scale, c.h * scale);
      if (least >= TOUCH) return;
      const zoom = Math.min(3, TOUCH / least);
      board.style.width = Math.ceil(board.clientWidth * zoom) + "px";
      figure.classList.add("zoomed");
      // The first place offered in view.
      const first = s.places[0];
      figure.scrollLeft = Math.max(0, (first.x / s.width) * board.clientWidth - figure.clientWidth / 3);
    };
    apply();
  }

  // Several choices name one place: which.
  function offer(list) {
    const options = panel().querySelector(".options");
    options.replaceChildren();
    for (const c of list) {
      const b = button(c.label, "option", function () { act("pick", c.key); });
      b.dataset.key = c.key;
      options.appendChild(b);
    }
    note(panel().dataset.several);
    panel().dataset.shown = String(++shown);
  }

  function answer(r) {
    if (r.ok) return r.json();
    return r.text().then(function (text) { return { state: "refused", text: text }; });
  }

  // Asks the server; a refusal leaves the step as it was, a page left
  // behind by the game fetches the game again.
  function act(ask, key) {
    if (busy || !step) return;
    busy = true;
    const mine = ++asked;
    const body = { ask: ask, version: step.version, revision: step.revision };
    if (key !== undefined) body.key = key;
    fetch(base + "/step", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(answer).then(function (s) {
      busy = false;
      if (mine !== asked && s.state !== "played") return;
      if (s.state === "played") return refresh();
      if (s.state === "refused") {
        note(s.text);
        if (s.stale) refresh(s.text);
        return;
      }
      show(s);
    }).catch(function () { busy = false; note(panel().dataset.unanswered); });
  }

  function load(then) {
    const mine = ++asked;
    return fetch(base + "/step").then(answer).then(function (s) {
      if (mine !== asked) return;
      show(s);
      if (then) note(then);
    });
  }

  // The whole game again (record, standing), then the step.
  function refresh(then) {
    return fetch(base, { headers: { Accept: "text/html" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        const now = document.getElementById("game");
        const fresh = text && new DOMParser().parseFromString(text, "text/html").getElementById("game");
        if (now && fresh) {
          now.replaceChildren(...fresh.childNodes);
          for (const k of ["turn", "last", "version"]) now.dataset[k] = fresh.dataset[k];
        }
        return load(then);
      });
  }

  // The page's live stream moved the game on (page.js replaced it).
  document.addEventListener("gamehost:moved", function () { load(); });
  load();
})();

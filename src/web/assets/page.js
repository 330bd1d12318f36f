// A game page's one script: the arrow keys step through the turns, and a
// page showing the latest turn follows the game live (the page's own links
// and picture work without it).
"use strict";
(function () {
  const main = document.getElementById("game");
  if (!main) return;
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const ids = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
    const link = ids[e.key] && document.getElementById(ids[e.key]);
    if (link) { e.preventDefault(); link.click(); }
  });
  // Only a page at the latest turn follows the game.
  if (!window.EventSource || main.dataset.turn !== main.dataset.last) return;
  const events = new EventSource(main.dataset.live);
  // A page left behind lets its stream go (browsers allow few per site).
  window.addEventListener("pagehide", function () { events.close(); });
  // A game that is over changes no more: stop listening (the stream has
  // closed, and the browser would otherwise open it again and again).
  events.addEventListener("ended", function () { events.close(); });
  events.addEventListener("moved", function () {
    const now = document.getElementById("game");
    // Only a page at the latest turn moves on by itself.
    if (!now || now.dataset.turn !== now.dataset.last) return;
    fetch(now.dataset.latest, { headers: { Accept: "text/html" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        if (!text) return;
        const fresh = new DOMParser().parseFromString(text, "text/html").getElementById("game");
        if (fresh) {
          now.replaceChildren(...fresh.childNodes);
          for (const k of ["turn", "last", "version"]) now.dataset[k] = fresh.dataset[k];
          history.replaceState(null, "", now.dataset.latest);
          // A seated page's script shows the seat's step again.
          document.dispatchEvent(new CustomEvent("gamehost:moved"));
        }
      });
  });
})();

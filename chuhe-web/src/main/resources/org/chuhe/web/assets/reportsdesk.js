// The reports desk (/console/reports): one key accepts. The board Enter accepts is highlighted: the one the arrows
// chose while it is still confirmed by both, else the first confirmed one (the server marks it); after an acceptance
// the desk comes back without that board among the confirmed, so the next one is selected by itself. The desk's
// part is fetched again live (chuhe.js) whenever a player claims; the choice survives it.
(function () {
  "use strict";
  var chosen = null; // the board the arrows chose

  function confirmed() {
    return Array.prototype.slice.call(document.querySelectorAll('#reports tr[data-state="CONFIRMED"]'));
  }

  function selected() {
    var rows = confirmed();
    return rows.filter(function (tr) { return tr.dataset.board === chosen; })[0] || rows[0] || null;
  }

  function mark() {
    var now = selected();
    document.querySelectorAll("#reports tr.selected").forEach(function (tr) {
      if (tr !== now) tr.classList.remove("selected");
    });
    if (now) now.classList.add("selected");
  }

  function move(step) {
    var rows = confirmed();
    if (!rows.length) return;
    var at = rows.indexOf(selected());
    var next = rows[Math.max(0, Math.min(rows.length - 1, at + step))];
    chosen = next.dataset.board;
    mark();
    next.scrollIntoView({block: "nearest"});
  }

  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || !document.getElementById("reports")) return;
    var tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || tag === "BUTTON" || tag === "A") return;
    if (e.key === "Enter") {
      var row = selected();
      var button = row && row.querySelector("button.accept");
      if (button) {
        e.preventDefault();
        chosen = null;
        button.click();
      }
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    mark();
    document.body.addEventListener("htmx:afterSettle", mark);
  });
})();

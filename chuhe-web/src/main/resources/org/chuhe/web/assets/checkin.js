// The check-in desk (/console/checkin). The find box is chuhe.js's (data-find: it hides the rows that do not match,
// by characters, pinyin, initials, number or unit); this script adds the keys of the door on top of it:
// - the match Enter will take is highlighted: the first one not in yet (↑ ↓ choose another);
// - Enter checks that player in and empties the box at once, so the next name can be typed while the answer comes;
// - Ctrl+Z (⌘Z) presses the status's undo button: the last check-in taken back;
// - a unit's or everybody's confirmation takes the focus (Enter confirms, Esc cancels).
// Every check-in is a request of its own (a copy of the hidden form #door-enter): htmx keeps one request per element
// and replaces a queued one by the next, so two names entered quickly through one form could lose the first.
(function () {
  "use strict";
  var chosen = null; // the player the arrows chose, kept while he still matches
  var typed = ""; // the query the arrows chose him for
  var refocus = false; // a check-in sent by a button: the find box takes the focus back once it is answered

  function box() {
    return document.getElementById("find");
  }

  function shown() {
    return Array.prototype.filter.call(document.querySelectorAll("#door-list tr[data-player]"), function (tr) {
      return !tr.hidden;
    });
  }

  // The row Enter takes: the chosen one, else the first match not in yet, else the first match; none while the box
  // is empty (Enter on an empty box must not check in the first of a hundred players).
  function target() {
    var find = box();
    if (!find || !find.value.trim()) return null;
    var rows = shown();
    var picked = chosen && rows.filter(function (tr) { return tr.dataset.player === chosen; })[0];
    return picked || rows.filter(function (tr) { return tr.classList.contains("out"); })[0] || rows[0] || null;
  }

  function mark() {
    var next = target();
    document.querySelectorAll("#door-list tr.next").forEach(function (tr) {
      if (tr !== next) tr.classList.remove("next");
    });
    if (next) {
      next.classList.add("next");
      if (chosen) next.scrollIntoView({block: "nearest"});
    }
  }

  // chuhe.js filters on the same input event, and after every swap: look once it has.
  function markSoon() {
    setTimeout(mark, 0);
  }

  // The rows filtered now: a list swapped in by a live update shows every row until chuhe.js filters it again, and
  // Enter pressed in between must not take the first of them.
  function filterNow() {
    var find = box();
    if (find) find.dispatchEvent(new Event("input"));
  }

  function checkIn(player) {
    var template = document.getElementById("door-enter");
    var form = template.cloneNode(true);
    form.removeAttribute("id");
    form.elements.player.value = player;
    document.body.appendChild(form);
    htmx.process(form);
    form.addEventListener("htmx:afterRequest", function () { form.remove(); });
    form.requestSubmit();
  }

  function move(step) {
    var rows = shown();
    if (!rows.length) return;
    var at = rows.indexOf(target());
    var next = rows[Math.max(0, Math.min(rows.length - 1, at + step))];
    chosen = next.dataset.player;
    mark();
  }

  function undo() {
    var button = document.getElementById("undo");
    if (button) button.click();
    return !!button;
  }

  function dismiss() {
    var status = document.getElementById("status");
    status.textContent = "";
    status.className = "status door-status ok";
    focusFind();
  }

  // On a laptop the find box keeps the focus; on a touch screen it is not taken, so that the keyboard does not
  // cover the list.
  function focusFind() {
    var touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
    if (!touch && box()) box().focus();
  }

  document.addEventListener("DOMContentLoaded", function () {
    var find = box();
    if (!find || !document.getElementById("door-enter")) return;
    find.addEventListener("input", function () {
      if (find.value !== typed) {
        chosen = null;
        typed = find.value;
      }
      markSoon();
    });
    find.addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        e.preventDefault();
        filterNow();
        var row = target();
        if (!row) return;
        find.value = "";
        chosen = null;
        find.dispatchEvent(new Event("input")); // every row shown again for the next name
        checkIn(row.dataset.player);
      } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        move(e.key === "ArrowDown" ? 1 : -1);
      }
    });
    document.addEventListener("keydown", function (e) {
      var inBox = e.target === find;
      var typing = !inBox && e.target && /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName);
      if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === "z" || e.key === "Z") && !typing
          && !(inBox && find.value)) {
        if (undo()) e.preventDefault();
      } else if (e.key === "Escape" && document.querySelector("#status .confirm-no")) {
        e.preventDefault();
        dismiss();
      }
    });
    document.addEventListener("click", function (e) {
      if (e.target.closest("[data-dismiss]")) dismiss();
    });
    document.addEventListener("submit", function (e) {
      if (e.target.closest("#door, #status")) refocus = true;
    }, true);
    document.body.addEventListener("htmx:afterSwap", function () { filterNow(); });
    document.body.addEventListener("htmx:afterSettle", function () {
      markSoon();
      var yes = document.querySelector("#status .confirm-yes");
      if (yes && !yes.dataset.focused) { // a confirmation just shown: Enter confirms it
        yes.dataset.focused = "yes";
        yes.focus();
      } else if (refocus) {
        refocus = false;
        focusFind();
      }
    });
    focusFind();
    markSoon();
  });
})();

// chuhe's own script: the find box of the pairing list, live updates, and the console's fast result entry.
// No inline script anywhere (the Content-Security-Policy forbids it): the pages say what they need in data-*.
(function () {
  "use strict";

  // Find my board: digits match a board or a pairing number exactly, anything else a name or unit (in part).
  function applyFind(input) {
    var box = document.querySelector(input.dataset.find);
    if (!box) return;
    var q = input.value.trim().toLowerCase();
    var digits = /^\d+$/.test(q);
    var shown = 0;
    box.querySelectorAll("tbody tr").forEach(function (tr) {
      var hit = q === "" || (digits ? (" " + tr.dataset.numbers + " ").indexOf(" " + q + " ") >= 0
          : (tr.dataset.words || "").indexOf(q) >= 0);
      tr.hidden = !hit;
      if (hit) shown++;
    });
    var none = box.querySelector(".none");
    if (none) none.hidden = shown > 0;
  }

  function finds() {
    return document.querySelectorAll("input[data-find]");
  }

  // Live: one stream per page; an event names a round ("division/round"); every part of the page whose
  // data-live-key is that round, or its division, is fetched again (at most every 300 ms per part); "*" (a change
  // made elsewhere, by another server or the command line) fetches every live part again.
  function startLive() {
    var src = document.body.dataset.liveStream;
    if (!src || !window.EventSource || !document.querySelector("[data-live-key]")) return;
    var due = {};
    function refresh(el) {
      var key = el.dataset.liveKey;
      if (due[key]) return;
      due[key] = setTimeout(function () {
        delete due[key];
        var now = document.querySelector('[data-live-key="' + key + '"]');
        if (now) htmx.ajax("GET", now.dataset.liveSrc, {target: now, swap: "outerHTML"});
      }, 300);
    }
    function matching(round) {
      document.querySelectorAll("[data-live-key]").forEach(function (el) {
        var key = el.dataset.liveKey;
        if (round === null || round === key || round.indexOf(key + "/") === 0) refresh(el);
      });
    }
    var stream = new EventSource(src);
    var opened = false;
    stream.addEventListener("round", function (e) { matching(e.data === "*" ? null : e.data); });
    stream.onopen = function () {
      document.body.classList.add("live-on");
      if (opened) matching(null); // back after a break: what was missed is fetched once
      opened = true;
    };
    stream.onerror = function () { document.body.classList.remove("live-on"); };
  }

  // The results desk: board number, Enter, one key. The key presses the button of its result, so keyboard and
  // mouse send the same form; the board's version (as the sheet shows it) goes with it for the optimistic lock.
  function startEntry(form) {
    var board = form.querySelector("#board");
    var key = form.querySelector("#key");
    var preview = form.querySelector("#preview");
    var codes = {};
    form.dataset.keys.split(" ").forEach(function (pair) {
      var i = pair.indexOf(":");
      codes[pair.substring(0, i)] = pair.substring(i + 1);
    });
    var pending = null; // a correction waiting for the same key again

    function row() {
      return document.querySelector('#sheet tr[data-board="' + board.value.trim() + '"]');
    }
    function show() {
      var r = row();
      preview.textContent = !board.value.trim() ? "" : r ? board.value.trim() + ": " + r.dataset.red + " "
          + form.dataset.vs + " " + r.dataset.black + (r.dataset.code ? " (" + r.dataset.code + ")" : "")
          : form.dataset.unknown;
    }
    function buttonFor(code) {
      return Array.prototype.find.call(form.querySelectorAll("button[name=key]"), function (b) {
        return codes[b.value] === code;
      });
    }
    board.addEventListener("input", function () { pending = null; show(); });
    board.addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        e.preventDefault();
        show();
        key.focus();
      }
    });
    key.addEventListener("keydown", function (e) {
      if (e.key === "Escape" || (e.key === "Backspace" && !key.value)) {
        e.preventDefault();
        board.focus();
        board.select();
        return;
      }
      if (e.key.length !== 1) return; // Tab, arrows …
      e.preventDefault();
      if (e.key === "f" && form.dataset.boardUrl && board.value.trim()) { // the board's fouls and lateness
        window.location.href = form.dataset.boardUrl + encodeURIComponent(board.value.trim());
        return;
      }
      var b = codes[e.key] ? buttonFor(codes[e.key]) : null;
      if (b) b.click();
    });
    form.addEventListener("click", function (e) {
      var b = e.target.closest("button[name=key]");
      if (!b) return;
      var r = row();
      form.elements.version.value = r ? r.dataset.version : "";
      var code = codes[b.value];
      if (r && r.dataset.code && r.dataset.code !== code) {
        var ask = board.value.trim() + "/" + code;
        if (pending !== ask) {
          e.preventDefault(); // a board that holds another result: the same key again corrects it
          pending = ask;
          preview.textContent = form.dataset.confirm.replace("{0}", r.dataset.code).replace("{1}", code);
          key.focus();
          return;
        }
      }
      pending = null;
    });
    document.body.addEventListener("htmx:afterSettle", function (e) {
      var status = document.getElementById("status");
      if (!status || e.target !== status) return;
      var next = status.dataset.nextBoard;
      if (status.classList.contains("ok")) board.value = next || "";
      key.value = "";
      show();
      board.focus();
      board.select();
    });
    document.addEventListener("click", function (e) {
      var chip = e.target.closest("[data-pick]");
      if (!chip) return;
      board.value = chip.dataset.pick;
      pending = null;
      show();
      key.focus();
    });
    show();
    if (board.value) {
      board.select();
    }
  }

  // A board's page of the console: one key presses the button that carries it (data-key), outside text fields.
  function startDeskKeys() {
    if (!document.querySelector("[data-desk-keys]")) return;
    document.addEventListener("keydown", function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
      var tag = e.target && e.target.tagName;
      if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
      var b = Array.prototype.find.call(document.querySelectorAll("[data-desk-keys] button[data-key]"),
          function (x) { return x.dataset.key === e.key; });
      if (b) {
        e.preventDefault();
        b.click();
      }
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    finds().forEach(function (input) {
      input.addEventListener("input", function () { applyFind(input); });
    });
    document.body.addEventListener("htmx:afterSettle", function () { finds().forEach(applyFind); });
    var form = document.getElementById("entry");
    if (form) startEntry(form);
    startDeskKeys();
    startLive();
  });
})();

// chuhe's own script: the find box of the pairing list, live updates, and the console's fast result entry.
// No inline script anywhere (the Content-Security-Policy forbids it): the pages say what they need in data-*.
(function () {
  "use strict";

  // Find my board: digits match a board or a pairing number exactly, anything else a name or unit (in part), or
  // their pinyin: full ("zhangsan", "zhang san") or initials ("zs"), as the server wrote them in data-pinyin.
  function pinyinHit(tr, q) {
    var letters = q.replace(/\s+/g, "");
    if (!/^[a-z]+$/.test(letters)) return false;
    return (tr.dataset.pinyin || "").split(" ").some(function (key) { return key.indexOf(letters) >= 0; });
  }

  function applyFind(input) {
    var box = document.querySelector(input.dataset.find);
    if (!box) return;
    var q = input.value.trim().toLowerCase();
    var digits = /^\d+$/.test(q);
    var shown = 0;
    box.querySelectorAll("tbody tr").forEach(function (tr) {
      var hit = q === "" || (digits ? (" " + tr.dataset.numbers + " ").indexOf(" " + q + " ") >= 0
          : (tr.dataset.words || "").indexOf(q) >= 0 || pinyinHit(tr, q));
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
    // The head of the log at the page's foot: every change is a new entry, so it is fetched again after any event,
    // a little after the parts, so that it is never older than what they show.
    var headDue = null;
    function refreshHead() {
      if (headDue) return;
      headDue = setTimeout(function () {
        headDue = null;
        var head = document.querySelector("[data-head-src]");
        if (head) htmx.ajax("GET", head.dataset.headSrc, {target: head, swap: "outerHTML"});
      }, 600);
    }
    function matching(round) {
      document.querySelectorAll("[data-live-key]").forEach(function (el) {
        var key = el.dataset.liveKey;
        if (round === null || key === "*" || round === key || round.indexOf(key + "/") === 0) refresh(el);
      });
      refreshHead();
    }
    var stream = null;
    var opened = false;
    function connect() {
      stream = new EventSource(src);
      stream.addEventListener("round", function (e) { matching(e.data === "*" ? null : e.data); });
      stream.onopen = function () {
        document.body.classList.add("live-on");
        if (opened) matching(null); // back after a break: what was missed is fetched once
        opened = true;
      };
      stream.onerror = function () { document.body.classList.remove("live-on"); };
    }
    // A page left for another is closed, not kept streaming in the browser's back-forward cache: a browser opens
    // at most six connections to the laptop, and pages kept with their streams would hold them all.
    window.addEventListener("pagehide", function () {
      if (stream) stream.close();
      stream = null;
      document.body.classList.remove("live-on");
    });
    window.addEventListener("pageshow", function (e) {
      if (e.persisted && !stream) connect();
    });
    connect();
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

  // "This is me", kept on this phone only (localStorage, by division): the pairing number and the name, so that
  // another event served at the same address later does not take a stranger for me.
  function readMe(division) {
    try {
      var me = JSON.parse(localStorage.getItem("chuhe.me." + division) || "null");
      return me && me.number && me.name ? me : null;
    } catch (e) {
      return null;
    }
  }
  function writeMe(division, me) {
    try {
      if (me) localStorage.setItem("chuhe.me." + division, JSON.stringify(me));
      else localStorage.removeItem("chuhe.me." + division);
    } catch (e) { /* private mode: nothing kept */ }
    showMe();
  }

  function showMe() {
    document.querySelectorAll(".me-card").forEach(function (p) {
      var me = readMe(p.dataset.meDivision);
      var mine = !!me && me.number === p.dataset.meNumber && me.name === p.dataset.meName;
      p.querySelector(".me-set").hidden = mine;
      p.querySelector(".me-is").hidden = !mine;
      p.querySelector(".me-forget").hidden = !mine;
    });
    document.querySelectorAll(".me-link").forEach(function (p) {
      var me = readMe(p.dataset.meDivision);
      p.hidden = !me;
      if (me) {
        var a = p.querySelector("a");
        a.href = me.url;
        a.textContent = me.number + " " + me.name;
      }
    });
    var box = document.getElementById("me");
    // Only the pairing list's "my board" box (a table): another page's #me (the board page's "you are …") is not it,
    // and a script that stopped here would leave the page without its live updates.
    if (!box || !box.querySelector("tbody")) return;
    var me = readMe(box.dataset.meDivision);
    var body = box.querySelector("tbody");
    body.textContent = "";
    var found = null;
    document.querySelectorAll("#boards tbody tr").forEach(function (tr) {
      var numbers = (tr.dataset.numbers || "").split(" ");
      var mine = !!me && (tr.classList.contains("bye") ? numbers : numbers.slice(1)).indexOf(me.number) >= 0
          && tr.textContent.indexOf(me.name) >= 0;
      tr.classList.toggle("mine", mine);
      if (mine) found = tr;
    });
    box.hidden = !found;
    if (found) {
      var copy = found.cloneNode(true);
      copy.hidden = false;
      body.appendChild(copy);
      box.querySelector(".me-card-link").href = me.url;
    }
  }

  function startMe() {
    document.addEventListener("click", function (e) {
      var set = e.target.closest(".me-set");
      var forget = e.target.closest(".me-forget");
      var where = (set || forget) && (set || forget).closest("[data-me-division]");
      if (!where) return;
      if (set) {
        writeMe(where.dataset.meDivision, {number: where.dataset.meNumber, name: where.dataset.meName,
          url: where.dataset.meUrl});
      } else {
        writeMe(where.dataset.meDivision, null);
      }
    });
    showMe();
  }

  // The hall display: one screen at a time (a division's pairing list, then its standings), each cut into pages
  // of as many rows as the screen holds (or ?rows=), every few seconds; the live parts are swapped in underneath.
  function startHall(hall) {
    var seconds = parseInt(hall.dataset.hallSeconds, 10) || 10;
    var fixed = parseInt(hall.dataset.hallRows, 10) || 0;
    var at = 0;
    function rowsThatFit(block) {
      if (fixed) return fixed;
      var rows = block.querySelectorAll("tbody tr");
      block.hidden = false;
      rows.forEach(function (r) { r.hidden = false; });
      if (!rows.length) return 1;
      var top = rows[0].getBoundingClientRect().top;
      var h = rows[0].getBoundingClientRect().height || 1;
      return Math.max(3, Math.floor((window.innerHeight - top - 8) / h));
    }
    function screens() {
      var list = [];
      hall.querySelectorAll(".hall-screen").forEach(function (block) {
        var n = rowsThatFit(block);
        var count = block.querySelectorAll("tbody tr").length;
        var pages = Math.max(1, Math.ceil(count / n));
        for (var p = 0; p < pages; p++) list.push({block: block, from: p * n, to: (p + 1) * n, page: p + 1, pages: pages});
      });
      return list;
    }
    function show(i) {
      var list = screens();
      if (!list.length) return;
      at = i % list.length;
      var s = list[at];
      hall.querySelectorAll(".hall-screen").forEach(function (b) { b.hidden = b !== s.block; });
      s.block.querySelectorAll("tbody tr").forEach(function (r, k) { r.hidden = k < s.from || k >= s.to; });
      var page = s.block.querySelector(".hall-page");
      if (page) page.textContent = s.pages > 1 ? s.page + " / " + s.pages : "";
      hall.dataset.hallScreen = at;
    }
    show(0);
    setInterval(function () { show(at + 1); }, seconds * 1000);
    document.body.addEventListener("htmx:afterSettle", function () { show(at); });
    window.addEventListener("resize", function () { show(at); });
  }

  // The player's box on his card (issue 26): the live part names his board in the last published round; when a
  // newer round comes in while the page is open, the box says so (its notice, written by the server, is shown).
  function startSeat() {
    var box = document.getElementById("player-box");
    if (!box) return;
    var seen = box.dataset.seatRound;
    document.body.addEventListener("htmx:afterSettle", function () {
      var now = document.getElementById("player-box");
      if (!now || now.dataset.seatRound === seen) return;
      var notice = now.querySelector(".seat-notice");
      if (notice && seen !== undefined && Number(now.dataset.seatRound) > Number(seen)) notice.hidden = false;
      seen = now.dataset.seatRound;
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    finds().forEach(function (input) {
      input.addEventListener("input", function () { applyFind(input); });
    });
    document.body.addEventListener("htmx:afterSettle", function () { finds().forEach(applyFind); showMe(); });
    startMe();
    var hall = document.querySelector(".hall");
    if (hall) startHall(hall);
    var form = document.getElementById("entry");
    if (form) startEntry(form);
    startDeskKeys();
    startSeat();
    startLive();
  });
})();

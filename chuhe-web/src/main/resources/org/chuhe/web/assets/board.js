// chuhe's xiangqi board, written for chuhe (no third-party code): an SVG drawn from a FEN, red at the bottom. One
// script for the public game viewer (step with buttons, arrow keys, taps) and the console's record entry (click a
// piece of the side to move, then its target: the move goes to the server, which checks it with the rules core).
// The pages say what they need in data-* attributes (no inline script: the Content-Security-Policy forbids it).
(function () {
  "use strict";

  var NS = "http://www.w3.org/2000/svg";
  var CELL = 40; // between two lines
  var MARGIN = 28; // from the outer lines to the edge
  var WIDTH = 8 * CELL + 2 * MARGIN;
  var HEIGHT = 9 * CELL + 2 * MARGIN;
  var FILES = "abcdefghi";
  // FEN letters (upper case red) and the characters players write on the pieces.
  var RED = {K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵"};
  var BLACK = {k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒"};

  // The pieces of a FEN's placement by ICCS square ("e0": "K"), and the side to move ("w" red, "b" black).
  function parse(fen) {
    var parts = (fen || "").trim().split(/\s+/);
    var rows = (parts[0] || "").split("/");
    var pieces = {};
    for (var r = 0; r < rows.length && r < 10; r++) {
      var rank = 9 - r;
      var file = 0;
      for (var i = 0; i < rows[r].length; i++) {
        var ch = rows[r].charAt(i);
        if (ch >= "1" && ch <= "9") {
          file += ch.charCodeAt(0) - 48;
        } else {
          if (file < 9) pieces[FILES.charAt(file) + rank] = ch;
          file++;
        }
      }
    }
    return {pieces: pieces, side: parts[1] === "b" ? "b" : "w"};
  }

  function isRed(letter) {
    return letter === letter.toUpperCase();
  }

  function x(file) {
    return MARGIN + file * CELL;
  }

  function y(rank) {
    return MARGIN + (9 - rank) * CELL;
  }

  function el(name, attrs, parent) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function line(g, x1, y1, x2, y2) {
    el("line", {x1: x1, y1: y1, x2: x2, y2: y2}, g);
  }

  // The grid: ten ranks, the two outer files whole, the inner ones broken by the river, the palaces' diagonals,
  // the river's words, and the small marks where cannons and pawns start.
  function grid(svg) {
    el("rect", {"class": "wood", x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 6}, svg);
    var g = el("g", {"class": "lines"}, svg);
    for (var r = 0; r < 10; r++) line(g, x(0), y(r), x(8), y(r));
    for (var f = 0; f < 9; f++) {
      if (f === 0 || f === 8) {
        line(g, x(f), y(0), x(f), y(9));
      } else {
        line(g, x(f), y(0), x(f), y(4));
        line(g, x(f), y(5), x(f), y(9));
      }
    }
    [[0, 2], [7, 9]].forEach(function (p) {
      line(g, x(3), y(p[0]), x(5), y(p[1]));
      line(g, x(5), y(p[0]), x(3), y(p[1]));
    });
    el("rect", {"class": "frame", x: x(0) - 4, y: y(9) - 4, width: 8 * CELL + 8, height: 9 * CELL + 8}, svg);
    var marks = el("g", {"class": "marks"}, svg);
    [[1, 2], [7, 2], [1, 7], [7, 7], [0, 3], [2, 3], [4, 3], [6, 3], [8, 3], [0, 6], [2, 6], [4, 6], [6, 6], [8, 6]]
        .forEach(function (p) { mark(marks, p[0], p[1]); });
    var river = el("g", {"class": "river"}, svg);
    var mid = (y(4) + y(5)) / 2;
    text(river, "楚  河", x(2), mid);
    text(river, "汉  界", x(6), mid);
  }

  function mark(g, f, r) {
    var cx = x(f), cy = y(r), d = 4, l = 8;
    [-1, 1].forEach(function (sx) {
      if ((sx < 0 && f === 0) || (sx > 0 && f === 8)) return;
      [-1, 1].forEach(function (sy) {
        el("polyline", {points: (cx + sx * (d + l)) + "," + (cy + sy * d) + " " + (cx + sx * d) + "," + (cy + sy * d)
            + " " + (cx + sx * d) + "," + (cy + sy * (d + l))}, g);
      });
    });
  }

  function text(g, s, cx, cy) {
    var t = el("text", {x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central"}, g);
    t.textContent = s;
    return t;
  }

  function square(sq) {
    return {file: FILES.indexOf(sq.charAt(0)), rank: parseInt(sq.substring(1), 10)};
  }

  // Draws the position of `fen` into `box` (its SVG replaced). options: last ("h2e2", the move that led here, marked
  // on both points), selected ("h2", a piece picked at the desk), onPoint (a function called with the ICCS square of
  // a point clicked: the desk's entry). Returns the position parsed.
  function draw(box, fen, options) {
    var o = options || {};
    var position = parse(fen);
    var svg = el("svg", {"class": "xq", viewBox: "0 0 " + WIDTH + " " + HEIGHT, role: "img"});
    if (o.label) svg.setAttribute("aria-label", o.label);
    grid(svg);
    var marked = el("g", {"class": "last"}, svg);
    if (o.last && o.last.length === 4) {
      [o.last.substring(0, 2), o.last.substring(2)].forEach(function (sq, i) {
        var s = square(sq);
        el("rect", {"class": i === 0 ? "from" : "to", x: x(s.file) - CELL / 2 + 1, y: y(s.rank) - CELL / 2 + 1,
          width: CELL - 2, height: CELL - 2, rx: 4, "data-square": sq}, marked);
      });
    }
    var pieces = el("g", {"class": "pieces"}, svg);
    Object.keys(position.pieces).forEach(function (sq) {
      var letter = position.pieces[sq];
      var s = square(sq);
      var red = isRed(letter);
      var name = (red ? RED : BLACK)[letter];
      if (!name) return;
      var g = el("g", {"class": "piece " + (red ? "red" : "black") + (o.selected === sq ? " selected" : ""),
        "data-square": sq, "data-piece": letter}, pieces);
      el("circle", {cx: x(s.file), cy: y(s.rank), r: CELL / 2 - 2}, g);
      el("circle", {"class": "ring", cx: x(s.file), cy: y(s.rank), r: CELL / 2 - 5}, g);
      text(g, name, x(s.file), y(s.rank) + 1);
    });
    if (o.onPoint) {
      svg.classList.add("clickable");
      var points = el("g", {"class": "points"}, svg);
      for (var f = 0; f < 9; f++) {
        for (var r = 0; r < 10; r++) {
          var sq = FILES.charAt(f) + r;
          el("rect", {x: x(f) - CELL / 2, y: y(r) - CELL / 2, width: CELL, height: CELL, "data-point": sq}, points);
        }
      }
      svg.addEventListener("click", function (e) {
        var p = e.target.closest("[data-point]");
        if (p) o.onPoint(p.getAttribute("data-point"));
      });
    }
    box.textContent = "";
    box.appendChild(svg);
    return position;
  }

  // ---- the public viewer: every position of the game is in the page (data-game: fens, iccs, moves), so stepping
  // needs no request. Buttons, the left and right arrow keys (and Home, End), a tap on the board (right half: next,
  // left: back), a click on a move of the list.
  function startViewer(viewer) {
    if (viewer.dataset.ready) return;
    viewer.dataset.ready = "1";
    var game = JSON.parse(viewer.dataset.game);
    var box = viewer.querySelector(".board");
    var status = viewer.querySelector(".ply");
    var ply = game.fens.length - 1; // the final position first: what a spectator looks for
    function show(n) {
      ply = Math.max(0, Math.min(game.fens.length - 1, n));
      draw(box, game.fens[ply], {last: ply > 0 ? game.iccs[ply - 1] : "", label: status ? "" : game.fens[ply]});
      viewer.dataset.ply = ply;
      viewer.querySelectorAll("[data-ply]").forEach(function (m) {
        var on = parseInt(m.dataset.ply, 10) === ply;
        m.classList.toggle("current", on);
        if (on) m.setAttribute("aria-current", "true"); else m.removeAttribute("aria-current");
      });
      if (status) status.textContent = ply === 0 ? game.startText : game.plyTexts[ply - 1];
      viewer.querySelectorAll("[data-step]").forEach(function (b) {
        var s = b.dataset.step;
        b.disabled = (s === "first" || s === "prev") ? ply === 0 : ply === game.fens.length - 1;
      });
    }
    var steps = {first: function () { return 0; }, prev: function () { return ply - 1; },
      next: function () { return ply + 1; }, last: function () { return game.fens.length - 1; }};
    viewer.addEventListener("click", function (e) {
      var b = e.target.closest("[data-step]");
      if (b) {
        show(steps[b.dataset.step]());
        return;
      }
      var m = e.target.closest("[data-ply]");
      if (m && m !== viewer) {
        show(parseInt(m.dataset.ply, 10));
      }
    });
    box.addEventListener("click", function (e) {
      var r = box.getBoundingClientRect();
      show(e.clientX - r.left >= r.width / 2 ? ply + 1 : ply - 1);
    });
    document.addEventListener("keydown", function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var tag = e.target && e.target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
      // Left and right only: up and down still scroll the page (the move list may be below the screen).
      var to = {ArrowRight: ply + 1, ArrowLeft: ply - 1, Home: 0, End: game.fens.length - 1}[e.key];
      if (to === undefined) return;
      e.preventDefault();
      show(to);
    });
    show(ply);
  }

  // ---- the console's entry: the board of the line entered so far (data-fen, data-last). A click on a piece of the
  // side to move picks it; a click on another point sends the move (ICCS) through the entry form, which htmx posts;
  // the server answers with the whole part again (the line one move longer, or the reason the move is refused).
  function startEntry(entry) {
    if (entry.dataset.ready) return;
    entry.dataset.ready = "1";
    var box = entry.querySelector(".board");
    var form = entry.querySelector("form.move");
    var selected = null;
    var position = null;
    function render() {
      position = draw(box, entry.dataset.fen, {last: entry.dataset.last, selected: selected, onPoint: point,
        label: entry.dataset.fen});
      entry.dataset.selected = selected || "";
    }
    function ours(sq) {
      var p = position.pieces[sq];
      return p && (isRed(p) === (position.side === "w"));
    }
    function point(sq) {
      if (ours(sq)) {
        selected = selected === sq ? null : sq;
        render();
        return;
      }
      if (!selected) return;
      var move = selected + sq;
      selected = null;
      render();
      form.elements.move.value = move;
      if (form.requestSubmit) form.requestSubmit(); else form.submit();
    }
    render();
  }

  function start(root) {
    (root || document).querySelectorAll(".game-viewer[data-game]").forEach(startViewer);
    (root || document).querySelectorAll(".game-entry[data-fen]").forEach(startEntry);
  }

  window.ChuheBoard = {draw: draw, parse: parse};
  document.addEventListener("DOMContentLoaded", function () { start(document); });
  // The entry's part swapped in by htmx after each move: drawn again.
  document.addEventListener("htmx:afterSettle", function () { start(document); });
})();

// The regulations page: a problem's line number selects that line of the text and scrolls to it, so the arbiter
// corrects it where the YAML reader found it. The first problem's line is selected when the page opens.
(function () {
  "use strict";
  function select(area, line) {
    var lines = area.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) {
      start += lines[i].length + 1;
    }
    var end = start + (lines[line - 1] || "").length;
    area.focus();
    area.setSelectionRange(start, end);
    var height = area.scrollHeight / Math.max(lines.length, 1);
    area.scrollTop = Math.max(0, (line - 3) * height);
  }
  document.addEventListener("DOMContentLoaded", function () {
    var area = document.getElementById("yaml");
    if (!area) {
      return;
    }
    var links = document.querySelectorAll(".yaml-line");
    links.forEach(function (a) {
      a.addEventListener("click", function (e) {
        e.preventDefault();
        select(area, parseInt(a.getAttribute("data-line"), 10));
      });
    });
    if (links.length > 0) {
      select(area, parseInt(links[0].getAttribute("data-line"), 10));
    }
  });
})();

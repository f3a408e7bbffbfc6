// Quick entry (templates/calculator/_quick_entry.html): the count that follows from the others
// is filled in as the user types — the lone whister's or the second whister's from the declarer's
// (and the first's), the last player's on raspasy. The server marks the follower
// (data-follower) and the deal's total (data-total), and fills an empty follower itself.
// Loaded again with each redrawn form: one listener on the document is enough.
(function () {
  "use strict";
  if (window.quickEntryFollows) return;
  window.quickEntryFollows = true;

  function fill(box, follower) {
    var total = Number(box.dataset.total);
    var sum = 0;
    var known = true;
    box.querySelectorAll("input[data-trick]").forEach(function (input) {
      if (input === follower) return;
      if (input.value === "") {
        if (!input.hasAttribute("data-optional")) known = false;
        return;
      }
      var count = Number(input.value);
      if (Number.isInteger(count) && count >= 0) sum += count;
      else known = false;
    });
    follower.value = known && sum <= total ? String(total - sum) : "";
  }

  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-trick")) return;
    var box = input.closest("#quick-entry .tricks");
    var follower = box && box.querySelector("input[data-follower]");
    if (!follower) return;
    if (input === follower) {
      // typed by hand: left alone until it is cleared again
      follower.dataset.typed = input.value === "" ? "" : "1";
      return;
    }
    if (!follower.dataset.typed) fill(box, follower);
  });
})();

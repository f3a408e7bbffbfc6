// Quick entry (templates/calculator/_quick_entry.html; the offline one, static/pulya/offline.js,
// draws the same fields): whichever single count is left empty is filled in as the user types,
// 10 less the others (issue 24: the order follows the dealer, so no field is «the last»). A count
// filled in so (data-auto) is worked out again as the others change; a count typed by hand is
// left alone. The dealer's talon tricks (data-optional) count as none when empty and are never
// filled in. The server (rulings/calculator/wizard_codes.py) does the same when a count comes
// empty.
// Loaded again with each redrawn form: one listener on the document is enough.
(function () {
  "use strict";
  if (window.quickEntryFollows) return;
  window.quickEntryFollows = true;

  function fill(box) {
    var total = Number(box.dataset.total);
    var open = [];
    var sum = 0;
    var known = true;
    box.querySelectorAll("input[data-trick]").forEach(function (input) {
      var optional = input.hasAttribute("data-optional");
      if (!optional && (input.value === "" || input.hasAttribute("data-auto"))) {
        open.push(input);
        return;
      }
      if (input.value === "") return;
      var count = Number(input.value);
      if (Number.isInteger(count) && count >= 0) sum += count;
      else known = false;
    });
    open.forEach(function (input) { if (input.hasAttribute("data-auto")) input.value = ""; });
    if (open.length === 1 && known && sum <= total) {
      open[0].value = String(total - sum);
      open[0].setAttribute("data-auto", "");
    }
  }

  // a count taking the focus is selected: a digit typed replaces it (the declarer's level)
  document.addEventListener("focusin", function (event) {
    var input = event.target;
    if (input instanceof HTMLInputElement && input.matches(".quick-entry input[data-trick]")) {
      input.select();
    }
  });

  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-trick")) return;
    var box = input.closest(".quick-entry .tricks[data-counted]");
    if (!box) return;
    input.removeAttribute("data-auto"); // typed by hand (or cleared: open again)
    fill(box);
  });
})();

// «+ Сдача» (issue 24): the entry opens over the sheet and closes again when the deal is saved
// (the whole game drawn anew) or «К листу» is tapped; Escape closes it too. Offline the button
// is the offline entry's (templates/calculator/_offline.html), which opens that entry instead.
(function () {
  "use strict";
  if (window.quickEntryOpens) return;
  window.quickEntryOpens = true;

  function close() {
    if (!document.body.classList.contains("qe-shown")) return;
    document.body.classList.remove("qe-shown");
    var sheet = document.getElementById("sheet");
    if (sheet) sheet.scrollIntoView({ block: "start" });
  }

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (target && target.closest("[data-quick-open]")) {
      event.preventDefault();
      document.body.classList.add("qe-shown");
      var entry = target.closest(".quick-entry"); // the online entry's or the offline one's
      var first = entry && entry.querySelector("input[autofocus], input:checked, input");
      if (first) first.focus({ preventScroll: true });
    } else if (target && target.closest("[data-quick-close]")) {
      event.preventDefault();
      close();
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") close();
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    var target = event.detail && event.detail.target;
    if (target && target.id === "game") close(); // a deal saved: back to the sheet
  });
})();

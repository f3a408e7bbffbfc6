// The arbiter's question flow, progressive enhancement only (the flow works without it).
// A conduct incident by a kibitzer (Lesnoy's code 3.9.13: counting aloud is forbidden to
// kibitzers too): an onlooker has no seat, so «Who?» is hidden and disabled (not sent) while
// the kibitzer box is ticked. Without JavaScript the server refuses a kibitzer with a player
// named and says why.
(function () {
  "use strict";

  function sync() {
    document.querySelectorAll("form.incident-form").forEach(function (form) {
      var box = form.querySelector("input[name=kibitzer]");
      var who = form.querySelector("select[name=player]");
      if (!box || !who) {
        return;
      }
      who.disabled = box.checked;
      var field = who.closest(".field");
      if (field) {
        field.hidden = box.checked;
      }
    });
  }

  document.addEventListener("change", function (event) {
    if (event.target && event.target.name === "kibitzer") {
      sync();
    }
  });
  document.addEventListener("htmx:afterSettle", sync);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", sync);
  } else {
    sync();
  }
})();

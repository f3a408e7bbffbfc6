// The game's text for the group chat (templates/calculator/_settlement.html): the «Copy» button
// is shown only where this script runs; without it the text box stays, to select and copy.
// Loaded again with each redrawn settlement: one listener on the document is enough.
(function () {
  "use strict";
  function show() {
    document.querySelectorAll("button[data-copy]").forEach(function (b) { b.hidden = false; });
  }
  show();
  document.addEventListener("htmx:afterSettle", show);
  if (window.copyReportReady) return;
  window.copyReportReady = true;
  document.addEventListener("click", function (event) {
    var button = event.target instanceof Element && event.target.closest("button[data-copy]");
    if (!button) return;
    var box = document.getElementById(button.dataset.copy);
    var status = button.parentElement.querySelector(".copy-status");
    function done() { if (status) status.textContent = button.dataset.done; }
    function select() {
      box.focus();
      box.select();
      if (document.execCommand && document.execCommand("copy")) done();
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(box.value).then(done, select);
    } else {
      select();
    }
  });
})();

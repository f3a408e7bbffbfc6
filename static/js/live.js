// Live on every phone (issue 24; templates/calculator/_live.html, docs/calculator.md «Live»).
// Asks for the game's version every POLL ms with If-None-Match: a 304 while it is the one this
// page shows; a 200 names the new one, and the page's own parts are fetched anew (the owner's
// and the co-editors' page by the game's number, a spectator's by the share link). While a deal
// is being entered here, the entry is kept: only the sheet, the deals, the settlement and the
// buttons are redrawn, and its save is then refused and tells what happened meanwhile.
// No poll while the tab is hidden (asked at once when it is shown again); after IDLE ms with
// nobody touching the page and nothing new, the wait doubles up to SLOWEST.
// A 404: the game was deleted (its kept version goes with it, rulings/calculator/signals.py):
// no more polls, and #live-gone says so at the top of the game.
// Loaded again with each redrawn #game: one loop for the page is enough.
(function () {
  "use strict";
  if (window.liveSheet) return;
  window.liveSheet = true;

  var POLL = 1000;
  var IDLE = 5 * 60 * 1000;
  var SLOWEST = 30 * 1000;
  // what is redrawn around an entry in progress (ids in templates/calculator/game.html)
  var PARTS = "#deals,#settlement,#next-deal,#game-meta,#game-actions,#all-closed";
  var wait = POLL;
  var lastSeen = Date.now();
  var timer = null;
  var busy = false;
  var gone = false;

  function entering() {
    var game = document.getElementById("game");
    return Boolean(game && game.dataset.entering);
  }

  function redraw(live, html) {
    if (entering()) {
      htmx.swap("#sheet", html, { swapStyle: "outerHTML" }, { select: "#sheet", selectOOB: PARTS });
      var note = document.getElementById("live-note");
      var entry = document.getElementById("quick-entry") || document.getElementById("wizard");
      if (note && entry) {
        entry.before(note); // above the entry the user is filling in
        note.hidden = false;
      }
    } else {
      htmx.swap("#game", html, { swapStyle: "outerHTML" }, { select: "#game" });
    }
  }

  function deleted() {
    gone = true;
    clearTimeout(timer);
    var game = document.getElementById("game");
    var said = document.getElementById("live-gone");
    if (game && said) {
      game.prepend(said); // where the sheet starts, not under the links at the end
      said.hidden = false;
    }
  }

  function poll() {
    var live = document.getElementById("live");
    if (gone) return;
    if (!live || busy) return schedule();
    busy = true;
    fetch(live.dataset.poll, {
      headers: { "If-None-Match": '"v' + live.dataset.version + '"' },
      cache: "no-store",
    })
      .then(function (answer) {
        if (answer.status === 304) return null;
        if (answer.status === 404) return deleted();
        if (!answer.ok) throw new Error(String(answer.status));
        return answer.json().then(function (now) {
          return fetch(live.dataset.page, { headers: { "HX-Request": "true" } }).then(function (page) {
            if (!page.ok) throw new Error(String(page.status));
            return page.text().then(function (html) {
              redraw(live, html);
              live.dataset.version = String(now.version); // kept when only the parts were redrawn
              lastSeen = Date.now();
            });
          });
        });
      })
      .then(function () {
        wait = Date.now() - lastSeen > IDLE ? Math.min(wait * 2, SLOWEST) : POLL;
      })
      .catch(function () {
        wait = Math.min(wait * 2, SLOWEST); // offline or the server is down: ask less often
      })
      .finally(function () {
        busy = false;
        schedule();
      });
  }

  function schedule() {
    clearTimeout(timer);
    timer = document.hidden || gone ? null : setTimeout(poll, wait);
  }

  function touched() {
    lastSeen = Date.now();
    if (wait > POLL) {
      wait = POLL;
      schedule();
    }
  }

  // an entry started on this page (a tap or a typed number in the quick form or the wizard);
  // the mark goes with #game when it is drawn anew (a deal saved here)
  function started(event) {
    var game = document.getElementById("game");
    if (game && event.target.closest && event.target.closest("#quick-entry, #wizard")) {
      game.dataset.entering = "1";
    }
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) {
      clearTimeout(timer);
    } else {
      wait = POLL;
      lastSeen = Date.now();
      poll();
    }
  });
  ["pointerdown", "keydown", "scroll"].forEach(function (name) {
    window.addEventListener(name, touched, { passive: true });
  });
  document.addEventListener("input", started);
  document.addEventListener("change", started);
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("#wizard button")) started(event);
  });
  schedule();
})();

// The offline pulya (issue 24; templates/calculator/_offline.html, docs/calculator.md «Offline»).
//
// A game already open goes on without a connection. The questions of the quick entry are asked of
// the rules core itself, run on the phone by Pyodide (rulings/calculator/browser_core.py, packed
// with rulings/core by rulings/calculator/offline.py): this script restates no rule, it draws the
// core's questions with the words the server gave (the «kit»), keeps the deals in localStorage,
// shows the sheet the core scores with them («не отправлено»), and sends them in order when the
// connection returns, each with the game's version it was made on. A conflict (somebody else wrote
// meanwhile) waits for the user: mine after theirs, edit mine, or drop mine.
(function () {
  "use strict";
  const root = document.getElementById("offline-entry");
  if (!root || root.dataset.started) return;
  root.dataset.started = "1";

  const KIT = "pulya-kit:" + root.dataset.kit;
  const QUEUE = "pulya-queue:" + root.dataset.kit;
  let kit = read(KIT);
  let queue = read(QUEUE) || [];
  let core = null; // a promise of the Python module browser_core
  // the answers tapped; a question not tapped yet takes the core's usual answer (a game:
  // rulings/calculator/wizard_codes.py, the online quick entry's own); the defenders' words are
  // one question, «calls», a lone whister's open or closed in the same chip (wizard_whisting.py)
  let answers = {};
  let tricks = {};
  let editing = false; // a deal taken back from the queue to be corrected
  let conflict = null; // {entry, answer}: the first deal the server did not take
  let syncing = false;

  function read(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || "null");
    } catch (error) {
      return null;
    }
  }
  function keep() {
    localStorage.setItem(KIT, JSON.stringify(kit));
    localStorage.setItem(QUEUE, JSON.stringify(queue));
  }
  function part(name) {
    return root.querySelector('[data-state="' + name + '"]');
  }
  function word(name, params) {
    const template = root.querySelector('template[data-word="' + name + '"]');
    let text = template ? template.content.textContent : (kit && kit.words.text[name]) || name;
    Object.entries(params || {}).forEach(function ([key, value]) {
      text = text.split("%(" + key + ")s").join(value);
    });
    return text;
  }
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function status(text) {
    part("status").textContent = text;
  }

  // --- the game as the phone keeps it
  async function refreshKit() {
    try {
      const response = await fetch(root.dataset.kit, { credentials: "same-origin" });
      if (!response.ok) return;
      kit = await response.json();
      keep();
    } catch (error) {
      // offline: the kit kept is the game as last seen
    }
  }
  function record(upTo) {
    const mine = queue.slice(0, upTo === undefined ? queue.length : upTo).map((e) => e.deal);
    return Object.assign({}, kit.record, { deals: kit.record.deals.concat(mine) });
  }

  // --- the rules core, under Pyodide
  function loadCore() {
    if (core) return core;
    if (!kit || !kit.core) return Promise.reject(new Error("unavailable"));
    core = (async function () {
      const { loadPyodide } = await import(kit.pyodide + "pyodide.mjs");
      const pyodide = await loadPyodide({ indexURL: kit.pyodide });
      const zip = await (await fetch(kit.core)).arrayBuffer();
      pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/core" });
      pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/core')");
      return pyodide.pyimport("rulings.calculator.browser_core");
    })();
    core.catch(function () {
      core = null;
    });
    return core;
  }
  function ask(module, fn) {
    const args = Array.prototype.slice.call(arguments, 2).map(
      (a) => (typeof a === "object" ? JSON.stringify(a) : a)
    );
    return JSON.parse(module[fn].apply(module, args));
  }
  function figures(module, upTo) {
    return ask(module, "figures", record(upTo), kit.first_dealer);
  }

  // --- the form: the core's questions, one row each, as the quick entry draws them
  function rows(module) {
    const base = editing ? record(0) : record();
    const given = { dealer: figures(module, editing ? 0 : undefined).next_dealer };
    const drawn = [];
    for (;;) {
      const question = ask(module, "question", base, given);
      if (question.step === "tricks" || question.step === "save") return [drawn, question, given];
      const tapped = answers[question.step];
      const chosen = question.choices.includes(tapped) ? tapped : question.usual || "";
      drawn.push({ question: question, chosen: chosen });
      if (!chosen) return [drawn, null, given];
      given[question.step] = chosen;
    }
  }
  function label(step, value) {
    const words = kit.words;
    if (step === "kind") return words.kind[value];
    if (step === "contract") return words.contract[value] || value;
    if (step === "open") return words.open[value];
    // the defenders' words in one row, a lone whister's open or closed in the same chip
    if (step === "calls") return (words.calls && words.calls[value]) || value;
    if (step === "call1" || step === "call2") return words.call[value] || value;
    return value;
  }
  function prompt(question) {
    let text = kit.words.prompt[question.step] || question.step;
    ["player", "first", "second"].forEach(function (key) {
      text = text.split("%(" + key + ")s").join(question[key] || "");
    });
    return text;
  }

  async function drawForm(tapped) {
    const form = part("form");
    if (kit.finished) {
      form.replaceChildren();
      status(word("finished"));
      return;
    }
    let module;
    try {
      if (!form.firstChild) status(word("loading"));
      module = await loadCore();
      if (!navigator.onLine && !editing) status(word("offline"));
    } catch (error) {
      form.replaceChildren();
      status(word(kit && kit.core ? "broken" : "unavailable"));
      return;
    }
    const [drawn, last, given] = rows(module);
    const box = element("form", "offline-rows");
    box.noValidate = true;
    drawn.forEach(function ({ question, chosen }) {
      const set = element("fieldset", "qe-row qe-" + question.step);
      set.appendChild(element("legend", "", prompt(question)));
      const grid = element("div", question.step === "contract" ? "contract-grid" : "choices");
      question.choices.forEach(function (value) {
        const red = question.step === "contract" && /[DH]( without talon)?$/.test(value);
        const choice = element("label", "choice" + (question.step === "contract" ? " contract" : "") + (red ? " red" : ""));
        const input = element("input");
        input.type = "radio";
        input.name = "off-" + question.step;
        input.value = value;
        input.checked = value === chosen;
        input.addEventListener("change", function () {
          answers[question.step] = value;
          drawForm(true);
        });
        choice.appendChild(input);
        choice.appendChild(element("span", "", label(question.step, value)));
        grid.appendChild(choice);
      });
      set.appendChild(grid);
      // what only the server scores («без трёх», «преферанс», a correction): said with the types
      if (question.step === "kind") set.appendChild(element("p", "hint offline-elsewhere", word("elsewhere")));
      box.appendChild(set);
    });
    if (last && last.step === "tricks") box.appendChild(trickFields(last, tapped));
    const errors = element("div", "errors");
    errors.setAttribute("role", "alert");
    errors.hidden = true;
    box.appendChild(errors);
    const save = element("button", "save");
    save.type = "submit";
    save.textContent = word("save");
    save.disabled = !last;
    box.appendChild(save);
    box.addEventListener("submit", function (event) {
      event.preventDefault();
      keepDeal(module, given, last, errors);
    });
    form.replaceChildren(box);
  }

  // The counts as the online quick entry draws them: nothing typed yet, the core's start (the
  // declarer at his contract's level, the count that follows worked out, data-auto); the single
  // count left empty is filled in as the user types by static/js/quick_entry.js (data-counted).
  function trickFields(last, tapped) {
    const set = element("fieldset", "qe-tricks");
    set.appendChild(element("legend", "", kit.words.prompt.tricks));
    const list = element("div", "tricks");
    const required = last.players.filter((p) => p !== last.optional);
    if (required.length > 1) list.dataset.counted = "";
    list.dataset.total = last.total;
    const typed = last.players.some((p) => tricks[p]);
    last.players.forEach(function (player) {
      const optional = player === last.optional;
      const field = element("label", "trick-input" + (optional ? " optional" : ""));
      const prompt = optional ? "talon" : player === last.lone ? "lone" : "";
      field.appendChild(document.createTextNode(
        prompt ? kit.words.prompt[prompt].split("%(player)s").join(player) : player
      ));
      const input = element("input");
      Object.assign(input, { type: "number", min: 0, max: 10, step: 1, inputMode: "numeric" });
      input.name = "off-tricks";
      input.dataset.player = player;
      input.setAttribute("data-trick", "");
      if (optional) {
        input.setAttribute("data-optional", "");
        input.placeholder = "0";
      }
      input.value = (typed ? tricks[player] : last.start[player]) || "";
      if (!typed && player === last.auto) input.setAttribute("data-auto", "");
      if (player === last.focus) input.autofocus = true;
      input.addEventListener("input", function () {
        tricks[player] = input.value;
      });
      field.appendChild(input);
      list.appendChild(field);
    });
    set.appendChild(list);
    if (required.length > 1) {
      const hint = !typed && last.auto ? word("follower", { player: last.auto }) : word("follows");
      set.appendChild(element("p", "hint", hint));
    }
    if (tapped) {
      const first = list.querySelector("input[autofocus]");
      if (first) requestAnimationFrame(() => first.focus({ preventScroll: true }));
    }
    return set;
  }

  function keepDeal(module, given, last, errors) {
    // the counts as the fields show them; one filled in for the user (data-auto) is left to the
    // core, which works it out the same way (kept so, an edit works it out again)
    const typed = {};
    root.querySelectorAll('input[name="off-tricks"]').forEach(function (input) {
      typed[input.dataset.player] = input.hasAttribute("data-auto") ? "" : input.value;
    });
    const base = editing ? record(0) : record();
    const made = ask(module, "deal", base, given, typed);
    if (made.error) {
      errors.hidden = false;
      errors.textContent =
        made.error === "sum" ? word("sum", { total: made.total })
        : made.error === "count" ? word("count", { player: made.player })
        : word("refused");
      return;
    }
    const at = editing ? 0 : queue.length;
    const entry = {
      deal: made.deal,
      version: kit.version + at,
      seen: kit.record.deals.length + at,
      answers: Object.assign({}, given),
      tricks: typed,
      summary: summary(given, made.deal.tricks || {}),
    };
    queue.splice(at, 0, entry);
    entry.phone = figures(module, at + 1);
    if (editing) renumber(module);
    editing = false;
    answers = {};
    tricks = {};
    keep();
    drawAll();
    // kept: back from the entry over the sheet (static/js/quick_entry.js) to the sheet as it will be
    document.body.classList.remove("qe-shown");
    part("queue").scrollIntoView({ block: "start" });
    if (navigator.onLine) sync();
  }

  function summary(given, tricks) {
    const parts = [];
    ["kind", "declarer", "contract", "calls", "call1", "call2", "open"].forEach(function (step) {
      if (given[step]) parts.push(label(step, given[step]));
    });
    const counts = Object.entries(tricks).map(([p, n]) => p + " " + n);
    if (counts.length) parts.push(counts.join(", "));
    return parts.join(" · ");
  }

  // After the user settled a conflict: the deals kept follow the game as it is now.
  function renumber(module) {
    queue.forEach(function (entry, i) {
      entry.version = kit.version + i;
      entry.seen = kit.record.deals.length + i;
      entry.phone = module ? figures(module, i + 1) : null;
    });
  }

  // --- the deals not sent and the sheet with them
  async function drawQueue() {
    const box = part("queue");
    box.hidden = queue.length === 0;
    const list = part("queued");
    list.replaceChildren();
    const played = kit ? kit.record.deals.filter((d) => !("correction" in d)).length : 0;
    queue.forEach(function (entry, i) {
      const item = element("li", "deal not-sent-deal");
      item.value = played + i + 1;
      item.appendChild(element("span", "", entry.summary + " "));
      item.appendChild(element("span", "not-sent", word("not-sent")));
      list.appendChild(item);
    });
    if (!queue.length) return;
    let module;
    try {
      module = await loadCore();
    } catch (error) {
      return;
    }
    drawSheet(figures(module));
  }

  function drawSheet(f) {
    const columns = kit.words.column;
    const head = element("tr");
    [word("player"), columns.pulya, columns.mountain, columns.whists, word("balance")].forEach(
      (text) => head.appendChild(element("th", "", text))
    );
    part("sheet-head").replaceChildren(head);
    const body = part("sheet-body");
    body.replaceChildren();
    f.players.forEach(function (p) {
      const row = element("tr");
      row.dataset.player = p;
      row.appendChild(element("th", "", p));
      row.appendChild(element("td", "pulya", f.pulya[p]));
      row.appendChild(element("td", "mountain", f.mountain[p]));
      const whists = element("td", "whists");
      Object.entries(f.whists[p]).forEach(function ([on, value]) {
        whists.appendChild(element("span", "", word("whists-on", { player: on }) + ": " + value));
      });
      row.appendChild(whists);
      const balance = f.balance[p];
      const plus = !balance.startsWith("-") && balance !== "0";
      row.appendChild(element("td", "balance-value" + (plus ? " plus" : ""), (plus ? "+" : "") + balance));
      body.appendChild(row);
    });
  }

  function drawConflict() {
    const box = part("conflict");
    box.hidden = !conflict;
    if (!conflict) return;
    const answer = conflict.answer;
    const theirs = part("theirs");
    theirs.replaceChildren();
    (answer.theirs || []).forEach((text) => theirs.appendChild(element("li", "", text)));
    theirs.parentElement.querySelector("p").hidden = !answer.theirs;
    if (answer.error) theirs.appendChild(element("li", "", answer.error));
    part("mine").replaceChildren(element("li", "", conflict.entry.summary));
    box.querySelector('[data-action="after"]').hidden = !answer.conflict;
  }

  function drawAll() {
    const offline = !navigator.onLine;
    document.body.classList.toggle("pulya-offline", offline || editing);
    root.hidden = !(offline || editing || queue.length || conflict || !part("differences").hidden);
    part("form").hidden = !(offline || editing);
    part("title").textContent = word(offline ? "title-offline" : "title-online");
    if (offline && !editing) status(word("offline"));
    if (offline || editing) drawForm();
    drawQueue();
    drawConflict();
  }

  // --- sending, in order, each with the version it was made on
  function csrf() {
    try {
      return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["x-csrftoken"] || "";
    } catch (error) {
      return "";
    }
  }

  async function sync() {
    if (syncing || conflict || editing || !queue.length || !kit) return;
    syncing = true;
    status(word("sending"));
    root.hidden = false;
    try {
      while (queue.length && navigator.onLine) {
        const entry = queue[0];
        let response;
        try {
          response = await fetch(kit.sync, {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json", "X-CSRFToken": csrf() },
            body: JSON.stringify({
              version: entry.version,
              seen: entry.seen,
              deal: entry.deal,
              phone: entry.phone,
            }),
          });
        } catch (error) {
          status(word("waiting"));
          return;
        }
        const answer = await response.json().catch(() => ({ error: word("refused") }));
        if (response.ok && answer.saved) {
          queue.shift();
          kit.version = answer.version;
          kit.record.deals.push(entry.deal);
          keep();
          if (answer.differences.length) showDifferences(entry, answer.differences);
          continue;
        }
        conflict = { entry: entry, answer: answer };
        status("");
        drawAll();
        // the page's sheet and deals as they are now, theirs included
        if (window.htmx) window.htmx.ajax("GET", kit.page, { target: "#game", swap: "outerHTML" });
        return;
      }
      if (!queue.length) {
        status(word("sent"));
        await refreshKit();
        if (window.htmx) window.htmx.ajax("GET", kit.page, { target: "#game", swap: "outerHTML" });
      }
    } finally {
      syncing = false;
      drawAll();
    }
  }

  function showDifferences(entry, found) {
    const box = part("differences");
    const played = kit.record.deals.filter((d) => !("correction" in d)).length;
    box.appendChild(element("p", "", word("differ", { number: played })));
    const list = element("ul");
    found.forEach(function (d) {
      const column = d.column === "balance" ? word("balance")
        : d.column === "whists" ? word("whists-on", { player: d.on })
        : kit.words.column[d.column];
      list.appendChild(element("li", "", word("difference", {
        player: d.player, column: column, phone: d.phone || "—", server: d.server,
      })));
    });
    box.appendChild(list);
    box.hidden = false;
  }

  root.addEventListener("click", async function (event) {
    const button = event.target.closest("[data-action]");
    if (!button || !conflict) return;
    const action = button.dataset.action;
    const entry = conflict.entry;
    conflict = null;
    await refreshKit();
    let module = null;
    try {
      module = await loadCore();
    } catch (error) {
      module = null;
    }
    if (action === "drop") {
      queue.shift();
    } else if (action === "edit") {
      queue.shift();
      editing = true;
      answers = Object.assign({}, entry.answers);
      delete answers.dealer;
      tricks = Object.assign({}, entry.tricks);
    }
    renumber(module);
    keep();
    drawAll();
    if (!editing) sync();
  });

  // --- when the connection goes and comes back
  window.addEventListener("offline", drawAll);
  window.addEventListener("online", function () {
    drawAll();
    refreshKit().then(sync);
  });
  document.body.addEventListener("htmx:afterSettle", function () {
    const game = document.getElementById("game");
    if (navigator.onLine && game && kit && String(kit.version) !== game.dataset.version) refreshKit();
  });

  // while there is no connection the entry stands first, above the game
  function placed() {
    const game = document.getElementById("game");
    if (game && root.nextElementSibling !== game) game.before(root);
  }
  window.addEventListener("offline", placed);

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register(root.dataset.sw, { scope: "/" }).catch(function () {});
  }
  (navigator.onLine ? refreshKit() : Promise.resolve()).then(function () {
    if (!kit) return;
    if (!navigator.onLine || queue.length) placed();
    drawAll();
    if (navigator.onLine) sync();
    else loadCore().catch(function () {});
  });
})();

// The conventions table (templates/calculator/_options.html) and the house rules form
// (templates/houses/rules.html) are long: a box narrows them to the options whose text, value or
// source has every word typed. The box comes hidden; this script shows it, so without JS the
// table stays whole. A part with no matching option is hidden, and a line says when nothing
// matches. The table is also fetched into the game page by htmx, which runs this script again
// with it: the listener is set once, the boxes are shown on every run.
(function () {
  "use strict";

  document.querySelectorAll("[data-option-search][hidden]").forEach(function (box) {
    box.hidden = false;
  });
  if (window.optionFilterSet) return;
  window.optionFilterSet = true;

  // «ё» is often typed as «е»: both match either
  function folded(text) {
    return text.toLowerCase().replace(/ё/g, "е");
  }

  // what a reader sees of an option, with the value chosen in a form's select or field
  function optionText(option) {
    var text = option.textContent;
    option.querySelectorAll("select").forEach(function (select) {
      if (select.selectedIndex >= 0) text += " " + select.options[select.selectedIndex].text;
    });
    option.querySelectorAll("input[type=number], input[type=text]").forEach(function (input) {
      text += " " + input.value;
    });
    return folded(text);
  }

  // the parts and their options: the table's, or the house rules form's
  var GROUPS = ".option-group, .rules-form fieldset";
  var OPTIONS = ".option-list > li, .rules-form .option";

  function narrow(scope, query) {
    var words = folded(query).split(/\s+/).filter(Boolean);
    var found = 0;
    scope.querySelectorAll(GROUPS).forEach(function (group) {
      var shown = 0;
      group.querySelectorAll(OPTIONS).forEach(function (option) {
        var text = optionText(option);
        var matches = words.every(function (word) { return text.indexOf(word) !== -1; });
        option.hidden = !matches;
        if (matches) shown += 1;
      });
      group.hidden = shown === 0;
      found += shown;
      // a closed part opens while a search shows its matches, and closes again when it is cleared
      if (group.tagName === "DETAILS") {
        if (words.length) {
          if (!("wasOpen" in group.dataset)) group.dataset.wasOpen = group.open ? "1" : "";
          group.open = true;
        } else if ("wasOpen" in group.dataset) {
          group.open = group.dataset.wasOpen === "1";
          delete group.dataset.wasOpen;
        }
      }
    });
    var nothing = scope.querySelector("[data-option-none]");
    if (nothing) nothing.hidden = found > 0;
  }

  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-option-query")) return;
    var scope = input.closest("[data-option-scope]");
    if (scope) narrow(scope, input.value);
  });

  // Enter in the box inside the house rules form searches; it does not save the form
  document.addEventListener("keydown", function (event) {
    var input = event.target;
    if (event.key === "Enter" && input instanceof HTMLInputElement && input.hasAttribute("data-option-query")) {
      event.preventDefault();
    }
  });
})();

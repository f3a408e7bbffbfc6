// A select shows only as much of its chosen words as fits its width: on a phone a long choice
// («любая разумная последовательность ходов») is cut. The server writes the chosen words in
// full under such a select (templates/components/select_caption.html); this keeps them in step
// when another choice is made. Loaded once per select: one listener is enough.
(function () {
  "use strict";
  if (window.selectCaptionSet) return;
  window.selectCaptionSet = true;
  var LONG = 22; // the longest choice that a 375 px phone shows whole (templates/components/select_caption.html)

  document.addEventListener("change", function (event) {
    var select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.parentElement) return;
    var caption = select.parentElement.querySelector("[data-chosen]");
    if (!caption || select.selectedIndex < 0) return;
    var words = select.options[select.selectedIndex].text;
    caption.textContent = words;
    caption.hidden = words.length <= LONG;
  });
})();

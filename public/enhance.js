// Small enhancements for every page; each page works without this file.
(function () {
  var root = document.documentElement;
  root.setAttribute("data-js", "");

  // The bar turns solid after 750 px of scrolling.
  var SOLID_AFTER = 750;
  function onScroll() {
    if (window.scrollY > SOLID_AFTER) root.setAttribute("data-scrolled", "");
    else root.removeAttribute("data-scrolled");
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  onScroll();

  // The phone menu closes once a link in it is followed (in-page links included).
  document.addEventListener("click", function (event) {
    var link = event.target instanceof Element ? event.target.closest(".phone-menu a") : null;
    var menu = link && link.closest(".phone-menu");
    if (menu) menu.removeAttribute("open");
  });
})();

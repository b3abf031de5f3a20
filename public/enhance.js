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

  // Impact counters count up over 5 s once visible; the HTML already holds the final figure.
  var COUNT_MS = 5000;
  var reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var counters = document.querySelectorAll("[data-count-to]");
  if (counters.length && !reduceMotion && "IntersectionObserver" in window) {
    var format = function (el, value) {
      el.textContent = el.getAttribute("data-prefix") + Math.round(value).toLocaleString("en-US") + el.getAttribute("data-suffix");
    };
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        var el = entry.target;
        var target = Number(el.getAttribute("data-count-to"));
        var start = performance.now();
        var step = function (now) {
          var progress = Math.min((now - start) / COUNT_MS, 1);
          format(el, target * progress);
          if (progress < 1) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    });
    counters.forEach(function (el) {
      observer.observe(el);
    });
  }
})();

// Product galleries: a thumbnail swaps the main picture in place (without scripts it loads `?image=N`).
(function () {
  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var thumb = event.target instanceof Element ? event.target.closest("[data-gallery-thumb]") : null;
    var gallery = thumb && thumb.closest("[data-gallery]");
    var main = gallery && gallery.querySelector("[data-gallery-main]");
    if (!main) return;
    event.preventDefault();
    main.setAttribute("src", thumb.getAttribute("data-src"));
    main.setAttribute("alt", thumb.getAttribute("data-alt"));
    gallery.querySelectorAll("[data-gallery-thumb]").forEach(function (other) {
      if (other === thumb) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    });
    history.replaceState(history.state, "", thumb.getAttribute("href").replace(/#.*$/, ""));
  });
})();

// Small enhancements for every page; each page works without this file.
//
// Why one small hand-written script instead of hydrating React: visitors are on cheap phones and slow
// connections, and every page already works as plain HTML. The few things scripts add (counters, carousels,
// the bar on scroll, the help widget, the pending button, the phone menu, product galleries) fit in a few
// KiB with no framework and no build step, under the per-page budget in tests/e2e/budgets.spec.ts. The
// server loads it with a content hash in its address (app/server/assets.server.ts), so browsers keep it
// for a year. Each enhancement is one named function below; the last lines run them.
(function () {
  var root = document.documentElement;
  var reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // A form with data-pending-text shows it on its button and disables the button while the post is on its
  // way, so a slow connection gets an answer and no second press. Coming back to the page (back button,
  // page cache) restores the button.
  function pendingButtons() {
    document.addEventListener("submit", function (event) {
      var form = event.target instanceof HTMLFormElement ? event.target : null;
      var text = form ? form.getAttribute("data-pending-text") : null;
      var button =
        text && /** @type {HTMLButtonElement | null} */ (form.querySelector("button[type=submit], button:not([type])"));
      if (!button || event.defaultPrevented) return;
      button.setAttribute("data-idle-text", button.textContent);
      button.textContent = text;
      // Disabled after this turn, so the browser still sends the form as it was.
      setTimeout(function () {
        button.disabled = true;
      }, 0);
    });
    window.addEventListener("pageshow", function () {
      /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("button[data-idle-text]")).forEach(
        function (button) {
          button.textContent = button.getAttribute("data-idle-text");
          button.removeAttribute("data-idle-text");
          button.disabled = false;
        },
      );
    });
  }

  // Third-party frames further down are built once the page has loaded, from the <noscript> that holds them
  // for browsers without JavaScript, so their connections never compete with this page's first paint.
  function buildDeferredFrames() {
    document.querySelectorAll("[data-deferred-frame] > noscript").forEach(function (holder) {
      var template = document.createElement("template");
      template.innerHTML = holder.textContent;
      holder.replaceWith(template.content);
    });
  }
  // After the load event and the next paint: a simple page can finish loading before its first paint.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(buildDeferredFrames, 0);
    });
  }
  if (document.readyState === "complete") afterNextPaint();
  else window.addEventListener("load", afterNextPaint);

  // The bar turns solid after 750 px of scrolling.
  function solidBarOnScroll() {
    var SOLID_AFTER = 750;
    function onScroll() {
      if (window.scrollY > SOLID_AFTER) root.setAttribute("data-scrolled", "");
      else root.removeAttribute("data-scrolled");
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
  }

  // The phone menu closes once a link in it is followed (in-page links included).
  function closePhoneMenuOnLink() {
    document.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest(".phone-menu a") : null;
      var menu = link && link.closest(".phone-menu");
      if (menu) menu.removeAttribute("open");
    });
  }

  // Impact counters count up over 5 s once visible; the HTML already holds the final figure.
  function countUpCounters() {
    var COUNT_MS = 5000;
    var counters = document.querySelectorAll("[data-count-to]");
    if (!counters.length || reduceMotion || !("IntersectionObserver" in window)) return;
    function format(el, value) {
      el.textContent =
        el.getAttribute("data-prefix") +
        Math.round(value).toLocaleString(el.getAttribute("data-intl-locale") || "en-US") +
        el.getAttribute("data-suffix");
    }
    function countUp(el) {
      var target = Number(el.getAttribute("data-count-to"));
      var start = performance.now();
      function step(now) {
        var progress = Math.min((now - start) / COUNT_MS, 1);
        format(el, target * progress);
        if (progress < 1) requestAnimationFrame(step);
      }
      requestAnimationFrame(step);
    }
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        countUp(entry.target);
      });
    });
    counters.forEach(function (el) {
      observer.observe(el);
    });
  }

  // Press carousels: show previous/next, which page by a full view and wrap around at either end.
  function pressCarousels() {
    var scrollBehavior = /** @type {ScrollBehavior} */ (reduceMotion ? "auto" : "smooth");
    document.querySelectorAll("[data-press-carousel]").forEach(function (carousel) {
      var list = carousel.querySelector(".press-carousel-list");
      var items = /** @type {HTMLCollectionOf<HTMLElement>} */ (list.children);
      if (!items.length) return;
      carousel.querySelector(".carousel-controls").removeAttribute("hidden");
      function page(direction) {
        var first = items[0].offsetLeft;
        var step = items.length > 1 ? items[1].offsetLeft - first : list.clientWidth;
        var perView = Math.max(1, Math.round(list.clientWidth / step));
        var lastStart = Math.max(0, items.length - perView);
        var current = Math.round(list.scrollLeft / step);
        var target =
          direction > 0
            ? current >= lastStart
              ? 0
              : Math.min(current + perView, lastStart)
            : current <= 0
              ? lastStart
              : Math.max(current - perView, 0);
        list.scrollTo({ left: items[target].offsetLeft - first, behavior: scrollBehavior });
      }
      carousel.querySelector("[data-carousel-prev]").addEventListener("click", function () {
        page(-1);
      });
      carousel.querySelector("[data-carousel-next]").addEventListener("click", function () {
        page(1);
      });
    });
  }

  // Testimonial carousels: one slide at a time, autoplay unless reduced motion is asked for, paused while
  // hovered or focused, and a Pause/Play button that always wins (WCAG 2.2.2).
  function testimonialCarousels() {
    document.querySelectorAll("[data-testimonial-carousel]").forEach(function (carousel) {
      var viewport = carousel.querySelector(".tc-viewport");
      var track = /** @type {HTMLElement} */ (carousel.querySelector(".tc-track"));
      var slides = carousel.querySelectorAll(".tc-slide");
      var dots = carousel.querySelectorAll("[data-tc-dot]");
      var pauseButton = carousel.querySelector("[data-tc-pause]");
      var delay = Number(carousel.getAttribute("data-autoplay-ms")) || 5000;
      var count = slides.length;
      var index = 0,
        timer = null,
        stopped = reduceMotion,
        hovered = false,
        focused = false;
      if (!count) return;
      carousel.setAttribute("data-enhanced", "");
      viewport.scrollLeft = 0;
      carousel.querySelectorAll("[hidden]").forEach(function (el) {
        el.removeAttribute("hidden");
      });

      function show(next) {
        index = (next + count) % count;
        track.style.transform = "translateX(" + index * -100 + "%)";
        slides.forEach(function (slide, i) {
          slide.setAttribute("aria-hidden", String(i !== index));
        });
        dots.forEach(function (dot, i) {
          dot.setAttribute("aria-current", String(i === index));
        });
        carousel.setAttribute("data-index", String(index));
      }
      function schedule() {
        clearInterval(timer);
        timer = null;
        var playing = !stopped && !hovered && !focused;
        if (playing)
          timer = setInterval(function () {
            show(index + 1);
          }, delay);
        // Announce slide changes only when they are the visitor's doing.
        track.setAttribute("aria-live", playing ? "off" : "polite");
        carousel.setAttribute("data-playing", String(playing));
        // The words come from the page (data-play-text and friends), so they are in the page's language.
        pauseButton.textContent = pauseButton.getAttribute(stopped ? "data-play-text" : "data-pause-text");
        pauseButton.setAttribute(
          "aria-label",
          pauseButton.getAttribute(stopped ? "data-play-label" : "data-pause-label"),
        );
      }
      pauseButton.addEventListener("click", function () {
        stopped = !stopped;
        schedule();
      });
      carousel.querySelector("[data-tc-prev]").addEventListener("click", function () {
        show(index - 1);
      });
      carousel.querySelector("[data-tc-next]").addEventListener("click", function () {
        show(index + 1);
      });
      dots.forEach(function (dot, i) {
        dot.addEventListener("click", function (event) {
          event.preventDefault();
          show(i);
        });
      });
      carousel.addEventListener("mouseenter", function () {
        hovered = true;
        schedule();
      });
      carousel.addEventListener("mouseleave", function () {
        hovered = false;
        schedule();
      });
      // Focus on the Pause/Play button itself does not pause, so pressing Play plays at once.
      carousel.addEventListener("focusin", function (event) {
        focused = event.target !== pauseButton;
        schedule();
      });
      carousel.addEventListener("focusout", function (event) {
        var next = /** @type {FocusEvent} */ (event).relatedTarget;
        if (!(next instanceof Node) || !carousel.contains(next)) {
          focused = false;
          schedule();
        }
      });
      show(0);
      schedule();
    });
  }

  // The Help button loads the help-desk widget only when pressed; if the widget cannot load, the link's
  // help centre opens instead, as it does without JavaScript.
  function helpWidget() {
    var helpButton = /** @type {HTMLAnchorElement | null} */ (document.querySelector("[data-help-widget]"));
    if (!helpButton) return;
    var helpState = "idle";
    function openWidget() {
      // The provider's documented launcher, when its script has defined it.
      var desk = /** @type {{ ZohoDeskAsap?: { invoke?: (action: string) => void } }} */ (
        /** @type {unknown} */ (window)
      ).ZohoDeskAsap;
      if (desk && typeof desk.invoke === "function") desk.invoke("open");
    }
    helpButton.addEventListener("click", function (event) {
      if (helpState === "failed") return;
      event.preventDefault();
      if (helpState !== "idle") return openWidget();
      helpState = "loading";
      var script = document.createElement("script");
      script.src = helpButton.getAttribute("data-help-widget");
      script.async = true;
      script.onload = function () {
        helpState = "loaded";
        helpButton.setAttribute("data-loaded", "");
        openWidget();
      };
      script.onerror = function () {
        helpState = "failed";
        window.open(helpButton.href, "_blank", "noopener");
      };
      document.head.appendChild(script);
    });
  }

  // Product galleries: a thumbnail swaps the main picture in place (without scripts it loads `?image=N`).
  function galleryThumbnails() {
    document.addEventListener("click", function (event) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
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
  }

  // A control that takes keyboard focus is never left under the floating Help button: the page scrolls it clear
  // (scroll-padding-bottom already reserves the room when the browser scrolls to a focused control itself).
  function keepFocusClearOfHelp() {
    var help = document.querySelector(".help-button");
    if (!help) return;
    document.addEventListener("focusin", function (event) {
      var target = event.target;
      if (!(target instanceof Element) || help.contains(target)) return;
      var box = target.getBoundingClientRect();
      var cover = help.getBoundingClientRect();
      var overlaps =
        box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top;
      if (overlaps) window.scrollBy({ top: box.bottom - cover.top + 8, behavior: "instant" });
    });
  }

  // A notice the page shows (the portal's "nothing to download") is also an alert where JavaScript runs, as the
  // original portal did.
  function alertNotices() {
    document.querySelectorAll("[data-alert-on-load]").forEach(function (notice) {
      window.alert(notice.textContent);
    });
  }

  // A form sent back with mistakes: the focus goes to the first field that needs a change (without JavaScript, the
  // list of mistakes at the top of the page links to each field).
  function focusFirstError() {
    var field = /** @type {HTMLElement | null} */ (document.querySelector("[data-first-error]"));
    if (field) field.focus();
  }

  // CSS keys its script-only styles on data-js.
  root.setAttribute("data-js", "");
  pendingButtons();
  solidBarOnScroll();
  closePhoneMenuOnLink();
  countUpCounters();
  pressCarousels();
  testimonialCarousels();
  helpWidget();
  galleryThumbnails();
  keepFocusClearOfHelp();
  alertNotices();
  focusFirstError();
})();
